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
 * Inserts many rows in one statement with one parameter: the rows as one JSON array text (objects
 * with the keys `keys`, the column names), typed by the table's own row type
 * (json_populate_recordset), so thousands of rows cost one round trip and no per-value parameter
 * building; columns left out take their defaults. The caller serializes the rows, as it goes.
 */
export async function insertJson(tx: Tx, table: string, keys: readonly string[], json: string): Promise<void> {
  const columns = columnList(keys);
  await tx.execute(sql`insert into ${sql.identifier(table)} (${columns})
    select ${columns} from ${recordset(table, json)}`);
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
 * order just added). Every order of one call has the same own columns.
 */
export async function writeOrderRows(
  tx: Tx,
  caller: Caller,
  write: { replace: readonly (OrderRows & { id: number })[]; add: readonly OrderRows[] },
  actions: WriteActions,
): Promise<void> {
  if (write.replace.length) await replaceOrderRows(tx, caller, write.replace, actions.replaced);
  if (write.add.length) await addOrderRows(tx, caller, write.add, actions.added);
}

/** Lines or areas of orders as written: the rows' keys and the rows as one JSON array text. */
interface ChildRows {
  keys: string[];
  json: string;
}

/**
 * The lines or areas of orders (with their ids) as one JSON text, each row given its order's id
 * and its number within the order. Written as text row by row — a spread copy of each of the
 * ~150,000 rows of a large import cost more than serializing them (bench:orders, import).
 */
function childRows(orders: readonly (OrderRows & { id: number })[], of: (o: OrderRows) => Columns[]): ChildRows {
  let keys: string[] | null = null;
  const parts: string[] = [];
  for (const o of orders)
    of(o).forEach((row, i) => {
      keys ??= Object.keys(row);
      const own = JSON.stringify(row);
      parts.push(`{"order_id":${o.id},"sort_no":${i}${own === '{}' ? '' : `,${own.slice(1, -1)}`}}`);
    });
  return { keys: keys ?? [], json: `[${parts.join(',')}]` };
}

/** Inserts lines or areas (childRows) with who wrote them; `returning` names columns to give back. */
function insertChildren(table: string, rows: ChildRows, by: Caller['auth'], returning?: string): SQL {
  const keys = ['order_id', 'sort_no', ...rows.keys];
  return sql`insert into ${sql.identifier(table)} (tenant_id, create_user_id, create_user_name, ${columnList(keys)})
    select ${by.tenantId}::bigint, ${by.userId}::bigint, ${by.realName}, ${columnList(keys)}
      from ${recordset(table, rows.json)}
    ${returning ? sql.raw(`returning ${returning}`) : sql``}`;
}

const DERIVED = sql.raw('total_price, total_amount, product_count, sku_codes, design_count');
/** The derived columns' values from the sums `s` (lines) and `d` (areas) joined to the order `x`. */
const DERIVED_VALUES = sql`coalesce(s.price, 0), coalesce(s.price, 0) + coalesce(x.freight, 0), coalesce(s.qty, 0), s.skus,
                           coalesce(d.designs, 0)`;
/** The sums of lines (`quantity`, `unit_price`, `sku_code`, by `order_id`) from `lines`. */
const lineSums = (lines: SQL) => sql`select order_id, sum(quantity * coalesce(unit_price, 0)) as price,
    sum(quantity)::int as qty, string_agg(distinct sku_code, ' ') as skus from ${lines} group by order_id`;
const areaCounts = (areas: SQL) => sql`select order_id, count(*)::int as designs from ${areas} group by order_id`;
/** Rows of `table` from a JSON array text (one parameter, typed by the table's own row type). */
const recordset = (table: string, json: string) =>
  sql`json_populate_recordset(null::${sql.identifier(table)}, ${json}::json)`;
const columnList = (keys: readonly string[], prefix = '') => sql.raw(keys.map((c) => `${prefix}"${c}"`).join(', '));

