import { COMMON_LABELS, DATA_SCOPE_LABELS, type Language, ROLE_EXPORT_LABELS } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { AuthContext } from '../../auth/context.ts';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { roleColumns, roleFilter } from './manage.ts';

/** Rows one export may hold (the page's search narrows it). */
const MAX_EXPORT_ROWS = 50_000;

const COLUMNS = [
  { key: 'name', label: COMMON_LABELS.name, width: 24 },
  { key: 'code', label: COMMON_LABELS.code, width: 20 },
  { key: 'dataScope', label: ROLE_EXPORT_LABELS.dataScope, width: 22 },
  { key: 'userCount', label: ROLE_EXPORT_LABELS.userCount, width: 10 },
  { key: 'orderNo', label: COMMON_LABELS.orderNo, width: 10 },
  { key: 'status', label: COMMON_LABELS.status, width: 10 },
  { key: 'remark', label: COMMON_LABELS.remark, width: 30 },
  { key: 'createTime', label: COMMON_LABELS.createTime, width: 20 },
] as const;

/**
 * POST sysRole/export: the roles of the page's search (tenant, data scope, name, code) as an
 * xlsx sheet with headers, data scope and status in the caller's language.
 */
export async function exportRoles(
  tx: Tx,
  auth: AuthContext,
  input: { name?: string | null; code?: string | null },
  lang: Language,
  tz: string,
): Promise<Buffer> {
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`select ${roleColumns(tz)} from sys_role r where ${await roleFilter(tx, auth, input)}
        order by r.order_no, r.id limit ${MAX_EXPORT_ROWS}`,
  );
  const wb = new ExcelJS.Workbook();
  wb.creator = 'PrintFloor';
  const sheet = wb.addWorksheet(ROLE_EXPORT_LABELS.sheet[lang]);
  sheet.columns = COLUMNS.map((c) => ({ header: c.label[lang], key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow({
      ...row,
      dataScope: DATA_SCOPE_LABELS[Number(row.dataScope)]?.[lang] ?? row.dataScope,
      status: (Number(row.status) === 1 ? COMMON_LABELS.enable : COMMON_LABELS.disable)[lang],
      userCount: Number(row.userCount),
      orderNo: Number(row.orderNo),
    });
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
