import {
  type DefectByItem,
  type OutputByProcess,
  PieceState,
  PRINTER_SLOT_MINUTES,
  type PrinterUse,
  ScanResult,
  type WipByProcess,
} from '@printfloor/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';

/** A range of the tenant's calendar: yyyy-MM-dd ends (both included) in its time zone. */
export interface BoardRange {
  from: string;
  to: string;
  timeZone: string;
}

/** The production part of the board (ProductionBoard without orders and logins). */
export interface ProductionFiguresOfRange {
  buckets: string[];
  wip: WipByProcess[];
  late: { overdue: number; dueToday: number; live: number };
  defects: { scans: number; unqualified: number; rate: number; items: DefectByItem[] };
  printers: PrinterUse[];
  output: OutputByProcess[];
  finished: number;
}

const LIVE = sql.raw(`(${PieceState.Waiting}, ${PieceState.InProduction})`);

/** The instants the range covers: midnight of `from` up to midnight after `to`, in the zone. */
export function rangeBounds(range: BoardRange): { start: SQL; end: SQL } {
  return {
    start: sql`((${range.from}::date)::timestamp at time zone ${range.timeZone})`,
    end: sql`(((${range.to}::date) + 1)::timestamp at time zone ${range.timeZone})`,
  };
}

/** Dates from `from` to `to` (yyyy-MM-dd), both included. */
export function datesOf(from: string, to: string): string[] {
  const out: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end; t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

const ratio = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0);

/**
 * The production figures of the caller's tenant, aggregated in SQL (one statement per figure, each
 * on an index leading with tenant_id: pro_piece_live, pro_scan_time):
 * - WIP by process: live pieces (waiting, in production) by the process of their next scan;
 * - late: live pieces whose demand date is before today (overdue) or today (due today);
 * - defects: scans in the range, the unqualified ones, by defect item; rate = unqualified / scans;
 * - printers: scans at a piece's print step on a station with a device, per device; busy minutes =
 *   PRINTER_SLOT_MINUTES × the slots in which it printed; utilisation = busy minutes / minutes of the
 *   range elapsed so far;
 * - output: scans by process per hour (a one-day range) or per day;
 * - finished: pieces whose last scan (the route's end) falls in the range.
 */
