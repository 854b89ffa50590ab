import { ORDER_PROGRESS_EVENT, type OrderProgress } from '@printfloor/contract';
import { onEvent } from '../../events/index.ts';
import { systemActor } from '../../resources/system-transitions.ts';
import { applyProductionProgress } from './production-state.ts';

/**
 * The order's production and print states follow its pieces (production's `orderProgress` events): applied
 * by the domain that owns the order, through its declared system transitions (production-state.ts). The
 * event runs in the factory's tenant; the order is open to it through oms_order's factory_desk policy.
 */
export function registerProductionProgressListener(): void {
  onEvent<OrderProgress>(ORDER_PROGRESS_EVENT, 'orders.productionProgress', async (event, { tx }) => {
    await applyProductionProgress(tx, systemActor('orders', event.tenantId, event), event.payload);
  });
}
