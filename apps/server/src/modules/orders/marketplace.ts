import { merchantOrderResource, OrderSource, PrintKind, ProductionState, SubmitState } from '@printfloor/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { omsOrder, omsOrderArea, omsOrderLine } from '../../db/schema/index.ts';
import type { Caller } from '../../resources/types.ts';
import { newOrderCodes } from './hooks.ts';
import { insertJson } from './import/write.ts';
import { logOrders } from './timeline.ts';

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
const cents = (v: string) => Math.round(Number(v) * 100);
const money = (c: number) => (c / 100).toFixed(2);

/** The order's own columns from a platform order (by column name, as json_populate_recordset reads them). */
function orderColumns(o: MarketplaceOrderInput, shop: MarketplaceShopRef) {
  const c = o.consignee;
  const goods = o.lines.reduce((sum, l) => sum + cents(l.unitPrice) * l.quantity, 0);
  const freight = cents(o.shipping || '0');
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
    freight: money(freight),
    total_price: money(goods),
    total_amount: money(goods + freight),
    product_count: o.lines.reduce((sum, l) => sum + l.quantity, 0),
    design_count: o.lines.reduce((sum, l) => sum + l.artwork.length, 0),
    sku_codes: [...new Set(o.lines.map((l) => l.sku))].join(' ') || null,
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
 * cancellation follows factory-domain §4.1: before production the order is withdrawn (the
 * merchant's cancel, submit state cancelled); once production started it is flagged abnormal with
 * the reason, for the factory to stop the work.
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
      productionState: omsOrder.productionState,
      abnormalFlag: omsOrder.abnormalFlag,
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
  const withdraw: number[] = [];
  const flag: number[] = [];
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
      if (e.productionState === ProductionState.NotStarted) withdraw.push(e.id);
      else if (e.abnormalFlag === 0) flag.push(e.id);
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

  const a = caller.auth;
  const by = { create_user_id: a.userId, create_user_name: a.realName };
  const ids = new Map<MarketplaceOrderInput, number>();
  if (fresh.length) {
    const newIds = await queryRows<{ id: string }>(
      tx,
      sql`select nextval('pf_id_seq')::text as id from generate_series(1, ${fresh.length})`,
    );
    for (const [i, o] of fresh.entries()) ids.set(o, Number(newIds[i]?.id));
  }
  for (const r of redraft) ids.set(r.order, r.id);

  if (redraft.length) {
    const rows = redraft.map((r) => ({ id: r.id, ...orderColumns(r.order, shop) }));
    const columns = Object.keys(orderColumns(redraft[0]?.order as MarketplaceOrderInput, shop));
    const names = (prefix: string) => sql.raw(columns.map((c) => `${prefix}${c}`).join(', '));
    await tx.execute(sql`update oms_order o set (${names('')}, update_time, update_user_id, update_user_name) =
        (${names('x.')}, now(), ${a.userId}::bigint, ${a.realName})
      from json_populate_recordset(null::oms_order, ${JSON.stringify(rows)}::json) x
     where o.tenant_id = ${t} and o.id = x.id`);
    const replaced = redraft.map((r) => r.id);
    await tx.delete(omsOrderLine).where(and(eq(omsOrderLine.tenantId, t), inArray(omsOrderLine.orderId, replaced)));
    await tx.delete(omsOrderArea).where(and(eq(omsOrderArea.tenantId, t), inArray(omsOrderArea.orderId, replaced)));
  }

  if (fresh.length) {
    const codes = await newOrderCodes(tx, t, fresh.length);
    await insertJson(
      tx,
      'oms_order',
      fresh.map((o, i) => ({
        tenant_id: t,
        id: ids.get(o),
        order_code: codes[i],
        source: OrderSource.Marketplace,
        ...orderColumns(o, shop),
        // An order first seen already cancelled is kept, withdrawn, so a re-pull does not add it again.
        submit_state: o.cancelled ? SubmitState.Cancelled : SubmitState.Draft,
        cancel_reason: o.cancelled ? CANCEL_REASON : null,
        ...by,
        create_org_id: a.orgId,
        create_org_name: a.orgName,
      })),
    );
    for (const o of fresh) (o.cancelled ? out.cancelled : out.added).push(o.externalId);
  }

  const written = [...fresh, ...redraft.map((r) => r.order)];
  await insertJson(
    tx,
    'oms_order_line',
    written.flatMap((o) =>
      o.lines.map((l, i) => ({
        tenant_id: t,
        order_id: ids.get(o),
        sort_no: i,
        sku_code: l.sku,
        style: l.productName,
        colour: l.color ?? '',
        size: l.size ?? '',
        quantity: l.quantity,
        unit_price: l.unitPrice,
        print_kind: PrintKind.Dtg,
        ...by,
      })),
    ),
  );
  await insertJson(
    tx,
    'oms_order_area',
    written.flatMap((o) =>
      o.lines.flatMap((l, lineIndex) =>
        l.artwork.map((x, i) => ({
          tenant_id: t,
          order_id: ids.get(o),
          sort_no: i,
          line_no: lineIndex + 1,
          area: x.area,
          print_image: x.printImage,
          mockup_image: null,
          ...by,
        })),
      ),
    ),
  );

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
  if (withdraw.length) {
    await tx.execute(sql`update oms_order set submit_state = ${SubmitState.Cancelled}, cancel_reason = ${CANCEL_REASON}
      where tenant_id = ${t} and id in (${sql.join(withdraw, sql`, `)})`);
    await logOrders(tx, caller, merchantOrderResource, withdraw, {
      action: 'platformCancel',
      field: 'submitState',
      to: SubmitState.Cancelled,
      reason: CANCEL_REASON,
    });
  }
  if (flag.length) {
    await tx.execute(sql`update oms_order set abnormal_flag = 1, abnormal_reason = ${CANCEL_REASON}
      where tenant_id = ${t} and id in (${sql.join(flag, sql`, `)})`);
    await logOrders(tx, caller, merchantOrderResource, flag, {
      action: 'platformAbnormal',
      field: 'abnormalFlag',
      to: 1,
      reason: CANCEL_REASON,
    });
  }
  await logOrders(
    tx,
    caller,
    merchantOrderResource,
    fresh.map((o) => ids.get(o) as number),
    { action: 'sync' },
  );
  await logOrders(
    tx,
    caller,
    merchantOrderResource,
    redraft.map((r) => r.id),
    { action: 'resync' },
  );
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
