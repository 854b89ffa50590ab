import { z } from 'zod';
import { idSchema, pageInputSchema, tooLong } from '../schemas/common.ts';

/**
 * The image-transfer page (menu imageTransfer) and the material detail image (menu materialImage):
 * their wire shapes. A transfer is either a batch's (audited batches, from the batch pages or here)
 * or a piece's (files dropped by a scan at its print process).
 */

/** Which transfers a page lists: batches, or pieces whose print scan dropped files. */
export const TRANSFER_SCOPES = ['batch', 'piece'] as const;
export type TransferScope = (typeof TRANSFER_SCOPES)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalidDate' });

export const imageTransferPageSchema = pageInputSchema.extend({
  scope: z.enum(TRANSFER_SCOPES).default('batch'),
  transferState: z.coerce.number().int().min(0).max(2).nullish(),
  printKind: z.coerce.number().int().min(1).max(2).nullish(),
  /** Batch no. (batches) or piece code (pieces), a part of it. */
  code: z
    .string()
    .trim()
    .max(64, { error: tooLong(64) })
    .nullish(),
  /** Transfer time from / to (inclusive days, yyyy-mm-dd). */
  from: day.nullish(),
  to: day.nullish(),
});
export type ImageTransferPageInput = z.input<typeof imageTransferPageSchema>;

/** The batch or piece a transfer or a retry is of. */
export const imageTransferTargetSchema = z.object({
  id: idSchema,
  scope: z.enum(TRANSFER_SCOPES).default('batch'),
});
export type ImageTransferTarget = z.input<typeof imageTransferTargetSchema>;

/** One row of the image-transfer list. */
export interface ImageTransferRow {
  id: number;
  scope: TransferScope;
  /** Batch no. or piece code. */
  code: string;
  printKind: number;
  /** Pieces of the batch (1 for a piece). */
  quantity: number;
  auditState: number | null;
  transferState: number;
  transferCount: number;
  transferTime: string | null;
  transferError: string | null;
  /** Files of the last attempt. */
  fileCount: number;
}

/** One file a transfer wrote. */
export interface TransferFileRow {
  id: number;
  attempt: number;
  pieceId: number | null;
  area: number | null;
  name: string;
  path: string;
  size: number;
  sha256: string;
  createTime: string;
}

/** A gang sheet of a heat batch's last transfer: its length on the roll and how much of it the transfers cover. */
export interface TransferSheet {
  index: number;
  lengthMm: number;
  /** Percent of the sheet's printable area covered, one decimal. */
  utilisation: number;
}

export interface ImageTransferDetail extends ImageTransferRow {
  files: TransferFileRow[];
  /** Heat batches: the gang sheets of the last transfer (empty for DTG and before a transfer). */
  sheets: TransferSheet[];
  /** Heat batches: the pieces whose transfers did not fit on the film (too large for the roll). */
  unplaced: string[];
}

/** A piece's files dropped by its print scan (or its retry). */
export interface PieceFilesResult {
  folder: string;
  files: { path: string; size: number; sha256: string }[];
}

// ───────────── material detail image ─────────────

export const materialImagePageSchema = pageInputSchema.extend({
  code: z
    .string()
    .trim()
    .max(64, { error: tooLong(64) })
    .nullish(),
  state: z.coerce.number().int().min(0).max(3).nullish(),
});

/** A work order as the material detail image lists it. */
export interface MaterialImageOrder {
  id: number;
  code: string;
  orderCode: string | null;
  productName: string | null;
  skuCode: string | null;
  colour: string | null;
  size: string | null;
  quantity: number;
  state: number;
  demandDate: string | null;
}

/** One blank or material to pick for a work order, with its picture. */
export interface MaterialPickLine {
  group: 'blank' | 'material';
  code: string | null;
  name: string;
  colour: string | null;
  size: string | null;
  unit: string | null;
  quantity: number;
  image: string | null;
}

export interface MaterialImageDetail {
  workOrder: MaterialImageOrder;
  lines: MaterialPickLine[];
}

export const materialImageExportSchema = z.object({ ids: z.array(idSchema).min(1).max(200) });

// ───────────── quality reporting: change device ─────────────

/** Change the device (and optionally the workstation) recorded on a work report before it is completed. */
export const changeDeviceInputSchema = z.object({
  id: idSchema,
  deviceId: idSchema,
  workstationId: idSchema.nullish(),
});
export type ChangeDeviceInput = z.input<typeof changeDeviceInputSchema>;
