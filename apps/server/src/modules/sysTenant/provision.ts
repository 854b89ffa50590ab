import {
  AccountType,
  type CreatableTenantKind,
  DataScope,
  type TenantAddInput,
  type TenantUpdateInput,
} from '@printfloor/contract';
import { and, eq, ne, notExists, or, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/context.ts';
import type { Tx } from '../../db/client.ts';
import {
  sysLoginAccount,
  sysOrg,
  sysRole,
  sysRoleMenu,
  sysTenant,
  sysTenantMenu,
  sysUser,
  sysUserRole,
} from '../../db/schema/index.ts';
import { BizError } from '../../errors.ts';
import { defaultTenantMenuIds } from '../../seed/menus.ts';
import { addMerchantStaffRole } from '../../seed/merchant-staff.ts';

/** Grants the menus to the tenant, or with `roleId` to that role; chunks stay below the bind-parameter limit. */
async function grantMenus(tx: Tx, tenantId: number, menuIds: number[], roleId?: number) {
  for (let i = 0; i < menuIds.length; i += 1000) {
    const chunk = menuIds.slice(i, i + 1000);
    if (roleId === undefined)
      await tx
        .insert(sysTenantMenu)
        .values(chunk.map((menuId) => ({ tenantId, menuId })))
        .onConflictDoNothing();
    else
      await tx
        .insert(sysRoleMenu)
        .values(chunk.map((menuId) => ({ tenantId, roleId, menuId })))
        .onConflictDoNothing();
  }
}

/** The tenant columns its add and update forms write (name, contact, branding). */
export function tenantFields(input: TenantUpdateInput | TenantAddInput) {
  return {
    name: input.name,
    phone: input.phone,
    email: input.email,
    orderNo: input.orderNo,
    remark: input.remark,
    logo: input.logo,
    mlogo: input.mlogo,
    title: input.title,
    viceTitle: input.viceTitle,
    mviceTitle: input.mviceTitle,
    copyright: input.copyright,
    copyrightInfo: input.copyrightInfo,
    isCopyright: input.isCopyright,
    isCarousel: input.isCarousel,
    carousel: input.carousel,
  };
}

export async function accountTaken(tx: Tx, account: string): Promise<boolean> {
  const rows = await tx
    .select({ account: sysLoginAccount.account })
    .from(sysLoginAccount)
    .where(sql`lower(${sysLoginAccount.account}) = lower(${account})`);
  return rows.length > 0;
}

export async function tenantClash(tx: Tx, code: string, name: string, exceptId?: number): Promise<boolean> {
  const t = sysTenant;
  const rows = await tx
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        or(sql`lower(${t.code}) = lower(${code})`, and(sql`lower(${t.name}) = lower(${name})`, eq(t.isDelete, false))),
        exceptId ? ne(t.id, exceptId) : undefined,
      ),
    );
  return rows.length > 0;
}

/**
 * Creates a tenant of kind factory or merchant with everything it needs to log in: the
 * tenant row, its root organisation, the sys_admin role (data scope All), the tenant admin
 * (account type 888) with the global login-account row, and the default menu grant of its
 * kind (tenant and role); a merchant also gets its staff role (seed/merchant-staff.ts).
 * Runs in the caller's (platform) transaction: all or nothing.
 */
export async function provisionTenant(
  tx: Tx,
  auth: AuthContext,
  input: TenantAddInput,
  passwordHash: string,
): Promise<{ tenantId: number; orgId: number; roleId: number; userId: number }> {
  if (await tenantClash(tx, input.code, input.name)) throw new BizError('Z1005');
  if (await accountTaken(tx, input.adminAccount)) throw new BizError('D1003');
  const kind: CreatableTenantKind = input.kind;
  const who = { createUserId: auth.userId, createUserName: auth.realName };
  const [tenant] = await tx
    .insert(sysTenant)
    .values({
      code: input.code,
      ...tenantFields(input),
      isFactory: kind === 'factory',
      isMerchant: kind === 'merchant',
      logo: input.logo ?? '/logo.svg',
      mlogo: input.mlogo ?? '/logo.svg',
      title: input.title ?? input.name,
      status: 1,
      ...who,
    })
    .returning({ id: sysTenant.id });
  const tenantId = Number(tenant?.id);
  const [org] = await tx
    .insert(sysOrg)
    .values({ tenantId, pid: 0, name: input.name, code: input.code, level: 1, type: '201', orderNo: 1, ...who })
    .returning({ id: sysOrg.id });
  const orgId = Number(org?.id);
  const [role] = await tx
    .insert(sysRole)
    .values({
      tenantId,
      name: '系统管理员',
      code: 'sys_admin',
      dataScope: DataScope.All,
      orderNo: 1,
      ...who,
      createOrgId: orgId,
    })
    .returning({ id: sysRole.id });
  const roleId = Number(role?.id);
  const [user] = await tx
    .insert(sysUser)
    .values({
      tenantId,
      account: input.adminAccount,
      password: passwordHash,
      realName: input.adminAccount,
      nickName: input.adminAccount,
      phone: input.phone,
      email: input.email,
      accountType: AccountType.SysAdmin,
      orgId,
      orderNo: 1,
      status: 1,
      ...who,
      createOrgId: orgId,
    })
    .returning({ id: sysUser.id });
  const userId = Number(user?.id);
  await tx.insert(sysLoginAccount).values({ account: input.adminAccount, tenantId, userId });
  await tx.insert(sysUserRole).values({ tenantId, userId, roleId });
  await tx.update(sysTenant).set({ orgId, userId }).where(eq(sysTenant.id, tenantId));
  const menus = defaultTenantMenuIds(kind);
  await grantMenus(tx, tenantId, menus);
  await grantMenus(tx, tenantId, menus, roleId);
  // A merchant's staff accounts need a role to be given (Merchant accounts): orders and shops.
  if (kind === 'merchant') await addMerchantStaffRole(tx, tenantId, { ...who, createOrgId: orgId });
  return { tenantId, orgId, roleId, userId };
}

/** Replaces a tenant's menu grant; role grants lose the menus the tenant no longer has. */
export async function replaceTenantMenus(tx: Tx, tenantId: number, menuIds: number[]): Promise<void> {
  await tx.delete(sysTenantMenu).where(eq(sysTenantMenu.tenantId, tenantId));
  if (menuIds.length) await grantMenus(tx, tenantId, menuIds);
  const tm = sysTenantMenu;
  const rm = sysRoleMenu;
  await tx.delete(rm).where(
    and(
      eq(rm.tenantId, tenantId),
      notExists(
        tx
          .select({ one: sql`1` })
          .from(tm)
          .where(and(eq(tm.tenantId, rm.tenantId), eq(tm.menuId, rm.menuId))),
      ),
    ),
  );
}
