import { type FieldInfo, type FixedValue, type Resource, refLabelKey, type SortSpec } from '@printfloor/contract';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type DataScopeFilter, dataScopeCondition } from '../auth/data-scope.ts';

/**
 * SQL pieces built from a declaration. Every identifier comes from the declaration
 * (checked by defineResource); every value from input is a bound parameter.
 */

export const T = sql.identifier('t');
export const ident = (name: string): SQL => sql`${sql.identifier(name)}`;
export const col = (column: string) => sql`${T}.${sql.identifier(column)}`;

/** Where each base field lives and how it is read. */
const BASE_COLUMNS: Record<string, string> = {
  id: 'id',
  createTime: 'create_time',
  updateTime: 'update_time',
  createUserId: 'create_user_id',
  createUserName: 'create_user_name',
  updateUserId: 'update_user_id',
  updateUserName: 'update_user_name',
};

export interface RefTarget {
  table: string;
  labelColumn: string;
  tenant: boolean;
  softDelete: boolean;
}

/** Resolves ref targets through the registry of declared resources. */
export type RefResolver = (field: FieldInfo) => RefTarget;

export function columnOf(resource: Resource, key: string): string | null {
  const field = resource.fieldList.find((f) => f.key === key);
  if (field) return field.column;
  return BASE_COLUMNS[key] ?? null;
}

/** The select list: base fields, declared fields (dates as text), ref labels. */
export function selectList(resource: Resource, refs: RefResolver, timeZone: string): SQL {
  // Date-times are formatted by PostgreSQL in the configured zone: "yyyy-MM-dd HH:mm:ss" (contract §1.3).
  // The zone is written in as a literal, so the list has no parameters and the store can render it once.
  const zone = sql.raw(`'${timeZone.replaceAll("'", "''")}'`);
  const dateTime = (c: SQL) => sql`to_char(${c} at time zone ${zone}, 'YYYY-MM-DD HH24:MI:SS')`;
  const parts: SQL[] = Object.entries(BASE_COLUMNS).map(([key, column]) =>
    column.endsWith('_time') ? sql`${dateTime(col(column))} as ${ident(key)}` : sql`${col(column)} as ${ident(key)}`,
  );
  if (resource.scope === 'tenant') parts.push(sql`${col('tenant_id')} as ${ident('tenantId')}`);
  if (resource.orgColumns) {
    parts.push(sql`${col('create_org_id')} as ${ident('createOrgId')}`);
    parts.push(sql`${col('create_org_name')} as ${ident('createOrgName')}`);
  }
  for (const field of resource.fieldList) {
    // A write-only field (a password) is never read back; a search-only field has no column.
    if (field.writeOnly || field.searchOnly) continue;
    if (field.type === 'date') parts.push(sql`to_char(${col(field.column)}, 'YYYY-MM-DD') as ${ident(field.key)}`);
    else if (field.type === 'datetime') parts.push(sql`${dateTime(col(field.column))} as ${ident(field.key)}`);
    else parts.push(sql`${col(field.column)} as ${ident(field.key)}`);
    if (field.type === 'ref') {
      const target = refs(field);
      const r = ident('r');
      const tenantJoin =
        target.tenant && resource.scope === 'tenant' ? sql` and ${r}.tenant_id = ${col('tenant_id')}` : sql``;
      parts.push(
        sql`(select ${r}.${ident(target.labelColumn)} from ${ident(target.table)} ${r} where ${r}.id = ${col(field.column)}${tenantJoin} limit 1) as ${ident(refLabelKey(field.key, field))}`,
      );
    }
  }
  return sql.join(parts, sql`, `);
}

/** A value as a bound parameter cast for the column type. */
export function valueSql(field: FieldInfo, value: unknown, timeZone: string): SQL {
  if (value === null || value === undefined) return sql`null`;
  if (field.type === 'date') return sql`${value}::date`;
  if (field.type === 'datetime') return sql`(${value}::timestamp at time zone ${timeZone})`;
  return sql`${value}`;
}

export interface Scope {
  tenantId: number;
  dataScope: DataScopeFilter;
}

/** Tenant, soft delete and data scope conditions on alias `t`. */
export function baseConditions(resource: Resource, scope: Scope): SQL[] {
  const conds: SQL[] = [];
  // The caller's tenant column: tenant_id, or the served tenant of a view (ResourceInput.tenantColumn).
  if (resource.scope === 'tenant') conds.push(sql`${col(resource.tenantColumn)} = ${scope.tenantId}`);
  if (resource.softDelete) conds.push(sql`not ${col('is_delete')}`);
  if (resource.dataScope) conds.push(dataScopeCondition(scope.dataScope, 't'));
  conds.push(...fixedConditions(resource, resource.fixed ?? {}));
  return conds;
}

