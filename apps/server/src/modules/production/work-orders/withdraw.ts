import {
  BatchAuditState,
  ORDER_WITHDRAWN_EVENT,
  type OrderCancelled,
  type OrderWithdrawn,
  PieceState,
  pieceAggregate,
  type SystemTransitionInfo,
  WorkOrderState,
  workOrderAggregate,
} from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { emitEvent } from '../../../events/index.ts';
import { writeTransitionDiff } from '../../../resources/diff-log.ts';
import {
  type AggregateActor,
  type MovedRow,
  runSystemTransition,
  type SystemActor,
} from '../../../resources/system-transitions.ts';
import { announceOrderProgress } from '../pieces/progress.ts';
import { fillMergedBom } from './bom.ts';

const PT = pieceAggregate.transitions;
const WT = workOrderAggregate.transitions;
const LIVE = sql.raw(`${PieceState.Waiting}, ${PieceState.InProduction}, ${PieceState.Finished}`);

/**
 * A cancelled order's work stops where it has not started (factory-domain §4.1): its pending work
 * orders are cancelled, and its pieces still waiting (never scanned) outside an audited batch are
 * withdrawn and leave their batch. What is past that point — pieces in an audited batch (their
 * files may be on the printer) or already scanned — goes on, and the order is flagged abnormal for
 * the factory to decide. Runs in the factory's tenant as the system (`actor`, caused by the cancel's event);
 * a redelivery finds nothing more to withdraw. Every state change is a declared transition of production's
 * aggregates (`pieceAggregate.withdrawn`, `workOrderAggregate.cancelledWithOrder`): guarded by its from-state,
 * in the change log, evented.
 *
 * Races: the order's batches are share-locked first, so a batch audit either committed before
 * (its pieces stay) or waits for this transaction (they leave it first); a scan of the same piece
 * either moved it off `waiting` before (it stays: the transition's guard) or finds it withdrawn.
 */
