import {
  type PlanAnswer,
  type RescheduleAnswer,
  rescheduleInputSchema,
  type ScheduleAnswer,
  schedulePlanSchema,
  scheduleQuerySchema,
} from '@printfloor/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../../http/route.ts';
import type { AppServices } from '../../../services.ts';
import { planTasks } from './planner.ts';
import { scheduleOf } from './query.ts';
import { rescheduleTask } from './reschedule.ts';

/** The menu pages that show the schedule: the Gantt chart and the schedule tables, each with its own codes. */
export const SCHEDULE_PAGES = ['gantt', 'schedule'] as const;

/**
 * The production schedule's calls, per page (`{page}:list` reads, `{page}:update` plans and
 * moves): the tasks of a date range per workstation with the factory calendar and the load; plan
 * the released tasks without a plan; move a task. Times are in the caller's tenant zone.
 */
export function registerScheduleRoutes(app: FastifyInstance, services: AppServices): void {
  for (const page of SCHEDULE_PAGES) {
    addRoute(app, services, {
      method: 'GET',
      url: `/api/${page}/list`,
      permission: `${page}:list`,
      summary:
        'Production schedule: tasks planned in [from, to] per workstation (status, late flag), the factory calendar days and shifts, and the load per workstation and day',
      query: scheduleQuerySchema,
      handler: async (ctx): Promise<ScheduleAnswer> =>
        ctx.read((tx) => scheduleOf(tx, ctx.auth.tenantId, ctx.timeZone, ctx.query)),
    });
    addRoute(app, services, {
      method: 'POST',
      url: `/api/${page}/plan`,
      permission: `${page}:update`,
      summary:
        'Production schedule: plan the released tasks without a plan (forward, in route order, within the working shifts, by workstation capacity)',
      body: schedulePlanSchema,
      handler: async (ctx): Promise<PlanAnswer> =>
        ctx.tenant((tx) => planTasks(tx, ctx.auth.tenantId, ctx.timeZone, ctx.body.workOrderIds ?? null)),
    });
    addRoute(app, services, {
      method: 'POST',
      url: `/api/${page}/reschedule`,
      permission: `${page}:update`,
      summary:
        'Production schedule: move a task to a new start (optionally another workstation of its process); answers the new plan and the capacity warnings',
      body: rescheduleInputSchema,
      handler: async (ctx): Promise<RescheduleAnswer> =>
        ctx.tenant((tx) => rescheduleTask(tx, ctx.auth.tenantId, ctx.timeZone, ctx.body)),
    });
  }
}
