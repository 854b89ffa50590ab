import {
  ApprovalState,
  SubmitState,
  WORK_ORDER_ORDER_CHOICES_LIMIT,
  type WorkOrderFromOrderAnswer,
  type WorkOrderOrderChoice,
  workOrderFromOrderInputSchema,
  workOrderOrderChoicesQuerySchema,
  workOrderResource,
} from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { BizError } from '../../../errors.ts';
import { addRoute } from '../../../http/route.ts';
import type { AppServices } from '../../../services.ts';
import { workOrdersMadeFromOrder } from './from-orders.ts';

/**
 * "From order" on the work order page (product spec §5: a work order's source is one product or one
 * order): the planner picks a passed order of the factory and production makes the work orders of its
 * mapped lines that have none — the passed-order listener's work (from-orders.ts), on demand: after a
 * pending work order of the order was deleted, or for a line mapped after review.
 *
 * The order is read in the factory's tenant under oms_order's factory_desk policy and, as everywhere
 * the factory reads orders, filtered on `factory_tenant_id` explicitly too: a merchant tenant holding
 * the codes sees its own orders through tenant_isolation, and must not make work from them.
 */

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Up to 20 passed, live orders of the factory, newest first, whose code or external id contains
 * `keyword`, that still have a mapped line without a live work order; each with that line count
 * and its order time in the caller's zone.
 * The order is the factory's state index (oms_order_factory_state) to the letter, so the scan walks
 * the passed orders newest first and stops at the 20th that still has something to make.
 */
export async function orderChoices(
  tx: Tx,
  factoryTenantId: number,
  keyword: string,
  timeZone: string,
): Promise<WorkOrderOrderChoice[]> {
  const t = factoryTenantId;
  const pattern = keyword ? `%${escapeLike(keyword)}%` : null;
  const rows = await queryRows<{
    id: string;
    order_code: string;
    merchant_name: string | null;
    order_time: string;
    lines: number;
  }>(
    tx,
    sql`select o.id::text as id, o.order_code, coalesce(c.name, o.merchant_name) as merchant_name,
               to_char(o.order_time at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS') as order_time, x.lines
          from oms_order o
          cross join lateral (
            select count(*)::int as lines
              from oms_order_line l
             where l.factory_tenant_id = ${t} and l.tenant_id = o.tenant_id and l.order_id = o.id
               and not l.is_delete and l.product_id is not null
               and not exists (select 1 from pro_work_order w
                                where w.tenant_id = ${t} and w.order_line_id = l.id and not w.is_delete)) x
          left join mes_customer c on c.tenant_id = ${t} and c.id = o.customer_id
         where o.factory_tenant_id = ${t} and o.submit_state = ${SubmitState.Submitted}
           and o.approval_state = ${ApprovalState.Passed} and not o.is_delete
           ${pattern === null ? sql`` : sql`and (o.order_code ilike ${pattern} or o.external_id ilike ${pattern})`}
           and x.lines > 0
         order by o.order_time desc nulls last, o.id
         limit ${WORK_ORDER_ORDER_CHOICES_LIMIT}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    orderCode: r.order_code,
    merchantName: r.merchant_name,
    orderTime: r.order_time,
    lines: r.lines,
  }));
}

/**
 * Makes the work orders of one order (one per mapped line without a live work order) in the caller's
 * transaction. Refuses an order that is not found, not this factory's, not passed, cancelled or
 * deleted (P1041) and one with nothing left to make (P1042); a refusal changes nothing.
 */
export async function workOrdersFromPickedOrder(
  tx: Tx,
  by: { tenantId: number; userId: number; realName: string },
  orderId: number,
): Promise<WorkOrderFromOrderAnswer> {
  const t = by.tenantId;
  // The order's merchant tenant comes from its lines' factory index, so the order is one probe of its key.
  const [order] = await queryRows<{ order_code: string; submit_state: number; approval_state: number; gone: boolean }>(
    tx,
    sql`select o.order_code, o.submit_state, o.approval_state, o.is_delete as gone
          from oms_order o
         where o.factory_tenant_id = ${t} and o.id = ${orderId}
           and o.tenant_id = (select l.tenant_id from oms_order_line l
                               where l.factory_tenant_id = ${t} and l.order_id = ${orderId} limit 1)`,
  );
  if (
    !order ||
    order.gone ||
    Number(order.submit_state) !== SubmitState.Submitted ||
    Number(order.approval_state) !== ApprovalState.Passed
  )
    throw new BizError('P1041', { code: order?.order_code ?? String(orderId) });
  const made = await workOrdersMadeFromOrder(tx, t, orderId, { userId: by.userId, name: by.realName });
  if (!made.codes.length) throw new BizError('P1042', { code: order.order_code });
  return { count: made.codes.length, codes: made.codes };
}

/** The two calls of the work order page's "From order" dialog; both need `workOrder:add`. */
export function registerFromOrderRoutes(app: FastifyInstance, services: AppServices): void {
  const permission = workOrderResource.permissions.add;
  addRoute(app, services, {
    method: 'GET',
    url: `/api/${workOrderResource.name}/orderChoices`,
    permission,
    summary:
      'Work orders from an order: up to 20 passed orders of the factory (code or external id containing keyword, newest first) with mapped lines that have no work order yet, and how many',
    query: workOrderOrderChoicesQuerySchema,
    handler: async (ctx): Promise<WorkOrderOrderChoice[]> =>
      ctx.read((tx) => orderChoices(tx, ctx.auth.tenantId, ctx.query.keyword ?? '', ctx.timeZone)),
  });
  addRoute(app, services, {
    method: 'POST',
    url: `/api/${workOrderResource.name}/fromOrder`,
    permission,
    summary:
      'Work orders from an order: make the work orders (pending release) of a passed order of the factory, one per mapped line that has none; answers their codes',
    body: workOrderFromOrderInputSchema,
    handler: async (ctx): Promise<WorkOrderFromOrderAnswer> =>
      ctx.tenant((tx) => workOrdersFromPickedOrder(tx, ctx.auth, ctx.body.orderId)),
  });
}
