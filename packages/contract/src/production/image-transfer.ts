import { z } from 'zod';
import { formatMessage } from '../errors.ts';
import type { Language } from '../languages.ts';
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

/**
 * Why a transfer's files could not reach the hot folder, in the four languages, each saying what to
 * do: `{folder}` is the hot folder as configured on the device or process (a station PC's `D:\\hot\\gtx01`),
 * `{path}` where that is on the server. A failed transfer records its reason as
 * `hotFolder.<problem>|{"folder":…,"path":…}` (`hotFolderReason`), and whoever reads it — the refusal,
 * the station's answer, the image-transfer page — shows it in their own language (`transferErrorText`).
 */
export const HOT_FOLDER_PROBLEMS = {
  missing: {
    'zh-CN':
      '热文件夹「{folder}」不存在（服务器上的位置：{path}）：请在服务器上创建这个文件夹（或把打印机的共享文件夹挂载到这里），或在设备 / 工序中填写已有的热文件夹，然后重试',
    en: 'the hot folder "{folder}" is missing (on the server: {path}): create that folder on the server (or mount the printer\'s shared folder there), or give the device or process a hot folder that exists, then retry',
    'zh-TW':
      '熱資料夾「{folder}」不存在（伺服器上的位置：{path}）：請在伺服器上建立這個資料夾（或將印表機的共用資料夾掛載到這裡），或在設備 / 工序中填寫已有的熱資料夾，然後重試',
    'pt-BR':
      'a pasta quente "{folder}" não existe (no servidor: {path}): crie essa pasta no servidor (ou monte nela a pasta compartilhada da impressora), ou informe no equipamento ou no processo uma pasta quente que exista, e tente de novo',
  },
  notDirectory: {
    'zh-CN':
      '热文件夹「{folder}」不是文件夹（服务器上的位置：{path}）：请把它换成文件夹，或在设备 / 工序中填写正确的热文件夹，然后重试',
    en: 'the hot folder "{folder}" is not a folder (on the server: {path}): replace it with a folder, or give the device or process the right hot folder, then retry',
    'zh-TW':
      '熱資料夾「{folder}」不是資料夾（伺服器上的位置：{path}）：請把它換成資料夾，或在設備 / 工序中填寫正確的熱資料夾，然後重試',
    'pt-BR':
      'a pasta quente "{folder}" não é uma pasta (no servidor: {path}): substitua-a por uma pasta, ou informe no equipamento ou no processo a pasta quente certa, e tente de novo',
  },
  denied: {
    'zh-CN':
      '没有写入热文件夹「{folder}」的权限（服务器上的位置：{path}）：请让运行 PrintFloor 的账号可以写入这个文件夹，然后重试',
    en: 'the hot folder "{folder}" cannot be written (on the server: {path}): let the account PrintFloor runs as write to that folder, then retry',
    'zh-TW':
      '沒有寫入熱資料夾「{folder}」的權限（伺服器上的位置：{path}）：請讓執行 PrintFloor 的帳號可以寫入這個資料夾，然後重試',
    'pt-BR':
      'não é possível gravar na pasta quente "{folder}" (no servidor: {path}): dê à conta que executa o PrintFloor permissão de gravar nessa pasta e tente de novo',
  },
  full: {
    'zh-CN':
      '热文件夹「{folder}」所在的磁盘已满（服务器上的位置：{path}）：请清理出空间（例如打印机已取走的文件），然后重试',
    en: 'the disk of the hot folder "{folder}" is full (on the server: {path}): free some space (files the printer has already taken, for example), then retry',
    'zh-TW':
      '熱資料夾「{folder}」所在的磁碟已滿（伺服器上的位置：{path}）：請清出空間（例如印表機已取走的檔案），然後重試',
    'pt-BR':
      'o disco da pasta quente "{folder}" está cheio (no servidor: {path}): libere espaço (arquivos que a impressora já levou, por exemplo) e tente de novo',
  },
  none: {
    'zh-CN': '打印机和打印工序都没有设置热文件夹：请在设备或工序中填写热文件夹，然后重试',
    en: 'neither the printer nor the print process has a hot folder: set one on the device or the process, then retry',
    'zh-TW': '印表機和列印工序都沒有設定熱資料夾：請在設備或工序中填寫熱資料夾，然後重試',
    'pt-BR':
      'nem a impressora nem o processo de impressão têm pasta quente: defina uma no equipamento ou no processo e tente de novo',
  },
} as const satisfies Record<string, Record<Language, string>>;
export type HotFolderProblem = keyof typeof HOT_FOLDER_PROBLEMS;

const REASON = /^hotFolder\.(\w+)\|(\{.*\})$/s;

/** A hot folder's problem as a transfer records it (language-neutral; `transferErrorText` reads it). */
export function hotFolderReason(problem: HotFolderProblem, folder: string, path: string): string {
  return `hotFolder.${problem}|${JSON.stringify({ folder, path })}`;
}

/**
 * A transfer's recorded error in `lang`: a hot folder's problem (`hotFolderReason`) in that language
 * with what to do; anything else — an artwork that could not be read, a reason recorded before —
 * as it was recorded.
 */
export function transferErrorText(stored: string | null, lang: Language): string | null {
  if (stored === null) return null;
  const match = REASON.exec(stored);
  const texts = match ? HOT_FOLDER_PROBLEMS[match[1] as HotFolderProblem] : undefined;
  if (!match || !texts) return stored;
  try {
    const params = JSON.parse(match[2] as string) as Record<string, string>;
    return formatMessage(texts[lang], { folder: String(params.folder ?? ''), path: String(params.path ?? '') });
  } catch {
    return stored;
  }
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
