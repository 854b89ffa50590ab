import { LOGIN_LOCK_MINUTES, LOGIN_MAX_FAILURES } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { asPlatform } from '../../db/context.ts';
import { queryRows } from '../../db/query.ts';

/**
 * Failed-login lockout keyed by account AND client IP (admin-net-contract §15 #4):
 * 5 failures within 30 minutes lock that account from that IP for 30 minutes, so a
 * stranger cannot lock a victim out everywhere. sys_login_failure is a global table:
 * a failure is counted before (or without) knowing the account's tenant.
 */
export function lockoutKey(account: string): string {
  return account.trim().toLowerCase();
}

export async function isLockedOut(db: Database, account: string, ip: string): Promise<boolean> {
  const rows = await asPlatform(db, (tx) =>
    queryRows<{ locked: boolean }>(
      tx,
      sql`select true as locked from sys_login_failure
           where account = ${lockoutKey(account)} and ip = ${ip} and locked_until > now()`,
    ),
  );
  return rows.length > 0;
}

/** Counts one failure; the LOGIN_MAX_FAILURES-th within the window starts the lock. Returns the count. */
export async function recordLoginFailure(db: Database, account: string, ip: string): Promise<number> {
  const window = sql`make_interval(mins => ${LOGIN_LOCK_MINUTES})`;
  const stale = sql`sys_login_failure.first_failed_at < now() - ${window}`;
  const next = sql`(case when ${stale} then 1 else sys_login_failure.count + 1 end)`;
  return asPlatform(db, async (tx) => {
    const rows = await queryRows<{ count: number }>(
      tx,
      sql`insert into sys_login_failure (account, ip, count, first_failed_at, locked_until)
          values (${lockoutKey(account)}, ${ip}, 1, now(),
                  case when 1 >= ${LOGIN_MAX_FAILURES} then now() + ${window} end)
          on conflict (account, ip) do update set
            count = ${next},
            first_failed_at = case when ${stale} then now() else sys_login_failure.first_failed_at end,
            locked_until = case when ${next} >= ${LOGIN_MAX_FAILURES} then now() + ${window} end
          returning count`,
    );
    // Opportunistic clean-up of counters nobody will read again.
    if (Math.random() < 0.05) {
      await tx.execute(
        sql`delete from sys_login_failure
             where first_failed_at < now() - interval '1 day' and (locked_until is null or locked_until < now())`,
      );
    }
    return Number(rows[0]?.count ?? 0);
  });
}

export async function clearLoginFailures(db: Database, account: string, ip: string): Promise<void> {
  await asPlatform(db, (tx) =>
    tx.execute(sql`delete from sys_login_failure where account = ${lockoutKey(account)} and ip = ${ip}`),
  );
}
