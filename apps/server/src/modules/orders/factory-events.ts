import { ORDER_CANCELLED_EVENT, type OrderCancelled } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { listenersOf } from '../../events/index.ts';

/**
 * Tells the factory of each order (those submitted to one) that it was cancelled, in the caller's
 * transaction: `pf_emit_to_order_factory` writes the event into the factory's outbox (migration 0030;
 * the merchant's own tenant cannot), with a delivery for each listener registered for the type.
 * Answers how many orders had a factory to tell (none of another tenant: the function reads the
 * caller's orders only).
 */
export async function tellFactoryCancelled(
  tx: Tx,
  orderIds: readonly number[],
  source: OrderCancelled['source'],
  reason: string | null,
): Promise<number> {
  if (!orderIds.length) return 0;
  const listeners = listenersOf(ORDER_CANCELLED_EVENT);
  const [told] = await queryRows<{ n: number }>(
    tx,
    sql`select pf_emit_to_order_factory(${`{${orderIds.join(',')}}`}::bigint[], ${ORDER_CANCELLED_EVENT},
                        ${`{${listeners.map((l) => `"${l}"`).join(',')}}`}::text[],
                        ${JSON.stringify({ source, reason })}::jsonb) as n`,
  );
  return Number(told?.n ?? 0);
}
