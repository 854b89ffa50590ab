import { ReturnReason, ShippingReturnState } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { asPlatform } from '../../db/context.ts';
import { queryRows } from '../../db/query.ts';
import { omsOrderLog, omsShippingReturn, omsShippingReturnLine } from '../../db/schema/index.ts';
import { SEED } from '../../seed/ids.ts';
import type { AppServices } from '../../services.ts';

/**
 * Demo shipping returns (issue 13): the demo factory's returns against the first shipped demo
 * orders, one in each state — registered, received into the returns area, closed, cancelled —
 * each told on its order's timeline. Seeded once (a factory with returns is left alone) and only
 * where the demo orders include shipped ones (seed.ts ships a few of them).
 */

const F = SEED.factory;
const HOUR = 3_600_000;
const WAREHOUSE = '成品仓-退货暂存区';
const STORIES = [
  { state: ShippingReturnState.Registered, reason: ReturnReason.Refused, remark: '收件人拒收，快递退回' },
  { state: ShippingReturnState.Received, reason: ReturnReason.Undeliverable, remark: '地址不详，无法派送' },
  { state: ShippingReturnState.Closed, reason: ReturnReason.QualityDefect, remark: '买家反馈印花开裂，已补发' },
  { state: ShippingReturnState.Cancelled, reason: ReturnReason.Other, remark: null },
  { state: ShippingReturnState.Received, reason: ReturnReason.Damaged, remark: '外包装破损' },
] as const;

interface Shipped {
  tenant_id: unknown;
  id: unknown;
  order_code: string;
  merchant_name: string | null;
  tracking_no: string | null;
  shipping_time: Date | string;
  line_id: unknown;
  sku_code: string;
  colour: string;
  size: string;
  quantity: number;
}

export async function seedReturns(services: AppServices): Promise<void> {
  if (!services.config.demoOrders) return;
  await asPlatform(services.db, async (tx) => {
    const has = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from oms_shipping_return where tenant_id = ${F.tenantId}`,
    );
    if (Number(has[0]?.n) > 0) return;
    const orders = await queryRows<Shipped>(
      tx,
      sql`select o.tenant_id, o.id, o.order_code, o.merchant_name, o.tracking_no, o.shipping_time,
                 l.id as line_id, l.sku_code, l.colour, l.size, l.quantity
            from oms_order o
            join lateral (select * from oms_order_line l where l.tenant_id = o.tenant_id and l.order_id = o.id
                             and not l.is_delete order by l.sort_no, l.id limit 1) l on true
           where o.factory_tenant_id = ${F.tenantId} and o.shipping_state = 1 and not o.is_delete
           order by o.shipping_time, o.id limit ${STORIES.length}`,
    );
    if (!orders.length) return;
    const ids = (
      await queryRows<{ id: unknown }>(
        tx,
        sql`select nextval('pf_id_seq') as id from generate_series(1, ${orders.length * 2})`,
      )
    ).map((r) => Number(r.id));
    const returns: (typeof omsShippingReturn.$inferInsert)[] = [];
    const lines: (typeof omsShippingReturnLine.$inferInsert)[] = [];
    const logs: (typeof omsOrderLog.$inferInsert)[] = [];
    orders.forEach((o, i) => {
      const story = STORIES[i] as (typeof STORIES)[number];
      const id = ids[i * 2] as number;
      // Days after shipping, and never in the future (the last step is 96 hours on).
      const shipped = Math.min(new Date(o.shipping_time).getTime(), Date.now() - 5 * 24 * HOUR);
      const at = (hours: number) => new Date(shipped + hours * HOUR);
      const returnNo = `RT${at(72).toISOString().slice(0, 10).replaceAll('-', '')}${String(i + 1).padStart(4, '0')}`;
      const received = story.state === ShippingReturnState.Received || story.state === ShippingReturnState.Closed;
      const quantity = Math.min(Number(o.quantity), i % 2 ? 1 : Number(o.quantity));
      returns.push({
        tenantId: F.tenantId,
        id,
        returnNo,
        orderId: Number(o.id),
        orderTenantId: Number(o.tenant_id),
        orderCode: o.order_code,
        merchantName: o.merchant_name,
        trackingNo: o.tracking_no,
        reason: story.reason,
        remark: story.remark,
        registerTime: at(72),
        quantity,
        warehouse: received ? WAREHOUSE : null,
        status: story.state,
        receivedTime: received ? at(75) : null,
        receiverName: received ? '仓管 王磊' : null,
        closedTime: story.state === ShippingReturnState.Closed ? at(96) : null,
        cancelReason: story.state === ShippingReturnState.Cancelled ? '重复登记' : null,
        createTime: at(72),
        createUserId: F.users.factory,
        createUserName: '孙立',
      });
      lines.push({
        tenantId: F.tenantId,
        id: ids[i * 2 + 1] as number,
        returnId: id,
        sortNo: 1,
        orderLineId: Number(o.line_id),
        skuCode: o.sku_code,
        colour: o.colour,
        size: o.size,
        orderedQuantity: Number(o.quantity),
        quantity,
        createTime: at(72),
      });
      const log = (hours: number, action: string, reason: string) =>
        logs.push({
          tenantId: Number(o.tenant_id),
          orderId: Number(o.id),
          factoryTenantId: F.tenantId,
          action,
          reason,
          byTenantId: F.tenantId,
          byUserId: F.users.factory,
          byUserName: '孙立',
          createTime: at(hours),
        });
      log(72, 'returnRegistered', returnNo);
      if (received) log(75, 'returnReceived', `${returnNo}: ${WAREHOUSE}`);
      if (story.state === ShippingReturnState.Closed) log(96, 'returnClosed', returnNo);
      if (story.state === ShippingReturnState.Cancelled) log(73, 'returnCancelled', `${returnNo}: 重复登记`);
    });
    await tx.insert(omsShippingReturn).values(returns);
    await tx.insert(omsShippingReturnLine).values(lines);
    await tx.insert(omsOrderLog).values(logs);
  });
}
