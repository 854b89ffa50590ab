import {
  factoryOrderResource,
  idSchema,
  type Resource,
  type ReturnableOrder,
  ShippingReturnState,
  ShippingState,
  stateLabel,
} from '@printfloor/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { BizError } from '../../errors.ts';
import { addRoute } from '../../http/route.ts';
import type { ResourceHooks, TransitionChange, TransitionHooks } from '../../resources/hooks/types.ts';
import { callerOf } from '../../resources/routes.ts';
import type { Caller } from '../../resources/types.ts';
import type { AppServices } from '../../services.ts';
import { nextNumber } from '../factorySettings/index.ts';
import { logOrders } from './timeline.ts';

/**
 * Shipping returns (issue 13): the factory's returns against its customers' shipped orders
 * (packages/contract/src/orders/returns.ts). The return lives in the factory's tenant; the order
 * and its lines are read under oms_order's factory_desk policy and the explicit
 * `factory_tenant_id = caller`, so another factory (or a draft) is simply not found. Every write
 * is checked on what it leaves behind (`written`, inside the write's transaction): the order is
 * shipped, every line is a line of it, and no line goes back more often than it was ordered.
 */

type Row = Record<string, unknown>;
const who = (caller: Caller) => caller.auth.realName || caller.auth.account;
/** Returns that hold pieces: every state but cancelled (deleted ones are gone). */
const LIVE = sql`r.status <> ${ShippingReturnState.Cancelled} and not r.is_delete`;

/** A return number: the tenant's numbering rule for returns, else RT + date + serial (like order codes). */
async function newReturnNo(tx: Tx, tenantId: number): Promise<string> {
  try {
    return await nextNumber(tx, tenantId, 'shippingReturn');
  } catch (error) {
    if (!(error instanceof BizError)) throw error;
    const [row] = await queryRows<{ code: string }>(
      tx,
      sql`select 'RT' || to_char(now(), 'YYYYMMDD') || lpad((nextval('pf_id_seq') % 1000000)::text, 6, '0') as code`,
    );
    return String(row?.code);
  }
}

interface OrderFound {
  tenant_id: unknown;
  id: unknown;
  order_code: string;
  merchant_name: string | null;
  tracking_no: string | null;
  shipping_state: number;
}

/**
 * The order a return names, as the factory sees it, locked so two returns of one order are
 * checked one after the other. Refuses an order the factory cannot see (O1011) or not shipped (O1010).
 */
async function shippedOrder(tx: Tx, factoryTenantId: number, orderId: number): Promise<OrderFound> {
  const [order] = await queryRows<OrderFound>(
    tx,
    sql`select tenant_id, id, order_code, merchant_name, tracking_no, shipping_state from oms_order
         where factory_tenant_id = ${factoryTenantId} and id = ${orderId} and not is_delete for update`,
  );
  if (!order) throw new BizError('O1011', undefined, 400, 'orderId');
  if (Number(order.shipping_state) !== ShippingState.Shipped)
    throw new BizError('O1010', { code: order.order_code }, 400, 'orderId');
  return order;
}

/** Pieces of each order line already on live returns of the factory, leaving `exceptReturnId` out. */
const returnedSql = (factoryTenantId: number, orderLineId: SQL, exceptReturnId: number | null) =>
  sql`coalesce((select sum(x.quantity) from oms_shipping_return_line x
                  join oms_shipping_return r on r.tenant_id = x.tenant_id and r.id = x.return_id
                 where x.tenant_id = ${factoryTenantId} and x.order_line_id = ${orderLineId} and not x.is_delete
                   and ${LIVE} and r.id <> ${exceptReturnId ?? 0}), 0)::int`;

/**
 * Checks a return as written (add, update) and fills what it copies: the order's code, merchant
 * and tracking number, each line's SKU, colour, size and ordered quantity, the total pieces.
 * Answers the order it names.
 */
