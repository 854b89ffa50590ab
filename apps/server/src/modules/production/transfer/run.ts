import {
  type HotFolderProblem,
  heatBatchSettings,
  heatPrintSettingResource,
  hotFolderReason,
  PrintArea,
  PrintKind,
  type Resource,
  type TransferResult,
  transferErrorText,
} from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { inTenant } from '../../../db/context.ts';
import { queryRows } from '../../../db/query.ts';
import { BizError } from '../../../errors.ts';
import type { Caller } from '../../../resources/types.ts';
import { readSettings } from '../../factorySettings/index.ts';
import {
  nestFree,
  nestGrid,
  renderSheetPdf,
  renderSheetPng,
  rollGrid,
  type SheetSpec,
  type Transfer,
} from '../gangsheet/index.ts';
import { gtxSettingsXml, renderDtgPng } from '../output/dtg.ts';
import { checkHotFolder, dropIntoHotFolder, HotFolderError, type OutFile } from '../output/hot-folder.ts';
import { signPieceRef } from '../qr/piece-ref.ts';
import { pieceQrSecret } from '../qr/secret.ts';
import { json } from '../sql.ts';
import { loadArtwork } from './artwork.ts';
import { hotFolderPath } from './folders.ts';
import { gatherTransfer, type TransferJob } from './gather.ts';
import { markTransfer } from './transfer-state.ts';

const AREA_NAMES: Record<number, string> = {
  [PrintArea.Front]: 'front',
  [PrintArea.Back]: 'back',
  [PrintArea.LeftSleeve]: 'left-sleeve',
  [PrintArea.RightSleeve]: 'right-sleeve',
  [PrintArea.NeckLabel]: 'neck-label',
};
const DPI = 300;
const MM_PER_INCH = 25.4;

interface Rendered {
  files: OutFile[];
  /** Which piece and area each file is of (by file name). */
  of: Map<string, { pieceId: number; area: number }>;
  sheets: TransferResult['sheets'];
  unplaced: string[];
  layout: unknown;
}

/** DTG: per piece and placement, the PNG at its Brother template's box and the GTX settings XML. */
export async function renderDtg(job: TransferJob, images: Map<string, Buffer>): Promise<Rendered> {
  const out: Rendered = { files: [], of: new Map(), sheets: [], unplaced: [], layout: null };
  for (const a of job.areas) {
    const template =
      job.templates.get(a.templateId ?? job.defaultTemplate ?? 0) ?? job.templates.get(job.defaultTemplate ?? 0);
    if (!template) throw new Error('no enabled Brother print template');
    const png = await renderDtgPng(images.get(a.printImage) as Buffer, template, a.placement, { dpi: DPI });
    const name = `${a.pieceCode}-${AREA_NAMES[a.area] ?? `area${a.area}`}`;
    out.files.push(
      { name: `${name}.png`, data: png.png },
      { name: `${name}.xml`, data: Buffer.from(gtxSettingsXml(template, { copies: 1 })) },
    );
    out.of.set(`${name}.png`, { pieceId: a.pieceId, area: a.area });
    out.of.set(`${name}.xml`, { pieceId: a.pieceId, area: a.area });
  }
  return out;
}

/**
 * Heat print: the batch's transfers nested on the film (the heat-print settings: roll width,
 * sheet length, gaps, margins, the fixed grid when it has more than one cell; 90° rotation),
 * each with its piece's signed QR beside it, rendered per sheet as a 300 DPI PNG and a PDF,
 * mirrored when the settings say so (the film is pressed face down).
 */
