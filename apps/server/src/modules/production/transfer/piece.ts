import { type PieceFilesResult, PrintKind } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { inTenant } from '../../../db/context.ts';
import { queryRows } from '../../../db/query.ts';
import { BizError } from '../../../errors.ts';
import type { Caller } from '../../../resources/types.ts';
import { dropIntoHotFolder } from '../output/hot-folder.ts';
import { stations } from '../pieces/scan.ts';
import { json } from '../sql.ts';
import { loadArtwork } from './artwork.ts';
import { hotFolderPath } from './folders.ts';
import { brotherTemplates, type TransferJob, withBatchPrintSetup } from './gather.ts';
import { reasonOf, renderDtg, transferFailed } from './run.ts';
import { markTransfer } from './transfer-state.ts';

const num = (v: string | null) => (v === null ? null : Number(v));

/**
 * What a piece's file drop needs, read in one transaction: the piece, its areas, the templates (with
 * the platen and ink mode of the piece's batch when it carries them, as its batch transfer), the folder.
 */
async function gatherPiece(caller: Caller, pieceId: number, workstationId: number | null) {
  const t = caller.auth.tenantId;
  return inTenant(caller.services.db, t, async (tx) => {
    const [piece] = await queryRows<{
      code: string;
      print_kind: number;
      transfer_count: number;
      template_id: string | null;
      scan_workstation_id: string | null;
      platen: number | null;
      ink_mode: number | null;
    }>(
      tx,
      sql`select p.code, p.print_kind, p.transfer_count, m.brother_template_id::text as template_id,
                 (select s.workstation_id::text from pro_scan s
                   where s.tenant_id = p.tenant_id and s.piece_id = p.id and s.seq = p.print_step
                   order by s.scan_time desc limit 1) as scan_workstation_id,
                 b.platen, b.ink_mode
            from pro_piece p
            left join mes_product m on m.tenant_id = p.tenant_id and m.id = p.product_id
            left join pro_batch b on b.tenant_id = p.tenant_id and b.id = p.batch_id and not b.is_delete
           where p.tenant_id = ${t} and p.id = ${pieceId} and not p.is_delete
           for update of p`,
    );
    if (!piece) throw new BizError('D1002', undefined, 404);
    const wsId = workstationId ?? num(piece.scan_workstation_id);
    const station = wsId === null ? undefined : (await stations(tx, t, wsId))[0];
    if (!station?.hot_folder || piece.print_kind !== PrintKind.Dtg) throw new BizError('P1033', { code: piece.code });
    const areas = await queryRows<{
      area: number;
      print_image: string;
      x: string | null;
      y: string | null;
      scale: string | null;
      angle: string | null;
    }>(
      tx,
      sql`select a.area, a.print_image, a.x::text, a.y::text, a.scale::text, a.angle::text
            from pro_piece p
            join oms_order_area a on a.factory_tenant_id = p.tenant_id and a.order_id = p.order_id and a.line_no = p.line_no
                                 and not a.is_delete
           where p.tenant_id = ${t} and p.id = ${pieceId}
           order by a.sort_no, a.id`,
    );
    const { templates, defaultTemplate } = await brotherTemplates(tx, t);
    withBatchPrintSetup(templates, { platen: piece.platen ?? null, ink_mode: piece.ink_mode ?? null });
    const job: TransferJob = {
      batchId: 0,
      batchNo: piece.code,
      printKind: piece.print_kind,
      attempt: piece.transfer_count + 1,
      folder: station.hot_folder,
      areas: areas.map((a) => ({
        pieceId,
        pieceCode: piece.code,
        area: a.area,
        printImage: a.print_image,
        placement: { x: num(a.x), y: num(a.y), scale: num(a.scale), angle: num(a.angle) },
        templateId: num(piece.template_id),
      })),
      templates,
      defaultTemplate,
    };
    return { job, workstationId: Number(station.id) };
  });
}

/**
 * A piece's own print files (DTG: a PNG per placement and the GTX settings XML, the batch
 * transfer's renderer), dropped atomically into the hot folder of the workstation that scanned it
 * at its print process (its device's, else its process's) under a folder named by the piece code
 * (a retry replaces it whole), and recorded in `pro_transfer_file` with the piece. Runs outside the
 * scan's transaction (after it committed). A failure is recorded on the piece (transfer state
 * failed, the reason) and thrown as P1017; the piece can be retried from the image-transfer page.
 * `workstationId` null: the workstation of the piece's print scan (a retry).
 */
export async function transferPiece(
  caller: Caller,
  pieceId: number,
  workstationId: number | null,
): Promise<PieceFilesResult> {
  const { services, auth } = caller;
  const t = auth.tenantId;
  const { job, workstationId: ws } = await gatherPiece(caller, pieceId, workstationId);
  let folder = '';
  try {
    if (!job.areas.length) throw new Error('the piece has no print areas');
    folder = hotFolderPath(services.config.dataDir, job.folder ?? '');
    const images = new Map<string, Buffer>();
    for (const a of job.areas)
      if (!images.has(a.printImage)) images.set(a.printImage, await loadArtwork(services, a.printImage));
    const rendered = await renderDtg(job, images);
    const written = await dropIntoHotFolder(folder, job.batchNo, rendered.files);
    await inTenant(services.db, t, async (tx) => {
      await tx.execute(sql`
        insert into pro_transfer_file (tenant_id, batch_id, attempt, piece_id, area, workstation_id, path, size, sha256)
        select ${t}, null, ${job.attempt}, ${pieceId}, v.area, ${ws}, v.path, v.size, v.sha256
          from json_to_recordset(${json(
            written.map((f) => ({
              area: rendered.of.get(f.path.split(/[\\/]/).pop() ?? '')?.area ?? null,
              path: f.path,
              size: f.size,
              sha256: f.sha256,
            })),
          )}) as v(area int, path text, size bigint, sha256 text)`);
      await markTransfer(
        tx,
        caller,
        'piece',
        'filesTransferred',
        pieceId,
        { transfer_count: sql`transfer_count + 1`, transfer_error: null, transfer_time: sql`now()` },
        { attempt: job.attempt, files: written.length, workstationId: ws },
      );
    });
    return { folder: `${folder}/${job.batchNo}`, files: written };
  } catch (error) {
    const reason = reasonOf(error, job.folder, folder);
    await inTenant(services.db, t, (tx) =>
      markTransfer(
        tx,
        caller,
        'piece',
        'filesFailed',
        pieceId,
        { transfer_error: reason.slice(0, 500), transfer_time: sql`now()` },
        { attempt: job.attempt, reason: reason.slice(0, 500) },
      ),
    );
    throw transferFailed(caller, reason, folder);
  }
}
