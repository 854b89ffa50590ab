import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';

export interface ThrottleOutcome {
  allowed: boolean;
  /** Uses counted in the current window, this one included. */
  count: number;
  /** Seconds until the window ends. */
  retryAfterSeconds: number;
}

/**
 * Counts one use of `key` in a fixed window of `windowSeconds` (table sys_throttle, shared
 * by all instances). The upsert locks the row, so concurrent callers are counted one after
 * the other. Run it in the transaction of the work it guards: when that work fails (or the
 * caller throws because the limit is exceeded), the count rolls back with it.
 */
export async function countUse(
  ex: Executor,
  key: string,
  windowSeconds: number,
  limit: number,
): Promise<ThrottleOutcome> {
  const [row] = await queryRows<{ count: number; retry_after: number }>(
    ex,
    sql`
    insert into sys_throttle as t (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when t.window_start <= now() - make_interval(secs => ${windowSeconds}::int) then 1 else t.count + 1 end,
      window_start = case when t.window_start <= now() - make_interval(secs => ${windowSeconds}::int) then now() else t.window_start end
    returning count,
      greatest(1, ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}::int) - now()))))::int as retry_after`,
  );
  const count = Number(row?.count ?? 1);
  return { allowed: count <= limit, count, retryAfterSeconds: Number(row?.retry_after ?? windowSeconds) };
}

/** Drops windows that ended long ago (keys are per phone and per IP, so they pile up). */
export async function pruneThrottle(ex: Executor, prefix: string, olderThanSeconds: number): Promise<void> {
  await ex.execute(
    sql`delete from sys_throttle where key like ${`${prefix}%`} and window_start < now() - make_interval(secs => ${olderThanSeconds}::int)`,
  );
}
