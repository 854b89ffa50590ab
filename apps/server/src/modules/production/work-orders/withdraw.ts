import {
  BatchAuditState,
  ORDER_WITHDRAWN_EVENT,
  type OrderCancelled,
  type OrderWithdrawn,
  PieceState,
  WorkOrderState,
} from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { emitEvent } from '../../../events/index.ts';
import { announceOrderProgress } from '../pieces/progress.ts';

const LIVE = sql.raw(`${PieceState.Waiting}, ${PieceState.InProduction}, ${PieceState.Finished}`);

/**
 * A cancelled order's work stops where it has not started (factory-domain §4.1): its pending work
 * orders are cancelled, and its pieces still waiting (never scanned) outside an audited batch are
 * withdrawn and leave their batch. What is past that point — pieces in an audited batch (their
 * files may be on the printer) or already scanned — goes on, and the order is flagged abnormal for
 * the factory to decide. Runs in the factory's tenant; a redelivery finds nothing more to withdraw.
 *
 * Races: the order's batches are share-locked first, so a batch audit either committed before
 * (its pieces stay) or waits for this transaction (they leave it first); a scan of the same piece
 * either moved it off `waiting` before (it stays) or finds it withdrawn.
 */
export async function withdrawCancelledOrder(
  tx: Tx,
  tenantId: number,
  cancel: OrderCancelled,
): Promise<OrderWithdrawn> {
  const ofOrder = sql`tenant_id = ${tenantId} and order_tenant_id = ${cancel.orderTenantId} and order_id = ${cancel.orderId}`;
  await tx.execute(sql`select b.id from pro_batch b
                        where b.tenant_id = ${tenantId}
                          and b.id in (select batch_id from pro_piece where ${ofOrder} and batch_id is not null)
                        order by b.id for share`);
  // What is left live is counted in the same statement: its snapshot is from before the update,
  // so the pieces it withdraws are subtracted.
  const [pieces] = await queryRows<{ n: number; remaining: number }>(
    tx,
    sql`with w as (
          select p.id, p.batch_id from pro_piece p
           where p.tenant_id = ${tenantId} and p.order_tenant_id = ${cancel.orderTenantId}
             and p.order_id = ${cancel.orderId} and not p.is_delete and p.state = ${PieceState.Waiting}
             and (p.batch_id is null or not exists (
                   select 1 from pro_batch b where b.tenant_id = p.tenant_id and b.id = p.batch_id
                      and b.audit_state = ${BatchAuditState.Audited}))
        ), u as (
          update pro_piece p set state = ${PieceState.Withdrawn}, batch_id = null, batch_no = null, update_time = now()
            from w where p.tenant_id = ${tenantId} and p.id = w.id and p.state = ${PieceState.Waiting}
          returning w.batch_id
        ), b as (
          update pro_batch b set quantity = greatest(b.quantity - c.n, 0), update_time = now()
            from (select batch_id, count(*)::int as n from u where batch_id is not null group by batch_id) c
           where b.tenant_id = ${tenantId} and b.id = c.batch_id
        )
        select (select count(*) from u)::int as n,
               ((select count(*) from pro_piece where ${ofOrder} and state in (${LIVE}) and not is_delete)
                 - (select count(*) from u))::int as remaining`,
  );
  const remark = sql`left(concat_ws(' · ', nullif(w.remark, ''), ${cancel.reason ?? 'cancelled'}::text), 500)`;
  // A line of the order merged into a work order not released yet leaves it (nothing was made of it):
  // the merged work order makes that much less, and is cancelled when nothing is left to make.
  const [merged] = await queryRows<{ n: number }>(
    tx,
    sql`with c as (
          update pro_work_order w set state = ${WorkOrderState.Cancelled}, close_time = now(), update_time = now(),
                 remark = ${remark}
            from pro_work_order m
           where w.tenant_id = ${tenantId} and w.order_tenant_id = ${cancel.orderTenantId}
             and w.order_id = ${cancel.orderId} and not w.is_delete and w.state = ${WorkOrderState.Merged}
             and m.tenant_id = w.tenant_id and m.id = w.merged_into_id and m.state = ${WorkOrderState.Pending}
          returning w.merged_into_id, w.quantity
        ), s as (
          select merged_into_id, sum(quantity)::int as qty from c group by merged_into_id
        ), shrunk as (
          update pro_work_order g set quantity = g.quantity - s.qty, update_time = now(),
                 state = case when g.quantity - s.qty > 0 then g.state else ${WorkOrderState.Cancelled} end,
                 close_time = case when g.quantity - s.qty > 0 then g.close_time else now() end
            from s
           where g.tenant_id = ${tenantId} and g.id = s.merged_into_id
          returning g.id
        ), b as (
          -- Every part of one statement reads the snapshot before it, so w.quantity is the merge's
          -- quantity before shrunk's update.
          update pro_work_order_bom b set quantity = b.rate * (w.quantity - s.qty)
            from pro_work_order w
            join s on s.merged_into_id = w.id
           where b.tenant_id = ${tenantId} and b.work_order_id = w.id and w.tenant_id = ${tenantId}
        ) select count(*)::int as n from c`,
  );
  // Pending work orders never made pieces; a released one with no live piece left has nothing to make
  // (a merged one released: when the pieces of every order merged into it are gone).
  const [workOrders] = await queryRows<{ n: number }>(
    tx,
    sql`with c as (
          update pro_work_order w set state = ${WorkOrderState.Cancelled}, close_time = now(), update_time = now(),
                 remark = ${remark}
           where w.tenant_id = ${tenantId} and not w.is_delete
             and ((w.order_tenant_id = ${cancel.orderTenantId} and w.order_id = ${cancel.orderId}
                   and w.state in (${WorkOrderState.Pending}, ${WorkOrderState.Released}))
                  or (w.state = ${WorkOrderState.Released} and w.id in (
                        select merged_into_id from pro_work_order
                         where tenant_id = ${tenantId} and order_tenant_id = ${cancel.orderTenantId}
                           and order_id = ${cancel.orderId} and merged_into_id is not null)))
             and (w.state = ${WorkOrderState.Pending} or not exists (
                        select 1 from pro_piece p where p.tenant_id = w.tenant_id and p.work_order_id = w.id
                           and p.state in (${LIVE}) and not p.is_delete))
          returning 1
        ) select count(*)::int as n from c`,
  );
  const result: OrderWithdrawn = {
    orderTenantId: cancel.orderTenantId,
    orderId: cancel.orderId,
    pieces: pieces?.n ?? 0,
    workOrders: (workOrders?.n ?? 0) + (merged?.n ?? 0),
    remaining: pieces?.remaining ?? 0,
    reason: cancel.reason,
  };
  await emitEvent(tx, {
    tenantId,
    type: ORDER_WITHDRAWN_EVENT,
    aggregateType: 'order',
    aggregateId: cancel.orderId,
    payload: { ...result },
  });
  if (result.remaining > 0) await announceOrderProgress(tx, tenantId, [cancel.orderId]);
  return result;
}
