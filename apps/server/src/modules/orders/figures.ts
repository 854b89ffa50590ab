import {
  ORDER_LATE_AFTER_DAYS,
  ORDER_LIST_KIND,
  type OrderFigures,
  type OrdersOfDay,
  orderKindsWith,
} from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/context.ts';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';

/**
 * The workbench's order figures, in one statement: a factory counts its customers' submitted
 * orders (on `factory_tenant_id`), a merchant its own (on `tenant_id`); row-level security agrees.
 * The factory counts submitted orders only (a rejected draft is back with its merchant), of the
 * kinds its order list holds (the list the figures open), so the two always agree.
 * Null for other tenants and for a caller who may not open the order list.
 */
export async function orderFigures(
  tx: Tx,
  auth: AuthContext,
  codes: ReadonlySet<string>,
  timeZone: string,
): Promise<OrderFigures | null> {
  const side = sideOf(auth, codes);
  if (!side) return null;
  const todayStart = sql`(date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone})`;
  const [row] = await queryRows<Record<keyof Omit<OrderFigures, 'path'>, number>>(
    tx,
    sql`select count(*) filter (where order_time >= ${todayStart})::int as today,
               count(*) filter (where submit_state = 1 and approval_state = 0)::int as "pendingReview",
               count(*) filter (where submit_state = 1 and approval_state = 1 and print_state = 0)::int as "toPrint",
               count(*) filter (where submit_state <> 2 and abnormal_flag = 1)::int as abnormal,
               count(*) filter (where submit_state = 1 and shipping_state = 0
                                  and order_time < now() - make_interval(days => ${ORDER_LATE_AFTER_DAYS}))::int as late
          from oms_order
         where ${side.column} = ${auth.tenantId} and not is_delete${side.seen}`,
  );
  return {
    path: side.path,
    today: Number(row?.today ?? 0),
    pendingReview: Number(row?.pendingReview ?? 0),
    toPrint: Number(row?.toPrint ?? 0),
    abnormal: Number(row?.abnormal ?? 0),
    late: Number(row?.late ?? 0),
  };
}

/**
 * Orders per day of a range (the tenant's calendar, `from`…`to` yyyy-MM-dd) by state, for the boards:
 * the same orders the workbench counts (a factory its customers' submitted orders of its list's kinds,
 * a merchant its own); null for a caller the workbench shows no order figures. Days without orders
 * are left out (the caller fills them).
 */
export async function orderDays(
  tx: Tx,
  auth: AuthContext,
  codes: ReadonlySet<string>,
  range: { from: string; to: string; timeZone: string },
): Promise<OrdersOfDay[] | null> {
  const side = sideOf(auth, codes);
  if (!side) return null;
  const tz = range.timeZone;
  const rows = await queryRows<Record<keyof OrdersOfDay, number> & { date: string }>(
    tx,
    sql`select to_char(order_time at time zone ${tz}, 'YYYY-MM-DD') as date, count(*)::int as total,
               (count(*) filter (where submit_state = 1 and approval_state = 0))::int as "pendingReview",
               (count(*) filter (where approval_state = 1))::int as passed,
               (count(*) filter (where approval_state = 2))::int as rejected,
               (count(*) filter (where shipping_state = 1))::int as shipped,
               (count(*) filter (where abnormal_flag = 1))::int as abnormal
          from oms_order
         where ${side.column} = ${auth.tenantId} and not is_delete${side.seen}
           and order_time >= ((${range.from}::date)::timestamp at time zone ${tz})
           and order_time < (((${range.to}::date) + 1)::timestamp at time zone ${tz})
         group by 1 order by 1`,
  );
  return rows.map((r) => ({
    date: r.date,
    total: Number(r.total),
    pendingReview: Number(r.pendingReview),
    passed: Number(r.passed),
    rejected: Number(r.rejected),
    shipped: Number(r.shipped),
    abnormal: Number(r.abnormal),
  }));
}

/** Whose orders the caller counts: the factory its customers' (its order list's kinds), a merchant its own. */
function sideOf(auth: AuthContext, codes: ReadonlySet<string>) {
  return auth.tenantKind === 'factory' && codes.has('order:page')
    ? {
        column: sql`factory_tenant_id`,
        path: '/business/order',
        seen: sql` and submit_state <> 0 and print_kind in (${sql.join(
          orderKindsWith(ORDER_LIST_KIND.order as number).map((k) => sql`${k}`),
          sql`, `,
        )})`,
      }
    : auth.tenantKind === 'merchant' && codes.has('merchantOrder:page')
      ? { column: sql`tenant_id`, path: '/orders/merchantOrder', seen: sql`` }
      : null;
}
