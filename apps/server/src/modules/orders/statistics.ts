import {
  AbnormalFlag,
  ApprovalState,
  type EnumOption,
  type Language,
  ORDER_PRINT_KIND_OPTIONS,
  ORDER_SOURCE_OPTIONS,
  type OrderStatisticsGroup,
  type OrderStatisticsResult,
  type OrderStatisticsRow,
  type orderStatisticsInputSchema,
  ProductionState,
  ShippingState,
  SubmitState,
} from '@printfloor/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';

/**
 * The key and label columns of each grouping (`o`: the order, `tz`: the tenant's zone). Days, months,
 * sources and kinds are labelled from their key afterwards (a second copy of the key's expression
 * would carry its own parameter, which PostgreSQL does not count as the grouped expression).
 */
function groupSql(group: OrderStatisticsGroup, tz: string): { key: SQL; label: SQL; order: SQL } {
  const local = sql`(o.order_time at time zone ${tz})`;
  switch (group) {
    case 'day':
      return { key: sql`to_char(${local}, 'YYYY-MM-DD')`, label: sql`null`, order: sql`1 desc` };
    case 'month':
      return { key: sql`to_char(${local}, 'YYYY-MM')`, label: sql`null`, order: sql`1 desc` };
    case 'merchant':
      // The merchant's name as the order carries it (its tenant's name when it was submitted).
      return { key: sql`o.tenant_id::text`, label: sql`max(o.merchant_name)`, order: sql`orders desc, 2` };
    case 'source':
      return { key: sql`o.source::text`, label: sql`null`, order: sql`orders desc, 1` };
    case 'printKind':
      return { key: sql`o.print_kind::text`, label: sql`null`, order: sql`orders desc, 1` };
  }
}

/** A checked statistics request (defaults applied). */
type OrderStatisticsQuery = z.output<typeof orderStatisticsInputSchema>;

/** The figures of a set of orders, as select columns (the same for a group and for the totals). */
const FIGURES = sql`count(*)::int as orders,
  coalesce(sum(o.product_count), 0)::int as pieces,
  coalesce(sum(o.total_amount), 0)::text as amount,
  coalesce(sum(o.freight), 0)::text as freight,
  (count(*) filter (where o.submit_state = ${SubmitState.Submitted} and o.approval_state = ${ApprovalState.Pending}))::int as "pendingReview",
  (count(*) filter (where o.approval_state = ${ApprovalState.Passed}))::int as passed,
  (count(*) filter (where o.approval_state = ${ApprovalState.Rejected}))::int as rejected,
  (count(*) filter (where o.submit_state = ${SubmitState.Cancelled}))::int as cancelled,
  (count(*) filter (where o.production_state = ${ProductionState.InProduction}))::int as "inProduction",
  (count(*) filter (where o.production_state = ${ProductionState.Completed}))::int as completed,
  (count(*) filter (where o.shipping_state = ${ShippingState.Shipped}))::int as shipped,
  (count(*) filter (where o.abnormal_flag = ${AbnormalFlag.Abnormal} and o.submit_state <> ${SubmitState.Cancelled}))::int as abnormal`;

type Figures = Omit<OrderStatisticsRow, 'key' | 'label' | 'passRate'>;

const optionLabel = (options: readonly EnumOption[], value: string, lang: Language) =>
  options.find((o) => String(o.value) === value)?.label[lang] ?? value;

function rowOf(key: string, label: string, f: Figures): OrderStatisticsRow {
  const reviewed = Number(f.passed) + Number(f.rejected);
  return {
    key,
    label,
    orders: Number(f.orders),
    pieces: Number(f.pieces),
    amount: Number(f.amount).toFixed(2),
    freight: Number(f.freight).toFixed(2),
    pendingReview: Number(f.pendingReview),
    passed: Number(f.passed),
    rejected: Number(f.rejected),
    cancelled: Number(f.cancelled),
    inProduction: Number(f.inProduction),
    completed: Number(f.completed),
    shipped: Number(f.shipped),
    abnormal: Number(f.abnormal),
    passRate: reviewed ? Math.min(100, Math.round((Number(f.passed) * 1000) / reviewed) / 10) : null,
  };
}

/**
 * The factory's order statistics for a range of its calendar, in one statement: the page of groups
 * (`all`: every group, for the chart and the export) with the number of groups and the range's totals.
 * "Received" orders are the factory desk's (factory_tenant_id, from submission on or rejected back),
 * as row-level security lets the factory see them; the range is on order time in the tenant's zone
 * (the factory page indexes lead with factory_tenant_id and order time).
 */
export async function orderStatistics(
  tx: Tx,
  tenantId: number,
  timeZone: string,
  lang: Language,
  input: OrderStatisticsQuery,
  all = false,
): Promise<OrderStatisticsResult> {
  const group = groupSql(input.groupBy, timeZone);
  const conditions = [
    sql`o.factory_tenant_id = ${tenantId}`,
    sql`not o.is_delete`,
    sql`(o.submit_state <> ${SubmitState.Draft} or o.approval_state = ${ApprovalState.Rejected})`,
    sql`o.order_time >= ((${input.from}::date)::timestamp at time zone ${timeZone})`,
    sql`o.order_time < (((${input.to}::date) + 1)::timestamp at time zone ${timeZone})`,
  ];
  if (input.printKind) conditions.push(sql`o.print_kind = ${input.printKind}`);
  if (input.source) conditions.push(sql`o.source = ${input.source}`);
  const where = sql.join(conditions, sql` and `);
  const limit = all ? sql`` : sql`limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}`;
  const rows = await queryRows<Figures & { key: string | null; label: string | null; groups: number; totals: Figures }>(
    tx,
    sql`with g as (
          select ${group.key} as key, ${group.label} as label, ${FIGURES}
            from oms_order o where ${where}
           group by 1 order by ${group.order} ${limit}),
        t as (select ${FIGURES}, count(distinct ${group.key})::int as groups from oms_order o where ${where})
        select g.*, t.groups, to_jsonb(t) as totals from t left join g on true`,
  );
  const totals = rows[0]?.totals ?? ({} as Figures);
  const labelOf = (key: string, label: string | null) =>
    input.groupBy === 'source'
      ? optionLabel(ORDER_SOURCE_OPTIONS, key, lang)
      : input.groupBy === 'printKind'
        ? optionLabel(ORDER_PRINT_KIND_OPTIONS, key, lang)
        : (label ?? key);
  return {
    items: rows.filter((r) => r.key !== null).map((r) => rowOf(String(r.key), labelOf(String(r.key), r.label), r)),
    total: Number(rows[0]?.groups ?? 0),
    page: all ? 1 : input.page,
    pageSize: all ? Number(rows[0]?.groups ?? 0) : input.pageSize,
    totals: rowOf('', '', totals),
  };
}
