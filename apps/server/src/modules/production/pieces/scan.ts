import {
  type Language,
  PieceState,
  PrintKind,
  pieceResource,
  type ScanAnswer,
  type ScanArea,
  type ScanInput,
  ScanResult,
  stateLabel,
  WorkReportState,
} from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { inTenant, statementsInTenant } from '../../../db/context.ts';
import { queryRows } from '../../../db/query.ts';
import { BizError } from '../../../http/errors.ts';
import type { Caller } from '../../../resources/types.ts';
import { announceOrderProgress } from './progress.ts';

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

interface PieceAt {
  id: string;
  code: string;
  work_order_id: string;
  work_order_code: string;
  order_id: string | null;
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
}

/** The enabled workstations of a tenant (or one of them) with their process, device and hot folder. */
const stationSelect = (tenantId: number, workstationId?: number) =>
  sql`select w.id::text, w.code, w.name, w.process_id::text, pr.name as process_name, d.id::text as device_id,
             d.name as device_name, coalesce(nullif(d.hot_folder, ''), nullif(pr.hot_folder, '')) as hot_folder
        from mes_workstation w
        join mes_process pr on pr.tenant_id = w.tenant_id and pr.id = w.process_id
        left join mes_device d on d.tenant_id = w.tenant_id and d.id = w.device_id and not d.is_delete
       where w.tenant_id = ${tenantId} and not w.is_delete and w.status = 1
         ${workstationId === undefined ? sql`` : sql`and w.id = ${workstationId}`}`;

/** The enabled workstations of a tenant (or one of them), by code. */
export async function stations(tx: Tx, tenantId: number, workstationId?: number): Promise<Station[]> {
  return queryRows<Station>(tx, sql`${stationSelect(tenantId, workstationId)} order by w.code`);
}

const pieceLabel = (state: number, lang: Language) =>
  stateLabel(pieceResource, 'state', state)?.[lang] ?? String(state);

type ScanOutcome = Omit<ScanAnswer, 'files'> & {
  orderTenantId: number | null;
  lineNo: number | null;
  /** A qualified DTG scan at the piece's print process, at a workstation with a hot folder: its files go there. */
  dropFilesAt: number | null;
};

/** A scan's outcome before its order's progress and its print areas are settled (scanPiece). */
type Moved = Omit<ScanOutcome, 'areas'> & {
  orderId: number | null;
  mayChangeOrder: boolean;
  /** The print areas, when the scan's statement read them. */
  areas?: ScanArea[];
};

/** scanQualified on its own (`alone`) did not move a piece whose scan may change its order's states. */
const MAY_CHANGE_ORDER = Symbol('may change the order');

/**
 * One scan of a piece at a workstation (the stations, the heat press, devices): the piece must be
 * at this workstation's process next; it moves on (or, unqualified, is scrapped and reprinted),
 * and the scan, the task's counts, a work report and the work order's progress are written in the
 * caller's transaction. The piece's step is the guard: of two stations scanning the same piece at
 * the same instant exactly one update matches, the other is told the piece was already scanned.
 */
export async function scanPiece(tx: Tx, caller: Caller, input: ScanInput & { pieceId?: number }): Promise<ScanOutcome> {
  const outcome =
    input.result === ScanResult.Unqualified
      ? await scanUnqualified(tx, caller, input)
      : await scanQualified(tx, caller, input, false);
  const t = caller.auth.tenantId;
  // The order's derived states change only when a piece leaves its print process, finishes, or is
  // scrapped (its reprint starts again): other scans need not count the order's pieces.
  if (outcome.orderId && outcome.mayChangeOrder) await announceOrderProgress(tx, t, [outcome.orderId]);
  const { orderId, mayChangeOrder: _m, areas, ...answer } = outcome;
  return { ...answer, areas: areas ?? (orderId ? await areasOf(tx, t, orderId, answer.lineNo ?? 0) : []) };
}

