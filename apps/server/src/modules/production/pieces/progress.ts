import {
  ORDER_PROGRESS_EVENT,
  type OrderProgress,
  PieceState,
  PrintState,
  ProductionState,
} from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { emitEvents } from '../../../events/index.ts';

/**
 * An order's production state is derived from its live pieces (never typed in): in production
 * once released, printed when every piece passed its print process, completed when every piece
 * finished its route. When that differs from what the order shows, production says so with an
 * event (`production.orderProgress`, in the same transaction); the orders domain applies it and
 * writes the order's timeline. Racing scans may both say it: the listener applies a change once.
 */
export async function announceOrderProgress(tx: Tx, tenantId: number, orderIds: readonly number[]): Promise<void> {
  const ids = [...new Set(orderIds.filter((id) => Number.isFinite(id) && id > 0))].sort((a, b) => a - b);
  if (!ids.length) return;
  // Two scans finishing an order's last two pieces at once (pieces of two work orders, so nothing
  // else queues them) would each count the other's piece unfinished — it is not committed yet — and
  // neither would announce the order completed. A lock per order, held to commit, makes the second
  // count only after the first committed (each statement reads what is committed when it starts).
  // Taken in id order, last in the transaction: it never waits while a lock it could hold is wanted.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('pro_order_progress:' || o.id::text, 0))
                         from (select unnest(${`{${ids.join(',')}}`}::bigint[]) as id order by 1) o`);
  const rows = await queryRows<{
    order_tenant_id: string;
    order_id: string;
    pieces: number;
    printed: number;
    finished: number;
    production_state: number;
    print_state: number;
  }>(
    tx,
    sql`select p.order_tenant_id::text, p.order_id::text, count(*)::int as pieces,
               count(*) filter (where p.step > p.print_step or p.state = ${PieceState.Finished})::int as printed,
               count(*) filter (where p.state = ${PieceState.Finished})::int as finished,
               min(o.production_state) as production_state, min(o.print_state) as print_state
          from pro_piece p
          join oms_order o on o.factory_tenant_id = p.tenant_id and o.tenant_id = p.order_tenant_id and o.id = p.order_id
         where p.tenant_id = ${tenantId} and p.order_id = any(${`{${ids.join(',')}}`}::bigint[])
           and p.state not in (${PieceState.Scrapped}, ${PieceState.Withdrawn}) and not p.is_delete
         group by p.order_tenant_id, p.order_id`,
  );
  const events = rows
    .map(
      (r): OrderProgress => ({
        orderTenantId: Number(r.order_tenant_id),
        orderId: Number(r.order_id),
        pieces: r.pieces,
        printed: r.printed,
        finished: r.finished,
        productionState: r.finished === r.pieces ? ProductionState.Completed : ProductionState.InProduction,
        printState: r.printed === r.pieces ? PrintState.Printed : PrintState.ToPrint,
      }),
    )
    .filter((p, i) => {
      const r = rows[i];
      return p.productionState !== Number(r?.production_state) || p.printState !== Number(r?.print_state);
    });
  if (!events.length) return;
  await emitEvents(
    tx,
    events.map((p) => ({
      tenantId,
      type: ORDER_PROGRESS_EVENT,
      aggregateType: 'order',
      aggregateId: p.orderId,
      payload: { ...p },
    })),
  );
}
