import { ORDER_WITHDRAWN_EVENT, type OrderWithdrawn } from '@printfloor/contract';
import { onEvent } from '../../events/index.ts';
import { systemActor } from '../../resources/system-transitions.ts';
import { applyProductionWithdrawn } from './production-state.ts';

/**
 * Production's answer to a cancellation (`production.orderWithdrawn`, factory tenant), applied through the
 * order's declared system transitions (production-state.ts). A redelivery changes nothing.
 */
export function registerProductionWithdrawnListener(): void {
  onEvent<OrderWithdrawn>(ORDER_WITHDRAWN_EVENT, 'orders.productionWithdrawn', async (event, { tx }) => {
    await applyProductionWithdrawn(tx, systemActor('orders', event.tenantId, event), event.payload);
  });
}
