import type { Language } from './languages.ts';

/**
 * The date shortcuts of every date-range search (spec §9): today, yesterday, the last 7 days, this
 * and last month, this quarter, this and last year. One rule for every picker of the console (list
 * searches, boards, reports): the days of a shortcut are counted from "today" of the tenant's
 * calendar, and a period still running ends today (nothing after today has happened yet, and a
 * board's range then stays within its limit).
 */
export const DATE_SHORTCUTS = [
  'today',
  'yesterday',
  'last7Days',
  'thisMonth',
  'lastMonth',
  'thisQuarter',
  'thisYear',
  'lastYear',
] as const;

export type DateShortcut = (typeof DATE_SHORTCUTS)[number];

export const DATE_SHORTCUT_LABELS: Record<DateShortcut, Record<Language, string>> = {
  today: { 'zh-CN': '今天', en: 'Today', 'zh-TW': '今天', 'pt-BR': 'Hoje' },
  yesterday: { 'zh-CN': '昨天', en: 'Yesterday', 'zh-TW': '昨天', 'pt-BR': 'Ontem' },
  last7Days: { 'zh-CN': '最近 7 天', en: 'Last 7 days', 'zh-TW': '最近 7 天', 'pt-BR': 'Últimos 7 dias' },
  thisMonth: { 'zh-CN': '本月', en: 'This month', 'zh-TW': '本月', 'pt-BR': 'Este mês' },
  lastMonth: { 'zh-CN': '上月', en: 'Last month', 'zh-TW': '上月', 'pt-BR': 'Mês passado' },
  thisQuarter: { 'zh-CN': '本季度', en: 'This quarter', 'zh-TW': '本季', 'pt-BR': 'Este trimestre' },
  thisYear: { 'zh-CN': '今年', en: 'This year', 'zh-TW': '今年', 'pt-BR': 'Este ano' },
  lastYear: { 'zh-CN': '去年', en: 'Last year', 'zh-TW': '去年', 'pt-BR': 'Ano passado' },
};

const DAY_MS = 86_400_000;
const text = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const day = (y: number, month0: number, d: number) => Date.UTC(y, month0, d);

/** Days from `from` to `to` (yyyy-MM-dd), both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/**
 * The first and last day (yyyy-MM-dd, both included) of a shortcut, for `today` (yyyy-MM-dd in
 * the tenant's calendar).
 */
export function shortcutRange(shortcut: DateShortcut, today: string): [string, string] {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const now = day(y, m - 1, d);
  switch (shortcut) {
    case 'today':
      return [today, today];
    case 'yesterday':
      return [text(now - DAY_MS), text(now - DAY_MS)];
    case 'last7Days':
      return [text(now - 6 * DAY_MS), today];
    case 'thisMonth':
      return [text(day(y, m - 1, 1)), today];
    case 'lastMonth':
      // Day 0 of this month is the last day of the one before (January → December of last year).
      return [text(day(y, m - 2, 1)), text(day(y, m - 1, 0))];
    case 'thisQuarter':
      return [text(day(y, Math.floor((m - 1) / 3) * 3, 1)), today];
    case 'thisYear':
      return [`${y}-01-01`, today];
    case 'lastYear':
      return [`${y - 1}-01-01`, `${y - 1}-12-31`];
  }
}