async function renderHeat(caller: Caller, job: TransferJob, images: Map<string, Buffer>): Promise<Rendered> {
  const t = caller.auth.tenantId;
  const { batch, sheet } = await inTenant(caller.services.db, t, async (tx) => ({
    batch: await readSettings(tx, t, heatBatchSettings),
    sheet: (
      await queryRows<{
        margin_top: string;
        margin_bottom: string;
        margin_left: string;
        margin_right: string;
        mirror: boolean;
        layout_rows: number;
        layout_columns: number;
        row_gap: string;
        column_gap: string;
      }>(
        tx,
        sql`select margin_top, margin_bottom, margin_left, margin_right, mirror, layout_rows, layout_columns, row_gap, column_gap
              from ${sql.identifier(heatPrintSettingResource.table)}
             where tenant_id = ${t} and status = 1 and not is_delete order by is_default desc, create_time desc limit 1`,
      )
    )[0],
  }));
  const spec: SheetSpec = {
    rollWidthMm: Number(batch.rollWidthMm),
    maxLengthMm: Number(batch.maxSheetLengthMm),
    gapMm: Number(batch.gapMm),
    margins: {
      top: Number(sheet?.margin_top ?? 5),
      bottom: Number(sheet?.margin_bottom ?? 5),
      left: Number(sheet?.margin_left ?? 5),
      right: Number(sheet?.margin_right ?? 5),
    },
    allowRotate: true,
    qrSizeMm: Number(batch.qrSizeMm),
  };
  const printable = spec.rollWidthMm - spec.margins.left - spec.margins.right - spec.qrSizeMm - spec.gapMm;
  const transfers: Transfer[] = [];
  const byId = new Map<string, (typeof job.areas)[number]>();
  for (const [i, a] of job.areas.entries()) {
    const meta = await sharp(images.get(a.printImage) as Buffer).metadata();
    // The artwork's own size at 300 DPI, scaled by its placement, never wider than the film.
    let w = ((meta.width ?? 1) / DPI) * MM_PER_INCH * (a.placement.scale ?? 1);
    let h = ((meta.height ?? 1) / DPI) * MM_PER_INCH * (a.placement.scale ?? 1);
    const fit = Math.min(1, printable / Math.max(w, h, 1));
    w *= fit;
    h *= fit;
    const id = `${i}`;
    transfers.push({ id, widthMm: Math.max(1, Number(w.toFixed(1))), heightMm: Math.max(1, Number(h.toFixed(1))) });
    byId.set(id, a);
  }
  const grid = (sheet?.layout_rows ?? 1) * (sheet?.layout_columns ?? 1) > 1;
  const nested = grid
    ? nestGrid(
        transfers,
        rollGrid(transfers, spec, {
          rows: sheet?.layout_rows ?? 1,
          columns: sheet?.layout_columns ?? 1,
          rowGap: Number(sheet?.row_gap ?? 0),
          columnGap: Number(sheet?.column_gap ?? 0),
        }),
      )
    : nestFree(transfers, spec);
  const secret = pieceQrSecret(caller.services);
  const out: Rendered = {
    files: [],
    of: new Map(),
    sheets: nested.sheets.map((s) => ({ index: s.index, lengthMm: s.lengthMm, utilisation: s.utilisation })),
    unplaced: nested.unplaced.map((u) => byId.get(u.id)?.pieceCode ?? u.id),
    layout: nested,
  };
  for (const s of nested.sheets) {
    const items = nested.placements
      .filter((p) => p.sheet === s.index)
      .map((p) => {
        const a = byId.get(p.id) as (typeof job.areas)[number];
        return {
          placement: p,
          image: images.get(a.printImage) as Buffer,
          qrText: signPieceRef(secret, { tenantId: caller.auth.tenantId, pieceId: a.pieceId }),
          caption: a.pieceCode,
        };
      });
    const opts = { dpi: DPI, mirror: sheet?.mirror ?? true };
    const name = `${job.batchNo}-sheet-${s.index + 1}`;
    out.files.push(
      { name: `${name}.png`, data: await renderSheetPng(s, spec, items, opts) },
      { name: `${name}.pdf`, data: await renderSheetPdf(s, spec, items, opts) },
    );
  }
  return out;
}

/** The hot folder's problems a transfer names in the user's language with what to do (contract HOT_FOLDER_PROBLEMS). */
const FOLDER_PROBLEMS: ReadonlySet<string> = new Set<HotFolderProblem>(['missing', 'notDirectory', 'denied', 'full']);

/** No hot folder to write to: neither the machine's (or workstation's device's) nor the print process's. */
export class NoHotFolder extends Error {}

/**
 * What a failed transfer records (`pro_batch` / `pro_piece.transfer_error`): a hot folder's problem
 * language-neutral (`hotFolderReason`: the folder as configured, `configured`, and where it is on the
 * server, `folder`), read in each reader's language; anything else as its message.
 */
