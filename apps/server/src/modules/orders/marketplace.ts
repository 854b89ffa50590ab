import { OrderSource, PrintKind, SubmitState } from '@printfloor/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { omsOrder } from '../../db/schema/index.ts';
import { systemActor } from '../../resources/system-transitions.ts';
import type { Caller } from '../../resources/types.ts';
import { applyPlatformCancel } from './platform-cancel.ts';
import { writeOrderRows } from './write-rows.ts';

/**
 * A marketplace order as the orders domain takes it (the marketplaces domain maps its adapters'
 * PlatformOrder to this): artwork already fetched into the file store, print areas as numbers.
 */
export interface MarketplaceOrderInput {
  externalId: string;
  platformStatus: string;
  storeState: number;
  cancelled: boolean;
  /** Epoch ms. */
  createdAt: number;
  updatedAt: number;
  /** Null: the platform gave no address (yet); the draft is kept with empty address fields. */
  consignee: {
    name: string;
    phone: string;
    country: string;
    province: string;
    city: string;
    district: string;
    address: string;
    postcode: string;
  } | null;
  /** Decimal string. */
  shipping: string;
  lines: {
    sku: string;
    productName: string | null;
    color: string | null;
    size: string | null;
    quantity: number;
    unitPrice: string;
    /** Print area (PrintArea) → the file-store URL of its artwork. */
    artwork: { area: number; printImage: string }[];
  }[];
  raw: unknown;
}

export interface MarketplaceShopRef {
  id: number;
  name: string;
  platform: string;
}

/** What an upsert did, by external id. */
export interface MarketplaceWritten {
  added: string[];
  updated: string[];
  unchanged: string[];
  /** Withdrawn (still before production) or flagged abnormal (production started): factory-domain §4.1. */
  cancelled: string[];
}

const CANCEL_REASON = 'Cancelled on the platform';

/** The order's own columns from a platform order (by column name, as json_populate_recordset reads them). */
function orderColumns(o: MarketplaceOrderInput, shop: MarketplaceShopRef) {
  const c = o.consignee;
  // Totals, pieces, designs and SKUs are summed by writeOrderRows from the lines (exact decimals).
  return {
    external_id: o.externalId,
    print_kind: PrintKind.Dtg,
    platform: shop.platform,
    shop_id: shop.id,
    shop_name: shop.name,
    order_time: new Date(o.createdAt).toISOString(),
    consignee: c?.name ?? '',
    phone: c?.phone ?? '',
    country: c?.country ?? '',
    province: c?.province || null,
    city: c?.city ?? '',
    district: c?.district || null,
    address: c?.address ?? '',
    postcode: c?.postcode || null,
    freight: o.shipping || '0',
    store_order_state: o.storeState,
    platform_status: o.platformStatus,
    platform_payload: o.raw ?? null,
    platform_updated_at: new Date(o.updatedAt).toISOString(),
  };
}

/**
 * Upserts pulled marketplace orders in the caller's transaction, on (tenant, source marketplace,
 * platform, external id) — the unique index oms_order_external — so an overlap or a re-pull never
 * adds a copy. An order the platform did not change (same status, same update time) is not
 * written again. A changed draft is rewritten whole (lines and print areas replaced); a submitted
 * order keeps the merchant's and factory's work and takes only the platform's state. A
 * cancellation follows factory-domain §4.1 (`applyPlatformCancel`): before production the order is
 * withdrawn (submit state cancelled); once production started it is flagged abnormal with the reason,
 * for the factory to stop the work.
 */
