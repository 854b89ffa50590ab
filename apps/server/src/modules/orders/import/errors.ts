import { IMPORT_ERROR_COLUMN, type ImportErrorRow, type Language, type Resource } from '@printfloor/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Tx } from '../../../db/client.ts';
import { omsImportError, omsImportRecord } from '../../../db/schema/index.ts';
import { BizError } from '../../../errors.ts';

/** The record as the caller's side sees it (merchant: its own; factory: its customers'), or 404. */
async function recordOf(tx: Tx, resource: Resource, tenantId: number, recordId: number) {
  const r = omsImportRecord;
  const side = resource.tenantColumn === 'tenant_id' ? r.tenantId : r.factoryTenantId;
  const [record] = await tx
    .select({ tenantId: r.tenantId, fileName: r.fileName, headers: r.headers, headerRow: r.headerRow })
    .from(r)
    .where(and(eq(side, tenantId), eq(r.id, recordId), eq(r.isDelete, false)));
  if (!record) throw new BizError('D1002');
  return record;
}

const errorsOf = (record: { tenantId: number }, recordId: number) =>
  and(eq(omsImportError.tenantId, record.tenantId), eq(omsImportError.recordId, recordId));

/** One page of a run's failed rows, by row number. */
export async function errorPage(
  tx: Tx,
  resource: Resource,
  tenantId: number,
  input: { recordId: number; page: number; pageSize: number },
): Promise<{ total: number; items: ImportErrorRow[]; page: number; pageSize: number }> {
  const record = await recordOf(tx, resource, tenantId, input.recordId);
  const e = omsImportError;
  const [{ total } = { total: 0 }] = await tx
    .select({ total: count() })
    .from(e)
    .where(errorsOf(record, input.recordId));
  const items = await tx
    .select({ id: e.id, rowNo: e.rowNo, externalId: e.externalId, message: e.message })
    .from(e)
    .where(errorsOf(record, input.recordId))
    .orderBy(asc(e.rowNo))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return { total: Number(total), items, page: input.page, pageSize: input.pageSize };
}

/**
 * The failed rows as a workbook to correct and import again with the same template: the sheet's
 * own headers on the template's header row, each failed row's cells as read, and the cause in a
 * last column the template does not map (so it is ignored on the way back in).
 */
export async function errorWorkbook(
  tx: Tx,
  resource: Resource,
  tenantId: number,
  recordId: number,
  lang: Language,
): Promise<{ buffer: Buffer; fileName: string }> {
  const record = await recordOf(tx, resource, tenantId, recordId);
  const rows = await tx
    .select({ rowNo: omsImportError.rowNo, message: omsImportError.message, cells: omsImportError.cells })
    .from(omsImportError)
    .where(errorsOf(record, recordId))
    .orderBy(asc(omsImportError.rowNo));
  const wb = new ExcelJS.Workbook();
  wb.creator = 'PrintFloor';
  const sheet = wb.addWorksheet('errors');
  const headers = record.headers;
  const header = sheet.getRow(record.headerRow);
  header.values = [...headers, IMPORT_ERROR_COLUMN[lang]];
  header.font = { bold: true };
  rows.forEach((r, i) => {
    sheet.getRow(record.headerRow + 1 + i).values = [
      ...headers.map((h) => r.cells[h] ?? ''),
      `#${r.rowNo} ${r.message}`,
    ];
  });
  const base = record.fileName.replace(/\.xlsx$/i, '');
  return { buffer: Buffer.from(await wb.xlsx.writeBuffer()), fileName: `${base}-errors.xlsx` };
}
