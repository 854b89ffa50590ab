import type { ScheduleAnswer, ScheduleLoad, ScheduleWorkstation } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { BizError } from '../../../errors.ts';
import { isDone, readTasks, type TaskData, wireTask, workstations } from './data.ts';
import { addDays, type Calendar, DAY_MS, factoryCalendar, wallTime, workByDay } from './time.ts';

/** The longest range the schedule answers (days). */
export const MAX_RANGE_DAYS = 62;

/**
 * Planned pieces per workstation and day: each task's pieces (what is left of it, or all of a
 * done one) spread over the working time of its plan, against the workstation's pieces per hour
 * × the day's working hours.
 */
export function loadOf(
  tasks: readonly TaskData[],
  calendar: Calendar,
  stations: ReadonlyMap<number, ScheduleWorkstation>,
): ScheduleLoad[] {
  const planned = new Map<string, number>();
  for (const t of tasks) {
    if (t.workstationId === null || t.startMs === null || t.endMs === null) continue;
    const pieces = isDone(t) ? t.quantity : t.quantity - t.done;
    const byDay = workByDay(calendar.spans, t.startMs, t.endMs);
    const total = [...byDay.values()].reduce((a, b) => a + b, 0);
    if (total <= 0) continue;
    for (const [date, ms] of byDay) {
      const key = `${t.workstationId}|${date}`;
      planned.set(key, (planned.get(key) ?? 0) + (pieces * ms) / total);
    }
  }
  const out: ScheduleLoad[] = [];
  for (const [key, n] of planned) {
    const [ws, date] = key.split('|') as [string, string];
    const station = stations.get(Number(ws));
    const day = calendar.dayOf.get(date);
    if (!station || !day) continue;
    out.push({
      workstationId: station.id,
      date,
      planned: Math.round(n * 10) / 10,
      capacity: Math.round(station.perHour * day.hours),
    });
  }
  return out.sort((a, b) => a.workstationId - b.workstationId || a.date.localeCompare(b.date));
}

/** Released tasks planned to overlap [from, to] (dates in the zone), with the calendar and the load of the range. */
export async function scheduleOf(
  tx: Tx,
  tenantId: number,
  tz: string,
  range: { from: string; to: string },
  now = Date.now(),
): Promise<ScheduleAnswer> {
  const days = Math.round((Date.parse(range.to) - Date.parse(range.from)) / DAY_MS) + 1;
  if (days > MAX_RANGE_DAYS) throw new BizError('P1023', { days: MAX_RANGE_DAYS }, 400, 'to');
  const start = wallTime(range.from, '00:00', tz);
  const end = wallTime(addDays(range.to, 1), '00:00', tz);
  // A day earlier: a night shift of the day before reaches into the range.
  const calendar = await factoryCalendar(tx, tenantId, addDays(range.from, -1), range.to, tz);
  const stations = await workstations(tx, tenantId);
  const tasks = await readTasks(
    tx,
    tenantId,
    sql`k.plan_start < to_timestamp(${end} / 1000.0) and k.plan_end > to_timestamp(${start} / 1000.0)`,
  );
  const inRange = new Set(calendar.days.filter((d) => d.date >= range.from).map((d) => d.date));
  return {
    timeZone: tz,
    days: calendar.days.filter((d) => inRange.has(d.date)),
    workstations: stations,
    tasks: tasks.map((t) => wireTask(t, tz, now)),
    load: loadOf(tasks, calendar, new Map(stations.map((w) => [w.id, w]))).filter((l) => inRange.has(l.date)),
  };
}