export async function upsertMarketplaceOrders(
  tx: Tx,
  caller: Caller,
  shop: MarketplaceShopRef,
  orders: readonly MarketplaceOrderInput[],
): Promise<MarketplaceWritten> {
  const t = caller.auth.tenantId;
  const out: MarketplaceWritten = { added: [], updated: [], unchanged: [], cancelled: [] };
  // One entry per external id (a page may repeat an order): the latest wins.
  const byId = new Map<string, MarketplaceOrderInput>();
  for (const o of orders) {
    const seen = byId.get(o.externalId);
    if (!seen || seen.updatedAt <= o.updatedAt) byId.set(o.externalId, o);
  }
  const list = [...byId.values()];
  if (!list.length) return out;
  const existing = await tx
    .select({
      id: omsOrder.id,
      externalId: omsOrder.externalId,
      submitState: omsOrder.submitState,
      platformStatus: omsOrder.platformStatus,
      platformUpdatedAt: omsOrder.platformUpdatedAt,
    })
    .from(omsOrder)
    .where(
      and(
        eq(omsOrder.tenantId, t),
        eq(omsOrder.source, OrderSource.Marketplace),
        eq(omsOrder.platform, shop.platform),
        inArray(
          omsOrder.externalId,
          list.map((o) => o.externalId),
        ),
        eq(omsOrder.isDelete, false),
      ),
    )
    .for('update');
  const found = new Map(existing.map((e) => [e.externalId as string, e]));

  const fresh: MarketplaceOrderInput[] = [];
  const redraft: { id: number; order: MarketplaceOrderInput }[] = [];
  const stateOnly: { id: number; order: MarketplaceOrderInput }[] = [];
  const cancel: number[] = [];
  for (const o of list) {
    const e = found.get(o.externalId);
    if (!e) {
      fresh.push(o);
      continue;
    }
    const same =
      e.platformStatus === o.platformStatus && (e.platformUpdatedAt?.getTime() ?? Number.NaN) === o.updatedAt;
    if (same) {
      out.unchanged.push(o.externalId);
      continue;
    }
    if (o.cancelled && e.submitState !== SubmitState.Cancelled) {
      cancel.push(e.id);
      stateOnly.push({ id: e.id, order: o });
      out.cancelled.push(o.externalId);
    } else if (e.submitState === SubmitState.Draft && !o.cancelled) {
      redraft.push({ id: e.id, order: o });
      out.updated.push(o.externalId);
    } else {
      stateOnly.push({ id: e.id, order: o });
      out.updated.push(o.externalId);
    }
  }

  const rowsOf = (o: MarketplaceOrderInput) => ({
    order: orderColumns(o, shop),
    lines: o.lines.map((l) => ({
      sku_code: l.sku,
      style: l.productName,
      colour: l.color ?? '',
      size: l.size ?? '',
      quantity: l.quantity,
      unit_price: l.unitPrice,
      print_kind: PrintKind.Dtg,
    })),
    areas: o.lines.flatMap((l, lineIndex) =>
      l.artwork.map((x) => ({ line_no: lineIndex + 1, area: x.area, print_image: x.printImage, mockup_image: null })),
    ),
  });
  await writeOrderRows(
    tx,
    caller,
    {
      replace: redraft.map((r) => ({ id: r.id, ...rowsOf(r.order) })),
      add: fresh.map((o) => {
        const rows = rowsOf(o);
        return {
          ...rows,
          order: {
            source: OrderSource.Marketplace,
            ...rows.order,
            // An order first seen already cancelled is kept, withdrawn, so a re-pull does not add it again.
            submit_state: o.cancelled ? SubmitState.Cancelled : SubmitState.Draft,
            cancel_reason: o.cancelled ? CANCEL_REASON : null,
          },
        };
      }),
    },
    { added: 'sync', replaced: 'resync' },
  );
  for (const o of fresh) (o.cancelled ? out.cancelled : out.added).push(o.externalId);

  if (stateOnly.length) {
    const rows = stateOnly.map((r) => ({
      id: r.id,
      store_order_state: r.order.storeState,
      platform_status: r.order.platformStatus,
      platform_payload: r.order.raw ?? null,
      platform_updated_at: new Date(r.order.updatedAt).toISOString(),
    }));
    await tx.execute(sql`update oms_order o set store_order_state = x.store_order_state, platform_status = x.platform_status,
        platform_payload = x.platform_payload, platform_updated_at = x.platform_updated_at, update_time = now()
      from json_populate_recordset(null::oms_order, ${JSON.stringify(rows)}::json) x
     where o.tenant_id = ${t} and o.id = x.id`);
  }
  // Cancelled on the platform: withdrawn, or flagged abnormal once production started (a system transition
  // each, so a production start racing this pull has one winner).
  if (cancel.length) await applyPlatformCancel(tx, systemActor('marketplaces', t, null), cancel, CANCEL_REASON);
  return out;
}

/**
 * The external ids of pulled orders already stored exactly as the platform shows them now (same
 * status, same update time): the pull service skips them before fetching any artwork, so a
 * second pull of the same range reads and writes nothing.
 */
export async function unchangedMarketplaceOrders(
  tx: Tx,
  tenantId: number,
  platform: string,
  orders: readonly { externalId: string; platformStatus: string; updatedAt: number }[],
): Promise<Set<string>> {
  if (!orders.length) return new Set();
  const rows = await tx
    .select({
      externalId: omsOrder.externalId,
      platformStatus: omsOrder.platformStatus,
      platformUpdatedAt: omsOrder.platformUpdatedAt,
    })
    .from(omsOrder)
    .where(
      and(
        eq(omsOrder.tenantId, tenantId),
        eq(omsOrder.source, OrderSource.Marketplace),
        eq(omsOrder.platform, platform),
        inArray(
          omsOrder.externalId,
          orders.map((o) => o.externalId),
        ),
        eq(omsOrder.isDelete, false),
      ),
    );
  const stored = new Map(rows.map((r) => [r.externalId, r]));
  return new Set(
    orders
      .filter((o) => {
        const s = stored.get(o.externalId);
        return s && s.platformStatus === o.platformStatus && s.platformUpdatedAt?.getTime() === o.updatedAt;
      })
      .map((o) => o.externalId),
  );
}
