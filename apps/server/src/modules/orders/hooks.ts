import {
  ApprovalState,
  merchantGeneralSettings,
  ORDER_LIST_KIND,
  OrderPrintKind,
  PrintKind,
  ProductionState,
  type Resource,
  SUBMIT_STATE_OPTIONS,
  SubmitState,
  stateLabel,
  type TransitionInfo,
} from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { BizError } from '../../errors.ts';
import type { ResourceHooks, TransitionChange, TransitionHooks } from '../../resources/hooks/types.ts';
import { col } from '../../resources/sql.ts';
import type { Caller } from '../../resources/types.ts';
import { nextNumbers, readSettings } from '../factorySettings/index.ts';
import { type SkuMapping, skuResolver } from '../omsProductMapping/index.ts';
import { orderHasPiece } from '../production/index.ts';
import { completenessIssues, refuseIssues, reviewIssues } from './checks.ts';
import { orderContent } from './content.ts';
import { tellFactoryCancelled } from './factory-events.ts';
import { logOrders } from './timeline.ts';

type Row = Record<string, unknown>;
const ids = (rows: readonly Row[]) => rows.map((r) => Number(r.id));
const inList = (values: readonly number[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const who = (caller: Caller) => caller.auth.realName || caller.auth.account;

/**
 * The order's kind of work summed up from its live lines (OrderPrintKind): 1 when none is heat,
 * 2 when none is direct print, 3 when both are there. `x` is the order.
 */
const orderKind = sql`(select case when count(*) filter (where l.print_kind = ${PrintKind.Heat}) = 0 then ${OrderPrintKind.Dtg}::int
                                   when count(*) filter (where l.print_kind = ${PrintKind.Dtg}) = 0 then ${OrderPrintKind.Heat}::int
                                   else ${OrderPrintKind.Mixed}::int end
                         from oms_order_line l where l.tenant_id = x.tenant_id and l.order_id = x.id and not l.is_delete)`;

/**
 * Derived columns of a merchant's orders from their lines, print areas and shop: goods total,
 * order total (plus freight), pieces, designs, the SKUs (searchable), the kind of work, the shop's
 * name and platform.
 */
export async function recomputeOrders(tx: Tx, tenantId: number, orderIds: readonly number[]): Promise<void> {
  if (!orderIds.length) return;
  const list = inList(orderIds);
  await tx.execute(sql`
    update oms_order o set
      total_price = coalesce(s.price, 0), total_amount = coalesce(s.price, 0) + coalesce(o.freight, 0),
      product_count = coalesce(s.qty, 0), sku_codes = s.skus, design_count = coalesce(d.designs, 0),
      shop_name = sh.name, platform = coalesce(sh.platform, o.platform), print_kind = ${orderKind}
    from oms_order x
    left join lateral (select sum(quantity * coalesce(unit_price, 0)) as price, sum(quantity)::int as qty,
                              string_agg(distinct sku_code, ' ') as skus
                         from oms_order_line l where l.tenant_id = x.tenant_id and l.order_id = x.id and not l.is_delete) s on true
    left join lateral (select count(*)::int as designs
                         from oms_order_area a where a.tenant_id = x.tenant_id and a.order_id = x.id and not a.is_delete) d on true
    left join oms_shop sh on sh.tenant_id = x.tenant_id and sh.id = x.shop_id and not sh.is_delete
    where x.tenant_id = ${tenantId} and x.id in (${list}) and o.tenant_id = x.tenant_id and o.id = x.id`);
}

/** Order codes for orders added without one: the tenant's numbering rule for orders, else SO + date + serial. */
export async function newOrderCodes(tx: Tx, tenantId: number, count: number): Promise<string[]> {
  try {
    return await nextNumbers(tx, tenantId, 'order', count);
  } catch (error) {
    if (!(error instanceof BizError)) throw error;
    const rows = await queryRows<{ code: string }>(
      tx,
      sql`select 'SO' || to_char(now(), 'YYYYMMDD') || lpad((nextval('pf_id_seq') % 1000000)::text, 6, '0') as code
            from generate_series(1, ${count})`,
    );
    return rows.map((r) => String(r.code));
  }
}

/** What the merchant's general settings fill in on a new order left without them (logistics, freight). */
export async function merchantDefaults(tx: Tx, tenantId: number): Promise<(values: Row) => void> {
  const defaults = await readSettings(tx, tenantId, merchantGeneralSettings);
  const empty = (v: unknown) => v === undefined || v === null || v === '';
  return (values) => {
    if (empty(values.logisticsMode) && defaults.defaultLogisticsMode)
      values.logisticsMode = defaults.defaultLogisticsMode;
    if (empty(values.freight) && !empty(defaults.defaultFreight)) values.freight = defaults.defaultFreight;
  };
}

/** Each transition also writes its timeline entry (who, when, from → to, reason) in its transaction. */
function logged(resource: () => Resource, hooks: Record<string, TransitionHooks>): Record<string, TransitionHooks> {
  const out: Record<string, TransitionHooks> = {};
  for (const t of resource().transitionList) {
    const own = hooks[t.name] ?? {};
    out[t.name] = {
      ...own,
      async apply(ctx, change) {
        await own.apply?.(ctx, change);
        await logTransition(ctx.tx, ctx.caller, resource(), t, change);
      },
    };
  }
  return out;
}

async function logTransition(tx: Tx, caller: Caller, resource: Resource, t: TransitionInfo, change: TransitionChange) {
  const input = change.input;
  const reason = [input.reviewRemark, input.abnormalReason, input.cancelReason, input.clearReason].find(
    (v) => typeof v === 'string',
  );
  await logOrders(
    tx,
    caller,
    resource,
    ids(change.rows),
    { action: t.name, field: t.field, to: t.to, reason: (reason as string | undefined) ?? null },
    new Map(change.rows.map((r) => [Number(r.id), Number(r[t.field])])),
  );
}

/** The factory a submission goes to, found by the submit guard. */
interface Submission {
  factoryTenantId: number;
  customerId: number;
  merchantName: string;
}

/** The merchant's order resources (all, direct print, heat print): drafts, submission, cancellation. */
export function merchantOrderHooks(resource: () => Resource): ResourceHooks {
  return {
    async beforeWrite({ tx, caller }, { action, values, before }) {
      if (before && Number(before.submitState) !== SubmitState.Draft)
        throw new BizError('O1002', {
          state: stateLabel(resource(), 'submitState', before.submitState)?.[caller.lang] ?? String(before.submitState),
        });
      if (action === 'add' && !String(values.orderCode ?? '').trim())
        values.orderCode = (await newOrderCodes(tx, caller.auth.tenantId, 1))[0];
      if (action === 'add' && !values.orderTime) delete values.orderTime;
      if (action === 'add') (await merchantDefaults(tx, caller.auth.tenantId))(values);
      // A line given without a kind of work has the kind of the list it is written through.
      if (Array.isArray(values.lines)) {
        const kind = ORDER_LIST_KIND[resource().name] ?? PrintKind.Dtg;
        for (const line of values.lines as Row[])
          if (line.printKind === undefined || line.printKind === null) line.printKind = kind;
      }
    },
    // Totals, counts and the shop's name follow the lines and the shop in the same transaction.
    async written({ tx, caller }, { action, id }) {
      await recomputeOrders(tx, caller.auth.tenantId, [id]);
      await logOrders(tx, caller, resource(), [id], { action });
    },
    async beforeDelete({ caller }, rows) {
      const locked = rows.find((r) => Number(r.submitState) !== SubmitState.Draft);
      if (locked)
        throw new BizError('O1007', {
          code: String(locked.orderCode),
          state:
            SUBMIT_STATE_OPTIONS.find((o) => o.value === Number(locked.submitState))?.label[caller.lang] ??
            String(locked.submitState),
        });
    },
    transitions: logged(resource, {
      submit: {
        async guard({ tx, caller }, change) {
          const content = await orderContent(tx, resource(), caller.auth.tenantId, ids(change.rows));
          for (const row of change.rows)
            refuseIssues(
              'O1006',
              caller.lang,
              row,
              completenessIssues(content.get(Number(row.id)) ?? { lines: [], areas: [] }),
            );
          const factories = await queryRows<{
            factory_tenant_id: unknown;
            customer_id: unknown;
            merchant_name: string;
          }>(tx, sql`select factory_tenant_id, customer_id, merchant_name from pf_order_factories()`);
          const [first] = factories;
          if (!first) throw new BizError('O1001');
          if (new Set(factories.map((f) => String(f.factory_tenant_id))).size > 1) throw new BizError('O1008');
          return {
            factoryTenantId: Number(first.factory_tenant_id),
            customerId: Number(first.customer_id),
            merchantName: first.merchant_name,
          } satisfies Submission;
        },
        // A resubmission after a rejection is pending review again.
        set: () => ({ submit_time: sql`now()`, approval_state: ApprovalState.Pending, review_remark: null }),
        async apply({ tx, caller }, change) {
          const found = change.guarded as Submission;
          const t = caller.auth.tenantId;
          const list = inList(ids(change.rows));
          // The order and everything under it open to the factory (policy factory_desk).
          await tx.execute(sql`update oms_order set factory_tenant_id = ${found.factoryTenantId}, customer_id = ${found.customerId},
                                 merchant_name = ${found.merchantName} where tenant_id = ${t} and id in (${list})`);
          for (const table of ['oms_order_line', 'oms_order_area', 'oms_order_log'])
            await tx.execute(
              sql`update ${sql.identifier(table)} set factory_tenant_id = ${found.factoryTenantId} where tenant_id = ${t} and order_id in (${list})`,
            );
        },
      },
      // Cancelling stops before production: once work has started the factory must stop it.
      cancel: {
        async guard(_ctx, change) {
          if (change.rows.some((r) => Number(r.productionState) !== ProductionState.NotStarted))
            throw new BizError('O1004');
        },
        // A passed order may already have work orders waiting for release: its factory cancels them.
        async apply({ tx }, change) {
          await tellFactoryCancelled(
            tx,
            ids(change.after),
            'merchant',
            String(change.input.cancelReason ?? '') || null,
          );
        },
      },
    }),
  };
}

/** The factory's order desk (order list, heat-print order list): review, abnormal flag, printed. */
export function factoryOrderHooks(resource: () => Resource): ResourceHooks {
  // The rows are locked by the engine, so a merchant's cancel racing this call goes first or waits.
  const refuseCancelled = (rows: readonly Row[], code: 'O1005' | 'O1037' | 'O1038') => {
    const cancelled = rows.find((r) => Number(r.submitState) === SubmitState.Cancelled);
    if (cancelled) throw new BizError(code, { code: String(cancelled.orderCode) });
  };
  const reviewed = (caller: Caller) => ({ review_time: sql`now()`, reviewer_name: who(caller) });
  return {
    transitions: logged(resource, {
      audit: {
        async guard({ tx, caller }, change) {
          refuseCancelled(change.rows, 'O1005');
          const t = caller.auth.tenantId;
          const content = await orderContent(tx, resource(), t, ids(change.rows));
          const mapped = new Map<number, SkuMapping>();
          // One lookup per SKU, product and colour list of the batch, however many orders carry them.
          const resolver = skuResolver(tx, t);
          for (const row of change.rows) {
            const found = await reviewIssues(
              tx,
              t,
              caller.lang,
              row,
              content.get(Number(row.id)) ?? { lines: [], areas: [] },
              resolver,
            );
            refuseIssues('O1003', caller.lang, row, found.issues);
            for (const [lineId, m] of found.mapped) mapped.set(lineId, m);
          }
          return mapped;
        },
        set: ({ caller }) => reviewed(caller),
        // Each line remembers the product it will be made as (production reads it) and takes the
        // kind of work of that product's route — the factory's word over the merchant's; the
        // order's summary follows, so it moves to the lists of its lines' kinds.
        async apply({ tx, caller }, change) {
          const mapped = [...(change.guarded as Map<number, SkuMapping>)];
          if (!mapped.length) return;
          const t = caller.auth.tenantId;
          const rows = sql.join(
            mapped.map(
              ([lineId, m]) =>
                sql`(${lineId}::bigint, ${m.productId}::bigint, ${m.productCode}, ${m.productName}, ${m.mappingId}::bigint, ${m.printKind}::int)`,
            ),
            sql`, `,
          );
          await tx.execute(sql`update oms_order_line l set product_id = v.product_id, product_code = v.product_code,
                                 product_name = v.product_name, mapping_id = v.mapping_id, print_kind = v.print_kind
                                 from (values ${rows}) as v(id, product_id, product_code, product_name, mapping_id, print_kind)
                                where l.factory_tenant_id = ${t} and l.id = v.id`);
          await tx.execute(sql`update oms_order o set print_kind = ${orderKind} from oms_order x
                                where x.factory_tenant_id = ${t} and x.id in (${inList(ids(change.rows))})
                                  and o.tenant_id = x.tenant_id and o.id = x.id`);
        },
      },
      reject: {
        async guard(_ctx, change) {
          refuseCancelled(change.rows, 'O1005');
        },
        // A rejected order goes back to the merchant as a draft, to be fixed and submitted again.
        set: ({ caller }) => ({ ...reviewed(caller), submit_state: SubmitState.Draft }),
      },
      // A cancelled order is off the desk's work: its flag and print state no longer move (clearing
      // a flag it kept is still allowed, to tidy up).
      setAbnormal: {
        async guard(_ctx, change) {
          refuseCancelled(change.rows, 'O1037');
        },
      },
      markPrinted: {
        async guard(_ctx, change) {
          refuseCancelled(change.rows, 'O1038');
          const unpassed = change.rows.find((r) => Number(r.approvalState) !== ApprovalState.Passed);
          if (unpassed) throw new BizError('O1009', { code: String(unpassed.orderCode) });
        },
      },
      clearAbnormal: { set: () => ({ abnormal_reason: null }) },
    }),
  };
}

/**
 * The factory's order search: the desk's hooks, and the piece code (a search-only field), found by
 * production's condition on the order's own columns — pieces are production's, read through its index.
 */
export function orderSearchHooks(resource: () => Resource): ResourceHooks {
  return {
    ...factoryOrderHooks(resource),
    search: {
      pieceCode: (value) =>
        orderHasPiece(String(value).trim(), {
          tenantId: col('tenant_id'),
          id: col('id'),
          factoryTenantId: col('factory_tenant_id'),
        }),
    },
  };
}