export const reasonOf = (error: unknown, configured?: string | null, folder?: string): string =>
  error instanceof NoHotFolder
    ? hotFolderReason('none', '', '')
    : error instanceof HotFolderError && FOLDER_PROBLEMS.has(error.kind) && configured && folder
      ? hotFolderReason(error.kind as HotFolderProblem, configured, folder)
      : error instanceof HotFolderError
        ? `${error.kind}: ${error.message}`
        : error instanceof BizError
          ? error.errorCode
          : error instanceof Error
            ? error.message
            : String(error);

/** A failed transfer's refusal (P1017): its recorded reason in the caller's language, else with the folder it was for. */
export function transferFailed(caller: Caller, reason: string, folder: string): BizError {
  const text = transferErrorText(reason, caller.lang) ?? reason;
  return new BizError('P1017', { reason: text !== reason || !folder ? text : `${reason} (${folder})` });
}

/**
 * Image transfer of an audited batch: gather (one transaction), load the artwork and render the
 * print files outside any transaction, drop them atomically into the hot folder under a folder
 * named by the batch number (a retry replaces it whole), then record every file (path, size,
 * checksum) and the transfer count. A failure — missing or full folder, artwork that cannot be
 * read — is recorded on the batch (state failed, the reason) and answered as P1017; the batch
 * stays transferable and nothing half-written is left in the folder.
 */
export async function transferBatch(caller: Caller, resource: Resource, batchId: number): Promise<TransferResult> {
  const { services, auth } = caller;
  const t = auth.tenantId;
  const job = await inTenant(services.db, t, (tx) => gatherTransfer(tx, t, resource, batchId));
  let folder = '';
  try {
    if (!job.folder) throw new NoHotFolder('neither the machine nor the print process has a hot folder');
    if (!job.areas.length) throw new Error('the batch has no pieces to print');
    folder = hotFolderPath(services.config.dataDir, job.folder);
    // A missing folder is refused before the artwork is loaded and rendered (seconds a batch), not after.
    await checkHotFolder(folder);
    const images = new Map<string, Buffer>();
    for (const a of job.areas)
      if (!images.has(a.printImage)) images.set(a.printImage, await loadArtwork(services, a.printImage));
    const rendered =
      job.printKind === PrintKind.Heat ? await renderHeat(caller, job, images) : await renderDtg(job, images);
    const written = await dropIntoHotFolder(folder, job.batchNo, rendered.files);
    const files = written.map((w) => ({ ...w, name: w.path.split(/[\\/]/).pop() ?? '' }));
    await inTenant(services.db, t, async (tx) => {
      await tx.execute(sql`
        insert into pro_transfer_file (tenant_id, batch_id, attempt, piece_id, area, path, size, sha256)
        select ${t}, ${batchId}, ${job.attempt}, v.piece_id, v.area, v.path, v.size, v.sha256
          from json_to_recordset(${json(
            files.map((f) => ({ ...rendered.of.get(f.name), path: f.path, size: f.size, sha256: f.sha256 })),
          )}) as v(piece_id bigint, area int, path text, size bigint, sha256 text)`);
      const average = rendered.sheets.length
        ? (rendered.sheets.reduce((n, s) => n + s.utilisation, 0) / rendered.sheets.length) * 100
        : null;
      await markTransfer(
        tx,
        caller,
        'batch',
        'filesTransferred',
        batchId,
        {
          transfer_count: sql`transfer_count + 1`,
          transfer_error: null,
          transfer_time: sql`now()`,
          sheet_count: rendered.sheets.length,
          utilisation: sql`${average === null ? null : average.toFixed(1)}::numeric`,
          layout: sql`${rendered.layout === null ? null : JSON.stringify({ ...(rendered.layout as object), unplaced: rendered.unplaced })}::jsonb`,
        },
        { attempt: job.attempt, files: written.length, sheets: rendered.sheets.length },
      );
    });
    return {
      attempt: job.attempt,
      folder: `${folder}/${job.batchNo}`,
      files: written,
      sheets: rendered.sheets,
      unplaced: rendered.unplaced,
    };
  } catch (error) {
    const reason = reasonOf(error, job.folder, folder);
    await inTenant(services.db, t, (tx) =>
      markTransfer(
        tx,
        caller,
        'batch',
        'filesFailed',
        batchId,
        { transfer_error: reason.slice(0, 500), transfer_time: sql`now()` },
        { attempt: job.attempt, reason: reason.slice(0, 500) },
      ),
    );
    throw transferFailed(caller, reason, folder);
  }
}