/**
 * A scan as a station sends it (the station routes). The scan a station makes all day — qualified,
 * of a piece that neither leaves its print process nor finishes its route, so that its order's
 * states cannot change — is one statement on its own, without begin and commit (db/context.ts
 * statementsInTenant): a statement is atomic by itself, and this one writes no event. One round trip
 * to the database instead of three (begin, the statement, commit — each a socket write and a wake-up
 * on both sides): bursts of 20 stations went from p99 53 to 44 ms (bench:production). Every other
 * scan (unqualified, at the print process, at the last process) runs in a transaction as
 * `scanPiece`, because its order-progress event must commit with it; the statement itself refuses
 * to move such a piece alone (`leaves_order`), so a wrong guess here cannot skip the event.
 */
export async function scanAtStation(caller: Caller, input: ScanInput & { pieceId?: number }): Promise<ScanOutcome> {
  const { db } = caller.services;
  const t = caller.auth.tenantId;
  if (input.result !== ScanResult.Unqualified) {
    const alone = await statementsInTenant(db, t, (exec) => scanQualified(exec, caller, input, true));
    if (alone !== MAY_CHANGE_ORDER) {
      const { orderId: _o, mayChangeOrder: _m, areas, ...answer } = alone;
      return { ...answer, areas: areas ?? [] };
    }
  }
  return inTenant(db, t, (tx) => scanPiece(tx, caller, input));
}

/** The piece and its station as a scan answers them (the print areas are added by the caller). */
function answerOf(
  piece: PieceAt & { order_tenant_id: string | null },
  station: Station,
  moved: { unqualified: boolean; finished: boolean; nextProcessName: string | null; reprintCode: string | null },
): Moved {
  return {
    orderId: piece.order_id ? Number(piece.order_id) : null,
    mayChangeOrder: moved.unqualified || moved.finished || piece.step === piece.print_step,
    pieceId: Number(piece.id),
    pieceCode: piece.code,
    orderCode: piece.order_code,
    orderTenantId: piece.order_tenant_id ? Number(piece.order_tenant_id) : null,
    lineNo: piece.line_no,
    dropFilesAt:
      !moved.unqualified && piece.step === piece.print_step && piece.print_kind === PrintKind.Dtg && station.hot_folder
        ? Number(station.id)
        : null,
    workOrderCode: piece.work_order_code,
    pieceNo: piece.piece_no,
    pieceTotal: piece.piece_total,
    productName: piece.product_name,
    skuCode: piece.sku_code,
    colour: piece.colour,
    size: piece.size,
    processName: station.process_name,
    nextProcessName: moved.unqualified ? null : moved.nextProcessName,
    finished: moved.finished,
    result: moved.unqualified ? ScanResult.Unqualified : ScanResult.Qualified,
    reprintCode: moved.reprintCode,
  };
}

/** The piece a scan names (by id from a signed QR, or by its code), with the task it waits at. */
const pieceSelect = (t: number, input: { pieceId?: number; code: string }) =>
  sql`select p.id, p.code, p.work_order_id, p.work_order_code, p.order_id, p.order_tenant_id, p.order_code, p.line_no,
             p.piece_no, p.piece_total, p.product_name, p.sku_code, p.colour, p.size, p.step, p.steps, p.print_step,
             p.print_kind, p.state, k.id as task_id, k.process_id as expected_process_id, k.process_name as expected_process_name
        from pro_piece p
        left join pro_task k on k.tenant_id = p.tenant_id and k.work_order_id = p.work_order_id and k.seq = p.step
       where p.tenant_id = ${t} and not p.is_delete
         and ${input.pieceId ? sql`p.id = ${input.pieceId}` : sql`p.code = ${input.code.trim()}`}`;

