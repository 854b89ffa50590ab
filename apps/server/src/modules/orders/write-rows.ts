import { merchantOrderResource } from '@printfloor/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { omsOrderArea, omsOrderLine } from '../../db/schema/index.ts';
import type { Caller } from '../../resources/types.ts';
import { newOrderCodes } from './hooks.ts';
import { logOrders } from './timeline.ts';

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

/** What each order's timeline says of the write: how new orders and rewritten drafts came (e.g. import, reimport). */
export interface WriteActions {
  added: string;
  replaced: string;
}

/**
 * Writes orders whole in the caller's transaction — the one writer of the bulk paths (Excel import,
 * marketplace pull): `replace` rewrites drafts that exist (their own columns updated in one
 * statement, lines and areas replaced), `add` numbers and inserts new ones; each order gets its
 * timeline entry (`actions`). The derived columns (goods total, order total with freight, pieces,
 * SKUs, designs) are summed by the database from the lines and areas as they are written: exact
 * decimals, and no second write of the orders (an UPDATE would rewrite every index entry of each
 * order just added). Every order of one call has the same own columns. Returns the new orders'
 * ids, in the order of `add`.
 */
export async function writeOrderRows(
  tx: Tx,
  caller: Caller,
  write: { replace: readonly (OrderRows & { id: number })[]; add: readonly OrderRows[] },
  actions: WriteActions,
): Promise<number[]> {
  if (write.replace.length) await replaceOrderRows(tx, caller, write.replace, actions.replaced);
  return write.add.length ? addOrderRows(tx, caller, write.add, actions.added) : [];
}

/** Who writes: the columns every written line, area and order carries. */
const byColumns = (a: Caller['auth']) => ({ create_user_id: a.userId, create_user_name: a.realName });

/** The rows of lines and areas of orders (with their ids), numbered within their order. */
function childRows(caller: Caller, orders: readonly (OrderRows & { id: number })[]) {
  const by = { tenant_id: caller.auth.tenantId, ...byColumns(caller.auth) };
  return {
    lines: orders.flatMap((o) => o.lines.map((l, i) => ({ ...by, order_id: o.id, sort_no: i, ...l }))),
    areas: orders.flatMap((o) => o.areas.map((x, i) => ({ ...by, order_id: o.id, sort_no: i, ...x }))),
  };
}

const DERIVED = sql.raw('total_price, total_amount, product_count, sku_codes, design_count');
/** The derived columns' values from the sums `s` (lines) and `d` (areas) joined to the order `x`. */
const DERIVED_VALUES = sql`coalesce(s.price, 0), coalesce(s.price, 0) + coalesce(x.freight, 0), coalesce(s.qty, 0), s.skus,
                           coalesce(d.designs, 0)`;
/** The sums of lines (`quantity`, `unit_price`, `sku_code`, by `order_id`) from `lines`. */
const lineSums = (lines: SQL) => sql`select order_id, sum(quantity * coalesce(unit_price, 0)) as price,
    sum(quantity)::int as qty, string_agg(distinct sku_code, ' ') as skus from ${lines} group by order_id`;
const areaCounts = (areas: SQL) => sql`select order_id, count(*)::int as designs from ${areas} group by order_id`;
const recordset = (table: string, rows: Columns[]) =>
  sql`json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::json)`;
const columnList = (keys: string[], prefix = '') => sql.raw(keys.map((c) => `${prefix}"${c}"`).join(', '));

/**
 * New orders in one statement: their lines and areas inserted, summed into the orders' derived
 * columns as the orders are inserted, and a timeline entry per order — the rows cross the wire
 * once and the database does one round trip's work (a chunk of an import is ~400 orders).
 */
