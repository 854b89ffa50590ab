import { type ChildInfo, type FieldInfo, type Resource, refLabelKey } from '@printfloor/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { queryRows } from '../db/query.ts';
import { unknownReferences } from './references.ts';
import { col, ident, type RefResolver, T, valueSql, whereSql } from './sql.ts';

type Row = Record<string, unknown>;

/** Who writes, as the sub-table needs it (a subset of the store's Caller). */
export interface ChildCaller {
  auth: { tenantId: number; userId: number; realName: string; account: string };
}

const list = (values: readonly unknown[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * Reads and writes the rows of one sub-table (ChildDef) of a resource, inside the parent's
 * transaction. Rows are replaced as a whole: the live rows of the parent are removed and the
 * new array inserted with sort_no = position.
 */
export class ChildStore {
  constructor(
    readonly parent: Resource,
    readonly child: ChildInfo,
    private readonly refs: RefResolver,
  ) {}

  private get tenant(): boolean {
    return this.parent.scope === 'tenant';
  }

  private scopeConds(caller: ChildCaller, parentIds: readonly number[]): SQL[] {
    const conds: SQL[] = [sql`${col(this.child.parentColumn)} in (${list(parentIds)})`, sql`not ${col('is_delete')}`];
    // The parent's tenant column: a view's sub-table carries the served tenant too (ResourceInput.tenantColumn).
    if (this.tenant) conds.unshift(sql`${col(this.parent.tenantColumn)} = ${caller.auth.tenantId}`);
    return conds;
  }

  /** The live rows per parent id, in sort_no order, with ref labels (`materialId` → `materialName`). */
  async read(tx: Tx, caller: ChildCaller, parentIds: readonly number[], timeZone: string): Promise<Map<number, Row[]>> {
    const out = new Map<number, Row[]>(parentIds.map((id) => [id, []]));
    if (parentIds.length === 0) return out;
    const parts: SQL[] = [
      sql`${col('id')} as ${ident('id')}`,
      sql`${col(this.child.parentColumn)} as ${ident('__parent')}`,
      sql`${col('sort_no')} as ${ident('sortNo')}`,
    ];
    for (const field of this.child.fieldList) {
      if (field.type === 'date') parts.push(sql`to_char(${col(field.column)}, 'YYYY-MM-DD') as ${ident(field.key)}`);
      else if (field.type === 'datetime')
        parts.push(
          sql`to_char(${col(field.column)} at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS') as ${ident(field.key)}`,
        );
      else parts.push(sql`${col(field.column)} as ${ident(field.key)}`);
      if (field.type === 'ref') {
        const target = this.refs(field);
        const r = ident('r');
        const tenantJoin = target.tenant && this.tenant ? sql` and ${r}.tenant_id = ${col('tenant_id')}` : sql``;
        parts.push(
          sql`(select ${r}.${ident(target.labelColumn)} from ${ident(target.table)} ${r} where ${r}.id = ${col(field.column)}${tenantJoin} limit 1) as ${ident(refLabelKey(field.key, field))}`,
        );
      }
    }
    const rows = await queryRows<Row>(
      tx,
      sql`select ${sql.join(parts, sql`, `)} from ${ident(this.child.table)} ${T} ${whereSql(
        this.scopeConds(caller, parentIds),
      )} order by ${col('sort_no')} asc, ${col('id')} asc`,
    );
    for (const row of rows) {
      const parentId = Number(row.__parent);
      delete row.__parent;
      out.get(parentId)?.push(this.output(row));
    }
    return out;
  }

  private output(row: Row): Row {
    row.id = Number(row.id);
    row.sortNo = Number(row.sortNo);
    for (const field of this.child.fieldList) {
      const v = row[field.key];
      if (typeof v === 'bigint') row[field.key] = Number(v);
      else if (typeof v === 'string' && ['number', 'money', 'ref', 'integer', 'enum'].includes(field.type as string))
        row[field.key] = Number(v);
    }
    return row;
  }

  /** Ref fields of the rows must point at live rows of the caller's tenant: issues by `index` and field. */
  async referenceIssues(
    tx: Tx,
    caller: ChildCaller,
    rows: readonly Row[],
  ): Promise<{ index: number; field: FieldInfo }[]> {
    return unknownReferences(tx, this.child.fieldList, rows, this.refs, caller.auth.tenantId);
  }

  /** Replaces the parent's rows by `rows` (array order → sort_no 1, 2, …). */
  async replace(tx: Tx, caller: ChildCaller, parentId: number, rows: readonly Row[], timeZone: string): Promise<void> {
    await tx.execute(sql`delete from ${ident(this.child.table)} ${T} ${whereSql(this.scopeConds(caller, [parentId]))}`);
    if (rows.length === 0) return;
    const fields = this.child.fieldList.filter((f) => f.form !== false);
    const a = caller.auth;
    const columns: SQL[] = [
      ...(this.tenant ? [ident('tenant_id')] : []),
      ident(this.child.parentColumn),
      ident('sort_no'),
      ...fields.map((f) => ident(f.column)),
      ident('create_user_id'),
      ident('create_user_name'),
    ];
    const values = rows.map(
      (row, i) =>
        sql`(${sql.join(
          [
            ...(this.tenant ? [sql`${a.tenantId}`] : []),
            sql`${parentId}`,
            sql`${i + 1}`,
            ...fields.map((f) => (row[f.key] === undefined ? sql`default` : valueSql(f, row[f.key], timeZone))),
            sql`${a.userId}`,
            sql`${a.realName || a.account}`,
          ],
          sql`, `,
        )})`,
    );
    await tx.execute(
      sql`insert into ${ident(this.child.table)} (${sql.join(columns, sql`, `)}) values ${sql.join(values, sql`, `)}`,
    );
  }

  /** Removes the rows of deleted parents: soft when the parent is soft-deleted, else hard. */
  async removeFor(tx: Tx, caller: ChildCaller, parentIds: readonly number[], soft: boolean): Promise<void> {
    if (parentIds.length === 0) return;
    const where = whereSql(this.scopeConds(caller, parentIds));
    const table = ident(this.child.table);
    if (soft)
      await tx.execute(
        sql`update ${table} ${T} set is_delete = true, update_time = now(), update_user_id = ${caller.auth.userId}, update_user_name = ${caller.auth.realName || caller.auth.account} ${where}`,
      );
    else await tx.execute(sql`delete from ${table} ${T} ${where}`);
  }
}
