import { Status } from '@printfloor/contract';
import { and, asc, eq, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  mesOmsProductMappingArea as a,
  mesOmsProductMapping as m,
  mesMaterial as mt,
  mesProduct as p,
  mesProductMaterial as pm,
  mesProcessRoute as r,
} from '../../db/schema/index.ts';
import { blankFits, type ColourBook, colourBook, sameSize } from '../baseData/index.ts';

/** What an order line's marketplace SKU resolves to. */
export interface SkuMapping {
  mappingId: number;
  productId: number;
  productCode: string;
  productName: string;
  processRouteId: number;
  /** The kind of work of the product's process route (PrintKind). */
  printKind: number;
  /** The mapping row's own colour and size: null when it takes the line's. */
  colour: string | null;
  size: string | null;
  /** PrintArea values in the mapping's order. */
  printAreas: number[];
  /**
   * The colours and sizes the product's blank comes in — the enabled materials of the blank's style
   * (mes_material.style) —, one list per styled material of the product; empty when the product's
   * materials have no style (any colour and size is made as the product says).
   */
  blanks: { style: string; variants: { colour: string | null; size: string | null }[] }[];
  /** The product has light- or dark-only materials (MaterialShade): its lines' colours need a known shade. */
  hasShadedMaterials: boolean;
}

/** An order line as the mapping reads it. */
export interface SkuLine {
  platform: string;
  shop?: string | null;
  skuCode: string;
  colour?: string | null;
  size?: string | null;
}

/**
 * What a line resolved to: its mapping; or, when the SKU has mapping rows but none for the line's
 * colour or size, those rows' variants (review names them); or nothing at all.
 */
export type SkuResolution =
  | { mapping: SkuMapping; variants?: undefined }
  | { mapping: null; variants: { colour: string | null; size: string | null }[] };

interface Candidate {
  mappingId: number;
  shopName: string | null;
  colour: string | null;
  size: string | null;
}

const filled = (value: string | null | undefined) => (value ?? '').trim() !== '';

/**
 * Resolves order lines to the products the factory makes, for one review (or one seed): the
 * lookups of a SKU, a product's blanks and the colour dictionary are made once however many lines
 * carry them. Runs in the caller's transaction; `tenantId` (the factory's) is also filtered
 * explicitly besides RLS. Only enabled mappings of live products count.
 *
 * Which row of a SKU: a mapping row with a colour or size is for that variant only (the colour
 * compared through the colour dictionary, White = 白色); an empty one takes the line's. Among the
 * rows that fit the line, the shop's own beats the platform-wide one (empty shop), then the row
 * naming the colour, then the one naming the size, then the oldest.
 */
export function skuResolver(tx: Tx, tenantId: number) {
  let book: Promise<ColourBook> | undefined;
  const colours = () => {
    book ??= colourBook(tx, tenantId);
    return book;
  };
  const candidates = new Map<string, Promise<Candidate[]>>();
  const mappings = new Map<number, Promise<SkuMapping | null>>();

  const candidatesOf = (platform: string, shop: string | null, skuCode: string) => {
    const key = JSON.stringify([platform, shop, skuCode]);
    let found = candidates.get(key);
    if (!found) {
      found = tx
        .select({ mappingId: m.id, shopName: m.shopName, colour: m.colour, size: m.size })
        .from(m)
        .innerJoin(p, and(eq(p.tenantId, m.tenantId), eq(p.id, m.productId), eq(p.isDelete, false)))
        .where(
          and(
            eq(m.tenantId, tenantId),
            eq(m.isDelete, false),
            eq(m.status, Status.Enable),
            eq(m.platform, platform),
            eq(m.skuCode, skuCode),
            or(shop === null ? undefined : eq(m.shopName, shop), isNull(m.shopName), eq(m.shopName, '')),
          ),
        )
        .orderBy(asc(m.id));
      candidates.set(key, found);
    }
    return found;
  };

  const mappingOf = (mappingId: number) => {
    let found = mappings.get(mappingId);
    if (!found) {
      found = loadMapping(tx, tenantId, mappingId);
      mappings.set(mappingId, found);
    }
    return found;
  };

  return {
    colours,
    async resolve(line: SkuLine): Promise<SkuResolution | null> {
      const skuCode = line.skuCode.trim();
      const shop = line.shop?.trim() || null;
      if (!skuCode || !line.platform) return null;
      const rows = await candidatesOf(line.platform, shop, skuCode);
      if (!rows.length) return null;
      const book = await colours();
      // A lookup without a colour (or size) at all — a seed asking for the SKU — does not choose by it.
      const fits = rows.filter(
        (c) =>
          (!filled(c.colour) || line.colour === undefined || book.same(c.colour, line.colour)) &&
          (!filled(c.size) || line.size === undefined || sameSize(c.size, line.size)),
      );
      const rank = (c: Candidate) =>
        (filled(c.shopName) ? 4 : 0) + (filled(c.colour) ? 2 : 0) + (filled(c.size) ? 1 : 0);
      const best = fits.sort((x, y) => rank(y) - rank(x) || x.mappingId - y.mappingId)[0];
      if (!best) return { mapping: null, variants: rows.map((c) => ({ colour: c.colour, size: c.size })) };
      const mapping = await mappingOf(best.mappingId);
      return mapping ? { mapping } : null;
    },
  };
}

