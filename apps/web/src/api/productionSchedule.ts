import type {
  PlanAnswer,
  RescheduleAnswer,
  RescheduleInput,
  ScheduleAnswer,
  SchedulePlanInput,
  ScheduleQuery,
} from '@printfloor/contract';
import { http } from './request.ts';

/** The two pages showing the production schedule (menus gantt and schedule), each with its own codes. */
export type SchedulePage = 'gantt' | 'schedule';

/** The production schedule's calls (apps/server/src/modules/production/schedule/routes.ts). */
export const scheduleApi = {
  /** GET /api/{page}/list: tasks of [from, to] per workstation, the calendar days and the load. */
  list: (page: SchedulePage, query: ScheduleQuery) => http.get<ScheduleAnswer>(`/api/${page}/list`, { ...query }),
  /** POST /api/{page}/plan: plan the released tasks without a plan. */
  plan: (page: SchedulePage, body: SchedulePlanInput = {}) => http.post<PlanAnswer>(`/api/${page}/plan`, body),
  /** POST /api/{page}/reschedule: move a task; answers its new plan and the warnings. */
  reschedule: (page: SchedulePage, body: RescheduleInput) =>
    http.post<RescheduleAnswer>(`/api/${page}/reschedule`, body),
};

export const scheduleKeys = {
  all: ['productionSchedule'] as const,
  list: (page: SchedulePage, from: string, to: string) => ['productionSchedule', page, from, to] as const,
};
