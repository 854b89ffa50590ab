import { DataScope } from '@printfloor/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/context.ts';
import { type DataScopeFilter, dataScopeOf } from '../../auth/data-scope.ts';
import type { Tx } from '../../db/client.ts';
import { sysOrg } from '../../db/schema/index.ts';

/**
 * Helpers shared by the identity modules (sysUser, sysRole, sysOrg): id normalisation,
 * the diff log for hand-written writes, and the data-scope conditions on users and orgs.
 */

/** node-postgres returns int8 as strings: turn `id` and `…Id` values (and id arrays) into numbers. */
export function numberIds<T extends object>(row: T): T {
  const out: Record<string, unknown> = { ...(row as Record<string, unknown>) };
  for (const [key, value] of Object.entries(out)) {
    if (!(key === 'id' || key === 'pid' || key.endsWith('Id'))) continue;
    if (typeof value === 'string' && /^\d+$/.test(value)) out[key] = Number(value);
    else if (typeof value === 'bigint') out[key] = Number(value);
  }
  return out as T;
}

/** A date-time column as "yyyy-MM-dd HH:mm:ss" in the configured zone. */
export function dateTimeText(column: SQL, timeZone: string): SQL {
  return sql`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS')`;
}

export interface DiffCaller {
  auth: AuthContext;
  url: string;
  traceId: string;
}

/** One sys_log_diff row (before/after) for an update or delete of an identity row. */
export async function writeDiff(
  tx: Tx,
  caller: DiffCaller,
  table: string,
  businessId: number,
  before: unknown,
  after: unknown,
  diffType: 'update' | 'delete',
): Promise<void> {
  const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));
  await tx.execute(sql`insert into sys_log_diff
    (tenant_id, table_name, business_id, before_data, after_data, diff_type, account, real_name, user_id, request_url, trace_id)
    values (${caller.auth.tenantId}, ${table}, ${businessId}, ${json(before)}::jsonb, ${json(after)}::jsonb, ${diffType},
            ${caller.auth.account}, ${caller.auth.realName}, ${caller.auth.userId}, ${caller.url}, ${caller.traceId})`);
}

/**
 * Which users a caller sees (admin-net-contract §12: the user page applies the org set to the
 * user's org): All → everyone; Self → oneself and the users one created; otherwise users of the
 * org set, oneself and the users one created.
 */
export function userScopeCondition(filter: DataScopeFilter, alias = 'u'): SQL {
  const a = sql.identifier(alias);
  if (filter.kind === 'all') return sql`true`;
  const own = sql`(${a}.id = ${filter.userId} or ${a}.create_user_id = ${filter.userId})`;
  if (filter.kind === 'self' || filter.orgIds.length === 0) return own;
  return sql`(${own} or ${a}.org_id in (${sql.join(
    filter.orgIds.map((id) => sql`${id}`),
    sql`, `,
  )}))`;
}

/** The org ids a caller may place users in / see in the org tree; null = every org. */
export async function scopedOrgIds(tx: Tx, auth: AuthContext): Promise<Set<number> | null> {
  const filter = await dataScopeOf(tx, auth);
  if (filter.kind === 'all') return null;
  const ids = new Set<number>(filter.kind === 'orgs' ? filter.orgIds : []);
  if (auth.orgId !== null) ids.add(auth.orgId);
  // Orgs the caller created are theirs whatever the scope (admin-net-contract §12).
  const created = await tx
    .select({ id: sysOrg.id })
    .from(sysOrg)
    .where(and(eq(sysOrg.tenantId, auth.tenantId), eq(sysOrg.createUserId, auth.userId), eq(sysOrg.isDelete, false)));
  for (const r of created) ids.add(r.id);
  return ids;
}

export function isTenantAdmin(auth: AuthContext): boolean {
  return auth.accountType === 999 || auth.accountType === 888;
}

export { DataScope };
