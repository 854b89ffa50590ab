import {
  generalSettings,
  type Language,
  OtherPrinterScan,
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
import type { Database, Tx } from '../../../db/client.ts';
import { coalescer } from '../../../db/coalesce.ts';
import { inTenant, statementsInTenant } from '../../../db/context.ts';
import { queryRows } from '../../../db/query.ts';
import { BizError } from '../../../errors.ts';
import type { Caller } from '../../../resources/types.ts';
import { readSettings } from '../../factorySettings/index.ts';
import { announceOrderProgress } from './progress.ts';
import {
  memberOf,
  type PieceAt,
  pieceSelect,
  qualifiedScans,
  type ScanMember,
  type ScanRow,
  type Station,
  stationSelect,
} from './scan-statement.ts';

export type { Station } from './scan-statement.ts';

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
      : await scanQualified(tx, caller, input);
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
 * statementsInTenant): a statement is atomic by itself, and this one writes no event. And the scans
 * of a tenant's stations that arrive while its previous statement is in flight go together as the
 * next one (db/coalesce.ts, `qualifiedScans` with several members): a floor's stations scan at the
 * same instants (a batch's pieces come off the line together), and twenty scans then cost one
 * statement, one round trip and one commit — measured in bench:production's bursts of 20 stations.
 * Every other scan (unqualified, at the print process, at the last process) runs in a transaction
 * as `scanPiece`, because its order-progress event must commit with it; the statement itself
 * refuses to move such a piece alone (`leaves_order`), so a wrong guess here cannot skip the event.
 */
export async function scanAtStation(caller: Caller, input: ScanInput & { pieceId?: number }): Promise<ScanOutcome> {
  const { db } = caller.services;
  const t = caller.auth.tenantId;
  if (input.result !== ScanResult.Unqualified) {
    const row = await together(db)(t, memberOf(caller, input));
    if (row.moved || !row.leaves_order) {
      const refuse = (station: Station | null, piece: PieceAt | null) =>
        statementsInTenant(db, t, (exec) => refusal(exec, t, caller.lang, input, station, piece));
      const { orderId: _o, mayChangeOrder: _m, areas, ...answer } = await movedOrRefused(row, refuse);
      return { ...answer, areas: areas ?? [] };
    }
  }
  return inTenant(db, t, (tx) => scanPiece(tx, caller, input));
}

/** Per database: its tenants' qualified scans sent together while one of theirs is in flight (scanAtStation). */
const scansTogether = new WeakMap<Database, (tenantId: number, member: ScanMember) => Promise<ScanRow>>();

function together(db: Database) {
  let send = scansTogether.get(db);
  if (!send) {
    send = coalescer((t, members: ScanMember[]) =>
      statementsInTenant(db, t, (exec) =>
        qualifiedScans(
          exec,
          t,
          members.map((m, i) => ({ ...m, n: i + 1 })),
          true,
        ),
      ),
    );
    scansTogether.set(db, send);
  }
  return send;
}

/** The piece and its station as a scan answers them (the print areas are added by the caller). */
function answerOf(
  piece: PieceAt,
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

/** The piece a scan names: by id (a signed QR decoded) or by its code. */
const pieceNamed = (input: { pieceId?: number; code: string }) =>
  input.pieceId ? sql`p.id = ${input.pieceId}` : sql`p.code = ${input.code.trim()}`;

/**
 * A print scan at another printer than the one of the piece's batch (pieceSelect reads it at the print
 * step only): refused, naming the batch's printer and this one (P1046), unless the factory allows it with
 * a reason (general settings `otherPrinterScan`) and the scan gives one (else P1047, which the station
 * answers by asking for it). Null when the scan may go on: no batch, a batch without a printer, its
 * printer, or a reason where one is allowed. The qualified scan's statement applies the same rule.
 */
export async function printerRefusal(
  tx: Tx,
  t: number,
  input: { printerReason?: string | null },
  station: Station,
  piece: Pick<PieceAt, 'code' | 'batch_no' | 'batch_device_id' | 'batch_device_name'>,
): Promise<BizError | null> {
  if (!piece.batch_device_id || piece.batch_device_id === station.device_id) return null;
  const params = {
    code: piece.code,
    batch: piece.batch_no ?? '',
    batchPrinter: piece.batch_device_name ?? '',
    printer: station.device_name ?? station.name,
  };
  const { otherPrinterScan } = await readSettings(tx, t, generalSettings);
  if (otherPrinterScan !== OtherPrinterScan.AllowWithReason) return new BizError('P1046', params);
  return input.printerReason?.trim() ? null : new BizError('P1047', params);
}

/** Why a scan did not move its piece: the first of the checks that fails, in the order a station explains them. */
async function refusal(
  tx: Tx,
  t: number,
  lang: Language,
  input: { code: string; printerReason?: string | null },
  station: Station | null,
  piece: PieceAt | null,
): Promise<BizError> {
  const code = input.code.trim();
  if (!station) return new BizError('P1008');
  if (!piece) return new BizError('P1004', { code });
  if (piece.state !== PieceState.Waiting && piece.state !== PieceState.InProduction)
    return new BizError('P1007', { code: piece.code, state: pieceLabel(piece.state, lang) });
  if (piece.expected_process_id === station.process_id)
    // Right process: at another printer than the batch's, or another station's scan moved it first (the step guard).
    return (
      (await printerRefusal(tx, t, input, station, piece)) ??
      new BizError('P1006', { code: piece.code, process: station.process_name })
    );
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
 * A qualified scan in the caller's transaction (qualifiedScans with this one member): the piece moves
 * on, or the rows read say why not (refusal).
 */
async function scanQualified(tx: Tx, caller: Caller, input: ScanInput & { pieceId?: number }): Promise<Moved> {
  const t = caller.auth.tenantId;
  const [row] = await qualifiedScans(tx, t, [memberOf(caller, input)], false);
  return movedOrRefused(row, (station, piece) => refusal(tx, t, caller.lang, input, station, piece));
}

/** A member's row as the scan's outcome, or its refusal thrown. */
async function movedOrRefused(
  row: ScanRow | undefined,
  refuse: (station: Station | null, piece: PieceAt | null) => Promise<BizError>,
): Promise<Moved> {
  const station = row?.st ?? null;
  const piece = row?.id ? (row as PieceAt) : null;
  if (!row?.moved || !station || !piece) throw await refuse(station, piece);
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
  const [piece] = await queryRows<PieceAt>(
    tx,
    sql`select id::text, code, work_order_id::text, work_order_code, order_id::text, order_tenant_id::text, order_code, line_no,
               piece_no, piece_total, product_name, sku_code, colour, size, step, steps, print_step, print_kind, state,
               task_id::text, expected_process_id::text, expected_process_name, batch_no, batch_device_id::text, batch_device_name
          from (${pieceSelect(t, pieceNamed({ ...input, code }))}) pc`,
  );
  if (!station || !piece || piece.expected_process_id !== station.process_id)
    throw await refusal(tx, t, caller.lang, input, station ?? null, piece ?? null);
  if (piece.state !== PieceState.Waiting && piece.state !== PieceState.InProduction)
    throw await refusal(tx, t, caller.lang, input, station, piece);
  // Scrapped at its print process on another printer than the batch's: the same rule as a qualified print scan.
  const wrongPrinter = await printerRefusal(tx, t, input, station, piece);
  if (wrongPrinter) throw wrongPrinter;
  const offPrinter = !!piece.batch_device_id && piece.batch_device_id !== station.device_id;
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
                          batch_device_id, batch_device_name, printer_reason,
                          user_id, user_name, create_user_id, create_user_name)
    values (${t}, ${piece.id}, ${piece.code}, ${piece.work_order_id}, ${piece.work_order_code}, ${piece.task_id}, ${piece.step},
            ${station.process_id}, ${station.process_name}, ${station.id}, ${station.name}, ${station.device_id}::bigint,
            ${station.device_name}, ${ScanResult.Unqualified}, ${input.defectItemId}::bigint, ${defect.name},
            ${input.remark ?? null}, ${offPrinter ? piece.batch_device_id : null}::bigint,
            ${offPrinter ? piece.batch_device_name : null}, ${offPrinter ? (input.printerReason?.trim() ?? null) : null},
            ${caller.auth.userId}, ${by}, ${caller.auth.userId}, ${by})`);
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
