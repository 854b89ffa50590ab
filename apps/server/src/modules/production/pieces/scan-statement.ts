import {
  generalSettings,
  OtherPrinterScan,
  PieceState,
  type ScanArea,
  ScanResult,
  WorkReportState,
} from '@printfloor/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import type { Caller } from '../../../resources/types.ts';
import { settingValueSql } from '../../factorySettings/index.ts';
import { json } from '../sql.ts';

/** Where a scan happens: the workstation, its process and its device. */
export interface Station {
  id: string;
  code: string;
  name: string;
  process_id: string;
  process_name: string;
  device_id: string | null;
  device_name: string | null;
  hot_folder: string | null;
}

/** A piece as a scan reads it, with the task it waits at. */
export interface PieceAt {
  id: string;
  code: string;
  work_order_id: string;
  work_order_code: string;
  order_id: string | null;
  order_tenant_id: string | null;
  order_code: string | null;
  line_no: number | null;
  piece_no: number;
  piece_total: number;
  product_name: string | null;
  sku_code: string | null;
  colour: string | null;
  size: string | null;
  step: number;
  steps: number;
  print_step: number;
  print_kind: number;
  state: number;
  task_id: string | null;
  expected_process_id: string | null;
  expected_process_name: string | null;
  /** At its print step only: the piece's batch and the batch's printer (null without a batch or printer). */
  batch_no: string | null;
  batch_device_id: string | null;
  batch_device_name: string | null;
}

/** The enabled workstations of a tenant (or the one `workstation` names) with their process, device and hot folder. */
export const stationSelect = (tenantId: number, workstation?: number | SQL) =>
  sql`select w.id::text, w.code, w.name, w.process_id::text, pr.name as process_name, d.id::text as device_id,
             d.name as device_name, coalesce(nullif(d.hot_folder, ''), nullif(pr.hot_folder, '')) as hot_folder
        from mes_workstation w
        join mes_process pr on pr.tenant_id = w.tenant_id and pr.id = w.process_id
        left join mes_device d on d.tenant_id = w.tenant_id and d.id = w.device_id and not d.is_delete
       where w.tenant_id = ${tenantId} and not w.is_delete and w.status = 1
         ${workstation === undefined ? sql`` : sql`and w.id = ${workstation}`}`;

/**
 * The pieces `where` names (over `p`, pro_piece), with the task each waits at (`k`) and — at the print
 * step only, the one scan the batch's printer concerns, so no other scan reads the batch — the batch's
 * printer (`b`, `bd`).
 */
export const pieceSelect = (t: number, where: SQL) =>
  sql`select p.id, p.code, p.work_order_id, p.work_order_code, p.order_id, p.order_tenant_id, p.order_code, p.line_no,
             p.piece_no, p.piece_total, p.product_name, p.sku_code, p.colour, p.size, p.step, p.steps, p.print_step,
             p.print_kind, p.state, k.id as task_id, k.process_id as expected_process_id, k.process_name as expected_process_name,
             b.batch_no, bd.id as batch_device_id, bd.name as batch_device_name
        from pro_piece p
        left join pro_task k on k.tenant_id = p.tenant_id and k.work_order_id = p.work_order_id and k.seq = p.step
        left join pro_batch b on b.tenant_id = p.tenant_id and b.id = p.batch_id and not b.is_delete and p.step = p.print_step
        left join mes_device bd on bd.tenant_id = b.tenant_id and bd.id = b.device_id and not bd.is_delete
       where p.tenant_id = ${t} and not p.is_delete and ${where}`;

/**
 * Whether the factory lets a print scan at another printer than the batch's through with a reason
 * (general settings `otherPrinterScan`), as SQL: a sub-select the statement evaluates only for such a scan.
 */
const otherPrinterAllowed = (t: number) =>
  sql`${settingValueSql(t, generalSettings, 'otherPrinterScan')} = ${JSON.stringify(OtherPrinterScan.AllowWithReason)}::jsonb`;

/** One qualified scan of a statement: who scans what where (one JSON row of `qualifiedScans`). */
export interface ScanMember {
  n: number;
  ws: number;
  piece_id: number | null;
  code: string;
  remark: string | null;
  /** Why a piece is printed at another printer than its batch's (trimmed; null when none was given). */
  reason: string | null;
  user_id: number;
  user_name: string;
  by_name: string;
  org_id: number | null;
  org_name: string | null;
}