export async function productionFiguresOf(
  tx: Tx,
  tenantId: number,
  range: BoardRange,
): Promise<ProductionFiguresOfRange> {
  const tz = range.timeZone;
  const { start, end } = rangeBounds(range);
  const today = sql`(now() at time zone ${tz})::date`;
  const hourly = range.from === range.to;

  const wipRows = await queryRows<{ process: string; pieces: number }>(
    tx,
    sql`select coalesce(next_process_name, '') as process, count(*)::int as pieces
          from pro_piece
         where tenant_id = ${tenantId} and state in ${LIVE} and not is_delete
         group by 1 order by 2 desc, 1`,
  );

  const [late] = await queryRows<{ overdue: number; due_today: number; live: number }>(
    tx,
    sql`select (count(*) filter (where demand_date < ${today}))::int as overdue,
               (count(*) filter (where demand_date = ${today}))::int as due_today,
               count(*)::int as live
          from pro_piece
         where tenant_id = ${tenantId} and state in ${LIVE} and not is_delete`,
  );

  const defectRows = await queryRows<{ defect: string | null; count: number; scans: number; unqualified: number }>(
    tx,
    sql`select d.defect, d.count, t.scans, t.unqualified
          from (select count(*)::int as scans,
                       (count(*) filter (where result = ${ScanResult.Unqualified}))::int as unqualified
                  from pro_scan where tenant_id = ${tenantId} and scan_time >= ${start} and scan_time < ${end}) t
          left join (select coalesce(defect_name, '') as defect, count(*)::int as count
                       from pro_scan
                      where tenant_id = ${tenantId} and scan_time >= ${start} and scan_time < ${end}
                        and result = ${ScanResult.Unqualified}
                      group by 1) d on true
         order by d.count desc nulls last, d.defect`,
  );
  const scans = Number(defectRows[0]?.scans ?? 0);
  const unqualified = Number(defectRows[0]?.unqualified ?? 0);

  const printerRows = await queryRows<{
    device_id: string;
    device: string | null;
    printed: number;
    slots: number;
    elapsed: number;
  }>(
    tx,
    sql`select s.device_id::text, max(s.device_name) as device, count(*)::int as printed,
               count(distinct floor(extract(epoch from s.scan_time) / ${PRINTER_SLOT_MINUTES * 60}))::int as slots,
               greatest(1, extract(epoch from (least(now(), ${end}) - ${start})) / 60)::float8 as elapsed
          from pro_scan s
          join pro_piece p on p.tenant_id = s.tenant_id and p.id = s.piece_id
         where s.tenant_id = ${tenantId} and s.scan_time >= ${start} and s.scan_time < ${end}
           and s.device_id is not null and p.print_step > 0 and s.seq = p.print_step
         group by s.device_id
         order by 3 desc, 2`,
  );

  const bucketSql = hourly
    ? sql`to_char(scan_time at time zone ${tz}, 'HH24') || ':00'`
    : sql`to_char(scan_time at time zone ${tz}, 'YYYY-MM-DD')`;
  const outputRows = await queryRows<{ process: string; bucket: string; qualified: number; unqualified: number }>(
    tx,
    sql`select process_name as process, ${bucketSql} as bucket,
               (count(*) filter (where result = ${ScanResult.Qualified}))::int as qualified,
               (count(*) filter (where result = ${ScanResult.Unqualified}))::int as unqualified
          from pro_scan
         where tenant_id = ${tenantId} and scan_time >= ${start} and scan_time < ${end}
         group by 1, 2`,
  );

  const [finished] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from pro_piece
         where tenant_id = ${tenantId} and state = ${PieceState.Finished} and not is_delete
           and last_scan_time >= ${start} and last_scan_time < ${end}`,
  );

  const buckets = hourly
    ? Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`)
    : datesOf(range.from, range.to);
  const slot = new Map(buckets.map((b, i) => [b, i]));
  const byProcess = new Map<string, OutputByProcess>();
  for (const r of outputRows) {
    const i = slot.get(r.bucket);
    if (i === undefined) continue;
    let line = byProcess.get(r.process);
    if (!line) {
      line = { process: r.process, qualified: buckets.map(() => 0), unqualified: buckets.map(() => 0) };
      byProcess.set(r.process, line);
    }
    line.qualified[i] = Number(r.qualified);
    line.unqualified[i] = Number(r.unqualified);
  }
  const total = (o: OutputByProcess) =>
    o.qualified.reduce((a, b) => a + b, 0) + o.unqualified.reduce((a, b) => a + b, 0);

  return {
    buckets,
    wip: wipRows.map((r) => ({ process: r.process, pieces: Number(r.pieces) })),
    late: {
      overdue: Number(late?.overdue ?? 0),
      dueToday: Number(late?.due_today ?? 0),
      live: Number(late?.live ?? 0),
    },
    defects: {
      scans,
      unqualified,
      rate: ratio(unqualified, scans),
      items: defectRows
        .filter((r) => r.defect !== null)
        .map((r) => ({ defect: r.defect ?? '', count: Number(r.count), rate: ratio(Number(r.count), scans) })),
    },
    printers: printerRows.map((r) => {
      const busyMinutes = Number(r.slots) * PRINTER_SLOT_MINUTES;
      return {
        deviceId: Number(r.device_id),
        device: r.device ?? '',
        printed: Number(r.printed),
        busyMinutes,
        utilisation: Math.min(1, ratio(busyMinutes, Number(r.elapsed))),
      };
    }),
    output: [...byProcess.values()].sort((a, b) => total(b) - total(a) || a.process.localeCompare(b.process)),
    finished: Number(finished?.n ?? 0),
  };
}
