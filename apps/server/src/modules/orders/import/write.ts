import { IMPORT_SOURCE, type Language, merchantOrderResource, SubmitState } from '@printfloor/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { createStamp, queryRows, updateStamp } from '../../../db/query.ts';
import { omsOrder, omsOrderArea, omsOrderLine } from '../../../db/schema/index.ts';
import type { Caller } from '../../../resources/types.ts';
import { newOrderCodes, recomputeOrders } from '../hooks.ts';
import { logOrders } from '../timeline.ts';
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

/** The order's own columns from a draft (the wall-clock order time read in the tenant's zone). */
function orderColumns(v: Values, timeZone: string) {
  return {
    externalId: text(v.externalId),
    printKind: Number(v.printKind),
    platform: String(v.platform),
    shopId: v.shopId ? Number(v.shopId) : null,
    orderTime: (v.orderTime ? sql`(${String(v.orderTime)}::timestamp at time zone ${timeZone})` : sql`now()`) as SQL,
    consignee: String(v.consignee),
    phone: String(v.phone),
    country: String(v.country),
    province: text(v.province),
    city: String(v.city),
    district: text(v.district),
    address: String(v.address),
    postcode: text(v.postcode),
    logisticsMode: text(v.logisticsMode),
    sellerRemark: text(v.sellerRemark),
    freight: decimal(v.freight),
    totalWeight: decimal(v.totalWeight),
  };
}

/**
 * Writes one chunk of checked orders in the caller's transaction, so each order is written whole
 * or not at all. An order whose external id was imported before is updated while it is still a
 * draft (its lines and print areas replaced) and refused once submitted; a new one is numbered and
 * added. Totals follow in one statement and each order's timeline says it came from an import.
 */
export async function writeOrders(
  tx: Tx,
  caller: Caller,
  drafts: readonly OrderDraft[],
  options: { platform: string; timeZone: string; lang: Language },
): Promise<ChunkWritten> {
  const t = caller.auth.tenantId;
  const out: ChunkWritten = { added: [], updated: [], refused: [] };
  const keyed = drafts.filter((d) => d.externalId);
  // The same external id from the same source and platform is the same order (oms_order_external).
  const existing = keyed.length
    ? await tx
        .select({
          id: omsOrder.id,
          externalId: omsOrder.externalId,
          submitState: omsOrder.submitState,
          orderCode: omsOrder.orderCode,
        })
        .from(omsOrder)
        .where(
          and(
            eq(omsOrder.tenantId, t),
            eq(omsOrder.source, IMPORT_SOURCE),
            eq(omsOrder.platform, options.platform),
            inArray(
              omsOrder.externalId,
              keyed.map((d) => d.externalId as string),
            ),
            eq(omsOrder.isDelete, false),
          ),
        )
        .for('update')
    : [];
  const byExternal = new Map(existing.map((e) => [e.externalId, e]));
  const ids = new Map<OrderDraft, number>();
  const fresh: OrderDraft[] = [];
  for (const d of drafts) {
    const found = d.externalId ? byExternal.get(d.externalId) : undefined;
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

  for (const d of out.updated)
    await tx
      .update(omsOrder)
      .set({ ...orderColumns(d.values, options.timeZone), ...updateStamp(caller.auth.userId, caller.auth.realName) })
      .where(and(eq(omsOrder.tenantId, t), eq(omsOrder.id, ids.get(d) as number)));
  if (out.updated.length) {
    const replaced = out.updated.map((d) => ids.get(d) as number);
    await tx.delete(omsOrderLine).where(and(eq(omsOrderLine.tenantId, t), inArray(omsOrderLine.orderId, replaced)));
    await tx.delete(omsOrderArea).where(and(eq(omsOrderArea.tenantId, t), inArray(omsOrderArea.orderId, replaced)));
  }

  if (fresh.length) {
    const codes = await newOrderCodes(tx, t, fresh.length);
    const newIds = await queryRows<{ id: string }>(
      tx,
      sql`select nextval('pf_id_seq')::text as id from generate_series(1, ${fresh.length})`,
    );
    for (const [i, d] of fresh.entries()) ids.set(d, Number(newIds[i]?.id));
    await tx.insert(omsOrder).values(
      fresh.map((d, i) => ({
        ...createStamp(caller.auth),
        id: ids.get(d) as number,
        orderCode: codes[i] as string,
        source: IMPORT_SOURCE,
        ...orderColumns(d.values, options.timeZone),
      })),
    );
    out.added = fresh;
  }

  const written = [...out.added, ...out.updated];
  const lines = written.flatMap((d) =>
    d.lines.map((l, i) => ({
      tenantId: t,
      orderId: ids.get(d) as number,
      sortNo: i,
      skuCode: String(l.skuCode),
      style: text(l.style),
      colour: String(l.colour),
      size: String(l.size),
      quantity: Number(l.quantity),
      unitPrice: decimal(l.unitPrice),
      // The kind of work the merchant declares (template or list); review sets the product route's.
      printKind: Number(d.values.printKind),
      createUserId: caller.auth.userId,
      createUserName: caller.auth.realName,
    })),
  );
  const areas = written.flatMap((d) =>
    d.areas.map((a, i) => ({
      tenantId: t,
      orderId: ids.get(d) as number,
      sortNo: i,
      lineNo: a.lineNo,
      area: a.area,
      printImage: a.printImage,
      mockupImage: a.mockupImage,
      createUserId: caller.auth.userId,
      createUserName: caller.auth.realName,
    })),
  );
  if (lines.length) await tx.insert(omsOrderLine).values(lines);
  if (areas.length) await tx.insert(omsOrderArea).values(areas);

  const addedIds = out.added.map((d) => ids.get(d) as number);
  const updatedIds = out.updated.map((d) => ids.get(d) as number);
  await recomputeOrders(tx, t, [...addedIds, ...updatedIds]);
  await logOrders(tx, caller, merchantOrderResource, addedIds, { action: 'import' });
  await logOrders(tx, caller, merchantOrderResource, updatedIds, { action: 'reimport' });
  return out;
}
