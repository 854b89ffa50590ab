import { PieceState, type ProductionFigures, ScanResult, WorkOrderState } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';

/**
 * The workbench's production tiles of a factory, in one statement: open work orders (pending or
 * released), pieces scanned today, live pieces due today and past their demand date, unqualified
 * scans today (abnormal) and today's defect rate (unqualified / scans). `orders`: the order counts
 * the orders domain reports for the caller (placed today, open), or null.
 */
export async function workbenchProduction(
  tx: Tx,
  tenantId: number,
  timeZone: string,
  orders: { today: number; open: number } | null,
): Promise<ProductionFigures> {
  const todayStart = sql`(date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone})`;
  const today = sql`(now() at time zone ${timeZone})::date`;
  const [row] = await queryRows<{
    work_orders: number;
    scans: number;
    unqualified: number;
    due_today: number;
    late: number;
  }>(
    tx,
    sql`select
          (select count(*)::int from pro_work_order where tenant_id = ${tenantId} and not is_delete
              and state in (${WorkOrderState.Pending}, ${WorkOrderState.Released})) as work_orders,
          s.scans, s.unqualified, p.due_today, p.late
        from (select count(*)::int as scans,
                     (count(*) filter (where result = ${ScanResult.Unqualified}))::int as unqualified
                from pro_scan where tenant_id = ${tenantId} and scan_time >= ${todayStart}) s,
             (select (count(*) filter (where demand_date = ${today}))::int as due_today,
                     (count(*) filter (where demand_date < ${today}))::int as late
                from pro_piece where tenant_id = ${tenantId} and not is_delete
                 and state in (${PieceState.Waiting}, ${PieceState.InProduction})) p`,
  );
  const scans = Number(row?.scans ?? 0);
  const unqualified = Number(row?.unqualified ?? 0);
  return {
    available: true,
    ordersToday: orders?.today ?? 0,
    ordersOpen: orders?.open ?? 0,
    workOrdersOpen: Number(row?.work_orders ?? 0),
    piecesScannedToday: scans,
    dueToday: Number(row?.due_today ?? 0),
    late: Number(row?.late ?? 0),
    abnormal: unqualified,
    defectRate: scans > 0 ? Math.round((unqualified / scans) * 10_000) / 10_000 : 0,
  };
}
