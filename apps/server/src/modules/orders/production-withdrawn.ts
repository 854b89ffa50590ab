import {
  ORDER_WITHDRAWN_EVENT,
  type OrderWithdrawn,
  PrintState,
  ProductionState,
  SubmitState,
} from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query.ts';
import { onEvent } from '../../events/index.ts';

/**
 * Production's answer to a cancellation (`production.orderWithdrawn`, factory tenant): with nothing of
 * the order left in production it is cancelled (withdrawn) — a marketplace's cancel after release was
 * first flagged abnormal and now no longer is; with pieces past the point of no return it stays (or
 * becomes) abnormal, for the factory to decide. One timeline entry each; a redelivery changes nothing.
 */
export function registerProductionWithdrawnListener(): void {
  onEvent<OrderWithdrawn>(ORDER_WITHDRAWN_EVENT, 'orders.productionWithdrawn', async (event, { tx }) => {
    const w = event.payload;
    const t = event.tenantId;
    const where = sql`factory_tenant_id = ${t} and tenant_id = ${w.orderTenantId} and id = ${w.orderId}`;
    const [o] = await queryRows<{ submit_state: number; abnormal_flag: number; production_state: number }>(
      tx,
      sql`select submit_state, abnormal_flag, production_state from oms_order where ${where} for update`,
    );
    if (!o) return;
    const reason = w.reason ?? null;
    let entry: { action: string; field: string; from: number; to: number } | null = null;
    if (w.remaining === 0) {
      if (o.submit_state === SubmitState.Cancelled && o.production_state === ProductionState.NotStarted) return;
      await tx.execute(sql`update oms_order set submit_state = ${SubmitState.Cancelled},
                             cancel_reason = coalesce(cancel_reason, ${reason}), abnormal_flag = 0, abnormal_reason = null,
                             production_state = ${ProductionState.NotStarted}, print_state = ${PrintState.ToPrint},
                             update_time = now()
                           where ${where}`);
      entry = { action: 'productionWithdrawn', field: 'submitState', from: o.submit_state, to: SubmitState.Cancelled };
    } else {
      if (o.abnormal_flag === 1) return;
      await tx.execute(sql`update oms_order set abnormal_flag = 1, abnormal_reason = ${reason}, update_time = now()
                           where ${where}`);
      entry = { action: 'productionPartlyWithdrawn', field: 'abnormalFlag', from: 0, to: 1 };
    }
    await tx.execute(sql`
      insert into oms_order_log (tenant_id, order_id, factory_tenant_id, action, field, from_state, to_state, reason,
                                 by_tenant_id, by_user_id, by_user_name)
      values (${w.orderTenantId}, ${w.orderId}, ${t}, ${entry.action}, ${entry.field}, ${entry.from}, ${entry.to},
              ${`${w.pieces}/${w.pieces + w.remaining}${reason ? ` · ${reason}` : ''}`}, ${t}, null, null)`);
  });
}
