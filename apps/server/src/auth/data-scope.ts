import { AccountType, DataScope } from '@printfloor/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { queryRows } from '../db/query.ts';
import type { AuthContext } from './context.ts';

/**
 * Data scope of admin-net-contract §12, the widest of the user's roles winning:
 *  - `all`: no filter (All on any role; super admins and tenant admins);
 *  - `orgs`: rows whose create_org_id is in the org set, plus the rows the user created;
 *  - `self`: only rows the user created (every role is Self, or the user has no role).
 * The org set = orgs the user created ∪ extension orgs ∪ own org ∪ per role: DeptChild → own
 * org and its descendants, Dept → own org, Define → the role's sys_role_org rows.
 * Computed per request inside the caller's tenant transaction, so role changes apply at once.
 */
export type DataScopeFilter =
  | { kind: 'all' }
  | { kind: 'self'; userId: number }
  | { kind: 'orgs'; userId: number; orgIds: number[] };

export async function dataScopeOf(tx: Tx, auth: AuthContext): Promise<DataScopeFilter> {
  if (auth.accountType === AccountType.SuperAdmin || auth.accountType === AccountType.SysAdmin) return { kind: 'all' };
  const roles = await queryRows<{ id: number; data_scope: number }>(
    tx,
    sql`select r.id, r.data_scope from sys_role r
          join sys_user_role ur on ur.tenant_id = r.tenant_id and ur.role_id = r.id
         where ur.tenant_id = ${auth.tenantId} and ur.user_id = ${auth.userId} and r.status = 1 and not r.is_delete`,
  );
  const scopes = new Set(roles.map((r) => Number(r.data_scope)));
  if (scopes.has(DataScope.All)) return { kind: 'all' };
  const widerThanSelf = [DataScope.DeptChild, DataScope.Dept, DataScope.Define].some((s) => scopes.has(s));
  if (!widerThanSelf) return { kind: 'self', userId: auth.userId };

  const parts: SQL[] = [
    sql`select id from sys_org where tenant_id = ${auth.tenantId} and create_user_id = ${auth.userId} and not is_delete`,
    sql`select org_id as id from sys_user_ext_org where tenant_id = ${auth.tenantId} and user_id = ${auth.userId}`,
  ];
  if (auth.orgId !== null) {
    parts.push(sql`select ${auth.orgId}::bigint as id`);
    if (scopes.has(DataScope.DeptChild)) {
      parts.push(sql`select id from (
        with recursive sub(id) as (
          select id from sys_org where tenant_id = ${auth.tenantId} and id = ${auth.orgId}
          union
          select o.id from sys_org o join sub on o.pid = sub.id where o.tenant_id = ${auth.tenantId} and not o.is_delete
        ) select id from sub) d`);
    }
  }
  const defineRoles = roles.filter((r) => Number(r.data_scope) === DataScope.Define).map((r) => Number(r.id));
  if (defineRoles.length) {
    parts.push(
      sql`select org_id as id from sys_role_org where tenant_id = ${auth.tenantId} and role_id in (${sql.join(
        defineRoles.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  const rows = await queryRows<{ id: number }>(tx, sql`select distinct id from (${sql.join(parts, sql` union `)}) x`);
  return { kind: 'orgs', userId: auth.userId, orgIds: rows.map((r) => Number(r.id)) };
}

/** The WHERE condition of a data-scope filter on a table aliased `alias` with create_org_id / create_user_id. */
export function dataScopeCondition(filter: DataScopeFilter, alias = 't'): SQL {
  const a = sql.identifier(alias);
  if (filter.kind === 'all') return sql`true`;
  if (filter.kind === 'self' || filter.orgIds.length === 0) return sql`${a}.create_user_id = ${filter.userId}`;
  return sql`(${a}.create_org_id in (${sql.join(
    filter.orgIds.map((id) => sql`${id}`),
    sql`, `,
  )}) or ${a}.create_user_id = ${filter.userId})`;
}
