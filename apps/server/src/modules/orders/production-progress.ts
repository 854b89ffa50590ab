import { ORDER_PROGRESS_EVENT, type OrderProgress, PrintState, ProductionState } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query.ts';
import { onEvent } from '../../events/index.ts';

/**
 * The order's production and print states follow its pieces (production's `orderProgress`
 * events): applied here, by the domain that owns the order, with one timeline entry per milestone
 * — in production, printed, completed. The event runs in the factory's tenant; the order is open
 * to it through oms_order's factory_desk policy. A repeated or stale event changes nothing.
 */
export function registerProductionProgressListener(): void {
  onEvent<OrderProgress>(ORDER_PROGRESS_EVENT, 'orders.productionProgress', async (event, { tx }) => {
    const p = event.payload;
    const t = event.tenantId;
    const [before] = await queryRows<{ production_state: number; print_state: number }>(
      tx,
      sql`select production_state, print_state from oms_order
           where factory_tenant_id = ${t} and tenant_id = ${p.orderTenantId} and id = ${p.orderId} for update`,
    );
    if (!before) return;
    // Events of one order arrive in order (one aggregate), so the newest says how things are; a
    // reprint after completion takes the order back to "in production", which is the truth.
    const production = p.productionState;
    if (before.production_state === production && before.print_state === p.printState) return;
    await tx.execute(sql`update oms_order set production_state = ${production}, print_state = ${p.printState}
                          where factory_tenant_id = ${t} and tenant_id = ${p.orderTenantId} and id = ${p.orderId}`);
    const entries: { action: string; field: string; from: number; to: number }[] = [];
    if (before.production_state === ProductionState.NotStarted && production !== ProductionState.NotStarted)
      entries.push({
        action: 'inProduction',
        field: 'productionState',
        from: before.production_state,
        to: ProductionState.InProduction,
      });
    if (before.print_state !== PrintState.Printed && p.printState === PrintState.Printed)
      entries.push({ action: 'piecesPrinted', field: 'printState', from: before.print_state, to: p.printState });
    if (before.production_state !== ProductionState.Completed && production === ProductionState.Completed)
      entries.push({
        action: 'productionCompleted',
        field: 'productionState',
        from: ProductionState.InProduction,
        to: production,
      });
    for (const e of entries)
      await tx.execute(sql`
        insert into oms_order_log (tenant_id, order_id, factory_tenant_id, action, field, from_state, to_state, reason,
                                   by_tenant_id, by_user_id, by_user_name)
        values (${p.orderTenantId}, ${p.orderId}, ${t}, ${e.action}, ${e.field}, ${e.from}, ${e.to},
                ${`${p.finished}/${p.pieces}`}, ${t}, null, null)`);
  });
}