export async function withdrawCancelledOrder(
  tx: Tx,
  actor: SystemActor,
  cancel: OrderCancelled,
): Promise<OrderWithdrawn> {
  const tenantId = actor.tenantId;
  const ofOrder = sql`tenant_id = ${tenantId} and order_tenant_id = ${cancel.orderTenantId} and order_id = ${cancel.orderId}`;
  const reason = cancel.reason ?? 'cancelled';
  const log =
    (extra: Record<string, unknown>) =>
    (t: Tx, a: AggregateActor, info: SystemTransitionInfo, moved: readonly MovedRow[]) =>
      writeTransitionDiff(
        t,
        a,
        info === PT.withdrawn ? pieceAggregate.table : workOrderAggregate.table,
        info,
        moved,
        extra,
      );
  await tx.execute(sql`select b.id from pro_batch b
                        where b.tenant_id = ${tenantId}
                          and b.id in (select batch_id from pro_piece where ${ofOrder} and batch_id is not null)
                        order by b.id for share`);
  const waiting = await queryRows<{ id: number; batch_id: number | null }>(
    tx,
    sql`select p.id, p.batch_id from pro_piece p
         where p.tenant_id = ${tenantId} and p.order_tenant_id = ${cancel.orderTenantId}
           and p.order_id = ${cancel.orderId} and not p.is_delete and p.state = ${PieceState.Waiting}
           and (p.batch_id is null or not exists (
                 select 1 from pro_batch b where b.tenant_id = p.tenant_id and b.id = p.batch_id
                    and b.audit_state = ${BatchAuditState.Audited}))`,
  );
  const pieces = await runSystemTransition(tx, actor, pieceAggregate, PT.withdrawn, {
    ids: waiting.map((p) => Number(p.id)),
    input: { orderId: cancel.orderId, reason },
    set: { batch_id: null, batch_no: null },
    log: log({ orderId: cancel.orderId, reason }),
  });
  // The batches they left hold that many pieces less.
  const left = new Map<number, number>();
  const batchOf = new Map(waiting.map((p) => [Number(p.id), p.batch_id === null ? null : Number(p.batch_id)]));
  for (const p of pieces) {
    const batch = batchOf.get(p.id);
    if (batch != null) left.set(batch, (left.get(batch) ?? 0) + 1);
  }
  if (left.size)
    await tx.execute(sql`update pro_batch b set quantity = greatest(b.quantity - c.n, 0), update_time = now()
                           from json_to_recordset(${JSON.stringify([...left].map(([id, n]) => ({ id, n })))}::json)
                                as c(id bigint, n int)
                          where b.tenant_id = ${tenantId} and b.id = c.id`);
  const [live] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from pro_piece where ${ofOrder} and state in (${LIVE}) and not is_delete`,
  );
  const remark = sql`left(concat_ws(' · ', nullif(remark, ''), ${reason}::text), 500)`;
  const cancelWorkOrders = (ids: readonly number[]) =>
    runSystemTransition(tx, actor, workOrderAggregate, WT.cancelledWithOrder, {
      ids,
      input: { orderId: cancel.orderId, reason },
      set: { close_time: sql`now()`, remark },
      log: log({ orderId: cancel.orderId, reason }),
    });
  // A line of the order merged into a work order not released yet leaves it (nothing was made of it):
  // the merged work order makes that much less, and is cancelled when nothing is left to make.
  const mergedLines = await queryRows<{ id: number; merged_into_id: number; quantity: number }>(
    tx,
    sql`select w.id, w.merged_into_id, w.quantity from pro_work_order w
          join pro_work_order m on m.tenant_id = w.tenant_id and m.id = w.merged_into_id
         where w.tenant_id = ${tenantId} and w.order_tenant_id = ${cancel.orderTenantId}
           and w.order_id = ${cancel.orderId} and not w.is_delete and w.state = ${WorkOrderState.Merged}
           and m.state = ${WorkOrderState.Pending}
         order by w.id for update of m`,
  );
  const merged = await cancelWorkOrders(mergedLines.map((w) => Number(w.id)));
  const gone = new Set(merged.map((w) => w.id));
  const shrink = new Map<number, number>();
  for (const w of mergedLines)
    if (gone.has(Number(w.id)))
      shrink.set(Number(w.merged_into_id), (shrink.get(Number(w.merged_into_id)) ?? 0) + Number(w.quantity));
  let emptied: number[] = [];
  if (shrink.size) {
    const by = sql`json_to_recordset(${JSON.stringify([...shrink].map(([id, qty]) => ({ id, qty })))}::json) as s(id bigint, qty int)`;
    const shrunk = await queryRows<{ id: number; quantity: number }>(
      tx,
      sql`update pro_work_order g set quantity = g.quantity - s.qty, update_time = now()
            from ${by}
           where g.tenant_id = ${tenantId} and g.id = s.id
          returning g.id, g.quantity`,
    );
    // What is left to make: the BOMs of the lines still merged into it.
    await fillMergedBom(
      tx,
      tenantId,
      shrunk.map((g) => Number(g.id)),
    );
    emptied = shrunk.filter((g) => Number(g.quantity) <= 0).map((g) => Number(g.id));
  }
  // A merge this order emptied is cancelled too; it is not one of the order's own work orders (not counted).
  await cancelWorkOrders(emptied);
  // Pending work orders never made pieces; a released one with no live piece left has nothing to make
  // (a merged one released: when the pieces of every order merged into it are gone).
  const idle = await queryRows<{ id: number }>(
    tx,
    sql`select w.id from pro_work_order w
         where w.tenant_id = ${tenantId} and not w.is_delete
           and ((w.order_tenant_id = ${cancel.orderTenantId} and w.order_id = ${cancel.orderId}
                 and w.state in (${WorkOrderState.Pending}, ${WorkOrderState.Released}))
                or (w.state = ${WorkOrderState.Released} and w.id in (
                      select merged_into_id from pro_work_order
                       where tenant_id = ${tenantId} and order_tenant_id = ${cancel.orderTenantId}
                         and order_id = ${cancel.orderId} and merged_into_id is not null)))
           and (w.state = ${WorkOrderState.Pending} or not exists (
                      select 1 from pro_piece p where p.tenant_id = w.tenant_id and p.work_order_id = w.id
                         and p.state in (${LIVE}) and not p.is_delete))`,
  );
  const workOrders = await cancelWorkOrders(idle.map((w) => Number(w.id)));
  const result: OrderWithdrawn = {
    orderTenantId: cancel.orderTenantId,
    orderId: cancel.orderId,
    pieces: pieces.length,
    workOrders: workOrders.length + merged.length,
    remaining: live?.n ?? 0,
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