async function addOrderRows(tx: Tx, caller: Caller, add: readonly OrderRows[], action: string): Promise<number[]> {
  const a = caller.auth;
  const t = a.tenantId;
  const ids = (
    await queryRows<{ id: string }>(
      tx,
      sql`select nextval('pf_id_seq')::text as id from generate_series(1, ${add.length})`,
    )
  ).map((r) => Number(r.id));
  const codes = await newOrderCodes(tx, t, add.length);
  const { lines, areas } = childRows(
    caller,
    add.map((o, i) => ({ ...o, id: ids[i] as number })),
  );
  const orders = add.map((o, i) => ({
    tenant_id: t,
    id: ids[i],
    order_code: codes[i],
    ...o.order,
    ...byColumns(a),
    create_org_id: a.orgId,
    create_org_name: a.orgName,
  }));
  const keys = Object.keys(orders[0] as object);
  const lineKeys = Object.keys(lines[0] ?? {});
  const areaKeys = Object.keys(areas[0] ?? {});
  // Lines and areas first, in the same statement: their sums feed the orders' insert (no foreign keys to wait for).
  await tx.execute(sql`with
      l as (${
        lines.length
          ? sql`insert into oms_order_line (${columnList(lineKeys)})
                  select ${columnList(lineKeys)} from ${recordset('oms_order_line', lines)}
                returning order_id, quantity, unit_price, sku_code`
          : sql`select null::bigint as order_id, 0 as quantity, null::numeric as unit_price, null::text as sku_code where false`
      }),
      a as (${
        areas.length
          ? sql`insert into oms_order_area (${columnList(areaKeys)})
                  select ${columnList(areaKeys)} from ${recordset('oms_order_area', areas)} returning order_id`
          : sql`select null::bigint as order_id where false`
      }),
      o as (insert into oms_order (${columnList(keys)}, ${DERIVED})
              select ${columnList(keys, 'x.')}, ${DERIVED_VALUES}
                from ${recordset('oms_order', orders)} x
                left join (${lineSums(sql`l`)}) s on s.order_id = x.id
                left join (${areaCounts(sql`a`)}) d on d.order_id = x.id
            returning tenant_id, id, factory_tenant_id)
    insert into oms_order_log (tenant_id, order_id, factory_tenant_id, action, by_tenant_id, by_user_id, by_user_name)
    select o.tenant_id, o.id, o.factory_tenant_id, ${action}, ${t}, ${a.userId}, ${a.realName || a.account} from o`);
  return ids;
}

/** Drafts rewritten: their own columns and derived sums updated, lines and areas replaced, a timeline entry each. */
async function replaceOrderRows(
  tx: Tx,
  caller: Caller,
  replace: readonly (OrderRows & { id: number })[],
  action: string,
): Promise<void> {
  const a = caller.auth;
  const t = a.tenantId;
  const { lines, areas } = childRows(caller, replace);
  const keys = Object.keys(replace[0]?.order ?? {});
  const rows = replace.map((o) => ({ ...o.order, id: o.id }));
  await tx.execute(sql`update oms_order o set (${columnList(keys)}, ${DERIVED}, update_time, update_user_id, update_user_name) =
      (${columnList(keys, 'x.')}, ${DERIVED_VALUES}, now(), ${a.userId}::bigint, ${a.realName})
    from ${recordset('oms_order', rows)} x
    left join (${lineSums(recordset('oms_order_line', lines))}) s on s.order_id = x.id
    left join (${areaCounts(recordset('oms_order_area', areas))}) d on d.order_id = x.id
   where o.tenant_id = ${t} and o.id = x.id`);
  const ids = replace.map((o) => o.id);
  await tx.delete(omsOrderLine).where(and(eq(omsOrderLine.tenantId, t), inArray(omsOrderLine.orderId, ids)));
  await tx.delete(omsOrderArea).where(and(eq(omsOrderArea.tenantId, t), inArray(omsOrderArea.orderId, ids)));
  await insertJson(tx, 'oms_order_line', lines);
  await insertJson(tx, 'oms_order_area', areas);
  await logOrders(tx, caller, merchantOrderResource, ids, { action });
}