/**
 * `field = value` for each entry, `field in (…)` for a set (enum / fixed values of the declaration;
 * values are bound).
 */
export function fixedConditions(resource: Resource, values: Readonly<Record<string, FixedValue>>): SQL[] {
  return Object.entries(values).map(([key, value]) => {
    const column = columnOf(resource, key);
    if (!column) throw new Error(`resource ${resource.name}: unknown field ${key}`);
    if (Array.isArray(value))
      return sql`${col(column)} in (${sql.join(
        value.map((v) => sql`${v}`),
        sql`, `,
      )})`;
    return sql`${col(column)} = ${value}`;
  });
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Conditions of the filters of page / list / export, per search kind. A search-only field's
 * condition is its resource's hook's (ResourceStore.conditions), not a column's.
 */
export function filterConditions(resource: Resource, filters: Record<string, unknown>, timeZone: string): SQL[] {
  const conds: SQL[] = [];
  for (const field of resource.fieldList) {
    if (!field.search || field.searchOnly) continue;
    const value = filters[field.key];
    if (value === undefined || value === null || value === '') continue;
    const c = col(field.column);
    switch (field.search) {
      case 'eq':
        conds.push(sql`${c} = ${valueSql(field, value, timeZone)}`);
        break;
      case 'like':
        conds.push(sql`${c}::text ilike ${`%${escapeLike(String(value))}%`}`);
        break;
      case 'in': {
        const list = (Array.isArray(value) ? value : [value]).filter((v) => v !== null && v !== undefined);
        if (list.length === 0) break;
        conds.push(
          sql`${c} in (${sql.join(
            list.map((v) => valueSql(field, v, timeZone)),
            sql`, `,
          )})`,
        );
        break;
      }
      case 'range': {
        if (!Array.isArray(value)) break;
        const [from, to] = value as unknown[];
        if (from !== null && from !== undefined && from !== '')
          conds.push(sql`${c} >= ${valueSql(field, from, timeZone)}`);
        if (to !== null && to !== undefined && to !== '') {
          if (field.type === 'datetime' && typeof to === 'string' && DATE_ONLY.test(to)) {
            // A date as the upper bound of a time range includes that whole day.
            conds.push(sql`${c} < ((${to}::date + 1)::timestamp at time zone ${timeZone})`);
          } else conds.push(sql`${c} <= ${valueSql(field, to, timeZone)}`);
        }
        break;
      }
    }
  }
  return conds;
}

export function whereSql(conds: SQL[]): SQL {
  return conds.length ? sql`where ${sql.join(conds, sql` and `)}` : sql``;
}

/**
 * ORDER BY from the page input. `field` must be one of the resource's sortable fields
 * (matched case-insensitively); anything else — unknown names, injection attempts — is
 * ignored and the default order applies. Never concatenated.
 */
export function orderSql(
  resource: Resource,
  input: { field?: string | null; order?: string | null; descStr?: string | null },
): SQL {
  const specs: SortSpec[] = [];
  if (input.field) {
    const wanted = input.field.toLowerCase();
    const key = resource.sortableFields.find((k) => k.toLowerCase() === wanted);
    if (key) {
      const descStr = input.descStr || 'descending';
      specs.push({ field: key, order: input.order && input.order === descStr ? 'desc' : 'asc' });
    }
  }
  if (specs.length === 0) specs.push(...resource.defaultSort);
  // Rendered to text once per resource and sort (no parameters in it): lists call this on every request.
  const key = specs.map((s) => `${s.field} ${s.order}`).join(',');
  let byKey = orderCache.get(resource);
  if (!byKey) {
    byKey = new Map();
    orderCache.set(resource, byKey);
  }
  let order = byKey.get(key);
  if (!order) {
    const parts = specs.map((s) => {
      const column = columnOf(resource, s.field) as string;
      return sql`${col(column)} ${s.order === 'desc' ? sql`desc` : sql`asc`} nulls last`;
    });
    parts.push(sql`${col('id')} asc`);
    order = sql.raw(dialect.sqlToQuery(sql`order by ${sql.join(parts, sql`, `)}`).sql);
    byKey.set(key, order);
  }
  return order;
}

const dialect = new PgDialect();
const orderCache = new WeakMap<Resource, Map<string, SQL>>();
