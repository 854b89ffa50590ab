import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { omsOrderArea, omsOrderLine } from '../../db/schema/index.ts';
import type { Caller } from '../../resources/types.ts';
import { newOrderCodes } from './hooks.ts';

type Columns = Record<string, unknown>;

/** One order to write whole: its own columns (by column name), its lines and its print areas. */
export interface OrderRows {
  order: Columns;
  lines: Columns[];
  areas: Columns[];
}

/**
 * Inserts many rows in one statement with one parameter: the rows as JSON, typed by the table's own
 * row type (json_populate_recordset), so thousands of lines cost one round trip and no per-value
 * parameter building. Every row has the same keys (column names); columns left out take their defaults.
 */
export async function insertJson(tx: Tx, table: string, rows: Columns[]): Promise<void> {
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
 * Writes orders whole in the caller's transaction — the one writer of the bulk paths (Excel import,
 * marketplace pull): `replace` rewrites drafts that exist (their own columns updated in one
 * statement, lines and areas replaced), `add` numbers and inserts new ones. The derived columns
 * (goods total, order total with freight, pieces, SKUs, designs) are summed by the database from the
 * lines and areas as they are written: exact decimals, and no second write of the orders (an
 * UPDATE would rewrite every index entry of each order just added). Every order of one call has
 * the same own columns. Returns the new orders' ids, in the order of `add`.
 */
export async function writeOrderRows(
  tx: Tx,
  caller: Caller,
  write: { replace: readonly (OrderRows & { id: number })[]; add: readonly OrderRows[] },
): Promise<number[]> {
  const a = caller.auth;
  const t = a.tenantId;
  const newIds = write.add.length
    ? (
        await queryRows<{ id: string }>(
          tx,
          sql`select nextval('pf_id_seq')::text as id from generate_series(1, ${write.add.length})`,
        )
      ).map((r) => Number(r.id))
    : [];
  const all = [...write.replace, ...write.add.map((o, i) => ({ ...o, id: newIds[i] as number }))];
  const by = { create_user_id: a.userId, create_user_name: a.realName };
  const lines = all.flatMap((o) => o.lines.map((l, i) => ({ tenant_id: t, order_id: o.id, sort_no: i, ...l, ...by })));
  const areas = all.flatMap((o) => o.areas.map((x, i) => ({ tenant_id: t, order_id: o.id, sort_no: i, ...x, ...by })));
  const totals = sql`left join (select order_id, sum(quantity * coalesce(unit_price, 0)) as price, sum(quantity)::int as qty,
                                       string_agg(distinct sku_code, ' ') as skus
                                  from json_populate_recordset(null::oms_order_line, ${JSON.stringify(lines)}::json)
                                 group by order_id) s on s.order_id = x.id
                     left join (select order_id, count(*)::int as designs
                                  from json_populate_recordset(null::oms_order_area, ${JSON.stringify(areas)}::json)
                                 group by order_id) d on d.order_id = x.id`;
  const derived = sql.raw('total_price, total_amount, product_count, sku_codes, design_count');
  const derivedValues = sql`coalesce(s.price, 0), coalesce(s.price, 0) + coalesce(x.freight, 0), coalesce(s.qty, 0), s.skus,
                            coalesce(d.designs, 0)`;

  if (write.replace.length) {
    const columns = Object.keys(write.replace[0]?.order ?? {});
    const list = (prefix: string) => sql.raw(columns.map((c) => `${prefix}${c}`).join(', '));
    const rows = write.replace.map((o) => ({ ...o.order, id: o.id }));
    await tx.execute(sql`update oms_order o set (${list('')}, ${derived}, update_time, update_user_id, update_user_name) =
        (${list('x.')}, ${derivedValues}, now(), ${a.userId}::bigint, ${a.realName})
      from json_populate_recordset(null::oms_order, ${JSON.stringify(rows)}::json) x ${totals}
     where o.tenant_id = ${t} and o.id = x.id`);
    const replaced = write.replace.map((o) => o.id);
    await tx.delete(omsOrderLine).where(and(eq(omsOrderLine.tenantId, t), inArray(omsOrderLine.orderId, replaced)));
    await tx.delete(omsOrderArea).where(and(eq(omsOrderArea.tenantId, t), inArray(omsOrderArea.orderId, replaced)));
  }

  if (write.add.length) {
    const codes = await newOrderCodes(tx, t, write.add.length);
    const rows = write.add.map((o, i) => ({
      tenant_id: t,
      id: newIds[i],
      order_code: codes[i],
      ...o.order,
      ...by,
      create_org_id: a.orgId,
      create_org_name: a.orgName,
    }));
    const keys = Object.keys(rows[0] as object);
    const columns = sql.join(
      keys.map((c) => sql.identifier(c)),
      sql`, `,
    );
    await tx.execute(sql`insert into oms_order (${columns}, ${derived})
      select ${sql.raw(keys.map((c) => `x.${c}`).join(', '))}, ${derivedValues}
        from json_populate_recordset(null::oms_order, ${JSON.stringify(rows)}::json) x ${totals}`);
  }

  await insertJson(tx, 'oms_order_line', lines);
  await insertJson(tx, 'oms_order_area', areas);
  return newIds;
}