/** Why a scan did not move its piece: the first of the checks that fails, in the order a station explains them. */
async function refusal(
  tx: Tx,
  t: number,
  lang: Language,
  code: string,
  station: Station | null,
  piece: PieceAt | null,
): Promise<BizError> {
  if (!station) return new BizError('P1008');
  if (!piece) return new BizError('P1004', { code });
  if (piece.state !== PieceState.Waiting && piece.state !== PieceState.InProduction)
    return new BizError('P1007', { code: piece.code, state: pieceLabel(piece.state, lang) });
  if (piece.expected_process_id === station.process_id)
    // Right process, but another station's scan moved it first (the step guard).
    return new BizError('P1006', { code: piece.code, process: station.process_name });
  const [passed] = await queryRows<{ process_name: string }>(
    tx,
    sql`select process_name from pro_scan where tenant_id = ${t} and piece_id = ${piece.id} and process_id = ${station.process_id} limit 1`,
  );
  if (passed) return new BizError('P1006', { code: piece.code, process: passed.process_name });
  return new BizError('P1005', {
    code: piece.code,
    expected: piece.expected_process_name ?? '',
    actual: station.process_name,
  });
}

/**
 * The scan a station makes all day — qualified — in one statement: the piece moves on (guarded by
 * its step), and the scan, the task's counts, the work report and a finished piece's work order are
 * written by the same statement's data-modifying parts, which all see the move or nothing. One
 * round trip instead of seven holds the task's row lock (every scan of a work order's process counts
 * on that row) for the shortest time, which is what 20 stations scanning one work order wait on.
 * When nothing moved, the rows it read say why (refusal).
 */
