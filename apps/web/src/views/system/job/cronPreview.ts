import { cronProblem, nextFireTimes, zonedDateTimeText } from '@printfloor/contract';

/**
 * The cron editor's preview: the next fires of an expression as "yyyy-MM-dd HH:mm:ss" in the
 * tenant's zone, computed by the same library (croner, through the contract) as the scheduler.
 */
export function cronPreview(
  expression: string,
  timeZone: string,
  count = 5,
  from: Date = new Date(),
): { times: string[]; error: null } | { times: []; error: string } {
  const problem = cronProblem(expression, timeZone);
  if (problem) return { times: [], error: problem };
  return {
    times: nextFireTimes(expression, timeZone, count, from).map((d) => zonedDateTimeText(d, timeZone)),
    error: null,
  };
}
