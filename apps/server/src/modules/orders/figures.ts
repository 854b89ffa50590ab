import {
  ORDER_LATE_AFTER_DAYS,
  ORDER_LIST_KIND,
  type OrderFigures,
  OrderPrintKind,
  type OrdersOfDay,
  orderKindsWith,
} from '@printfloor/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/context.ts';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';

/**
 * The workbench's order figures, in one statement: a factory counts its customers' submitted
 * orders (on `factory_tenant_id`), a merchant its own (on `tenant_id`); row-level security agrees.
 * The factory counts submitted orders only (a rejected draft is back with its merchant). Each side
 * counts every order the caller may open in its order lists (sideOf): the kinds of work of the lists
 * whose page code the caller holds, so a heat-only order counts for whoever opens the heat-print list.
 * Null for other tenants and for a caller who may open none of those lists.
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
 * the same orders the workbench counts (a factory its customers' submitted orders of the kinds its
 * lists hold, a merchant its own); null for a caller the workbench shows no order figures. Days without
 * orders are left out (the caller fills them).
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

/** An order list of one side: its page code, the order kinds it holds, the console path that opens it. */
interface OrderList {
  code: string;
  kinds: readonly number[];
  path: string;
}

const ALL_KINDS: readonly number[] = Object.values(OrderPrintKind);
const listOf = (name: string, path: string): OrderList => {
  const kind = ORDER_LIST_KIND[name];
  return { code: `${name}:page`, kinds: kind === undefined ? ALL_KINDS : orderKindsWith(kind), path };
};

/**
 * Each side's order lists, the one that holds every kind first. The factory's order search holds every
 * kind too, but it is where any order is found, not a desk: it counts nothing, and only gives the
 * figures a page to open when the desk lists a caller holds split the counted orders between them.
 */
const SIDES = {
  factory: {
    column: sql`factory_tenant_id`,
    seen: sql` and submit_state <> 0`,
    lists: [listOf('order', '/business/order'), listOf('heatOrder', '/business/heatOrder')],
    everything: listOf('orderSearch', '/business/orderSearch'),
  },
  merchant: {
    column: sql`tenant_id`,
    seen: sql``,
    lists: [
      listOf('merchantOrder', '/orders/merchantOrder'),
      listOf('merchantDtgOrder', '/orders/merchantDtgOrder'),
      listOf('merchantHeatOrder', '/orders/merchantHeatOrder'),
    ],
    everything: null,
  },
} as const;

/**
 * Whose orders the caller counts and the page its figures open: the factory its customers' submitted
 * orders, a merchant its own, in either case of the kinds of work of the lists whose page code the
 * caller holds (all kinds: no condition on the kind). The figures open the list that holds all the
 * counted orders; when two lists share them (a factory user of both the order list and the heat-print
 * list), the order search if the caller may open it, else the first of them.
 */
function sideOf(auth: AuthContext, codes: ReadonlySet<string>): { column: SQL; path: string; seen: SQL } | null {
  const side = auth.tenantKind === 'factory' || auth.tenantKind === 'merchant' ? SIDES[auth.tenantKind] : null;
  const held = side?.lists.filter((l) => codes.has(l.code)) ?? [];
  const [first] = held;
  if (!side || !first) return null;
  const kinds = [...new Set(held.flatMap((l) => l.kinds))].sort((a, b) => a - b);
  const holding = held.find((l) => kinds.every((k) => l.kinds.includes(k)));
  const everything = side.everything && codes.has(side.everything.code) ? side.everything : null;
  const path = (holding ?? everything ?? first).path;
  const byKind =
    kinds.length < ALL_KINDS.length
      ? sql` and print_kind in (${sql.join(
          kinds.map((k) => sql`${k}`),
          sql`, `,
        )})`
      : sql``;
  return { column: side.column, path, seen: sql`${side.seen}${byKind}` };
}