export type SkuResolver = ReturnType<typeof skuResolver>;

async function loadMapping(tx: Tx, tenantId: number, mappingId: number): Promise<SkuMapping | null> {
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
    .where(and(eq(m.tenantId, tenantId), eq(m.id, mappingId)));
  if (!row) return null;
  const areas = await tx
    .select({ area: a.area })
    .from(a)
    .where(and(eq(a.tenantId, tenantId), eq(a.mappingId, mappingId), eq(a.isDelete, false)))
    .orderBy(asc(a.sortNo), asc(a.id));
  const shaded = await tx
    .select({ id: pm.id })
    .from(pm)
    .where(and(eq(pm.tenantId, tenantId), eq(pm.productId, row.productId), eq(pm.isDelete, false), ne(pm.shade, 0)))
    .limit(1);
  return {
    ...row,
    printAreas: areas.map((x) => x.area),
    blanks: await productBlanks(tx, tenantId, row.productId),
    hasShadedMaterials: shaded.length > 0,
  };
}

/** The styles of a product's materials and, per style, the colours and sizes its enabled blanks come in. */
async function productBlanks(tx: Tx, tenantId: number, productId: number): Promise<SkuMapping['blanks']> {
  const styled = await tx
    .selectDistinct({ style: mt.style })
    .from(pm)
    .innerJoin(mt, and(eq(mt.tenantId, pm.tenantId), eq(mt.id, pm.materialId)))
    .where(and(eq(pm.tenantId, tenantId), eq(pm.productId, productId), eq(pm.isDelete, false), isNotNull(mt.style)));
  const styles = styled.map((s) => s.style).filter((s): s is string => filled(s));
  if (!styles.length) return [];
  const variants = await tx
    .select({ style: mt.style, colour: mt.colour, size: mt.size })
    .from(mt)
    .where(
      and(eq(mt.tenantId, tenantId), inArray(mt.style, styles), eq(mt.isDelete, false), eq(mt.status, Status.Enable)),
    )
    // In the order the blanks were made (the seed and most factories add sizes small to large).
    .orderBy(asc(mt.id));
  return styles.map((style) => ({
    style,
    variants: variants.filter((v) => v.style === style).map((v) => ({ colour: v.colour, size: v.size })),
  }));
}

/** Whether a blank of the style comes in the line's colour and size (an empty blank size: one size fits all). */
export function blankOffers(
  book: ColourBook,
  blank: SkuMapping['blanks'][number],
  colour: string | null | undefined,
  size: string | null | undefined,
): boolean {
  return blank.variants.some((v) => blankFits(book, v, colour, size));
}

/**
 * One line's mapping (the demo seeds and tests): `skuResolver` for a single lookup; null when the
 * SKU has no mapping or none for the line's colour and size.
 */
export async function resolveSkuMapping(tx: Tx, tenantId: number, line: SkuLine): Promise<SkuMapping | null> {
  return (await skuResolver(tx, tenantId).resolve(line))?.mapping ?? null;
}
