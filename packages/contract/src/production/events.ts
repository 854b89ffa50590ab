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