function scanQualified(tx: Tx, caller: Caller, input: ScanInput & { pieceId?: number }, alone: false): Promise<Moved>;
function scanQualified(
  tx: Tx,
  caller: Caller,
  input: ScanInput & { pieceId?: number },
  alone: true,
): Promise<Moved | typeof MAY_CHANGE_ORDER>;
async function scanQualified(
  tx: Tx,
  caller: Caller,
  input: ScanInput & { pieceId?: number },
  alone: boolean,
): Promise<Moved | typeof MAY_CHANGE_ORDER> {
  const t = caller.auth.tenantId;
  const code = input.code.trim();
  const by = caller.auth.realName || caller.auth.account;
  const [row] = await queryRows<
    Partial<PieceAt> & { order_tenant_id: string | null } & {
      st: Station | null;
      moved: boolean;
      next_name: string | null;
      leaves_order: boolean | null;
      areas: ScanArea[] | null;
    }
  >(
    tx,
    sql`with st as (${stationSelect(t, Number(input.workstationId))}),
        pc as (select pc.*, pc.order_id is not null and (pc.step = pc.print_step or pc.step + 1 > pc.steps) as leaves_order
                 from (${pieceSelect(t, { ...input, code })}) pc),
        mv as (
          update pro_piece p set
                 step = p.step + 1,
                 state = case when p.step + 1 > p.steps then ${PieceState.Finished}::int else ${PieceState.InProduction}::int end,
                 next_process_id = n.process_id, next_process_name = n.process_name,
                 last_scan_time = now(), update_time = now(), update_user_id = ${caller.auth.userId},
                 update_user_name = ${caller.auth.realName}
            from pc
            join st on st.process_id = pc.expected_process_id::text
            left join pro_task n on n.tenant_id = ${t} and n.work_order_id = pc.work_order_id and n.seq = pc.step + 1
           where p.tenant_id = ${t} and p.id = pc.id and p.step = pc.step
             and p.state in (${PieceState.Waiting}, ${PieceState.InProduction})
             ${alone ? sql`and not pc.leaves_order` : sql``}
          returning p.id, p.state, p.next_process_name),
        sc as (
          insert into pro_scan (tenant_id, piece_id, piece_code, work_order_id, work_order_code, task_id, seq, process_id,
                                process_name, workstation_id, workstation_name, device_id, device_name, result, remark,
                                user_id, user_name, create_user_id, create_user_name)
          select ${t}::bigint, pc.id, pc.code, pc.work_order_id, pc.work_order_code, pc.task_id, pc.step, st.process_id::bigint,
                 st.process_name, st.id::bigint, st.name, st.device_id::bigint, st.device_name, ${ScanResult.Qualified}::int,
                 ${input.remark ?? null}::text, ${caller.auth.userId}::bigint, ${by}::text, ${caller.auth.userId}::bigint, ${by}::text
            from mv join pc on pc.id = mv.id cross join st),
        tk as (
          update pro_task k set done = k.done + 1, qualified = k.qualified + 1,
                 state = case when k.done + 1 >= k.quantity then 2 else 1 end, update_time = now()
            from mv join pc on pc.id = mv.id
           where k.tenant_id = ${t} and k.id = pc.task_id),
        rp as (
          insert into pro_work_report (tenant_id, work_order_id, task_id, process_id, workstation_id, device_id, piece_id,
                                       piece_code, scheduled_qty, reported_qty, qualified_qty, producer_name,
                                       state, create_user_id, create_user_name, create_org_id, create_org_name)
          select ${t}::bigint, pc.work_order_id, pc.task_id, st.process_id::bigint, st.id::bigint, st.device_id::bigint, pc.id,
                 pc.code, 1, 1, 1, ${by}::text, ${WorkReportState.Reported}::int, ${caller.auth.userId}::bigint, ${by}::text,
                 ${caller.auth.orgId}::bigint, ${caller.auth.orgName}::text
            from mv join pc on pc.id = mv.id cross join st),
        wo as (
          update pro_work_order w set finished = w.finished + 1,
                 progress = round(least(100, (w.finished + 1) * 100.0 / greatest(w.quantity, 1)), 1), update_time = now()
            from mv join pc on pc.id = mv.id
           where mv.state = ${PieceState.Finished} and w.tenant_id = ${t} and w.id = pc.work_order_id)
        select (select to_jsonb(st) from st) as st, pc.id::text, pc.code, pc.work_order_id::text, pc.work_order_code,
               pc.order_id::text, pc.order_tenant_id::text, pc.order_code, pc.line_no, pc.piece_no, pc.piece_total,
               pc.product_name, pc.sku_code, pc.colour, pc.size, pc.step, pc.steps, pc.print_step, pc.print_kind, pc.state,
               pc.task_id::text, pc.expected_process_id::text, pc.expected_process_name,
               mv.id is not null as moved, mv.next_process_name as next_name, pc.leaves_order,
               (select json_agg(json_build_object('area', a.area, 'printImage', a.print_image, 'mockupImage', a.mockup_image,
                                                  'x', a.x, 'y', a.y, 'scale', a.scale, 'angle', a.angle) order by a.sort_no, a.id)
                  from oms_order_area a
                 where a.factory_tenant_id = ${t} and a.order_id = pc.order_id and a.line_no = pc.line_no and not a.is_delete) as areas
          from (select 1) one left join pc on true left join mv on mv.id = pc.id`,
  );
  const station = row?.st ?? null;
  const piece = row?.id ? (row as PieceAt & { order_tenant_id: string | null }) : null;
  if (!row?.moved && alone && row?.leaves_order) return MAY_CHANGE_ORDER;
  if (!row?.moved || !station || !piece) throw await refusal(tx, t, caller.lang, code, station, piece);
  return {
    ...answerOf(piece, station, {
      unqualified: false,
      finished: piece.step + 1 > piece.steps,
      nextProcessName: row.next_name,
      reprintCode: null,
    }),
    areas: row.areas ?? [],
  };
}

