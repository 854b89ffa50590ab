import { WorkOrderSource, WorkOrderState, workOrderAggregate } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/query.ts';
import { BizError } from '../../../errors.ts';
import { writeTransitionDiff } from '../../../resources/diff-log.ts';
import type { TransitionHooks } from '../../../resources/hooks/types.ts';
import { runSystemTransition, userActor } from '../../../resources/system-transitions.ts';
import { newCodes } from '../codes.ts';
import { fillMergedBom } from './bom.ts';

type Row = Record<string, unknown>;

const WT = workOrderAggregate.transitions;

const idList = (rows: readonly Row[]) => `{${rows.map((r) => Number(r.id)).join(',')}}`;

/**
 * The work orders a work order makes pieces for: the ones merged into it, else itself (as a one-row
 * set), with the line each piece copies (order, line, SKU, colour, size, logistics, due date) and
 * its quantity. `w` names the making work order in the caller's query. Shared by release (the
 * pieces) and its guard (every merged line's order must still be passed).
 */
export const membersOf = (tenantId: number) => sql`(
    select m.id, m.code, m.quantity, m.order_tenant_id, m.order_id, m.order_code, m.order_line_id, m.line_no,
           m.sku_code, m.colour, m.size, m.logistics_mode, m.demand_date
      from pro_work_order m
     where m.tenant_id = ${tenantId} and m.merged_into_id = w.id and m.state = ${WorkOrderState.Merged} and not m.is_delete
    union all
    select w.id, w.code, w.quantity, w.order_tenant_id, w.order_id, w.order_code, w.order_line_id, w.line_no,
           w.sku_code, w.colour, w.size, w.logistics_mode, w.demand_date
     where w.source <> ${WorkOrderSource.Merged})`;

/**
 * Merge (transition `merge`): two or more pending work orders of one product, none itself a merge,
 * move to "merged" and a new pending work order makes their pieces — quantity their sum, due by the
 * earliest, the colour, size, SKU, logistics and customer they share (empty where they differ), the
 * sum of their bills of materials (each made for its own line's colour and size).
 */
export const mergeHooks: TransitionHooks = {
  async guard(_ctx, { rows }) {
    if (rows.length < 2) throw new BizError('P1039');
    const merged = rows.find((r) => Number(r.source) === WorkOrderSource.Merged);
    if (merged) throw new BizError('P1043', { code: String(merged.code) });
    const products = new Set(rows.map((r) => Number(r.productId)));
    if (products.size > 1)
      throw new BizError('P1040', {
        detail: rows
          .slice(0, 6)
          .map((r) => `${r.code} (${r.productCode ?? r.productId})`)
          .join(', '),
      });
  },
  async apply({ tx, caller }, { after }) {
    const t = caller.auth.tenantId;
    const [code] = await newCodes(tx, t, 'workOrder', 'WO', 1);
    // One value where the merged ones agree, else none ("mixed").
    const same = (column: string) => sql.raw(`case when count(distinct m.${column}) = 1 then min(m.${column}) end`);
    const [made] = await queryRows<{ id: string }>(
      tx,
      sql`insert into pro_work_order (tenant_id, code, name, source, customer_id, customer_name, product_id, product_code,
                                      product_name, route_id, print_kind, sku_code, colour, size, quantity, batch_no,
                                      start_date, demand_date, logistics_mode, state, remark,
                                      create_user_id, create_user_name, create_org_id, create_org_name)
          select ${t}, ${code}, min(m.product_name), ${WorkOrderSource.Merged}, ${same('customer_id')},
                 left(string_agg(distinct m.customer_name, ', '), 128), min(m.product_id), min(m.product_code),
                 min(m.product_name), min(m.route_id), min(m.print_kind), ${same('sku_code')}, ${same('colour')},
                 ${same('size')}, sum(m.quantity), ${same('batch_no')}, min(m.start_date), min(m.demand_date),
                 ${same('logistics_mode')}, ${WorkOrderState.Pending},
                 left(string_agg(m.code, ', ' order by m.code), 500),
                 ${caller.auth.userId}::bigint, ${caller.auth.realName || caller.auth.account},
                 ${caller.auth.orgId ?? null}::bigint, ${caller.auth.orgName ?? null}
            from pro_work_order m
           where m.tenant_id = ${t} and m.id = any(${idList(after)}::bigint[])
          returning id::text`,
    );
    const id = Number(made?.id);
    await tx.execute(sql`update pro_work_order set merged_into_id = ${id}
                          where tenant_id = ${t} and id = any(${idList(after)}::bigint[])
                            and state = ${WorkOrderState.Merged}`);
    await fillMergedBom(tx, t, [id]);
  },
};

/**
 * Split (transition `split`, a merged work order still pending): it is cancelled and the work orders
 * merged into it are pending again, each with its own line, as before the merge.
 */
export const splitHooks: TransitionHooks = {
  set: () => ({ close_time: sql`now()` }),
  async apply({ tx, caller }, { after }) {
    const t = caller.auth.tenantId;
    const members = await queryRows<{ id: string }>(
      tx,
      sql`select id::text from pro_work_order
           where tenant_id = ${t} and merged_into_id = any(${idList(after)}::bigint[]) and state = ${WorkOrderState.Merged}`,
    );
    // The split's planner moves them: guarded on "still merged", logged and evented like any transition.
    await runSystemTransition(tx, userActor(caller.auth), workOrderAggregate, WT.unmerged, {
      ids: members.map((m) => Number(m.id)),
      input: { mergeIds: after.map((r) => Number(r.id)) },
      set: {
        merged_into_id: null,
        update_user_id: caller.auth.userId,
        update_user_name: caller.auth.realName || caller.auth.account,
      },
      log: (lt, actor, info, moved) => writeTransitionDiff(lt, actor, workOrderAggregate.table, info, moved, {}),
    });
  },
};
