import { addSchema, fixedWrites, normalizeInput, type Resource } from '@printfloor/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { queryRows } from '../db/query.ts';
import { translateValidation, zodErrorMap } from '../http/i18n.ts';
import type { RefResolver } from './sql.ts';
import type { Caller, ResourceStore, Row } from './store.ts';
import { fromDisplay, type SheetRow } from './xlsx.ts';

export interface ImportError {
  /** Spreadsheet row number (the header is row 1). */
  row: number;
  field: string;
  label: string;
  message: string;
}

export interface ImportResult {
  total: number;
  imported: number;
  failed: number;
  errors: ImportError[];
}

/** Dictionary data of the dictionaries the resource binds: type code → (code or label → code). */
export async function dictionaryMaps(
  tx: Tx,
  resource: Resource,
): Promise<{ codes: Map<string, Map<string, string>>; labels: Map<string, Map<string, string>> }> {
  const types = [...new Set(resource.fieldList.filter((f) => f.type === 'dict').map((f) => f.dict as string))];
  const codes = new Map<string, Map<string, string>>();
  const labels = new Map<string, Map<string, string>>();
  if (types.length === 0) return { codes, labels };
  const rows = await queryRows<{ type: string; code: string; value: string }>(
    tx,
    sql`select ty.code as type, d.code, d.value from sys_dict_data d join sys_dict_type ty on ty.id = d.dict_type_id
         where ty.code in (${sql.join(
           types.map((t) => sql`${t}`),
           sql`, `,
         )}) order by d.order_no, d.code`,
  );
  for (const r of rows) {
    const c = codes.get(r.type) ?? new Map<string, string>();
    c.set(r.code, r.code);
    if (!c.has(r.value)) c.set(r.value, r.code);
    codes.set(r.type, c);
    const l = labels.get(r.type) ?? new Map<string, string>();
    l.set(r.code, r.value);
    labels.set(r.type, l);
  }
  return { codes, labels };
}

/** Ref fields given as labels in the sheet: label → id among the rows the caller's tenant sees. */
async function refLabelMaps(
  tx: Tx,
  caller: Caller,
  resource: Resource,
  refs: RefResolver,
  rows: SheetRow[],
): Promise<Map<string, Map<string, number>>> {
  const out = new Map<string, Map<string, number>>();
  for (const field of resource.fieldList.filter((f) => f.type === 'ref')) {
    const labels = [
      ...new Set(
        rows
          .map((r) => r.values[field.key])
          .filter((v): v is string => typeof v === 'string' && v.trim() !== '' && !/^\d+$/.test(v.trim()))
          .map((v) => v.trim()),
      ),
    ];
    if (labels.length === 0) continue;
    const target = refs(field);
    const conds: SQL[] = [
      sql`${sql.identifier(target.labelColumn)} in (${sql.join(
        labels.map((l) => sql`${l}`),
        sql`, `,
      )})`,
    ];
    if (target.tenant) conds.push(sql`tenant_id = ${caller.auth.tenantId}`);
    if (target.softDelete) conds.push(sql`not is_delete`);
    const found = await queryRows<{ id: number; label: string }>(
      tx,
      sql`select id, ${sql.identifier(target.labelColumn)}::text as label from ${sql.identifier(target.table)} where ${sql.join(conds, sql` and `)}`,
    );
    out.set(field.key, new Map(found.map((r) => [r.label, Number(r.id)])));
  }
  return out;
}

/**
 * Validates every sheet row with the add schema, the resource's cross-field rules, unique and
 * reference checks, then inserts the valid rows (the caller runs this in one transaction).
 */
export async function importRows(
  tx: Tx,
  caller: Caller,
  store: ResourceStore,
  refs: RefResolver,
  sheetRows: SheetRow[],
): Promise<ImportResult> {
  const resource = store.resource;
  const schema = addSchema(resource);
  const errorMap = zodErrorMap(caller.lang);
  const labelOf = (key: string) => resource.fieldList.find((f) => f.key === key)?.label[caller.lang] ?? key;
  const { codes } = await dictionaryMaps(tx, resource);
  const refIds = await refLabelMaps(tx, caller, resource, refs, sheetRows);
  const errors: ImportError[] = [];
  const candidates: { rowNumber: number; row: Row }[] = [];
  for (const sheetRow of sheetRows) {
    // The declaration's fixed values (ResourceInput.fixed) are the resource's, whatever the sheet says.
    const values = { ...fromDisplay(resource, sheetRow.values, codes, refIds), ...fixedWrites(resource.fixed) };
    const parsed = schema.safeParse(normalizeInput(resource, values, 'write'), { error: errorMap });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        errors.push({
          row: sheetRow.rowNumber,
          field,
          label: labelOf(field),
          message: translateValidation(caller.lang, issue.message),
        });
      }
      continue;
    }
    candidates.push({ rowNumber: sheetRow.rowNumber, row: parsed.data as Row });
  }
  const rows = candidates.map((c) => c.row);
  const issues = [
    // Numbered codes first, so the uniqueness check sees the numbers (a row refused later leaves a gap).
    ...(await store.numberRows(tx, caller, rows)),
    ...(await store.referenceIssues(tx, caller, rows)),
    ...(await store.uniqueIssues(tx, caller, rows, undefined, (i) => candidates[i]?.rowNumber ?? i)),
  ];
  const bad = new Set<number>();
  for (const issue of issues) {
    bad.add(issue.index);
    errors.push({
      row: candidates[issue.index]?.rowNumber ?? 0,
      field: issue.field,
      label: labelOf(issue.field),
      message: issue.message,
    });
  }
  const good = rows.filter((_r, i) => !bad.has(i));
  if (good.length) await store.insertRows(tx, caller, good);
  errors.sort((a, b) => a.row - b.row);
  const failedRows = new Set(errors.map((e) => e.row));
  return { total: sheetRows.length, imported: good.length, failed: failedRows.size, errors };
}