/** An unqualified scan (rare): the piece is scrapped, its defect reported, and a reprint made in its place. */
async function scanUnqualified(tx: Tx, caller: Caller, input: ScanInput & { pieceId?: number }) {
  const t = caller.auth.tenantId;
  const code = input.code.trim();
  const [station] = await stations(tx, t, Number(input.workstationId));
  const [piece] = await queryRows<PieceAt & { order_tenant_id: string | null }>(
    tx,
    sql`select id::text, code, work_order_id::text, work_order_code, order_id::text, order_tenant_id::text, order_code, line_no,
               piece_no, piece_total, product_name, sku_code, colour, size, step, steps, print_step, print_kind, state,
               task_id::text, expected_process_id::text, expected_process_name
          from (${pieceSelect(t, { ...input, code })}) pc`,
  );
  if (!station || !piece || piece.expected_process_id !== station.process_id)
    throw await refusal(tx, t, caller.lang, code, station ?? null, piece ?? null);
  if (piece.state !== PieceState.Waiting && piece.state !== PieceState.InProduction)
    throw await refusal(tx, t, caller.lang, code, station, piece);
  if (!input.defectItemId) throw new BizError('P1014');
  const [defect] = await queryRows<{ name: string }>(
    tx,
    sql`select name from mes_defect_item where tenant_id = ${t} and id = ${input.defectItemId} and not is_delete`,
  );
  if (!defect) throw new BizError('P1014');
  const [moved] = await queryRows<{ id: string }>(
    tx,
    sql`update pro_piece p set state = ${PieceState.Scrapped}, next_process_id = k.process_id, next_process_name = k.process_name,
               last_scan_time = now(), update_time = now(), update_user_id = ${caller.auth.userId}, update_user_name = ${caller.auth.realName}
          from (select 1) one
          left join pro_task k on k.tenant_id = ${t} and k.work_order_id = ${piece.work_order_id} and k.seq = ${piece.step}
         where p.tenant_id = ${t} and p.id = ${piece.id} and p.step = ${piece.step} and p.state in (${PieceState.Waiting}, ${PieceState.InProduction})
         returning p.id::text`,
  );
  if (!moved) throw new BizError('P1006', { code: piece.code, process: station.process_name });

  const by = caller.auth.realName || caller.auth.account;
  await tx.execute(sql`
    insert into pro_scan (tenant_id, piece_id, piece_code, work_order_id, work_order_code, task_id, seq, process_id, process_name,
                          workstation_id, workstation_name, device_id, device_name, result, defect_item_id, defect_name, remark,
                          user_id, user_name, create_user_id, create_user_name)
    values (${t}, ${piece.id}, ${piece.code}, ${piece.work_order_id}, ${piece.work_order_code}, ${piece.task_id}, ${piece.step},
            ${station.process_id}, ${station.process_name}, ${station.id}, ${station.name}, ${station.device_id}::bigint,
            ${station.device_name}, ${ScanResult.Unqualified}, ${input.defectItemId}::bigint, ${defect.name},
            ${input.remark ?? null}, ${caller.auth.userId}, ${by}, ${caller.auth.userId}, ${by})`);
  await tx.execute(sql`
    update pro_task set done = done + 1, unqualified = unqualified + 1,
           state = case when done + 1 >= quantity then 2 else 1 end, update_time = now()
     where tenant_id = ${t} and id = ${piece.task_id}`);
  const [report] = await queryRows<{ id: string }>(
    tx,
    sql`insert into pro_work_report (tenant_id, work_order_id, task_id, process_id, workstation_id, device_id, piece_id, piece_code,
                                     scheduled_qty, reported_qty, qualified_qty, producer_name, state,
                                     create_user_id, create_user_name, create_org_id, create_org_name)
        values (${t}, ${piece.work_order_id}, ${piece.task_id}, ${station.process_id}, ${station.id}, ${station.device_id}::bigint,
                ${piece.id}, ${piece.code}, 1, 1, 0, ${by}, ${WorkReportState.Reported},
                ${caller.auth.userId}, ${by}, ${caller.auth.orgId}::bigint, ${caller.auth.orgName})
        returning id::text`,
  );
  if (report)
    await tx.execute(sql`insert into pro_work_report_defect (tenant_id, report_id, sort_no, defect_item_id, quantity, remark, create_user_id, create_user_name)
                         values (${t}, ${report.id}, 1, ${input.defectItemId}, 1, ${input.remark ?? null}, ${caller.auth.userId}, ${by})`);
  const reprintCode = await reprint(tx, caller, piece, defect.name);
  await tx.execute(sql`
    update pro_work_order set scrapped = scrapped + 1, update_time = now() where tenant_id = ${t} and id = ${piece.work_order_id}`);
  return answerOf(piece, station, { unqualified: true, finished: false, nextProcessName: null, reprintCode });
}

