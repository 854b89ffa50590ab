import { IMPORT_SOURCE, type Language, merchantOrderResource, SubmitState } from '@printfloor/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { omsOrder, omsOrderArea, omsOrderLine } from '../../../db/schema/index.ts';
import type { Caller } from '../../../resources/types.ts';
import { newOrderCodes } from '../hooks.ts';
import { logOrders } from '../timeline.ts';
import { type OrderDraft, rowError } from './assemble.ts';

type Values = Record<string, unknown>;

/** The template's shop: its orders carry its name and platform. */
export interface ImportShop {
  name: string;
  platform: string;
}

/** What a chunk's write did: orders added and updated, and those refused (already submitted). */
export interface ChunkWritten {
  added: OrderDraft[];
  updated: OrderDraft[];
  refused: { draft: OrderDraft; message: string }[];
}

const text = (v: unknown) => (v === undefined || v === null || v === '' ? null : String(v));
const decimal = (v: unknown) => (v === undefined || v === null || v === '' ? null : String(v));

/**
 * Inserts many rows in one statement with one parameter: the rows as JSON, typed by the table's own
 * row type (json_populate_recordset), so thousands of lines cost one round trip and no per-value
 * parameter building. Every row has the same keys (column names); columns left out take their defaults.
 */
export async function insertJson(tx: Tx, table: string, rows: Record<string, unknown>[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = sql.join(
    Object.keys(first).map((c) => sql.identifier(c)),
    sql`, `,
  );
  await tx.execute(sql`insert into ${sql.identifier(table)} (${columns})
    select ${columns} from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::json)`);
}

/**
 * The order's own columns from a draft, by column name. The order time is the sheet's wall-clock
 * time, read in the tenant's zone (set for the transaction by `writeOrders`); none: now.
 */
function orderRow(v: Values, now: string, platform: string) {
  return {
    external_id: text(v.externalId),
    print_kind: Number(v.printKind),
    platform,
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
    freight: decimal(v.freight),
    total_weight: decimal(v.totalWeight),
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
  options: { platform: string; shop: ImportShop | null; timeZone: string; lang: Language },
): Promise<ChunkWritten> {
  const t = caller.auth.tenantId;
  // Wall-clock order times of the sheet are the tenant's; timestamps without a zone read in it.
  await tx.execute(sql`select set_config('timezone', ${options.timeZone}, true)`);
  const now = new Date().toISOString();
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

  if (fresh.length) {
    const newIds = await queryRows<{ id: string }>(
      tx,
      sql`select nextval('pf_id_seq')::text as id from generate_series(1, ${fresh.length})`,
    );
    for (const [i, d] of fresh.entries()) ids.set(d, Number(newIds[i]?.id));
  }
  const written = [...fresh, ...out.updated];
  const by = { create_user_id: caller.auth.userId, create_user_name: caller.auth.realName };
  const lines = written.flatMap((d) =>
    d.lines.map((l, i) => ({
      tenant_id: t,
      order_id: ids.get(d),
      sort_no: i,
      sku_code: String(l.skuCode),
      style: text(l.style),
      colour: String(l.colour),
      size: String(l.size),
      quantity: Number(l.quantity),
      unit_price: decimal(l.unitPrice),
      // The kind of work the merchant declares (template or list); review sets the product route's.
      print_kind: Number(d.values.printKind),
      ...by,
    })),
  );
  const areas = written.flatMap((d) =>
    d.areas.map((x, i) => ({
      tenant_id: t,
      order_id: ids.get(d),
      sort_no: i,
      line_no: x.lineNo,
      area: x.area,
      print_image: x.printImage,
      mockup_image: x.mockupImage,
      ...by,
    })),
  );
  // The derived columns (goods total, order total, pieces, SKUs, designs) are summed by the database
  // from the same lines and areas as they are written — exact decimals, and no second write of the
  // order (an UPDATE would rewrite every index entry of each order just added).
  const totals = sql`left join (select order_id, sum(quantity * coalesce(unit_price, 0)) as price, sum(quantity)::int as qty,
                                       string_agg(distinct sku_code, ' ') as skus
                                  from json_populate_recordset(null::oms_order_line, ${JSON.stringify(lines)}::json)
                                 group by order_id) s on s.order_id = x.id
                     left join (select order_id, count(*)::int as designs
                                  from json_populate_recordset(null::oms_order_area, ${JSON.stringify(areas)}::json)
                                 group by order_id) d on d.order_id = x.id`;
  const derived = sql.raw('total_price, total_amount, product_count, sku_codes, design_count, shop_name');
  const derivedValues = sql`coalesce(s.price, 0), coalesce(s.price, 0) + coalesce(x.freight, 0), coalesce(s.qty, 0), s.skus,
                            coalesce(d.designs, 0), ${options.shop?.name ?? null}::text`;
  const platform = options.shop?.platform ?? options.platform;

  if (out.updated.length) {
    // One statement for every draft imported again: its own columns from the JSON rows, typed by the table.
    const rows = out.updated.map((d) => ({ id: ids.get(d), ...orderRow(d.values, now, platform) }));
    const columns = Object.keys(orderRow({}, now, platform));
    const list = (prefix: string) => sql.raw(columns.map((c) => `${prefix}${c}`).join(', '));
    await tx.execute(sql`update oms_order o set (${list('')}, ${derived}, update_time, update_user_id, update_user_name) =
        (${list('x.')}, ${derivedValues}, now(), ${caller.auth.userId}::bigint, ${caller.auth.realName})
      from json_populate_recordset(null::oms_order, ${JSON.stringify(rows)}::json) x ${totals}
     where o.tenant_id = ${t} and o.id = x.id`);
    const replaced = out.updated.map((d) => ids.get(d) as number);
    await tx.delete(omsOrderLine).where(and(eq(omsOrderLine.tenantId, t), inArray(omsOrderLine.orderId, replaced)));
    await tx.delete(omsOrderArea).where(and(eq(omsOrderArea.tenantId, t), inArray(omsOrderArea.orderId, replaced)));
  }

  if (fresh.length) {
    const codes = await newOrderCodes(tx, t, fresh.length);
    const a = caller.auth;
    const rows = fresh.map((d, i) => ({
      tenant_id: t,
      id: ids.get(d),
      order_code: codes[i],
      source: IMPORT_SOURCE,
      ...orderRow(d.values, now, platform),
      create_user_id: a.userId,
      create_user_name: a.realName,
      create_org_id: a.orgId,
      create_org_name: a.orgName,
    }));
    const columns = sql.join(
      Object.keys(rows[0] as object).map((c) => sql.identifier(c)),
      sql`, `,
    );
    const xColumns = sql.raw(
      Object.keys(rows[0] as object)
        .map((c) => `x.${c}`)
        .join(', '),
    );
    await tx.execute(sql`insert into oms_order (${columns}, ${derived})
      select ${xColumns}, ${derivedValues}
        from json_populate_recordset(null::oms_order, ${JSON.stringify(rows)}::json) x ${totals}`);
    out.added = fresh;
  }

  await insertJson(tx, 'oms_order_line', lines);
  await insertJson(tx, 'oms_order_area', areas);
  const addedIds = out.added.map((d) => ids.get(d) as number);
  const updatedIds = out.updated.map((d) => ids.get(d) as number);
  await logOrders(tx, caller, merchantOrderResource, addedIds, { action: 'import' });
  await logOrders(tx, caller, merchantOrderResource, updatedIds, { action: 'reimport' });
  return out;
}
