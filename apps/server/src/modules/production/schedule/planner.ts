import type { PlanAnswer, ScheduleWorkstation } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { json } from '../sql.ts';
import { isDone, readTasks, workstations } from './data.ts';
import { addDays, dateIn, factoryCalendar, hoursFor, workFrom } from './time.ts';

/** How far ahead the planner looks for working time (days). */
export const PLAN_HORIZON_DAYS = 90;

/**
 * Forward scheduling of released tasks without a plan: each work order's tasks in route order,
 * each after the previous one ends, on its workstation (or the one of its process free first),
 * from when that workstation is free, through the working shifts of the factory calendar, for
 * (quantity − done) ÷ the workstation's pieces per hour. Reads are three set queries (tasks,
 * workstations, their planned ends), the plan is one update; tasks already planned are kept and
 * only bound what follows them. Work orders are taken by demand date, so urgent work goes first.
 */
export async function planTasks(
  tx: Tx,
  tenantId: number,
  tz: string,
  workOrderIds: readonly number[] | null,
  now = Date.now(),
): Promise<PlanAnswer> {
  const scope = workOrderIds ? sql`k.work_order_id = any(${`{${workOrderIds.join(',')}}`}::bigint[])` : sql`true`;
  const tasks = await readTasks(
    tx,
    tenantId,
    sql`w.state = 1 and k.work_order_id in (select u.work_order_id from pro_task u
          where u.tenant_id = ${tenantId} and u.plan_start is null and u.state <> 2)
        and ${scope}`,
  );
  const open = tasks.filter((t) => t.startMs === null && !isDone(t));
  if (!open.length) return { planned: 0, unplanned: 0 };

  const stations = await workstations(tx, tenantId);
  const byProcess = new Map<number, ScheduleWorkstation[]>();
  for (const w of stations) byProcess.set(w.processId, [...(byProcess.get(w.processId) ?? []), w]);
  const byId = new Map(stations.map((w) => [w.id, w]));
  const busy = await queryRows<{ id: string; end_ms: number }>(
    tx,
    sql`select workstation_id::text as id, (extract(epoch from max(plan_end)) * 1000)::float8 as end_ms
          from pro_task where tenant_id = ${tenantId} and workstation_id is not null and plan_end is not null and state <> 2
         group by workstation_id`,
  );
  const freeAt = new Map(busy.map((b) => [Number(b.id), Math.max(now, Number(b.end_ms))]));

  const today = dateIn(now, tz);
  const { spans } = await factoryCalendar(tx, tenantId, today, addDays(today, PLAN_HORIZON_DAYS), tz);

  const plan: { id: number; ws: number; s: number; e: number }[] = [];
  let prevOrder = -1;
  let prevEnd = now;
  for (const t of tasks) {
    if (t.workOrderId !== prevOrder) {
      prevOrder = t.workOrderId;
      prevEnd = now;
    }
    if (t.startMs !== null) {
      if (t.endMs !== null && !isDone(t)) prevEnd = Math.max(prevEnd, t.endMs);
      continue;
    }
    if (isDone(t)) continue;
    const own = t.workstationId !== null ? byId.get(t.workstationId) : undefined;
    const candidates = own && own.processId === t.processId ? [own] : (byProcess.get(t.processId) ?? []);
    let best: { ws: ScheduleWorkstation; start: number; end: number } | null = null;
    for (const ws of candidates) {
      const from = Math.max(prevEnd, freeAt.get(ws.id) ?? now);
      const slot = workFrom(spans, from, hoursFor(t.quantity - t.done, ws.perHour));
      if (slot && (!best || slot.end < best.end)) best = { ws, ...slot };
    }
    if (!best) continue;
    plan.push({ id: t.id, ws: best.ws.id, s: best.start, e: best.end });
    freeAt.set(best.ws.id, best.end);
    prevEnd = best.end;
  }
  if (plan.length)
    await tx.execute(sql`
      update pro_task k set workstation_id = v.ws, plan_start = to_timestamp(v.s / 1000.0), plan_end = to_timestamp(v.e / 1000.0),
                            update_time = clock_timestamp()
        from json_to_recordset(${json(plan)}) as v(id bigint, ws bigint, s float8, e float8)
       where k.tenant_id = ${tenantId} and k.id = v.id and k.plan_start is null`);
  return { planned: plan.length, unplanned: open.length - plan.length };
}
