import { z } from 'zod';
import { idSchema } from '../schemas/common.ts';

/**
 * The wire shapes of the production schedule (Gantt and schedule views): the query of tasks per
 * workstation over a date range with the factory calendar, the planner's answer and a reschedule.
 * Date-times are ISO 8601 with the factory's offset (`2026-11-27T08:00:00+08:00`); dates `yyyy-MM-dd`.
 */

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid' });

/** GET …/list: the range [from, to] (at most 62 days). */
export const scheduleQuerySchema = z
  .object({ from: dateSchema, to: dateSchema })
  .refine((q) => q.from <= q.to, { error: 'invalid', path: ['to'] });
export type ScheduleQuery = z.input<typeof scheduleQuerySchema>;

/** POST …/plan: plan the released tasks that have no plan (of these work orders, or all). */
export const schedulePlanSchema = z.object({ workOrderIds: z.array(idSchema).max(1000).nullish() });
export type SchedulePlanInput = z.input<typeof schedulePlanSchema>;

/** POST …/reschedule: move a task to a new start, optionally to another workstation of its process. */
export const rescheduleInputSchema = z.object({
  id: idSchema,
  start: z.iso.datetime({ offset: true, local: false, error: 'invalid' }),
  workstationId: idSchema.nullish(),
  /** The task's `version` as it was read: a task changed since is refused (reload). */
  version: z.string().min(1, { error: 'required' }).max(64, { error: 'tooLong' }),
});
export type RescheduleInput = z.input<typeof rescheduleInputSchema>;

/** Task status on the schedule (derived from its counts). */
export const ScheduleStatus = { NotStarted: 0, InProgress: 1, Done: 2 } as const;
export type ScheduleStatusValue = (typeof ScheduleStatus)[keyof typeof ScheduleStatus];

/** A shift of a calendar day, as instants. */
export interface ScheduleShift {
  name: string;
  start: string;
  end: string;
}

/** A factory day: work (1), rest (2) or holiday (3) — the union of the enabled teams' calendars. */
export interface ScheduleDay {
  date: string;
  kind: number;
  holidayName: string | null;
  /** 'calendar' from the workforce calendar; 'default' when no shift plan covers the day (Mon–Fri day shift). */
  source: 'calendar' | 'default';
  shifts: ScheduleShift[];
  /** Working hours of the day. */
  hours: number;
}

export interface ScheduleWorkstation {
  id: number;
  code: string;
  name: string;
  processId: number;
  processName: string;
  /** Pieces per working hour (production's capacity table, or the default). */
  perHour: number;
}

export interface ScheduleTask {
  id: number;
  workOrderId: number;
  workOrderCode: string;
  orderCode: string | null;
  productName: string | null;
  seq: number;
  processId: number;
  processName: string;
  workstationId: number | null;
  quantity: number;
  done: number;
  planStart: string | null;
  planEnd: string | null;
  demandDate: string | null;
  status: ScheduleStatusValue;
  late: boolean;
  /** Optimistic-lock token for a reschedule. */
  version: string;
}

/** Planned pieces of a workstation on a day against what it can make that day. */
export interface ScheduleLoad {
  workstationId: number;
  date: string;
  planned: number;
  capacity: number;
}

export interface ScheduleAnswer {
  timeZone: string;
  days: ScheduleDay[];
  workstations: ScheduleWorkstation[];
  tasks: ScheduleTask[];
  load: ScheduleLoad[];
}

export interface PlanAnswer {
  planned: number;
  /** Tasks left without a plan (no enabled workstation for their process, or no working time in the horizon). */
  unplanned: number;
}

/** What a reschedule warns about; it does not block. */
export type ScheduleWarning =
  | { kind: 'holiday' | 'rest'; date: string; name: string | null }
  | { kind: 'overload'; date: string; planned: number; capacity: number }
  | { kind: 'afterDemand'; demandDate: string }
  | { kind: 'overlapNext'; nextStart: string };

export interface RescheduleAnswer {
  task: ScheduleTask;
  warnings: ScheduleWarning[];
}
