import { Cron } from 'croner';
import type { TitleRow } from '../domain.ts';

/**
 * Cron expressions of job triggers, read the same way by the scheduler (apps/server
 * modules/sysJob) and the console's cron editor: croner, five fields (minute hour day month
 * weekday) or six with seconds first, evaluated in an IANA time zone.
 */

function cronOf(expression: string, timeZone: string): Cron {
  // paused: croner only evaluates; the scheduler's timing lives in PostgreSQL, not in a timer.
  return new Cron(expression.trim(), { timezone: timeZone, paused: true, mode: '5-or-6-parts' });
}

/** Why an expression is not a valid cron (croner's words), or null when it is. */
export function cronProblem(expression: string, timeZone = 'UTC'): string | null {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5 && parts.length !== 6) return 'five or six space-separated fields are required';
  try {
    cronOf(expression, timeZone);
    return null;
  } catch (error) {
    return (error as Error).message.replace(/^CronPattern:\s*/, '');
  }
}

/** The first fire strictly after `after`, or null when the expression never fires again. */
export function nextFireAfter(expression: string, timeZone: string, after: Date): Date | null {
  return cronOf(expression, timeZone).nextRun(after);
}

/** The next `count` fires strictly after `from`. */
export function nextFireTimes(expression: string, timeZone: string, count: number, from: Date = new Date()): Date[] {
  return cronOf(expression, timeZone).nextRuns(count, from);
}

/** The visual editor's fields: each is a cron field's text (`*`, `0`, `*\/10`, `1-5`, `1,15`). */
export interface CronFields {
  /** Present for six-field expressions only. */
  second?: string;
  minute: string;
  hour: string;
  day: string;
  month: string;
  weekday: string;
}

export const CRON_FIELD_NAMES = ['second', 'minute', 'hour', 'day', 'month', 'weekday'] as const;

/** Splits an expression into the editor's fields (null when it has neither five nor six). */
export function cronFields(expression: string): CronFields | null {
  const p = expression.trim().split(/\s+/);
  if (p.length === 5) return { minute: p[0]!, hour: p[1]!, day: p[2]!, month: p[3]!, weekday: p[4]! };
  if (p.length === 6) return { second: p[0]!, minute: p[1]!, hour: p[2]!, day: p[3]!, month: p[4]!, weekday: p[5]! };
  return null;
}

/** The expression of the editor's fields (blank fields become `*`). */
export function cronFromFields(f: CronFields): string {
  const v = (s: string | undefined) => (s?.trim() ? s.trim().replace(/\s+/g, '') : '*');
  const five = [v(f.minute), v(f.hour), v(f.day), v(f.month), v(f.weekday)];
  return (f.second !== undefined ? [v(f.second), ...five] : five).join(' ');
}

/** The cron editor's presets (label in zh-CN, en, zh-TW, pt-BR). */
export const CRON_PRESETS: readonly { expression: string; label: TitleRow }[] = [
  { expression: '* * * * *', label: ['每分钟', 'Every minute', '每分鐘', 'A cada minuto'] },
  { expression: '*/5 * * * *', label: ['每 5 分钟', 'Every 5 minutes', '每 5 分鐘', 'A cada 5 minutos'] },
  { expression: '*/10 * * * *', label: ['每 10 分钟', 'Every 10 minutes', '每 10 分鐘', 'A cada 10 minutos'] },
  { expression: '0 * * * *', label: ['每小时整点', 'Every hour', '每小時整點', 'A cada hora'] },
  { expression: '0 2 * * *', label: ['每天 02:00', 'Daily at 02:00', '每天 02:00', 'Diariamente às 02:00'] },
  { expression: '0 9 * * 1-5', label: ['工作日 09:00', 'Weekdays at 09:00', '工作日 09:00', 'Dias úteis às 09:00'] },
  { expression: '0 3 * * 0', label: ['每周日 03:00', 'Sundays at 03:00', '每週日 03:00', 'Domingos às 03:00'] },
  { expression: '0 0 1 * *', label: ['每月 1 日 00:00', 'Monthly on the 1st', '每月 1 日 00:00', 'Mensal, no dia 1º'] },
];