/** A scan (a station's input, its QR decoded) as a member of `qualifiedScans`. */
export function memberOf(
  caller: Caller,
  input: {
    workstationId: unknown;
    code: string;
    pieceId?: number;
    remark?: string | null;
    printerReason?: string | null;
  },
  n = 1,
): ScanMember {
  return {
    n,
    ws: Number(input.workstationId),
    piece_id: input.pieceId ?? null,
    code: input.code.trim(),
    remark: input.remark ?? null,
    reason: input.printerReason?.trim() || null,
    user_id: caller.auth.userId,
    user_name: caller.auth.realName,
    by_name: caller.auth.realName || caller.auth.account,
    org_id: caller.auth.orgId,
    org_name: caller.auth.orgName,
  };
}

/** A member's row: its station and piece as read before any move, and whether its scan moved the piece. */
export type ScanRow = Partial<PieceAt> & {
  n: number;
  st: Station | null;
  moved: boolean;
  next_name: string | null;
  leaves_order: boolean | null;
  /** The print areas of a moved piece's order line. */
  areas: ScanArea[] | null;
};

/**
 * Qualified scans in ONE statement: each member's piece moves on (guarded by its step), and its scan,
 * the tasks' counts, its work report and a finished piece's work order are written by the same
 * statement's data-modifying parts, which all see the moves or nothing. One round trip for any
 * number of scans of a tenant holds each task's row lock (every scan of a work order's process counts
 * on that row) for the shortest time, which is what stations scanning one work order wait on; the
 * tasks and work orders are counted once per statement (an UPDATE … FROM changes a row once).
 *
 * A piece named by two members (two stations, the same instant) is tried once — by the member whose
 * station is at the piece's next process, else the first — so exactly one can move it; the other's
 * row says it did not move, and why is read from the rows (the caller's refusal).
 * `alone`: the statement runs without a transaction of its own, so it must not move a piece whose
 * scan may change its order's states (it leaves its print process or finishes: `leaves_order`); that
 * scan's event must commit with it (scan.ts scanPiece).
 * Tasks and work orders are counted in the order of their ids, so that two statements of other
 * server processes (PRINTFLOOR_WORKERS) lock the rows they share in the same order rather than
 * deadlock; should they still (PostgreSQL cancels one), db/coalesce.ts runs that batch's members again
 * one by one.
 * One row per member, in the members' order.
 */
