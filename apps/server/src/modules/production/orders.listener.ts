import { FACTORY_ORDER_RESOURCES, ORDER_CANCELLED_EVENT, type OrderCancelled } from '@printfloor/contract';
import { onEvent } from '../../events/index.ts';
import { systemActor } from '../../resources/system-transitions.ts';
import { workOrdersFromOrder } from './work-orders/from-orders.ts';
import { withdrawCancelledOrder } from './work-orders/withdraw.ts';

interface PassedPayload {
  by?: { userId?: number; realName?: string };
}

/**
 * A passed order becomes work (factory-domain §3.3: only passed orders generate work): each of
 * its mapped lines a work order, pending release. The order desk's two lists both pass orders,
 * so both events are heard; the event runs in the factory's tenant, the order's lines are read
 * under its factory_desk policy.
 */
export function registerProductionListeners(): void {
  for (const resource of FACTORY_ORDER_RESOURCES) {
    const passed = resource.transitionList.find((t) => t.name === 'audit');
    if (!passed) continue;
    onEvent<PassedPayload>(
      passed.eventType,
      `production.workOrdersOf${resource.name[0]?.toUpperCase()}${resource.name.slice(1)}`,
      async (event, { tx }) => {
        await workOrdersFromOrder(tx, event.tenantId, event.aggregateId, {
          userId: event.payload.by?.userId ?? null,
          name: event.payload.by?.realName ?? null,
        });
      },
    );
  }
  // The orders domain writes this into the factory's tenant when a merchant or a marketplace cancels.
  onEvent<OrderCancelled>(ORDER_CANCELLED_EVENT, 'production.withdrawCancelled', async (event, { tx }) => {
    await withdrawCancelledOrder(tx, systemActor('production', event.tenantId, event), event.payload);
  });
}
