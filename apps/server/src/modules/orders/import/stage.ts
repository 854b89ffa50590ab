import { IMPORT_MAX_ROWS, type Language } from '@printfloor/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import { inTenant } from '../../../db/context.ts';
import { queryRows } from '../../../db/query.ts';
import { omsImportRow } from '../../../db/schema/index.ts';
import { BizError } from '../../../errors.ts';
import { insertJson } from '../write-rows.ts';
import { convertRow, type ImportTemplateData, OrderGroups, type ReadyRow, resolveColumns } from './assemble.ts';
import type { SheetItem } from './sheet.ts';

/** Rows staged per statement; one batch is written while the next is read. */
const BATCH = 1000;

type Areas = ReturnType<typeof resolveColumns>['areas'];

export interface Staged {
  headers: string[];
  rows: number;
  areas: Areas;
}

/**
 * Reads the sheet into the run's staging rows (oms_import_row, 0021): each row converted as it
 * streams by, with the first row of its order (OrderGroups: by external id, or the row above for a
 * continuation row), in batches written while the next batch is read — the database works on its
 * own core while this one parses. `sheet` is the stream openSheet began at upload (its headers
 * first). Only the external ids seen so far are kept in memory, never the rows. Refuses a sheet
 * without the mapped headers (O1022) or with too many rows (R0006) before anything is written.
 */
export async function stageSheet(
  db: Database,
  tenantId: number,
  recordId: number,
  sheet: AsyncIterable<SheetItem>,
  template: ImportTemplateData,
  lang: Language,
  onRows: (read: number, headers: string[]) => Promise<void> | void,
): Promise<Staged> {
  let resolved: ReturnType<typeof resolveColumns> | null = null;
  let headers: string[] = [];
  const orderOf = new OrderGroups();
  // Each row as its JSON text at once: its objects die young instead of living on (and being
  // promoted) until the batch is written.
  let batch: string[] = [];
  let writing: Promise<void> = Promise.resolve();
  let rows = 0;
  const flush = async () => {
    const rowsOut = batch;
    batch = [];
    await writing;
    writing = inTenant(db, tenantId, (tx) => insertJson(tx, 'oms_import_row', STAGE_KEYS, `[${rowsOut.join(',')}]`));
  };
  const columnsOf = (found: string[]) => {
    const r = resolveColumns({ headers: found, rows: [] }, template);
    if (r.missing.length) throw new BizError('O1022', { row: template.headerRow, columns: r.missing.join(', ') });
    return r;
  };
  try {
    for await (const item of sheet) {
      if ('headers' in item) {
        headers = item.headers;
        resolved = columnsOf(headers);
        await onRows(0, headers);
        continue;
      }
      if (!resolved) continue;
      if (rows >= IMPORT_MAX_ROWS) throw new BizError('R0006', { max: IMPORT_MAX_ROWS });
      const ready = convertRow(item, resolved, lang);
      const first = orderOf.place(ready);
      batch.push(JSON.stringify(stageRow(tenantId, recordId, first, ready)));
      rows++;
      if (batch.length >= BATCH) {
        await flush();
        await onRows(rows, headers);
      }
    }
    // A header row beyond the sheet's last row: every mapped column is missing.
    if (!resolved) resolved = columnsOf([]);
    if (batch.length) await flush();
    await writing;
  } catch (error) {
    await writing.catch(() => undefined);
    throw error;
  }
  return { headers, rows, areas: resolved.areas };
}

/** The staging row's columns (stageRow gives each of them). */
const STAGE_KEYS = [
  'tenant_id',
  'record_id',
  'row_no',
  'group_first',
  'external_id',
  'vals',
  'messages',
  'cells',
] as const;

function stageRow(
  tenantId: number,
  recordId: number,
  groupFirst: number,
  r: ReadyRow,
): Record<(typeof STAGE_KEYS)[number], unknown> {
  return {
    tenant_id: tenantId,
    record_id: recordId,
    row_no: r.rowNumber,
    group_first: groupFirst,
    external_id: r.externalId,
    vals: r.values,
    messages: r.messages.length ? r.messages : null,
    cells: r.cells,
  };
}

/** Staged rows of whole orders, in the order of each order's first row in the sheet. */
export interface StagedChunk {
  groups: ReadyRow[][];
  /** Where the next chunk starts (after this first row); null: no rows were left. */
  next: number | null;
}

/**
 * The next orders' staged rows: about `limit` rows of whole orders whose first row comes after
 * `after` (an order of more rows than that comes alone, whole).
 */
export async function readStaged(
  tx: Tx,
  tenantId: number,
  recordId: number,
  after: number,
  limit: number,
): Promise<StagedChunk> {
  type Staged = {
    row_no: number;
    group_first: number;
    external_id: string | null;
    vals: Record<string, unknown>;
    messages: string[] | null;
    cells: string[];
  };
  const select = (where: ReturnType<typeof sql>, max: number | null) =>
    queryRows<Staged>(
      tx,
      sql`select row_no, group_first, external_id, vals, messages, cells from oms_import_row
           where tenant_id = ${tenantId} and record_id = ${recordId} and ${where}
           order by group_first, row_no ${max === null ? sql`` : sql`limit ${max}`}`,
    );
  let rows = await select(sql`group_first > ${after}`, limit + 1);
  if (rows.length > limit) {
    // The last order may go on past the limit: leave it for the next chunk, unless it is the only one.
    const last = (rows.at(-1) as Staged).group_first;
    const kept = rows.filter((r) => r.group_first !== last);
    if (kept.length) rows = kept;
    else rows = await select(sql`group_first = ${last}`, null);
  }
  const groups: ReadyRow[][] = [];
  let current = -1;
  for (const r of rows) {
    const ready: ReadyRow = {
      rowNumber: r.row_no,
      externalId: r.external_id,
      values: r.vals,
      messages: r.messages ?? [],
      cells: r.cells,
    };
    if (r.group_first !== current) {
      groups.push([]);
      current = r.group_first;
    }
    groups.at(-1)?.push(ready);
  }
  return { groups, next: rows.at(-1)?.group_first ?? null };
}

/** The run's staging rows, once it has ended (or was found interrupted). */
export async function dropStaged(tx: Tx, tenantId: number, recordId: number): Promise<void> {
  await tx.delete(omsImportRow).where(and(eq(omsImportRow.tenantId, tenantId), eq(omsImportRow.recordId, recordId)));
}
