import type { BoardRangeInput, ProductionBoard } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/context.ts';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { orderDays } from '../orders/index.ts';
import { datesOf, productionFiguresOf, rangeBounds } from '../production/index.ts';
import { tenantOf } from './service.ts';

/**
 * GET dashboard/production: the board figures of the caller's tenant for a range of its calendar
 * (default: today; one end given: that day). Production figures come from the production module, orders per day from the
 * orders module (the workbench's rule for who sees them), logins per day from the visit log; each
 * aggregated in SQL, in the caller's tenant (row-level security) with explicit tenant conditions.
 */
export async function productionBoard(
  tx: Tx,
  auth: AuthContext,
  fallbackZone: string,
  codes: ReadonlySet<string>,
  input: BoardRangeInput,
): Promise<ProductionBoard> {
  const tenant = await tenantOf(tx, auth.tenantId, fallbackZone);
  const tz = tenant.timeZone;
  const [now] = await queryRows<{ today: string }>(
    tx,
    sql`select to_char(now() at time zone ${tz}, 'YYYY-MM-DD') as today`,
  );
  const today = now?.today ?? new Date().toISOString().slice(0, 10);
  // One end given: that one day; none: today (the schema checked from ≤ to and the length).
  const from = input.from ?? input.to ?? today;
  const range = { from, to: input.to ?? from, timeZone: tz };

  const figures = await productionFiguresOf(tx, auth.tenantId, range);
  const days = datesOf(range.from, range.to);
  const orderRows = await orderDays(tx, auth, codes, range);
  const ordersByDate = new Map((orderRows ?? []).map((r) => [r.date, r]));
  const { start, end } = rangeBounds(range);
  const loginRows = await queryRows<{ date: string; count: number }>(
    tx,
    sql`select to_char(log_date_time at time zone ${tz}, 'YYYY-MM-DD') as date, count(*)::int as count
          from sys_log_vis
         where tenant_id = ${auth.tenantId} and status = 'success' and action_name like 'login%'
           and log_date_time >= ${start} and log_date_time < ${end}
         group by 1`,
  );
  const loginsByDate = new Map(loginRows.map((r) => [r.date, Number(r.count)]));
  return {
    range: { from: range.from, to: range.to, today, timeZone: tz, bucket: range.from === range.to ? 'hour' : 'day' },
    ...figures,
    orders:
      orderRows === null
        ? null
        : days.map(
            (date) =>
              ordersByDate.get(date) ?? {
                date,
                total: 0,
                pendingReview: 0,
                passed: 0,
                rejected: 0,
                shipped: 0,
                abnormal: 0,
              },
          ),
    logins: days.map((date) => ({ date, count: loginsByDate.get(date) ?? 0 })),
  };
}
