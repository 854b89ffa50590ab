/**
 * Events the orders domain sends to the factory of an order (docs/architecture.md "An event and its
 * listener"). They are written into the factory's tenant by `pf_emit_to_order_factory` (a merchant's
 * transaction cannot write into another tenant's outbox), aggregate `order`, id the order's.
 *
 * `orders.cancelled`: the merchant cancelled the order, or its marketplace cancelled it (factory-domain
 * §4.1). Production withdraws what has not started (pending work orders, pieces not in an audited batch
 * and not scanned) and says what it withdrew with `production.orderWithdrawn`.
 */
export const ORDER_CANCELLED_EVENT = 'orders.cancelled';

export interface OrderCancelled {
  orderTenantId: number;
  orderId: number;
  orderCode: string;
  /** `merchant`: the merchant's cancel (before production only); `platform`: the marketplace's. */
  source: 'merchant' | 'platform';
  reason: string | null;
}
