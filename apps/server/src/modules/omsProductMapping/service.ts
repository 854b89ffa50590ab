import { Status } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';

/** What an order line's marketplace SKU resolves to. */
export interface SkuMapping {
  mappingId: number;
  productId: number;
  productCode: string;
  productName: string;
  processRouteId: number;
  colour: string | null;
  size: string | null;
  /** PrintArea values in the mapping's order. */
  printAreas: number[];
}

/**
 * Resolves a marketplace SKU (platform dictionary code, shop name, SKU code) to the product the
 * factory makes, for order review. A mapping for the exact shop wins over the platform-wide
 * one (empty shop). Only enabled mappings of live products count; null when none matches.
 * Runs in the caller's transaction; `tenantId` is also filtered explicitly (besides RLS).
 */
export async function resolveSkuMapping(
  tx: Tx,
  tenantId: number,
  key: { platform: string; shop?: string | null; skuCode: string },
): Promise<SkuMapping | null> {
  const skuCode = key.skuCode.trim();
  const shop = key.shop?.trim() || null;
  if (!skuCode || !key.platform) return null;
  const rows = await queryRows<{
    mapping_id: unknown;
    product_id: unknown;
    product_code: string;
    product_name: string;
    process_route_id: unknown;
    colour: string | null;
    size: string | null;
  }>(
    tx,
    sql`select m.id as mapping_id, p.id as product_id, p.code as product_code, p.name as product_name,
               p.process_route_id, m.colour, m.size
          from mes_oms_product_mapping m
          join mes_product p on p.tenant_id = m.tenant_id and p.id = m.product_id and not p.is_delete
         where m.tenant_id = ${tenantId} and not m.is_delete and m.status = ${Status.Enable}
           and m.platform = ${key.platform} and m.sku_code = ${skuCode}
           and (m.shop_name = ${shop} or m.shop_name is null or m.shop_name = '')
         order by (m.shop_name is not null and m.shop_name <> '') desc, m.id
         limit 1`,
  );
  const row = rows[0];
  if (!row) return null;
  const mappingId = Number(row.mapping_id);
  const areas = await queryRows<{ area: unknown }>(
    tx,
    sql`select area from mes_oms_product_mapping_area
         where tenant_id = ${tenantId} and mapping_id = ${mappingId} and not is_delete order by sort_no, id`,
  );
  return {
    mappingId,
    productId: Number(row.product_id),
    productCode: row.product_code,
    productName: row.product_name,
    processRouteId: Number(row.process_route_id),
    colour: row.colour,
    size: row.size,
    printAreas: areas.map((a) => Number(a.area)),
  };
}
