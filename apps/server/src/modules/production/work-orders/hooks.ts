import { PieceState, stateLabel, WorkOrderSource, WorkOrderState, workOrderResource } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/query.ts';
import { BizError } from '../../../errors.ts';
import type { ResourceHooks } from '../../../resources/hooks/types.ts';
import { announceOrderProgress } from '../pieces/progress.ts';
import { planTasks } from '../schedule/planner.ts';
import { fillBom } from './bom.ts';
import { mergeHooks, splitHooks } from './merge.ts';
import { guardRelease, releaseWorkOrders } from './release.ts';

type Row = Record<string, unknown>;

/**
 * Work orders (resource `workOrder`): a manual one takes its product's code, name, route, kind of
 * work and customer; its bill of materials is the product's when none is given. Release makes
 * the pieces and tasks; close needs every piece finished or scrapped.
 */
export const workOrderHooks: ResourceHooks = {
  async beforeWrite({ tx, caller }, { action, values, before }) {
    if (action === 'add') values.source = WorkOrderSource.Manual;
    // Only a work order not yet released can change what it makes.
    if (before && Number(before.state) !== WorkOrderState.Pending && ('productId' in values || 'quantity' in values))
      throw new BizError('R0007', {
        state: stateLabel(workOrderResource, 'state', before.state)?.[caller.lang] ?? String(before.state),
        action: workOrderResource.title[caller.lang],
      });
    // A merge makes what its merged work orders ask for: its product and quantity are theirs.
    const changes = (key: string) => key in values && String(values[key]) !== String(before?.[key]);
    if (before && Number(before.source) === WorkOrderSource.Merged && (changes('productId') || changes('quantity')))
      throw new BizError('P1045', { code: String(before.code) });
    const productId = values.productId ?? before?.productId;
    if (productId === undefined || productId === null) return;
    const [product] = await queryRows<{
      code: string;
      name: string;
      route_id: string;
      print_kind: number;
      customer_id: string | null;
      customer_name: string | null;
    }>(
      tx,
      sql`select p.code, p.name, p.process_route_id::text as route_id, r.print_kind, c.id::text as customer_id, c.name as customer_name
            from mes_product p
            left join mes_process_route r on r.tenant_id = p.tenant_id and r.id = p.process_route_id
            left join mes_customer c on c.tenant_id = p.tenant_id and c.id = p.customer_id
           where p.tenant_id = ${caller.auth.tenantId} and p.id = ${Number(productId)} and not p.is_delete`,
    );
    if (!product) return; // the engine's ref check answers "refers to a record that does not exist"
    if (action === 'add' || 'productId' in values) {
      values.productCode = product.code;
      values.printKind = product.print_kind ?? 1;
      if (!values.name) values.name = product.name;
      if (action === 'add') values.customerName = product.customer_name;
    }
  },
  async written({ tx, caller }, { action, id }) {
    await tx.execute(sql`update pro_work_order w set product_name = p.name, route_id = p.process_route_id
                           from mes_product p
                          where w.tenant_id = ${caller.auth.tenantId} and w.id = ${id}
                            and p.tenant_id = w.tenant_id and p.id = w.product_id`);
    if (action === 'add') await fillBom(tx, caller.auth.tenantId, [id]);
    // A quantity left empty on a BOM row is rate × the work order's quantity.
    await tx.execute(sql`update pro_work_order_bom b set quantity = b.rate * w.quantity
                           from pro_work_order w
                          where b.tenant_id = ${caller.auth.tenantId} and b.work_order_id = ${id} and b.quantity is null
                            and w.tenant_id = b.tenant_id and w.id = b.work_order_id`);
  },
  async beforeDelete(_ctx, rows) {
    const merge = rows.find((r) => Number(r.source) === WorkOrderSource.Merged);
    if (merge) throw new BizError('P1045', { code: String(merge.code) });
  },
  transitions: {
    release: {
      guard: async ({ tx, caller }, { rows }) => guardRelease(tx, caller, rows),
      set: () => ({ release_time: sql`now()`, start_date: sql`coalesce(start_date, current_date)` }),
      async apply({ tx, caller }, { after, guarded }) {
        await releaseWorkOrders(tx, caller, after, guarded as Map<number, never[]>);
        // The released tasks get a plan at once (the Gantt shows them; a planner moves them from there).
        await planTasks(
          tx,
          caller.auth.tenantId,
          caller.timeZone ?? caller.services.config.timeZone,
          after.map((r: Row) => Number(r.id)),
        );
        // The orders of the pieces just made (a merged work order's come from several orders).
        const orders = await queryRows<{ order_id: string }>(
          tx,
          sql`select distinct order_id::text from pro_piece
               where tenant_id = ${caller.auth.tenantId} and order_id is not null
                 and work_order_id = any(${`{${after.map((r: Row) => Number(r.id)).join(',')}}`}::bigint[])`,
        );
        await announceOrderProgress(
          tx,
          caller.auth.tenantId,
          orders.map((o) => Number(o.order_id)),
        );
      },
    },
    close: {
      async guard({ tx, caller }, { rows }) {
        const ids = rows.map((r) => Number(r.id));
        const [open] = await queryRows<{ code: string; open: number }>(
          tx,
          sql`select w.code, count(*)::int as open from pro_piece p join pro_work_order w on w.tenant_id = p.tenant_id and w.id = p.work_order_id
               where p.tenant_id = ${caller.auth.tenantId} and p.work_order_id = any(${`{${ids.join(',')}}`}::bigint[])
                 and p.state not in (${PieceState.Finished}, ${PieceState.Scrapped}, ${PieceState.Withdrawn})
               group by w.code order by w.code limit 1`,
        );
        if (open) throw new BizError('P1009', { code: open.code, open: open.open });
      },
      set: () => ({ close_time: sql`now()` }),
    },
    merge: mergeHooks,
    split: splitHooks,
  },
};
