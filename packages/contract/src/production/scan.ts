import { z } from 'zod';
import { idSchema } from '../schemas/common.ts';
import { ScanResult } from './states.ts';

/**
 * The wire shapes of production's own calls (stations, batching, release): bodies as Zod schemas
 * (server validation and the console's forms), answers as interfaces both sides compile against.
 */

/** A scan at a station: what the scanner typed (a piece QR or a piece code) and where. */
export const scanInputSchema = z.object({
  workstationId: idSchema,
  code: z.string().trim().min(1, { error: 'required' }).max(256, { error: 'tooLong' }),
  /** Unqualified at this process (quality check): the piece is scrapped and a reprint made. */
  result: z.union([z.literal(ScanResult.Qualified), z.literal(ScanResult.Unqualified)]).default(ScanResult.Qualified),
  defectItemId: idSchema.nullish(),
  remark: z.string().trim().max(200, { error: 'tooLong' }).nullish(),
  /**
   * Why a piece is printed at another printer than its batch's, where the factory's general settings allow
   * that with a reason (`otherPrinterScan`); the scan log keeps it. Without it such a scan is refused (P1047).
   */
  printerReason: z.string().trim().max(200, { error: 'tooLong' }).nullish(),
});
export type ScanInput = z.input<typeof scanInputSchema>;

/** One print area of the scanned piece's line, as the station shows it large. */
export interface ScanArea {
  area: number;
  printImage: string;
  mockupImage: string | null;
  x: number | null;
  y: number | null;
  scale: number | null;
  angle: number | null;
}

/** The answer to a scan: the piece as it is now, where it goes next, and what was recorded. */
export interface ScanAnswer {
  pieceId: number;
  pieceCode: string;
  orderCode: string | null;
  workOrderCode: string;
  /** n of N of its order. */
  pieceNo: number;
  pieceTotal: number;
  productName: string | null;
  skuCode: string | null;
  colour: string | null;
  size: string | null;
  processName: string;
  /** The process the piece goes to next, null when its route is done. */
  nextProcessName: string | null;
  finished: boolean;
  result: number;
  /** Set when an unqualified scan made a reprint: the new piece's code. */
  reprintCode: string | null;
  areas: ScanArea[];
  /** Files dropped into the device's hot folder by this scan (print processes with a hot folder). */
  files: string[];
  /**
   * Set when this scan should have dropped files but could not (no artwork, missing folder): the
   * scan itself is recorded; the text says why and that a retry is on the image-transfer page.
   */
  fileError?: string | null;
}

/**
 * Reprint at a direct-print station (button `dtgProduction:reprint`): a piece already printed at its
 * print process gets its print files dropped into this workstation's hot folder again — a misprint, a
 * jam, a garment loaded crooked — with the reason, logged (the piece does not move; a spoiled garment is
 * an unqualified scan, which scraps the piece and makes a new one).
 */
export const reprintInputSchema = z.object({
  workstationId: idSchema,
  code: z.string().trim().min(1, { error: 'required' }).max(256, { error: 'tooLong' }),
  reason: z.string().trim().min(1, { error: 'required' }).max(200, { error: 'tooLong' }),
});
export type ReprintInput = z.input<typeof reprintInputSchema>;

/** The answer to a reprint: the piece, how many times it has been reprinted, the files dropped. */
export interface ReprintAnswer {
  pieceId: number;
  pieceCode: string;
  /** Reprints of this piece so far, this one included. */
  reprints: number;
  files: string[];
  /** The reprint is logged but its files could not be written (as ScanAnswer.fileError). */
  fileError?: string | null;
}

/** A workstation as its station page lists it (for the picker). */
export interface StationInfo {
  id: number;
  code: string;
  name: string;
  processId: number;
  processName: string;
  deviceId: number | null;
  deviceName: string | null;
  hotFolder: string | null;
  /**
   * Whether its process is on a route of the page's kind of work (scan to transfer: of any kind).
   * The page lists these first, in route order, then the others.
   */
  onRoute: boolean;
}

/** Auto-batch: pending pieces of one kind of work grouped by the enabled strategies. */
export const autoBatchInputSchema = z.object({
  printKind: z.coerce.number().int().min(1).max(2),
  /** Also release batches that are not full (the "release now" button and the cut-off job). */
  releasePartial: z.boolean().default(false),
});
export type AutoBatchInput = z.input<typeof autoBatchInputSchema>;

export interface AutoBatchResult {
  batches: number;
  pieces: number;
  /** Pieces no enabled strategy takes: they wait, unbatched. */
  unmatched: number;
  /** Their colours (the factory's name of each) with how many: what no strategy's colour list names yet. */
  unmatchedColours: { colour: string; pieces: number }[];
  /** Pieces left waiting because their group did not fill a batch (released at the cut-off). */
  waiting: number;
}

/** Manual add / remove of pieces of a batch before its audit (by piece code or id). */
export const batchPiecesInputSchema = z.object({
  id: idSchema,
  pieceIds: z.array(idSchema).max(1000).default([]),
  codes: z.array(z.string().trim().min(1).max(256)).max(1000).default([]),
});
export type BatchPiecesInput = z.input<typeof batchPiecesInputSchema>;

/** A piece as a batch, a work order or a station lists it. */
export interface PieceRow {
  id: number;
  code: string;
  orderCode: string | null;
  pieceNo: number;
  pieceTotal: number;
  skuCode: string | null;
  colour: string | null;
  size: string | null;
  productName: string | null;
  state: number;
  nextProcessName: string | null;
  batchNo: string | null;
}

/** A task of a work order (work order × route process). */
export interface TaskRow {
  id: number;
  seq: number;
  processId: number;
  processName: string;
  quantity: number;
  done: number;
  qualified: number;
  unqualified: number;
  state: number;
}

/** What an image transfer wrote into the hot folder (every file with its size and checksum). */
export interface TransferResult {
  attempt: number;
  folder: string;
  files: { path: string; size: number; sha256: string }[];
  /** Heat print: the gang sheets made, and the transfers that did not fit on the film. */
  sheets: { index: number; lengthMm: number; utilisation: number }[];
  unplaced: string[];
}