async function checkReturn(tx: Tx, caller: Caller, id: number): Promise<{ orderId: number; returnNo: string }> {
  const t = caller.auth.tenantId;
  const [ret] = await queryRows<{ order_id: unknown; return_no: string }>(
    tx,
    sql`select order_id, return_no from oms_shipping_return where tenant_id = ${t} and id = ${id}`,
  );
  const orderId = Number(ret?.order_id);
  const order = await shippedOrder(tx, t, orderId);
  const lines = await queryRows<{
    id: unknown;
    quantity: number;
    line_id: unknown;
    ordered: number | null;
    returned: number;
  }>(
    tx,
    sql`select rl.id, rl.quantity, ol.id as line_id, ol.quantity as ordered,
               ${returnedSql(t, sql`rl.order_line_id`, id)} as returned
          from oms_shipping_return_line rl
          left join oms_order_line ol on ol.factory_tenant_id = ${t} and ol.tenant_id = ${order.tenant_id}
                                     and ol.order_id = ${orderId} and ol.id = rl.order_line_id and not ol.is_delete
         where rl.tenant_id = ${t} and rl.return_id = ${id} and not rl.is_delete
         order by rl.sort_no, rl.id`,
  );
  for (const [i, line] of lines.entries()) {
    if (line.line_id === null || line.line_id === undefined)
      throw new BizError('O1013', { line: i + 1, code: order.order_code }, 400, `lines.${i}.orderLineId`);
    const ordered = Number(line.ordered);
    const returned = Number(line.returned);
    const max = Math.max(0, ordered - returned);
    if (Number(line.quantity) > max)
      throw new BizError(
        'O1012',
        { line: i + 1, quantity: Number(line.quantity), max, ordered, returned },
        400,
        `lines.${i}.quantity`,
      );
  }
  await tx.execute(sql`update oms_shipping_return_line rl set sku_code = ol.sku_code, colour = ol.colour, size = ol.size,
                              ordered_quantity = ol.quantity
                         from oms_order_line ol
                        where rl.tenant_id = ${t} and rl.return_id = ${id} and not rl.is_delete
                          and ol.factory_tenant_id = ${t} and ol.tenant_id = ${order.tenant_id} and ol.id = rl.order_line_id`);
  await tx.execute(sql`update oms_shipping_return set order_tenant_id = ${order.tenant_id}, order_code = ${order.order_code},
                              merchant_name = ${order.merchant_name}, tracking_no = ${order.tracking_no},
                              quantity = (select coalesce(sum(quantity), 0)::int from oms_shipping_return_line
                                           where tenant_id = ${t} and return_id = ${id} and not is_delete)
                        where tenant_id = ${t} and id = ${id}`);
  return { orderId, returnNo: ret?.return_no ?? '' };
}

/** Timeline actions of the order, by transition of the return. */
const TIMELINE_ACTION: Record<string, string> = {
  receive: 'returnReceived',
  close: 'returnClosed',
  cancel: 'returnCancelled',
};

/** One entry on the order's timeline per return moved: the return's number and what it says. */
async function logReturns(tx: Tx, caller: Caller, action: string, rows: readonly Row[], detail?: (r: Row) => string) {
  for (const row of rows) {
    const no = String(row.returnNo ?? '');
    await logOrders(tx, caller, factoryOrderResource, [Number(row.orderId)], {
      action,
      reason: detail ? `${no}: ${detail(row)}` : no,
    });
  }
}

/** The server side of `shippingReturn`: numbering, the checks, the copies, the timeline. */
export function shippingReturnHooks(resource: () => Resource): ResourceHooks {
  const refuseUnlessRegistered = (caller: Caller, row: Row) => {
    if (Number(row.status) !== ShippingReturnState.Registered)
      throw new BizError('O1014', {
        code: String(row.returnNo),
        state: stateLabel(resource(), 'status', row.status)?.[caller.lang] ?? String(row.status),
      });
  };
  const logged = (name: string, own: TransitionHooks, detail?: (r: Row, c: TransitionChange) => string) => ({
    ...own,
    async apply(ctx: { tx: Tx; caller: Caller }, change: TransitionChange & { after: Row[]; guarded: unknown }) {
      await own.apply?.(ctx, change);
      await logReturns(
        ctx.tx,
        ctx.caller,
        TIMELINE_ACTION[name] ?? name,
        change.rows,
        detail ? (r) => detail(r, change) : undefined,
      );
    },
  });
  return {
    async beforeWrite({ tx, caller }, { action, values, before }) {
      if (before) refuseUnlessRegistered(caller, before);
      if (action === 'add' && !String(values.returnNo ?? '').trim())
        values.returnNo = await newReturnNo(tx, caller.auth.tenantId);
      if (action === 'add' && !values.registerTime) delete values.registerTime;
    },
    async written({ tx, caller }, { action, id }) {
      const { orderId, returnNo } = await checkReturn(tx, caller, id);
      if (action === 'add')
        await logOrders(tx, caller, factoryOrderResource, [orderId], { action: 'returnRegistered', reason: returnNo });
    },
    async beforeDelete({ tx, caller }, rows) {
      for (const row of rows) refuseUnlessRegistered(caller, row);
      await logReturns(tx, caller, 'returnDeleted', rows);
    },
    transitions: {
      receive: logged(
        'receive',
        { set: ({ caller }) => ({ received_time: sql`now()`, receiver_name: who(caller) }) },
        (_r, c) => String(c.input.warehouse ?? ''),
      ),
      close: logged('close', { set: () => ({ closed_time: sql`now()` }) }),
      cancel: logged('cancel', {}, (_r, c) => String(c.input.cancelReason ?? '')),
    },
  };
}

