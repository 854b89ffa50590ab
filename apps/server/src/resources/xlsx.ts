import { Readable } from 'node:stream';
import {
  COMMON_LABELS,
  checkZip,
  exportFields,
  type FieldInfo,
  LANGUAGES,
  type Language,
  type Resource,
  refLabelKey,
  sizeInfo,
  ZipRefusedError,
} from '@printfloor/contract';
import ExcelJS from 'exceljs';
import { BizError } from '../errors.ts';
import type { Row } from './types.ts';

/** Buffers the zip guard passed: an import checked when it was sent is not inflated a second time when it runs. */
const guarded = new WeakSet<Buffer>();

/**
 * The zip guard (contract `checkZip`) in front of an xlsx: a bomb or a file that lies about its
 * sizes is refused with D8005, anything that is no zip with R0005. A buffer that passed once is
 * not checked again (checking inflates every entry: ~0.2 s for a 50,000-row sheet).
 */
export function guardXlsx(buffer: Buffer): void {
  if (guarded.has(buffer)) return;
  try {
    checkZip(buffer);
  } catch (error) {
    if (error instanceof ZipRefusedError && error.problem !== 'notZip')
      throw new BizError('D8005', { max: sizeInfo(error.max) });
    throw new BizError('R0005');
  }
  guarded.add(buffer);
}

/** Labels of dictionary codes, per dictionary type code: code → display value. */
export type DictLabels = Map<string, Map<string, string>>;

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export { XLSX_MIME };

/** The display text of a value in the caller's language (enum label, dict label, ref label, yes/no). */
function displayValue(field: FieldInfo, row: Row, lang: Language, dicts: DictLabels): string | number | null {
  const v = row[field.key];
  if (v === null || v === undefined) return null;
  switch (field.type) {
    case 'enum':
      return field.options?.find((o) => o.value === Number(v))?.label[lang] ?? Number(v);
    case 'dict':
      return dicts.get(field.dict as string)?.get(String(v)) ?? String(v);
    case 'boolean':
      return v ? COMMON_LABELS.yes[lang] : COMMON_LABELS.no[lang];
    case 'ref':
      return (row[refLabelKey(field.key, field)] as string | null) ?? Number(v);
    case 'integer':
    case 'number':
    case 'money':
      return Number(v);
    default:
      return typeof v === 'string' || typeof v === 'number' ? v : String(v);
  }
}

/** A workbook with one sheet: localized headers of the export fields, then the rows. */
export async function buildWorkbook(
  resource: Resource,
  rows: Row[],
  lang: Language,
  dicts: DictLabels,
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'PrintFloor';
  const sheet = wb.addWorksheet(resource.title[lang].slice(0, 31));
  const fields = exportFields(resource);
  sheet.columns = fields.map((f) => ({
    header: f.label[lang],
    key: f.key,
    width: Math.max(12, Math.min(40, f.label[lang].length * 2 + 4)),
    style: f.type === 'money' ? { numFmt: '0.00' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(Object.fromEntries(fields.map((f) => [f.key, displayValue(f, row, lang, dicts)])));
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export { contentDisposition } from '../http/content-disposition.ts';

function cellText(value: ExcelJS.CellValue, field: FieldInfo | undefined): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    // exceljs reads spreadsheet dates as UTC instants of the wall-clock time.
    const iso = value.toISOString();
    return field?.type === 'datetime' ? `${iso.slice(0, 10)} ${iso.slice(11, 19)}` : iso.slice(0, 10);
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue, field);
    if ('text' in value) return String(value.text);
    if ('error' in value) return null;
    return null;
  }
  return value;
}

export interface SheetRow {
  /** Row number as the spreadsheet shows it (the header is row 1). */
  rowNumber: number;
  values: Record<string, unknown>;
}

/**
 * The rows of the first sheet, streamed. The zip guard (`checkZip`, packages/contract) runs first:
 * declared sizes, entry count and compression ratio are checked before anything is inflated, and a
 * file that inflates past what it declares is stopped while counting. Then exceljs's streaming
 * reader parses row by row; a consumer that stops early stops the reader, so memory follows the
 * rows the consumer keeps, not the file. Not a workbook: R0005; too large unpacked: D8005.
 */
export async function* sheetRows(buffer: Buffer): AsyncGenerator<ExcelJS.Row> {
  guardXlsx(buffer);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([buffer]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let sheetSeen = false;
  try {
    for await (const sheet of reader) {
      sheetSeen = true;
      // A consumer that stops early returns this generator here, which stops both loops.
      for await (const row of sheet) yield row;
      break; // the first sheet only
    }
  } catch (error) {
    // The reader's own error stays attached (the exception log names it): "not a workbook" is what the user
    // can act on, but a reader that failed on a sound file must not be hidden behind it.
    throw Object.assign(new BizError('R0005'), { cause: error });
  }
  if (!sheetSeen) throw new BizError('R0005');
}

/**
 * Reads the first sheet for a resource import. Headers match a field by its label in any of the
 * four languages or by its key (case-insensitive; a trailing `*` is ignored); unknown columns are
 * skipped. Empty rows are skipped; past `maxRows` data rows the import is refused (R0006).
 */
export async function readWorkbook(resource: Resource, buffer: Buffer, maxRows: number): Promise<SheetRow[]> {
  const fields = exportFields(resource);
  const byHeader = new Map<string, FieldInfo>();
  for (const f of fields) {
    byHeader.set(f.key.toLowerCase(), f);
    for (const lang of LANGUAGES) byHeader.set(f.label[lang].trim().toLowerCase(), f);
  }
  const out: SheetRow[] = [];
  const columns = new Map<number, FieldInfo>();
  let dataRows = 0;
  for await (const row of sheetRows(buffer)) {
    if (row.number === 1) {
      row.eachCell((cell, colNumber) => {
        const text = String(cellText(cell.value, undefined) ?? '')
          .trim()
          .replace(/\s*\*$/, '')
          .toLowerCase();
        const field = byHeader.get(text);
        if (field) columns.set(colNumber, field);
      });
      continue;
    }
    if (!row.hasValues) continue;
    if (++dataRows > maxRows) throw new BizError('R0006', { max: maxRows });
    const values: Record<string, unknown> = {};
    let any = false;
    for (const [colNumber, field] of columns) {
      const v = cellText(row.getCell(colNumber).value, field);
      if (v !== null && v !== '') any = true;
      values[field.key] = v;
    }
    if (any) out.push({ rowNumber: row.number, values });
  }
  return out;
}

/**
 * Turns display texts back into stored values: enum labels (any language) → integers,
 * dict labels → codes, ref labels → ids (via `refIds`). Values already stored-form pass through.
 */
export function fromDisplay(
  resource: Resource,
  values: Record<string, unknown>,
  dictCodes: Map<string, Map<string, string>>,
  refIds: Map<string, Map<string, number>>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const field of resource.fieldList) {
    const v = values[field.key];
    if (typeof v !== 'string' || v.trim() === '') continue;
    const text = v.trim();
    if (field.type === 'enum') {
      const hit = field.options?.find((o) => LANGUAGES.some((l) => o.label[l].toLowerCase() === text.toLowerCase()));
      if (hit) out[field.key] = hit.value;
    } else if (field.type === 'dict') {
      const code = dictCodes.get(field.dict as string)?.get(text);
      if (code !== undefined) out[field.key] = code;
    } else if (field.type === 'ref' && !/^\d+$/.test(text)) {
      const id = refIds.get(field.key)?.get(text);
      if (id !== undefined) out[field.key] = id;
    }
  }
  return out;
}
