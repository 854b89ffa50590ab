import { IMPORT_MAX_ROWS } from '@printfloor/contract';
import type ExcelJS from 'exceljs';
import { BizError } from '../../../errors.ts';
import { sheetRows } from '../../../resources/xlsx.ts';

/** A formula cell the file saved without its computed value (a row error, not a guess). */
export const FORMULA = Symbol('formula');

/** A cell as read: text, number, boolean, a date, a formula without value, or empty. */
export type Cell = string | number | boolean | Date | typeof FORMULA | null;

export interface SheetRow {
  /** The row number Excel shows. */
  rowNumber: number;
  /** Cells by header position (the index into `Sheet.headers`). */
  cells: Cell[];
}

export interface Sheet {
  headers: string[];
  rows: SheetRow[];
}

function cellOf(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return value;
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('formula' in value || 'sharedFormula' in value) {
      const result = (value as { result?: ExcelJS.CellValue }).result;
      if (result === undefined || result === null) return FORMULA;
      if (typeof result === 'object' && !(result instanceof Date) && 'error' in result) return FORMULA;
      return cellOf(result);
    }
    if ('text' in value) return String(value.text);
    if ('error' in value) return null;
  }
  return null;
}

/** A cell as text, for the error file and the preview (dates as ISO wall-clock time). */
export function cellText(cell: Cell): string {
  if (cell === null || cell === FORMULA) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 19).replace('T', ' ');
  return String(cell);
}

const isEmpty = (c: Cell) => c === null || (typeof c === 'string' && c.trim() === '');

/** What `sheetStream` yields: the headers once (on the header row), then each non-empty row below it. */
export type SheetItem = { headers: string[] } | SheetRow;

/**
 * Streams the first sheet of an xlsx: the headers on `headerRow` (trimmed; a repeated header keeps
 * its first column), then every non-empty row below it, cells by header position. Nothing is kept:
 * a caller that wants the rows keeps them (an import stages them in the database instead).
 */
export async function* sheetStream(buffer: Buffer, headerRow: number): AsyncGenerator<SheetItem> {
  const headers: string[] = [];
  const columnOf = new Map<number, number>();
  for await (const row of sheetRows(buffer)) {
    if (row.number < headerRow) continue;
    if (row.number === headerRow) {
      row.eachCell((cell, colNumber) => {
        const text = String(cellOf(cell.value) === FORMULA ? '' : cellText(cellOf(cell.value))).trim();
        if (!text || headers.includes(text)) return;
        columnOf.set(colNumber, headers.length);
        headers.push(text);
      });
      yield { headers };
      continue;
    }
    if (!row.hasValues) continue;
    const cells: Cell[] = new Array(headers.length).fill(null);
    for (const [colNumber, index] of columnOf) cells[index] = cellOf(row.getCell(colNumber).value);
    if (cells.every(isEmpty)) continue;
    yield { rowNumber: row.number, cells };
  }
}

/** A sheet read up to its header row: the headers, and the stream that goes on from there. */
export interface OpenedSheet {
  /** The headers on the header row; null when the sheet ends above it. */
  headers: string[] | null;
  /** The headers again, then each row below them, read as they are pulled (once). */
  items: AsyncGenerator<SheetItem>;
  /** Ends the stream when `items` will not be read to its end (a refused or failed run). */
  close(): Promise<void>;
}

/**
 * Streams the first sheet of an xlsx up to its header row and stops there: an import checks its
 * mapped columns at upload, before it makes a record, and its run goes on with the same stream —
 * the workbook's shared strings, which come before the rows, are read once (~0.5 s for 50,000 rows).
 */
export async function openSheet(buffer: Buffer, headerRow: number): Promise<OpenedSheet> {
  const stream = sheetStream(buffer, headerRow);
  const first = await stream.next();
  const headers = !first.done && 'headers' in first.value ? first.value.headers : null;
  async function* items(): AsyncGenerator<SheetItem> {
    if (!headers) return;
    yield { headers };
    yield* stream;
  }
  return {
    headers,
    items: items(),
    close: async () => {
      await stream.return(undefined);
    },
  };
}

/**
 * Reads the first sheet of an xlsx into memory (the template preview): the headers, then the rows,
 * stopping after `maxRows` rows when given; otherwise refusing more than IMPORT_MAX_ROWS (R0006).
 */
export async function readSheet(buffer: Buffer, headerRow: number, options: { maxRows?: number } = {}): Promise<Sheet> {
  let headers: string[] = [];
  const rows: SheetRow[] = [];
  for await (const item of sheetStream(buffer, headerRow)) {
    if ('headers' in item) {
      headers = item.headers;
      continue;
    }
    if (options.maxRows !== undefined && rows.length >= options.maxRows) break;
    if (rows.length >= IMPORT_MAX_ROWS) throw new BizError('R0006', { max: IMPORT_MAX_ROWS });
    rows.push(item);
  }
  return { headers, rows };
}
