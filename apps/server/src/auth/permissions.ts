import { AccountType } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { inTenant } from '../db/context.ts';
import { queryRows } from '../db/query.ts';
import type { AppServices } from '../services.ts';
import type { AuthContext } from './context.ts';

/**
 * The menu ids a user may see in the current area (buttons included):
 * super admin → the whole catalogue; tenant admin → the tenant's granted menus;
 * everyone else → menus of their enabled roles that the tenant is granted.
 * Runs inside the caller's tenant transaction (row-level security applies).
 */
export async function allowedMenuIds(tx: Tx, auth: AuthContext): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(tx, menuQuery(auth, sql`m.id`));
  return rows.map((r) => Number(r.id));
}

/** Button permission codes (`sysUser:page`, …) the user holds in the current area. */
export async function buttonCodes(tx: Tx, auth: AuthContext): Promise<string[]> {
  const rows = await queryRows<{ permission: string }>(
    tx,
    sql`select distinct x.permission from (${menuQuery(auth, sql`m.permission`)}) x where x.permission is not null`,
  );
  return rows.map((r) => r.permission).sort();
}

function menuQuery(auth: AuthContext, select: ReturnType<typeof sql>) {
  const areaFilter = sql`m.status = 1 and not m.is_delete and (m.areas is null or ${auth.area} = any(m.areas))`;
  if (auth.accountType === AccountType.SuperAdmin) {
    return sql`select ${select} from sys_menu m where ${areaFilter}`;
  }
  if (auth.accountType === AccountType.SysAdmin) {
    return sql`select ${select} from sys_menu m join sys_tenant_menu tm on tm.menu_id = m.id where ${areaFilter}`;
  }
  return sql`select ${select} from sys_menu m
    join sys_tenant_menu tm on tm.menu_id = m.id
    join sys_role_menu rm on rm.menu_id = m.id
    join sys_user_role ur on ur.role_id = rm.role_id and ur.user_id = ${auth.userId}
    join sys_role r on r.id = ur.role_id and r.tenant_id = ur.tenant_id and r.status = 1 and not r.is_delete
    where ${areaFilter}`;
}

/** The caller's button codes as a set, cached until roles, grants or menus change (auth-cache.ts). */
export function userButtonCodes(services: AppServices, auth: AuthContext): Promise<ReadonlySet<string>> {
  return services.authCache.remember(
    `codes:${auth.tenantId}:${auth.userId}:${auth.accountType}:${auth.area}`,
    async () => new Set(await inTenant(services.db, auth.tenantId, (tx) => buttonCodes(tx, auth))),
  );
}