/**
 * New orders in one statement: their lines and areas inserted, summed into the orders' derived
 * columns as the orders are inserted, and a timeline entry per order — the rows cross the wire
 * once and the database does one round trip's work (a chunk of an import is ~400 orders).
 */
async function addOrderRows(tx: Tx, caller: Caller, add: readonly OrderRows[], action: string): Promise<void> {
  const a = caller.auth;
  const t = a.tenantId;
  const ids = (
    await queryRows<{ id: string }>(
      tx,
      sql`select nextval('pf_id_seq')::text as id from generate_series(1, ${add.length})`,
    )
  ).map((r) => Number(r.id));
  const codes = await newOrderCodes(tx, t, add.length);
  const numbered = add.map((o, i) => ({ ...o, id: ids[i] as number }));
  const lines = childRows(numbered, (o) => o.lines);
  const areas = childRows(numbered, (o) => o.areas);
  const orders = add.map((o, i) => ({
    tenant_id: t,
    id: ids[i],
    order_code: codes[i],
    ...o.order,
    create_user_id: a.userId,
    create_user_name: a.realName,
    create_org_id: a.orgId,
    create_org_name: a.orgName,
  }));
  const keys = Object.keys(orders[0] as object);
  // Lines and areas first, in the same statement: their sums feed the orders' insert (no foreign keys
  // to wait for); the timeline rows are those logOrders writes, taken from the orders as inserted.
  await tx.execute(sql`with
      lines_in as (${insertChildren('oms_order_line', lines, a, 'order_id, quantity, unit_price, sku_code')}),
      areas_in as (${insertChildren('oms_order_area', areas, a, 'order_id')}),
      orders_in as (insert into oms_order (${columnList(keys)}, ${DERIVED})
              select ${columnList(keys, 'x.')}, ${DERIVED_VALUES}
                from ${recordset('oms_order', JSON.stringify(orders))} x
                left join (${lineSums(sql`lines_in`)}) s on s.order_id = x.id
                left join (${areaCounts(sql`areas_in`)}) d on d.order_id = x.id
            returning tenant_id, id, factory_tenant_id)
    insert into oms_order_log (tenant_id, order_id, factory_tenant_id, action, by_tenant_id, by_user_id, by_user_name)
    select o.tenant_id, o.id, o.factory_tenant_id, ${action}, ${t}, ${a.userId}, ${a.realName || a.account} from orders_in o`);
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
  const lines = childRows(replace, (o) => o.lines);
  const areas = childRows(replace, (o) => o.areas);
  const keys = Object.keys(replace[0]?.order ?? {});
  const rows = replace.map((o) => ({ ...o.order, id: o.id }));
  await tx.execute(sql`update oms_order o set (${columnList(keys)}, ${DERIVED}, update_time, update_user_id, update_user_name) =
      (${columnList(keys, 'x.')}, ${DERIVED_VALUES}, now(), ${a.userId}::bigint, ${a.realName})
    from ${recordset('oms_order', JSON.stringify(rows))} x
    left join (${lineSums(recordset('oms_order_line', lines.json))}) s on s.order_id = x.id
    left join (${areaCounts(recordset('oms_order_area', areas.json))}) d on d.order_id = x.id
   where o.tenant_id = ${t} and o.id = x.id`);
  const ids = replace.map((o) => o.id);
  await tx.delete(omsOrderLine).where(and(eq(omsOrderLine.tenantId, t), inArray(omsOrderLine.orderId, ids)));
  await tx.delete(omsOrderArea).where(and(eq(omsOrderArea.tenantId, t), inArray(omsOrderArea.orderId, ids)));
  if (lines.keys.length) await tx.execute(insertChildren('oms_order_line', lines, a));
  if (areas.keys.length) await tx.execute(insertChildren('oms_order_area', areas, a));
  await logOrders(tx, caller, merchantOrderResource, ids, { action });
}
