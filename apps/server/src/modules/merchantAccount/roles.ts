import {
  AccountType,
  type Language,
  MERCHANT_ACCOUNT_ROLE_MESSAGES,
  MERCHANT_STAFF_ROLE,
  type MerchantAccountRole,
} from '@printfloor/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AuthContext } from '../../auth/context.ts';
import { dataScopeCondition, dataScopeOf } from '../../auth/data-scope.ts';
import type { Tx } from '../../db/client.ts';
import { sysRole, sysUser, sysUserRole } from '../../db/schema/index.ts';
import { ValidationError } from '../../errors.ts';

/**
 * The roles a merchant gives its accounts: the live roles of its own tenant — its administrator
 * role, its staff role (seed/merchant-staff.ts) and any other role of the tenant. Another tenant's
 * role and the platform's are not among them (tenant filter and row-level security), so naming one
 * is refused on the field, in the caller's language, before anything is written.
 */
export async function merchantRoles(tx: Tx, tenantId: number): Promise<MerchantAccountRole[]> {
  const rows = await tx
    .select({ id: sysRole.id, name: sysRole.name, code: sysRole.code, status: sysRole.status })
    .from(sysRole)
    .where(and(eq(sysRole.tenantId, tenantId), eq(sysRole.isDelete, false)))
    .orderBy(asc(sysRole.orderNo), asc(sysRole.id));
  return rows.map((r) => ({ ...r, id: Number(r.id), status: Number(r.status) }));
}

const refuse = (message: keyof typeof MERCHANT_ACCOUNT_ROLE_MESSAGES, lang: Language): never => {
  throw new ValidationError({ roleIdList: [MERCHANT_ACCOUNT_ROLE_MESSAGES[message][lang]] });
};

/**
 * The roles an add or update writes, checked: every id a live role of the caller's tenant (else
 * "only your own merchant's roles"), at least one (an account without a role sees an empty menu).
 * Absent on add: the tenant's enabled staff role; absent on update: undefined (roles unchanged).
 * Read before the write's transaction (PGlite has one connection); user management checks the ids
 * again inside it, so a role deleted in between is still refused (D1061).
 */
export async function checkAccountRoles(
  tx: Tx,
  auth: AuthContext,
  sent: readonly number[] | null | undefined,
  mode: 'add' | 'update',
  lang: Language,
): Promise<number[] | undefined> {
  if (sent === undefined || sent === null) {
    if (mode === 'update') return undefined;
    const staff = (await merchantRoles(tx, auth.tenantId)).find(
      (r) => r.code === MERCHANT_STAFF_ROLE.code && r.status === 1,
    );
    return staff ? [staff.id] : refuse('noDefault', lang);
  }
  const ids = [...new Set(sent)];
  if (!ids.length) return refuse('required', lang);
  const own = await tx
    .select({ id: sysRole.id })
    .from(sysRole)
    .where(and(eq(sysRole.tenantId, auth.tenantId), eq(sysRole.isDelete, false), inArray(sysRole.id, ids)));
  if (own.length !== ids.length) refuse('notOwn', lang);
  return ids;
}

/**
 * GET merchantAccount/ownRoleList/{id}: the role ids of a member account (666) the caller may see
 * on the page (same tenant, live, in the caller's data scope, as the engine's detail); [] otherwise.
 */
export async function accountRoleIds(tx: Tx, auth: AuthContext, userId: number): Promise<number[]> {
  const scope = await dataScopeOf(tx, auth);
  const rows = await tx
    .select({ roleId: sysUserRole.roleId })
    .from(sysUser)
    .innerJoin(sysUserRole, and(eq(sysUserRole.tenantId, sysUser.tenantId), eq(sysUserRole.userId, sysUser.id)))
    .innerJoin(
      sysRole,
      and(eq(sysRole.tenantId, sysUserRole.tenantId), eq(sysRole.id, sysUserRole.roleId), eq(sysRole.isDelete, false)),
    )
    .where(
      and(
        eq(sysUser.tenantId, auth.tenantId),
        eq(sysUser.id, userId),
        eq(sysUser.isDelete, false),
        eq(sysUser.accountType, AccountType.Member),
        dataScopeCondition(scope, 'sys_user'),
      ),
    )
    .orderBy(asc(sysRole.orderNo), asc(sysRole.id));
  return rows.map((r) => Number(r.roleId));
}
