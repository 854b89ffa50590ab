import { WorkOrderSource, WorkOrderState } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { newCodes } from '../codes.ts';
import { json } from '../sql.ts';
import { fillBom } from './bom.ts';

interface LineToMake {
  line_id: string;
  /** The line's number in its order (1, 2, …), as print areas name it (`oms_order_area.line_no`). */
  line_no: number;
}

/**
 * Work orders for a passed order (the listener of the order desk's `passed` events): one per
 * line that review mapped to a product, in the factory's tenant, with the product's bill of
 * materials × quantity. Idempotent: a line that already has its work order is left alone (the
 * unique index on the order line), so a redelivered event adds nothing. Returns how many were made.
 */
export async function workOrdersFromOrder(
  tx: Tx,
  factoryTenantId: number,
  orderId: number,
  by: { userId: number | null; name: string | null },
): Promise<number> {
  return (await workOrdersMadeFromOrder(tx, factoryTenantId, orderId, by)).codes.length;
}

/**
 * `workOrdersFromOrder` answering the codes of the work orders it made, in line order (the
 * planner's "From order", work-orders/from-order.ts, names them).
 */
export async function workOrdersMadeFromOrder(
  tx: Tx,
  factoryTenantId: number,
  orderId: number,
  by: { userId: number | null; name: string | null },
): Promise<{ codes: string[] }> {
  const t = factoryTenantId;
  // The order's lines as the factory sees them (oms_order's factory_desk policy): passed, mapped, not made yet.
  const lines = await queryRows<LineToMake>(
    tx,
    sql`select line_id, line_no from (
          select l.id::text as line_id, l.product_id, row_number() over (order by l.sort_no, l.id)::int as line_no
            from oms_order_line l
            join oms_order o on o.tenant_id = l.tenant_id and o.id = l.order_id
           where l.factory_tenant_id = ${t} and l.order_id = ${orderId} and not l.is_delete
             and o.approval_state = 1 and o.submit_state = 1) x
         where x.product_id is not null
           and not exists (select 1 from pro_work_order w
                            where w.tenant_id = ${t} and w.order_line_id = x.line_id::bigint and not w.is_delete)
         order by line_no`,
  );
  if (!lines.length) return { codes: [] };
  const codes = await newCodes(tx, t, 'workOrder', 'WO', lines.length);
  const rows = lines.map((l, i) => ({ line_id: l.line_id, line_no: l.line_no, code: codes[i] }));
  const made = await queryRows<{ id: string; code: string }>(
    tx,
    sql`insert into pro_work_order (tenant_id, code, name, source, order_tenant_id, order_id, order_code, order_line_id, line_no,
                                    customer_id, customer_name, product_id, product_code, product_name, route_id, print_kind,
                                    sku_code, colour, size, quantity, demand_date, logistics_mode, state,
                                    create_user_id, create_user_name)
        select ${t}, v.code, p.name, ${WorkOrderSource.Order}, o.tenant_id, o.id, o.order_code, l.id, v.line_no,
               o.customer_id, coalesce(c.name, o.merchant_name), p.id, p.code, p.name, p.process_route_id, l.print_kind,
               l.sku_code, l.colour, l.size, l.quantity,
               -- Due three days after the order by default: the ship-by priority of batching reads it.
               (o.order_time at time zone 'UTC')::date + 3, o.logistics_mode, ${WorkOrderState.Pending},
               ${by.userId}::bigint, ${by.name}
          from json_to_recordset(${json(rows)}) as v(line_id bigint, line_no int, code text)
          join oms_order_line l on l.factory_tenant_id = ${t} and l.id = v.line_id
          join oms_order o on o.tenant_id = l.tenant_id and o.id = l.order_id
          join mes_product p on p.tenant_id = ${t} and p.id = l.product_id
          left join mes_customer c on c.tenant_id = ${t} and c.id = o.customer_id
        on conflict (tenant_id, order_line_id) where not is_delete and order_line_id is not null do nothing
        returning id::text, code`,
  );
  await fillBom(
    tx,
    t,
    made.map((m) => Number(m.id)),
  );
  // In line order; a line another transaction made meanwhile (the unique index: do nothing) is left out.
  const madeCodes = new Set(made.map((m) => m.code));
  return { codes: codes.filter((code) => madeCodes.has(code)) };
}
