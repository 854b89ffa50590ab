import { IMPORT_SOURCE, type Language, SubmitState } from '@printfloor/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { omsOrder } from '../../../db/schema/index.ts';
import type { Caller } from '../../../resources/types.ts';
import { writeOrderRows } from '../write-rows.ts';
import { type OrderDraft, rowError } from './assemble.ts';

type Values = Record<string, unknown>;

/** What a chunk's write did: orders added and updated, and those refused (already submitted). */
export interface ChunkWritten {
  added: OrderDraft[];
  updated: OrderDraft[];
  refused: { draft: OrderDraft; message: string }[];
}

const text = (v: unknown) => (v === undefined || v === null || v === '' ? null : String(v));
const decimal = (v: unknown) => (v === undefined || v === null || v === '' ? null : String(v));

/**
 * The order's own columns from a draft, by column name. The order time is the sheet's wall-clock
 * time, read in the tenant's zone (set for the transaction by `writeOrders`); none: now.
 */
function orderRow(v: Values, now: string) {
  return {
    external_id: text(v.externalId),
    print_kind: Number(v.printKind),
    platform: String(v.platform),
    shop_id: v.shopId ? Number(v.shopId) : null,
    order_time: v.orderTime ? String(v.orderTime) : now,
    consignee: String(v.consignee),
    phone: String(v.phone),
    country: String(v.country),
    province: text(v.province),
    city: String(v.city),
    district: text(v.district),
    address: String(v.address),
    postcode: text(v.postcode),
    logistics_mode: text(v.logisticsMode),
    seller_remark: text(v.sellerRemark),
    buyer_remark: text(v.buyerRemark),
    freight: decimal(v.freight),
    total_weight: decimal(v.totalWeight),
  };
}

/**
 * Writes one chunk of checked orders in the caller's transaction, so each order is written whole
 * or not at all. An order whose external id was imported before is updated while it is still a
 * draft (its lines and print areas replaced) and refused once submitted; a new one is numbered and
 * added (write-rows.ts, which sums the totals as it writes); each order's timeline says it came from an import.
 */
export async function writeOrders(
  tx: Tx,
  caller: Caller,
  drafts: readonly OrderDraft[],
  options: { timeZone: string; lang: Language },
): Promise<ChunkWritten> {
  const t = caller.auth.tenantId;
  // Wall-clock order times of the sheet are the tenant's; timestamps without a zone read in it.
  await tx.execute(sql`select set_config('timezone', ${options.timeZone}, true)`);
  const now = new Date().toISOString();
  const out: ChunkWritten = { added: [], updated: [], refused: [] };
  const keyed = drafts.filter((d) => d.externalId);
  // The same external id from the same source and platform is the same order (oms_order_external);
  // a sheet's orders may each be of another platform, so each id is looked up with its own.
  const existing = keyed.length
    ? await tx
        .select({
          id: omsOrder.id,
          platform: omsOrder.platform,
          externalId: omsOrder.externalId,
          submitState: omsOrder.submitState,
          orderCode: omsOrder.orderCode,
        })
        .from(omsOrder)
        .where(
          and(
            eq(omsOrder.tenantId, t),
            eq(omsOrder.source, IMPORT_SOURCE),
            // Two array parameters, not two per order: a chunk of ~400 orders is planned as one value.
            sql`(${omsOrder.platform}, ${omsOrder.externalId}) in (select * from unnest(${sql.param(
              keyed.map((d) => String(d.values.platform)),
            )}::text[], ${sql.param(keyed.map((d) => d.externalId as string))}::text[]))`,
            eq(omsOrder.isDelete, false),
          ),
        )
        .for('update')
    : [];
  const keyOf = (platform: unknown, externalId: unknown) => `${String(platform)}\u0000${String(externalId)}`;
  const byExternal = new Map(existing.map((e) => [keyOf(e.platform, e.externalId), e]));
  const ids = new Map<OrderDraft, number>();
  const fresh: OrderDraft[] = [];
  for (const d of drafts) {
    const found = d.externalId ? byExternal.get(keyOf(d.values.platform, d.externalId)) : undefined;
    if (!found) fresh.push(d);
    else if (found.submitState !== SubmitState.Draft)
      out.refused.push({
        draft: d,
        message: rowError(options.lang, 'alreadySubmitted', {
          externalId: String(d.externalId),
          code: found.orderCode,
        }),
      });
    else {
      ids.set(d, found.id);
      out.updated.push(d);
    }
  }

  const rowsOf = (d: OrderDraft) => ({
    order: { ...orderRow(d.values, now), shop_name: d.shopName },
    lines: d.lines.map((l) => ({
      sku_code: String(l.skuCode),
      style: text(l.style),
      colour: String(l.colour),
      size: String(l.size),
      quantity: Number(l.quantity),
      unit_price: decimal(l.unitPrice),
      // The kind of work the merchant declares (template or list); review sets the product route's.
      print_kind: Number(d.values.printKind),
    })),
    areas: d.areas.map((x) => ({
      line_no: x.lineNo,
      area: x.area,
      print_image: x.printImage,
      mockup_image: x.mockupImage,
    })),
  });
  await writeOrderRows(
    tx,
    caller,
    {
      replace: out.updated.map((d) => ({ id: ids.get(d) as number, ...rowsOf(d) })),
      add: fresh.map((d) => {
        const rows = rowsOf(d);
        return { ...rows, order: { source: IMPORT_SOURCE, ...rows.order } };
      }),
    },
    { added: 'import', replaced: 'reimport' },
  );
  out.added = fresh;
  return out;
}
