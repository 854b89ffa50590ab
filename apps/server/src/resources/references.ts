import type { FieldInfo } from '@printfloor/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { queryRows } from '../db/query.ts';
import { col, ident, type RefResolver, T, whereSql } from './sql.ts';

/**
 * The values of ref and dict fields that point at nothing: a ref must name a live row the
 * tenant can see, a dict field a code of its dictionary. Used for parent rows (store.ts) and
 * sub-table rows (children.ts); answers the row index and the field of each bad value.
 */
export async function unknownReferences(
  tx: Tx,
  fields: readonly FieldInfo[],
  rows: readonly Record<string, unknown>[],
  refs: RefResolver,
  tenantId: number,
): Promise<{ index: number; field: FieldInfo }[]> {
  const issues: { index: number; field: FieldInfo }[] = [];
  for (const field of fields) {
    if (field.type !== 'ref' && field.type !== 'dict') continue;
    const values = [...new Set(rows.map((r) => r[field.key]).filter((v) => v !== null && v !== undefined))];
    if (values.length === 0) continue;
    let valid: Set<string>;
    if (field.type === 'ref') {
      const target = refs(field);
      const conds: SQL[] = [
        sql`${col('id')} in (${sql.join(
          values.map((v) => sql`${v}`),
          sql`, `,
        )})`,
      ];
      if (target.tenant) conds.push(sql`${col('tenant_id')} = ${tenantId}`);
      if (target.softDelete) conds.push(sql`not ${col('is_delete')}`);
      const found = await queryRows<{ id: unknown }>(
        tx,
        sql`select ${col('id')} as id from ${ident(target.table)} ${T} ${whereSql(conds)}`,
      );
      valid = new Set(found.map((r) => String(r.id)));
    } else {
      const found = await queryRows<{ code: string }>(
        tx,
        sql`select d.code from sys_dict_data d join sys_dict_type ty on ty.id = d.dict_type_id where ty.code = ${field.dict}`,
      );
      valid = new Set(found.map((r) => r.code));
    }
    rows.forEach((row, index) => {
      const v = row[field.key];
      if (v !== null && v !== undefined && !valid.has(String(v))) issues.push({ index, field });
    });
  }
  return issues;
}
