import { CalendarDayKind, defaultShifts, type ScheduleDay, ShiftMode } from '@printfloor/contract';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { Tx } from '../../../db/client.ts';
import { factoryDays } from '../../workforce/index.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Working time of the factory as instants: the workforce calendar's days (union of the enabled
 * teams) turned into shift intervals in the factory's time zone. A day no shift plan covers
 * takes the standard week: Monday to Friday, the day shift (08:00–17:00); Saturday and Sunday rest.
 */

export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** A shift of a day as [start, end) in epoch ms; `date` is the day the shift belongs to. */
export interface WorkSpan {
  date: string;
  start: number;
  end: number;
}

export interface Calendar {
  days: ScheduleDay[];
  /** The working spans, sorted by start, not overlapping. */
  spans: WorkSpan[];
  dayOf: Map<string, ScheduleDay>;
}

/** An instant as ISO 8601 with the zone's offset. */
export const isoIn = (ms: number, tz: string): string => dayjs(ms).tz(tz).format('YYYY-MM-DDTHH:mm:ssZ');
/** The date of an instant in the zone. */
export const dateIn = (ms: number, tz: string): string => dayjs(ms).tz(tz).format('YYYY-MM-DD');
/** `yyyy-MM-dd HH:mm` in the zone (messages). */
export const minuteIn = (ms: number, tz: string): string => dayjs(ms).tz(tz).format('YYYY-MM-DD HH:mm');
export const addDays = (date: string, n: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
/** The instant of a wall-clock time of a date in the zone. */
export const wallTime = (date: string, time: string, tz: string): number =>
  dayjs.tz(`${date} ${time.length === 5 ? `${time}:00` : time}`, tz).valueOf();

/** The factory calendar over [from, to] (dates in the zone). */
export async function factoryCalendar(
  tx: Tx,
  tenantId: number,
  from: string,
  to: string,
  tz: string,
): Promise<Calendar> {
  const raw = await factoryDays(tx, tenantId, from, to);
  const days: ScheduleDay[] = [];
  const spans: WorkSpan[] = [];
  for (const d of raw) {
    const weekday = new Date(`${d.date}T00:00:00Z`).getUTCDay();
    const standard = !d.planned;
    const kind = standard ? (weekday === 0 || weekday === 6 ? CalendarDayKind.Rest : CalendarDayKind.Work) : d.kind;
    const templates = kind !== CalendarDayKind.Work ? [] : standard ? defaultShifts(ShiftMode.Day) : d.shifts;
    const shifts = templates.map((s) => {
      const start = wallTime(d.date, s.startTime, tz);
      let end = wallTime(d.date, s.endTime, tz);
      if (end <= start) end = wallTime(addDays(d.date, 1), s.endTime, tz);
      spans.push({ date: d.date, start, end });
      return { name: s.name, start: isoIn(start, tz), end: isoIn(end, tz), ms: end - start };
    });
    days.push({
      date: d.date,
      kind,
      holidayName: d.holidayName,
      source: standard ? 'default' : 'calendar',
      shifts: shifts.map(({ ms: _ms, ...s }) => s),
      hours: Math.round((shifts.reduce((n, s) => n + s.ms, 0) / HOUR_MS) * 100) / 100,
    });
  }
  spans.sort((a, b) => a.start - b.start);
  // Shifts of neighbouring days may overlap (a night shift into the next day shift): keep time once.
  const merged: WorkSpan[] = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    if (last && s.start < last.end) {
      if (s.end > last.end) merged.push({ date: s.date, start: last.end, end: s.end });
    } else merged.push({ ...s });
  }
  return { days, spans: merged, dayOf: new Map(days.map((d) => [d.date, d])) };
}

/**
 * Forward through working time: from `from`, the first working instant and the instant where
 * `hours` of work are done. Null when the calendar's spans run out first.
 */
export function workFrom(
  spans: readonly WorkSpan[],
  from: number,
  hours: number,
): { start: number; end: number } | null {
  let left = hours * HOUR_MS;
  let start: number | null = null;
  for (const s of spans) {
    if (s.end <= from) continue;
    const begin = Math.max(s.start, from);
    if (start === null) start = begin;
    if (left <= 0) return { start, end: start };
    const avail = s.end - begin;
    if (avail >= left) return { start, end: begin + left };
    left -= avail;
  }
  return null;
}

/** Working ms of [start, end) per calendar day of the spans. */
export function workByDay(spans: readonly WorkSpan[], start: number, end: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const s of spans) {
    if (s.end <= start) continue;
    if (s.start >= end) break;
    const ms = Math.min(s.end, end) - Math.max(s.start, start);
    if (ms > 0) out.set(s.date, (out.get(s.date) ?? 0) + ms);
  }
  return out;
}

export const hoursFor = (pieces: number, perHour: number): number => Math.max(0, pieces) / perHour;
