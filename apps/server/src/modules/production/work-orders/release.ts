import { ApprovalState, SubmitState, WorkOrderSource } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { BizError } from '../../../errors.ts';
import type { Caller } from '../../../resources/types.ts';
import { json } from '../sql.ts';
import { membersOf } from './merge.ts';

type Row = Record<string, unknown>;

interface RouteStep {
  process_id: string;
  code: string;
  name: string;
  is_main: boolean;
}

/** The processes of each product's route in production order (one read for every product released). */
async function routeSteps(tx: Tx, tenantId: number, productIds: readonly number[]): Promise<Map<number, RouteStep[]>> {
  const rows = await queryRows<RouteStep & { product_id: string }>(
    tx,
    sql`select p.id::text as product_id, pr.id::text as process_id, pr.code, pr.name, pr.is_main
          from mes_product p
          join mes_process_route_item i on i.tenant_id = p.tenant_id and i.route_id = p.process_route_id and not i.is_delete
          join mes_process pr on pr.tenant_id = i.tenant_id and pr.id = i.process_id
         where p.tenant_id = ${tenantId} and p.id = any(${`{${[...new Set(productIds)].join(',')}}`}::bigint[])
         order by p.id, i.sort_no, i.id`,
  );
  const byProduct = new Map<number, RouteStep[]>();
  for (const { product_id, ...step } of rows) {
    const list = byProduct.get(Number(product_id)) ?? [];
    list.push(step);
    byProduct.set(Number(product_id), list);
  }
  return byProduct;
}

/**
 * Refuses to release work whose order can no longer be made: cancelled, or not passed (the
 * merchant may cancel a passed order until production starts, which is this release).
 */
export async function guardRelease(tx: Tx, caller: Caller, rows: readonly Row[]): Promise<Map<number, RouteStep[]>> {
  const t = caller.auth.tenantId;
  // Every order line the pieces would come from (a merged work order's: those of the ones merged into it).
  const fromOrders = rows.filter((r) => Number(r.source) !== WorkOrderSource.Manual);
  if (fromOrders.length) {
    const ids = fromOrders.map((r) => Number(r.id));
    const dead = await queryRows<{ code: string }>(
      tx,
      sql`select m.code from pro_work_order w
            cross join lateral ${membersOf(t)} m
            left join oms_order o on o.factory_tenant_id = ${t} and o.tenant_id = m.order_tenant_id and o.id = m.order_id
           where w.tenant_id = ${t} and w.id = any(${`{${ids.join(',')}}`}::bigint[]) and m.order_line_id is not null
             and (o.id is null or o.submit_state <> ${SubmitState.Submitted} or o.approval_state <> ${ApprovalState.Passed})
           limit 1`,
    );
    if (dead[0]) throw new BizError('P1010', { code: dead[0].code });
  }
  const routes = rows.length
    ? await routeSteps(
        tx,
        t,
        rows.map((r) => Number(r.productId)),
      )
    : new Map();
  const steps = new Map<number, RouteStep[]>();
  for (const row of rows) {
    const found = routes.get(Number(row.productId));
    if (!found?.length) throw new BizError('P1011', { product: String(row.productCode ?? row.productId) });
    steps.set(Number(row.id), found);
  }
  return steps;
}

/**
 * Releasing a work order makes its tasks (one per route process, snapshotted) and its pieces (one
 * per garment, each knowing piece n of N of its order: the pieces of the order's earlier lines
 * come first), in the release's transaction. A merged work order's pieces are numbered on through
 * the work orders merged into it, each piece copying its own one's order line.
 */
export async function releaseWorkOrders(
  tx: Tx,
  caller: Caller,
  rows: readonly Row[],
  steps: ReadonlyMap<number, RouteStep[]>,
): Promise<void> {
  const t = caller.auth.tenantId;
  if (!rows.length) return;
  // Every work order's tasks in one insert and its pieces in another, however many are released.
  const tasks = rows.flatMap((row) =>
    (steps.get(Number(row.id)) ?? []).map((s, i) => ({
      work_order_id: Number(row.id),
      seq: i + 1,
      process_id: s.process_id,
      code: s.code,
      name: s.name,
      is_main: s.is_main,
      quantity: Number(row.quantity),
    })),
  );
  const routes = rows.map((row) => {
    const route = steps.get(Number(row.id)) ?? [];
    const first = route[0];
    return {
      id: Number(row.id),
      steps: route.length,
      // The print step: the route's first main process (DTG print, DTF print); batching happens before it.
      print_step: route.findIndex((s) => s.is_main) + 1 || 1,
      first_process_id: first?.process_id ?? null,
      first_name: first?.name ?? null,
    };
  });
  await tx.execute(sql`
    insert into pro_task (tenant_id, work_order_id, seq, process_id, process_code, process_name, is_main, quantity)
    select ${t}, v.work_order_id, v.seq, v.process_id, v.code, v.name, v.is_main, v.quantity
      from json_to_recordset(${json(tasks)})
        as v(work_order_id bigint, seq int, process_id bigint, code text, name text, is_main boolean, quantity int)`);
  await tx.execute(sql`
    insert into pro_piece (tenant_id, code, work_order_id, work_order_code, order_tenant_id, order_id, order_code,
                           order_line_id, line_no, piece_no, piece_total, product_id, product_name, print_kind,
                           sku_code, colour, size, logistics_mode, demand_date, step, steps, print_step,
                           next_process_id, next_process_name, create_user_id, create_user_name)
    select w.tenant_id, w.code || '-' || lpad(n::text, greatest(3, length(n::text)), '0'), w.id, w.code,
           m.order_tenant_id, m.order_id, m.order_code, m.order_line_id, m.line_no,
           coalesce(before.qty, 0) + g, coalesce(total.qty, m.quantity), w.product_id, w.product_name,
           w.print_kind, m.sku_code, m.colour, m.size, m.logistics_mode, m.demand_date, 1, r.steps, r.print_step,
           r.first_process_id, r.first_name, ${caller.auth.userId}::bigint, ${caller.auth.realName}
      from json_to_recordset(${json(routes)})
        as r(id bigint, steps int, print_step int, first_process_id bigint, first_name text)
      join pro_work_order w on w.tenant_id = ${t} and w.id = r.id
      cross join lateral (select x.*, coalesce(sum(x.quantity) over (order by x.id rows between unbounded preceding
                                                                     and 1 preceding), 0)::int as offset_qty
                            from ${membersOf(t)} x) m
      cross join generate_series(1, m.quantity) g
      cross join lateral (select m.offset_qty + g as n) seq
      left join oms_order_line me on me.factory_tenant_id = w.tenant_id and me.id = m.order_line_id
      left join lateral (select sum(l.quantity)::int as qty from oms_order_line l
                          where l.factory_tenant_id = w.tenant_id and l.order_id = m.order_id and not l.is_delete
                            and (l.sort_no, l.id) < (me.sort_no, me.id)) before on m.order_id is not null
      left join lateral (select sum(l.quantity)::int as qty from oms_order_line l
                          where l.factory_tenant_id = w.tenant_id and l.order_id = m.order_id and not l.is_delete) total
             on m.order_id is not null
     order by r.id, n`);
}