/**
 * An unqualified piece is scrapped and a new piece of the same line and placement made in its
 * place: it starts the route again and waits for the next batch. Its code is the garment's
 * with -R and the number of reprints of that garment so far (WO…-003-R1, WO…-003-R2).
 */
async function reprint(tx: Tx, caller: Caller, piece: PieceAt, reason: string): Promise<string> {
  const t = caller.auth.tenantId;
  const [made] = await queryRows<{ code: string }>(
    tx,
    sql`insert into pro_piece (tenant_id, code, work_order_id, work_order_code, order_tenant_id, order_id, order_code, order_line_id,
                               line_no, piece_no, piece_total, product_id, product_name, print_kind, sku_code, colour, size,
                               logistics_mode, demand_date, step, steps, print_step, next_process_id, next_process_name,
                               reprint_of, reprint_of_code, reprint_reason, create_user_id, create_user_name)
        select p.tenant_id,
               regexp_replace(p.code, '-R[0-9]+$', '') || '-R' || (select count(*) + 1 from pro_piece r
                                                      where r.tenant_id = p.tenant_id and r.work_order_id = p.work_order_id
                                                        and r.piece_no = p.piece_no and r.reprint_of is not null),
               p.work_order_id, p.work_order_code, p.order_tenant_id, p.order_id, p.order_code, p.order_line_id, p.line_no,
               p.piece_no, p.piece_total, p.product_id, p.product_name, p.print_kind, p.sku_code, p.colour, p.size,
               p.logistics_mode, p.demand_date, 1, p.steps, p.print_step, k.process_id, k.process_name,
               p.id, p.code, ${reason}, ${caller.auth.userId}, ${caller.auth.realName}
          from pro_piece p
          join pro_task k on k.tenant_id = p.tenant_id and k.work_order_id = p.work_order_id and k.seq = 1
         where p.tenant_id = ${t} and p.id = ${piece.id}
        returning code`,
  );
  // The reprint is one more garment for every process of the work order.
  await tx.execute(
    sql`update pro_task set quantity = quantity + 1, state = 1 where tenant_id = ${t} and work_order_id = ${piece.work_order_id}`,
  );
  return made?.code ?? '';
}

/** The print areas of a piece's order line, as the station shows them (the factory's view of the order). */
export async function areasOf(tx: Tx, tenantId: number, orderId: number, lineNo: number): Promise<ScanArea[]> {
  const rows = await queryRows<{
    area: number;
    print_image: string;
    mockup_image: string | null;
    x: string | null;
    y: string | null;
    scale: string | null;
    angle: string | null;
  }>(
    tx,
    sql`select area, print_image, mockup_image, x::text, y::text, scale::text, angle::text from oms_order_area
         where factory_tenant_id = ${tenantId} and order_id = ${orderId} and line_no = ${lineNo} and not is_delete
         order by sort_no, id`,
  );
  const num = (v: string | null) => (v === null ? null : Number(v));
  return rows.map((r) => ({
    area: r.area,
    printImage: r.print_image,
    mockupImage: r.mockup_image,
    x: num(r.x),
    y: num(r.y),
    scale: num(r.scale),
    angle: num(r.angle),
  }));
}
