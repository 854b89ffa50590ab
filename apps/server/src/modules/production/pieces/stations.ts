import { PrintKind, type StationInfo } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { type Station, stationSelect } from './scan-statement.ts';

/** The kind of work whose routes a station page follows (scan to transfer: every route). */
export const STATION_PAGE_KINDS: Readonly<Record<string, number | null>> = {
  dtgProduction: PrintKind.Dtg,
  heatProduction: PrintKind.Heat,
  scanTransfer: null,
};

/**
 * A station page's workstations, every enabled one, in the order a piece meets them: first those of
 * the processes on the enabled routes of the page's kind of work (scan to transfer: of any kind), by
 * route (code) and step — the direct-print page lists pretreatment, print, cure, quality check and
 * packing in that order —, then those of the other kind's routes in the same way, then a process on
 * no route, by process and code. `onRoute` marks the first. Every station stays listed: the scan
 * refuses a piece that is not due at its process, not the page.
 */
export async function stationsOfPage(tx: Executor, tenantId: number, printKind: number | null): Promise<StationInfo[]> {
  const rows = await queryRows<Station & { on_route: boolean }>(
    tx,
    sql`select s.*, coalesce(o.other_kind = 0, false) as on_route
          from (${stationSelect(tenantId)}) s
          left join lateral (
            select case when ${printKind}::int is null or r.print_kind = ${printKind}::int then 0 else 1 end as other_kind,
                   r.code as route_code, ri.sort_no
              from mes_process_route_item ri
              join mes_process_route r on r.tenant_id = ri.tenant_id and r.id = ri.route_id
                                      and not r.is_delete and r.status = 1
             where ri.tenant_id = ${tenantId} and ri.process_id = s.process_id::bigint and not ri.is_delete
             order by 1, 2, 3
             limit 1) o on true
          left join mes_process p on p.tenant_id = ${tenantId} and p.id = s.process_id::bigint
         order by o.other_kind nulls last, o.route_code nulls last, o.sort_no, p.code, s.code`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    code: r.code,
    name: r.name,
    processId: Number(r.process_id),
    processName: r.process_name,
    deviceId: r.device_id ? Number(r.device_id) : null,
    deviceName: r.device_name,
    hotFolder: r.hot_folder,
    onRoute: r.on_route,
  }));
}
