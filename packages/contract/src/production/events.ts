/**
 * Events production emits for other domains (docs/architecture.md "An event and its listener").
 * `production.orderProgress`, aggregate `order`: an order's production and print states as its
 * live pieces say, emitted when they differ from what the order shows; the orders domain applies
 * them and writes the order's timeline.
 */
export const ORDER_PROGRESS_EVENT = 'production.orderProgress';

export interface OrderProgress {
  orderTenantId: number;
  orderId: number;
  productionState: number;
  printState: number;
  pieces: number;
  printed: number;
  finished: number;
}

/**
 * `production.orderWithdrawn`, aggregate `order` (factory tenant): production's answer to the order's
 * cancellation. `pieces` and `workOrders` were withdrawn now; `remaining` pieces were already past the
 * point of no return (in an audited batch, or scanned) and go on, the order flagged abnormal. With
 * nothing remaining the orders domain marks the order cancelled (withdrawn).
 */
export const ORDER_WITHDRAWN_EVENT = 'production.orderWithdrawn';

export interface OrderWithdrawn {
  orderTenantId: number;
  orderId: number;
  pieces: number;
  workOrders: number;
  remaining: number;
  reason: string | null;
}