/**
 * The factory's shipped orders a return can be registered against, found by order code or
 * tracking number (or one by id), with each line's ordered, already returned and returnable pieces.
 */
export async function returnableOrders(
  tx: Tx,
  caller: Caller,
  query: { keyword?: string | undefined; orderId?: number | undefined; excludeReturnId?: number | undefined },
): Promise<ReturnableOrder[]> {
  const t = caller.auth.tenantId;
  const zone = caller.timeZone ?? 'Asia/Shanghai';
  const conds: SQL[] = [
    sql`o.factory_tenant_id = ${t}`,
    sql`not o.is_delete`,
    sql`o.shipping_state = ${ShippingState.Shipped}`,
  ];
  if (query.orderId) conds.push(sql`o.id = ${query.orderId}`);
  const keyword = query.keyword?.trim();
  if (keyword) {
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(sql`(o.order_code ilike ${like} or o.tracking_no ilike ${like} or o.external_id ilike ${like})`);
  }
  const orders = await queryRows<{
    id: unknown;
    tenant_id: unknown;
    order_code: string;
    merchant_name: string | null;
    consignee: string;
    tracking_no: string | null;
    shipping_time: string | null;
  }>(
    tx,
    sql`select o.id, o.tenant_id, o.order_code, o.merchant_name, o.consignee, o.tracking_no,
               to_char(o.shipping_time at time zone ${zone}, 'YYYY-MM-DD HH24:MI:SS') as shipping_time
          from oms_order o where ${sql.join(conds, sql` and `)}
         order by o.shipping_time desc nulls last, o.id desc limit 20`,
  );
  if (!orders.length) return [];
  const ids = sql.join(
    orders.map((o) => sql`${Number(o.id)}`),
    sql`, `,
  );
  const lines = await queryRows<{
    id: unknown;
    order_id: unknown;
    sort_no: number;
    sku_code: string;
    colour: string;
    size: string;
    quantity: number;
    returned: number;
  }>(
    tx,
    sql`select ol.id, ol.order_id, ol.sort_no, ol.sku_code, ol.colour, ol.size, ol.quantity,
               ${returnedSql(t, sql`ol.id`, query.excludeReturnId ?? null)} as returned
          from oms_order_line ol
         where ol.factory_tenant_id = ${t} and ol.order_id in (${ids}) and not ol.is_delete
         order by ol.order_id, ol.sort_no, ol.id`,
  );
  return orders.map((o) => ({
    id: Number(o.id),
    orderCode: o.order_code,
    merchantName: o.merchant_name,
    consignee: o.consignee,
    trackingNo: o.tracking_no,
    shippingTime: o.shipping_time,
    lines: lines
      .filter((l) => Number(l.order_id) === Number(o.id))
      .map((l) => ({
        id: Number(l.id),
        sortNo: Number(l.sort_no),
        skuCode: l.sku_code,
        colour: l.colour,
        size: l.size,
        quantity: Number(l.quantity),
        returned: Number(l.returned),
        returnable: Math.max(0, Number(l.quantity) - Number(l.returned)),
      })),
  }));
}

/** `GET /api/shippingReturn/returnableOrders?keyword=&orderId=&excludeReturnId=` under the page code. */
export function registerReturnRoutes(app: FastifyInstance, services: AppServices, resource: Resource): void {
  addRoute(app, services, {
    method: 'GET',
    url: `/api/${resource.name}/returnableOrders`,
    permission: resource.permissions.page,
    summary: `${resource.title.en}: the shipped orders a return can be registered against, with returnable pieces per line`,
    query: z.object({
      keyword: z.string().max(64).optional(),
      orderId: idSchema.optional(),
      excludeReturnId: idSchema.optional(),
    }),
    handler: async (ctx) => ctx.read((tx) => returnableOrders(tx, callerOf(ctx), ctx.query)),
  });
}
