import type { Resource } from '@printfloor/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { omsOrderArea, omsOrderLine } from '../../db/schema/index.ts';

export type LineRow = typeof omsOrderLine.$inferSelect;
export type AreaRow = typeof omsOrderArea.$inferSelect;

/** An order's live lines (in line-number order) and print areas. */
export interface OrderContent {
  lines: LineRow[];
  areas: AreaRow[];
}

/**
 * The lines and print areas of `orderIds` as the caller's side sees them: the merchant's on
 * `tenant_id`, the factory's on `factory_tenant_id` (row-level security agrees with both).
 */
export async function orderContent(
  tx: Tx,
  resource: Resource,
  tenantId: number,
  orderIds: readonly number[],
): Promise<Map<number, OrderContent>> {
  const out = new Map<number, OrderContent>(orderIds.map((id) => [id, { lines: [], areas: [] }]));
  if (!orderIds.length) return out;
  const byFactory = resource.tenantColumn !== 'tenant_id';
  const partsOf = <T extends typeof omsOrderLine | typeof omsOrderArea>(table: T) =>
    tx
      .select()
      .from(table as typeof omsOrderLine)
      .where(
        and(
          eq(byFactory ? table.factoryTenantId : table.tenantId, tenantId),
          inArray(table.orderId, [...orderIds]),
          eq(table.isDelete, false),
        ),
      )
      .orderBy(asc(table.sortNo), asc(table.id));
  const lines = await partsOf(omsOrderLine);
  // One query shape for both tables; Drizzle types a union-typed table as the first, hence the cast.
  const areas = (await partsOf(omsOrderArea)) as unknown as AreaRow[];
  for (const line of lines) out.get(line.orderId)?.lines.push(line);
  for (const area of areas) out.get(area.orderId)?.areas.push(area);
  return out;
}
