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
  const lines = await tx
    .select()
    .from(omsOrderLine)
    .where(
      and(
        eq(byFactory ? omsOrderLine.factoryTenantId : omsOrderLine.tenantId, tenantId),
        inArray(omsOrderLine.orderId, [...orderIds]),
        eq(omsOrderLine.isDelete, false),
      ),
    )
    .orderBy(asc(omsOrderLine.sortNo), asc(omsOrderLine.id));
  const areas = await tx
    .select()
    .from(omsOrderArea)
    .where(
      and(
        eq(byFactory ? omsOrderArea.factoryTenantId : omsOrderArea.tenantId, tenantId),
        inArray(omsOrderArea.orderId, [...orderIds]),
        eq(omsOrderArea.isDelete, false),
      ),
    )
    .orderBy(asc(omsOrderArea.sortNo), asc(omsOrderArea.id));
  for (const line of lines) out.get(line.orderId)?.lines.push(line);
  for (const area of areas) out.get(area.orderId)?.areas.push(area);
  return out;
}
