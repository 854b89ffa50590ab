import { Status } from '@printfloor/contract';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  mesOmsProductMappingArea as a,
  mesOmsProductMapping as m,
  mesProduct as p,
  mesProcessRoute as r,
} from '../../db/schema/index.ts';

/** What an order line's marketplace SKU resolves to. */
export interface SkuMapping {
  mappingId: number;
  productId: number;
  productCode: string;
  productName: string;
  processRouteId: number;
  /** The kind of work of the product's process route (PrintKind). */
  printKind: number;
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
  const [row] = await tx
    .select({
      mappingId: m.id,
      productId: p.id,
      productCode: p.code,
      productName: p.name,
      processRouteId: p.processRouteId,
      printKind: r.printKind,
      colour: m.colour,
      size: m.size,
    })
    .from(m)
    .innerJoin(p, and(eq(p.tenantId, m.tenantId), eq(p.id, m.productId), eq(p.isDelete, false)))
    .innerJoin(r, and(eq(r.tenantId, p.tenantId), eq(r.id, p.processRouteId)))
    .where(
      and(
        eq(m.tenantId, tenantId),
        eq(m.isDelete, false),
        eq(m.status, Status.Enable),
        eq(m.platform, key.platform),
        eq(m.skuCode, skuCode),
        or(shop === null ? undefined : eq(m.shopName, shop), isNull(m.shopName), eq(m.shopName, '')),
      ),
    )
    // The exact shop first, then the platform-wide mapping.
    .orderBy(sql`(${m.shopName} is not null and ${m.shopName} <> '') desc`, asc(m.id))
    .limit(1);
  if (!row) return null;
  const areas = await tx
    .select({ area: a.area })
    .from(a)
    .where(and(eq(a.tenantId, tenantId), eq(a.mappingId, row.mappingId), eq(a.isDelete, false)))
    .orderBy(asc(a.sortNo), asc(a.id));
  return { ...row, printAreas: areas.map((r) => r.area) };
}
