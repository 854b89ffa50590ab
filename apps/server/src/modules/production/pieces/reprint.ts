import {
  type Language,
  PieceState,
  PrintKind,
  pieceResource,
  type ReprintInput,
  stateLabel,
} from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { inTenant } from '../../../db/context.ts';
import { queryRows } from '../../../db/query.ts';
import { BizError } from '../../../errors.ts';
import type { Caller } from '../../../resources/types.ts';
import { printerRefusal, stations } from './scan.ts';

const pieceLabel = (state: number, lang: Language) =>
  stateLabel(pieceResource, 'state', state)?.[lang] ?? String(state);

/**
 * A reprint at a direct-print station, logged (`pro_reprint`) in its own transaction: the piece is
 * a live DTG piece already scanned at its print process, and this workstation is at that process — on the
 * batch's printer, unless the factory allows another printer with a reason (the reprint's). At a
 * workstation with a hot folder the files are dropped by the caller after the commit, like a scan's
 * (transferPiece): a reprint whose files cannot be written stays logged, and the answer says why.
 * The piece is locked while it is checked, so a scrap or a scan racing the reprint is seen either
 * before or after it, never half.
 */
export async function logReprint(
  caller: Caller,
  input: ReprintInput & { pieceId?: number },
): Promise<{ pieceId: number; pieceCode: string; reprints: number; dropFilesAt: number | null }> {
  const t = caller.auth.tenantId;
  return inTenant(caller.services.db, t, async (tx) => {
    const [station] = await stations(tx, t, Number(input.workstationId));
    if (!station) throw new BizError('P1008');
    const [piece] = await queryRows<{
      id: string;
      code: string;
      work_order_id: string;
      print_kind: number;
      state: number;
      step: number;
      print_step: number;
      print_process_id: string | null;
      print_process_name: string | null;
      batch_no: string | null;
      batch_device_id: string | null;
      batch_device_name: string | null;
    }>(
      tx,
      sql`select p.id::text, p.code, p.work_order_id::text, p.print_kind, p.state, p.step, p.print_step,
                 k.process_id::text as print_process_id, k.process_name as print_process_name,
                 b.batch_no, bd.id::text as batch_device_id, bd.name as batch_device_name
            from pro_piece p
            left join pro_task k on k.tenant_id = p.tenant_id and k.work_order_id = p.work_order_id and k.seq = p.print_step
            left join pro_batch b on b.tenant_id = p.tenant_id and b.id = p.batch_id and not b.is_delete
            left join mes_device bd on bd.tenant_id = b.tenant_id and bd.id = b.device_id and not bd.is_delete
           where p.tenant_id = ${t} and not p.is_delete
             and ${input.pieceId ? sql`p.id = ${input.pieceId}` : sql`p.code = ${input.code.trim()}`}
           for update of p`,
    );
    if (!piece) throw new BizError('P1004', { code: input.code.trim() });
    if (piece.print_kind !== PrintKind.Dtg) throw new BizError('P1029', { code: piece.code });
    if (piece.state !== PieceState.Waiting && piece.state !== PieceState.InProduction)
      throw new BizError('P1007', { code: piece.code, state: pieceLabel(piece.state, caller.lang) });
    const printProcess = piece.print_process_name ?? station.process_name;
    if (piece.step <= piece.print_step) throw new BizError('P1036', { code: piece.code, process: printProcess });
    if (piece.print_process_id !== station.process_id)
      throw new BizError('P1037', { code: piece.code, expected: printProcess, actual: station.process_name });
    // At another printer than the batch's, as for the print scan: refused where the factory refuses it; where it
    // allows it with a reason, the reprint's own reason is that reason.
    const refused = await printerRefusal(tx, t, { printerReason: input.reason }, station, piece);
    if (refused) throw refused;
    const by = caller.auth.realName || caller.auth.account;
    const [logged] = await queryRows<{ reprints: number }>(
      tx,
      sql`with r as (
            insert into pro_reprint (tenant_id, piece_id, piece_code, work_order_id, workstation_id, device_id, process_id,
                                     reason, create_user_id, create_user_name)
            values (${t}, ${piece.id}, ${piece.code}, ${piece.work_order_id}, ${station.id}, ${station.device_id}::bigint,
                    ${station.process_id}, ${input.reason.trim()}, ${caller.auth.userId}, ${by})
            returning id)
          select (select count(*) from pro_reprint where tenant_id = ${t} and piece_id = ${piece.id})::int + 1 as reprints`,
    );
    return {
      pieceId: Number(piece.id),
      pieceCode: piece.code,
      reprints: Number(logged?.reprints ?? 1),
      // Without a hot folder the operator reprints from the printer's own queue: the reprint is logged all the same.
      dropFilesAt: station.hot_folder ? Number(station.id) : null,
    };
  });
}
