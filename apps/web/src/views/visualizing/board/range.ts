import type { BoardRangeInput, ProductionBoard } from '@printfloor/contract';
import { clockParts } from '../../../utils/clock.ts';

/** Boards refresh their figures this often (TanStack Query refetchInterval). */
export const BOARD_REFRESH_MS = 30_000;

/** yyyy-MM-dd `days` before `date`. */
export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The range of the last `days` days ending today in the tenant's zone ({} = today, the server's default). */
export function lastDaysRange(days: number, timeZone: string | null | undefined, now = new Date()): BoardRangeInput {
  if (days <= 1) return {};
  const today = clockParts(now, timeZone).date;
  return { from: shiftDate(today, -(days - 1)), to: today };
}

/** What a board's time range says on screen: "Today 2026-11-26 · per hour" or "from to to · per day". */
export function rangeText(
  range: ProductionBoard['range'],
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  const span =
    range.from === range.to
      ? range.from === range.today
        ? t('boards.range.today', { date: range.from })
        : range.from
      : t('boards.range.days', { from: range.from, to: range.to });
  return `${span} · ${t(range.bucket === 'hour' ? 'boards.range.hourly' : 'boards.range.daily')}`;
}