export function qualifiedScans(ex: Executor, t: number, members: ScanMember[], alone: boolean): Promise<ScanRow[]> {
  return queryRows<ScanRow>(
    ex,
    sql`with i as materialized (
          select j.*, coalesce(j.piece_id, (select x.id from pro_piece x where x.tenant_id = ${t} and x.code = j.code)) as pid
            from json_to_recordset(${json(members)}) as j(n int, ws bigint, piece_id bigint, code text, remark text, reason text,
                                                         user_id bigint, user_name text, by_name text, org_id bigint, org_name text)),
        st as (select i.n, s.* from i cross join lateral (${stationSelect(t, sql`i.ws`)}) s),
        pa as (
          select i.n, pc.*, pc.order_id is not null and (pc.step = pc.print_step or pc.step + 1 > pc.steps) as leaves_order
            from i cross join lateral (${pieceSelect(t, sql`p.id = i.pid`)}) pc),
        pc as (
          select distinct on (pa.id) pa.*,
                 pa.batch_device_id is not null and pa.batch_device_id::text is distinct from st.device_id as off_printer
            from pa left join st on st.n = pa.n
           order by pa.id, (st.process_id = pa.expected_process_id::text) desc nulls last, pa.n),
        mv as (
          update pro_piece p set
                 step = p.step + 1,
                 state = case when p.step + 1 > p.steps then ${PieceState.Finished}::int else ${PieceState.InProduction}::int end,
                 next_process_id = nx.process_id, next_process_name = nx.process_name,
                 last_scan_time = now(), update_time = now(), update_user_id = i.user_id, update_user_name = i.user_name
            from pc
            join st on st.n = pc.n and st.process_id = pc.expected_process_id::text
            join i on i.n = pc.n
            left join pro_task nx on nx.tenant_id = ${t} and nx.work_order_id = pc.work_order_id and nx.seq = pc.step + 1
           where p.tenant_id = ${t} and p.id = pc.id and p.step = pc.step
             and p.state in (${PieceState.Waiting}, ${PieceState.InProduction})
             ${alone ? sql`and not pc.leaves_order` : sql``}
             -- At another printer than the batch's only with a reason, where the factory allows it (else refusal() says why).
             and (not pc.off_printer or (i.reason is not null and ${otherPrinterAllowed(t)}))
          returning p.id, p.state, p.next_process_name),
        sc as (
          insert into pro_scan (tenant_id, piece_id, piece_code, work_order_id, work_order_code, task_id, seq, process_id,
                                process_name, workstation_id, workstation_name, device_id, device_name, result, remark,
                                batch_device_id, batch_device_name, printer_reason,
                                user_id, user_name, create_user_id, create_user_name)
          select ${t}::bigint, pc.id, pc.code, pc.work_order_id, pc.work_order_code, pc.task_id, pc.step, st.process_id::bigint,
                 st.process_name, st.id::bigint, st.name, st.device_id::bigint, st.device_name, ${ScanResult.Qualified}::int,
                 i.remark, case when pc.off_printer then pc.batch_device_id end,
                 case when pc.off_printer then pc.batch_device_name end, case when pc.off_printer then i.reason end,
                 i.user_id, i.by_name, i.user_id, i.by_name
            from mv join pc on pc.id = mv.id join st on st.n = pc.n join i on i.n = pc.n),
        tk as (
          update pro_task k set done = k.done + c.cnt, qualified = k.qualified + c.cnt,
                 state = case when k.done + c.cnt >= k.quantity then 2 else 1 end, update_time = now()
            from (select pc.task_id, count(*)::int as cnt from mv join pc on pc.id = mv.id
                   group by pc.task_id order by pc.task_id) c
           where k.tenant_id = ${t} and k.id = c.task_id),
        rp as (
          insert into pro_work_report (tenant_id, work_order_id, task_id, process_id, workstation_id, device_id, piece_id,
                                       piece_code, scheduled_qty, reported_qty, qualified_qty, producer_name,
                                       state, create_user_id, create_user_name, create_org_id, create_org_name)
          select ${t}::bigint, pc.work_order_id, pc.task_id, st.process_id::bigint, st.id::bigint, st.device_id::bigint, pc.id,
                 pc.code, 1, 1, 1, i.by_name, ${WorkReportState.Reported}::int, i.user_id, i.by_name, i.org_id, i.org_name
            from mv join pc on pc.id = mv.id join st on st.n = pc.n join i on i.n = pc.n),
        wo as (
          update pro_work_order w set finished = w.finished + c.cnt,
                 progress = round(least(100, (w.finished + c.cnt) * 100.0 / greatest(w.quantity, 1)), 1), update_time = now()
            from (select pc.work_order_id, count(*)::int as cnt from mv join pc on pc.id = mv.id
                   where mv.state = ${PieceState.Finished} group by pc.work_order_id order by pc.work_order_id) c
           where w.tenant_id = ${t} and w.id = c.work_order_id)
        select i.n, (select to_jsonb(st) - 'n' from st where st.n = i.n) as st, pa.id::text, pa.code, pa.work_order_id::text,
               pa.work_order_code, pa.order_id::text, pa.order_tenant_id::text, pa.order_code, pa.line_no, pa.piece_no,
               pa.piece_total, pa.product_name, pa.sku_code, pa.colour, pa.size, pa.step, pa.steps, pa.print_step, pa.print_kind,
               pa.state, pa.task_id::text, pa.expected_process_id::text, pa.expected_process_name,
               pa.batch_no, pa.batch_device_id::text, pa.batch_device_name,
               mv.id is not null as moved, mv.next_process_name as next_name, pa.leaves_order,
               case when mv.id is not null then
                 (select json_agg(json_build_object('area', a.area, 'printImage', a.print_image, 'mockupImage', a.mockup_image,
                                                    'x', a.x, 'y', a.y, 'scale', a.scale, 'angle', a.angle) order by a.sort_no, a.id)
                    from oms_order_area a
                   where a.factory_tenant_id = ${t} and a.order_id = pa.order_id and a.line_no = pa.line_no and not a.is_delete)
               end as areas
          from i
          left join pa on pa.n = i.n
          left join pc on pc.n = i.n
          left join mv on mv.id = pc.id
         order by i.n`,
  );
}
