import {
  CalendarDayKind,
  type RescheduleAnswer,
  type RescheduleInput,
  type ScheduleWarning,
} from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { BizError } from '../../../errors.ts';
import { isDone, readTasks, wireTask, workstations } from './data.ts';
import { PLAN_HORIZON_DAYS } from './planner.ts';
import { loadOf } from './query.ts';
import { addDays, dateIn, factoryCalendar, hoursFor, minuteIn, workFrom } from './time.ts';

/**
 * Moves a task (not done) to a new start, on its workstation or another one of its process. It
 * may not start before the previous task of its work order is planned to end (refused: the route
 * order is physical). The end follows from what is left of it, the workstation's pieces per hour
 * and the working shifts; what a planner should know but may accept is warned about: a start on
 * a rest day or holiday, a workstation over its capacity on a day, an end after the demand date,
 * the next task planned to start before this one ends. The update is guarded by the version the
 * caller read (a concurrent change — a scan, another planner — is refused).
 */
export async function rescheduleTask(
  tx: Tx,
  tenantId: number,
  tz: string,
  input: RescheduleInput,
  now = Date.now(),
): Promise<RescheduleAnswer> {
  const [task] = await readTasks(tx, tenantId, sql`k.id = ${input.id}`);
  if (!task) throw new BizError('P1018', undefined, 404, 'id');
  const label = `${task.workOrderCode} · ${task.processName}`;
  if (isDone(task)) throw new BizError('P1019', { code: label }, 400, 'id');
  const stations = await workstations(tx, tenantId);
  const wsId = input.workstationId ?? task.workstationId;
  const station = stations.find((w) => w.id === wsId);
  if (!station || station.processId !== task.processId)
    throw new BizError('P1020', { process: task.processName }, 400, 'workstationId');

  const requested = Date.parse(input.start);
  const siblings = await readTasks(tx, tenantId, sql`k.work_order_id = ${task.workOrderId}`);
  const prev = siblings.find((s) => s.seq === task.seq - 1);
  if (prev?.endMs != null && requested < prev.endMs)
    throw new BizError('P1021', { process: prev.processName, end: minuteIn(prev.endMs, tz) }, 400, 'start');

  const firstDay = dateIn(requested, tz);
  const calendar = await factoryCalendar(tx, tenantId, addDays(firstDay, -1), addDays(firstDay, PLAN_HORIZON_DAYS), tz);
  const slot = workFrom(calendar.spans, requested, hoursFor(task.quantity - task.done, station.perHour));
  if (!slot) throw new BizError('P1024', { horizon: PLAN_HORIZON_DAYS }, 400, 'start');

  const moved = await queryRows<{ id: string }>(
    tx,
    sql`update pro_task set workstation_id = ${station.id}, plan_start = to_timestamp(${slot.start} / 1000.0),
               plan_end = to_timestamp(${slot.end} / 1000.0), update_time = clock_timestamp()
         where tenant_id = ${tenantId} and id = ${task.id} and state <> 2 and done < quantity
           and ((extract(epoch from coalesce(update_time, create_time)) * 1000000)::bigint)::text = ${input.version}
        returning id::text`,
  );
  if (!moved.length) throw new BizError('P1022', undefined, 400, 'version');

  const [after] = await readTasks(tx, tenantId, sql`k.id = ${task.id}`);
  if (!after) throw new BizError('P1018', undefined, 404, 'id');
  const warnings: ScheduleWarning[] = [];
  const lastDay = dateIn(slot.end, tz);
  // Dropped on a day nobody works: the work begins at the next shift.
  const landing = calendar.dayOf.get(firstDay);
  if (landing && landing.kind !== CalendarDayKind.Work)
    warnings.push({
      kind: landing.kind === CalendarDayKind.Holiday ? 'holiday' : 'rest',
      date: landing.date,
      name: landing.holidayName,
    });
  const sameStation = await readTasks(
    tx,
    tenantId,
    sql`k.workstation_id = ${station.id} and k.plan_start < to_timestamp(${slot.end} / 1000.0) + interval '2 day'
        and k.plan_end > to_timestamp(${slot.start} / 1000.0) - interval '2 day'`,
  );
  const load = loadOf(sameStation, calendar, new Map([[station.id, station]]));
  for (const l of load)
    if (l.date >= dateIn(slot.start, tz) && l.date <= lastDay && l.planned > l.capacity)
      warnings.push({ kind: 'overload', date: l.date, planned: l.planned, capacity: l.capacity });
  if (after.demandDate && lastDay > after.demandDate)
    warnings.push({ kind: 'afterDemand', demandDate: after.demandDate });
  const next = siblings.find((s) => s.seq === task.seq + 1);
  if (next?.startMs != null && !isDone(next) && next.startMs < slot.end)
    warnings.push({ kind: 'overlapNext', nextStart: wireTask(next, tz, now).planStart ?? '' });
  return { task: wireTask(after, tz, now), warnings };
}
