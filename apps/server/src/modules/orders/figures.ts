import { ORDER_LATE_AFTER_DAYS, ORDER_LIST_KIND, type OrderFigures, orderKindsWith } from '@printfloor/contract';
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
  const side =
    auth.tenantKind === 'factory' && codes.has('order:page')
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
