import { randomInt } from 'node:crypto';
import {
  AREAS_BY_TENANT_KIND,
  type Language,
  pageResult,
  type TenantAddInput,
  type TenantPageInput,
  type TenantRow,
  type TenantUpdateInput,
  tenantKindOf,
  verifyPassword,
} from '@printfloor/contract';
import { and, arrayOverlaps, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/context.ts';
import { hashPassword } from '../../auth/password.ts';
import { revokeSessions } from '../../auth/sessions.ts';
import { readPassword } from '../../auth/sm2.ts';
import type { Tx } from '../../db/client.ts';
import { asPlatform } from '../../db/context.ts';
import { queryRows, updateStamp } from '../../db/query.ts';
import {
  sysLoginAccount,
  sysLoginFailure,
  sysMenu,
  sysOnlineUser,
  sysOrg,
  sysSession,
  sysTenant,
  sysTenantMenu,
  sysUser,
} from '../../db/schema/index.ts';
import { AuthError, BizError, ValidationError } from '../../errors.ts';
import { translateValidation } from '../../http/i18n.ts';
import type { AppServices } from '../../services.ts';
import { onlineChanged, publishLive } from '../live/index.ts';
import { provisionTenant, replaceTenantMenus, tenantClash, tenantFields } from './provision.ts';

/**
 * Tenant administration (admin-net-contract §9.2 SysTenant, §10 sysTenant, §11). Platform
 * users only; the work is cross-tenant by nature, so it runs with asPlatform.
 */

export function assertPlatform(auth: AuthContext): void {
  if (auth.tenantKind !== 'system') throw new AuthError(403);
}

const tenantColumns = (tz: string) => sql`t.id, t.code, t.name, t.org_id, t.user_id, t.host, t.tenant_type,
  t.is_system, t.is_factory, t.is_merchant, t.logo, t.mlogo, t.title, t.vice_title, t.mvice_title, t.copyright,
  t.copyright_info, t.is_copyright, t.is_carousel, t.carousel, t.time_zone, t.phone, t.email, t.order_no, t.remark,
  t.status, to_char(t.create_time at time zone ${tz}, 'YYYY-MM-DD HH24:MI:SS') as create_time,
  to_char(t.update_time at time zone ${tz}, 'YYYY-MM-DD HH24:MI:SS') as update_time,
  t.create_user_name, t.update_user_name, u.account as admin_account`;

const tenantFrom = sql`from sys_tenant t left join sys_user u on u.tenant_id = t.id and u.id = t.user_id`;

const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

function toTenant(r: Record<string, unknown>): TenantRow {
  const flags = { isSystem: !!r.is_system, isFactory: !!r.is_factory, isMerchant: !!r.is_merchant };
  const carousel = typeof r.carousel === 'string' ? JSON.parse(r.carousel) : (r.carousel ?? []);
  return {
    id: Number(r.id),
    code: String(r.code),
    name: String(r.name),
    orgId: r.org_id === null ? null : Number(r.org_id),
    userId: r.user_id === null ? null : Number(r.user_id),
    adminAccount: (r.admin_account as string | null) ?? null,
    host: str(r.host),
    tenantType: Number(r.tenant_type),
    kind: tenantKindOf(flags),
    ...flags,
    logo: str(r.logo),
    mlogo: str(r.mlogo),
    title: str(r.title),
    viceTitle: str(r.vice_title),
    mviceTitle: str(r.mvice_title),
    copyright: str(r.copyright),
    copyrightInfo: str(r.copyright_info),
    isCopyright: !!r.is_copyright,
    isCarousel: !!r.is_carousel,
    carousel: Array.isArray(carousel) ? carousel : [],
    timeZone: str(r.time_zone),
    phone: str(r.phone),
    email: str(r.email),
    orderNo: Number(r.order_no),
    remark: str(r.remark),
    status: Number(r.status),
    createTime: String(r.create_time),
    updateTime: str(r.update_time),
    createUserName: str(r.create_user_name),
    updateUserName: str(r.update_user_name),
  };
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function platform<T>(services: AppServices, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return asPlatform(services.db, fn);
}

/** POST sysTenant/page: tenants by order, filters name, code, phone (contains). */
export async function pageTenants(services: AppServices, auth: AuthContext, input: TenantPageInput) {
  assertPlatform(auth);
  const conditions: SQL[] = [sql`not t.is_delete`];
  if (input.name) conditions.push(sql`t.name ilike ${like(input.name)}`);
  if (input.code) conditions.push(sql`t.code ilike ${like(input.code)}`);
  if (input.phone) conditions.push(sql`t.phone ilike ${like(input.phone)}`);
  const where = sql.join(conditions, sql` and `);
  return platform(services, async (tx) => {
    const [count] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from sys_tenant t where ${where}`);
    const rows = await queryRows<Record<string, unknown>>(
      tx,
      sql`select ${tenantColumns(services.config.timeZone)} ${tenantFrom} where ${where}
           order by t.order_no, t.id limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}`,
    );
    return pageResult(rows.map(toTenant), Number(count?.n ?? 0), input.page, input.pageSize);
  });
}

/** GET sysTenant/list: every live tenant [{id, code, name, kind, status}]. */
export async function listTenants(services: AppServices, auth: AuthContext) {
  assertPlatform(auth);
  const rows = await platform(services, (tx) =>
    queryRows<Record<string, unknown>>(
      tx,
      sql`select ${tenantColumns(services.config.timeZone)} ${tenantFrom} where not t.is_delete order by t.order_no, t.id`,
    ),
  );
  return rows.map(toTenant).map(({ id, code, name, kind, status }) => ({ id, code, name, kind, status }));
}

async function loadTenant(tx: Tx, services: AppServices, id: number): Promise<TenantRow | null> {
  const [row] = await queryRows<Record<string, unknown>>(
    tx,
    sql`select ${tenantColumns(services.config.timeZone)} ${tenantFrom} where t.id = ${id} and not t.is_delete`,
  );
  return row ? toTenant(row) : null;
}

/** GET sysTenant/detail. */
export async function tenantDetail(services: AppServices, auth: AuthContext, id: number) {
  assertPlatform(auth);
  return platform(services, (tx) => loadTenant(tx, services, id));
}

function acceptPassword(services: AppServices, lang: Language, input: string): string {
  const plain = readPassword(input, services.config.secrets);
  if (!verifyPassword(plain))
    throw new ValidationError({ adminPassword: [translateValidation(lang, 'passwordInvalid')] });
  return plain;
}

/** POST sysTenant/add: provisions the tenant (provision.ts) in one transaction; returns its id. */
export async function addTenant(services: AppServices, auth: AuthContext, input: TenantAddInput, lang: Language) {
  assertPlatform(auth);
  const hash = await hashPassword(acceptPassword(services, lang, input.adminPassword));
  const created = await platform(services, (tx) => provisionTenant(tx, auth, input, hash));
  return created.tenantId;
}

/** POST sysTenant/update: name, contacts and branding; the root organisation keeps the tenant's name. */
export async function updateTenant(services: AppServices, auth: AuthContext, input: TenantUpdateInput) {
  assertPlatform(auth);
  await platform(services, async (tx) => {
    const before = await loadTenant(tx, services, input.id);
    if (!before) throw new BizError('Z1004');
    if (await tenantClash(tx, before.code, input.name, input.id)) throw new BizError('Z1005');
    await tx
      .update(sysTenant)
      .set({ ...tenantFields(input), ...updateStamp(auth.userId, auth.realName) })
      .where(eq(sysTenant.id, input.id));
    if (before.orgId !== null && before.name !== input.name)
      await tx
        .update(sysOrg)
        .set({ name: input.name, updateTime: sql`now()` })
        .where(and(eq(sysOrg.tenantId, input.id), eq(sysOrg.id, before.orgId)));
  });
}

/** Ends every session of a tenant and logs its browsers out (disable, delete). */
async function endTenantSessions(tx: Tx, tenantId: number, reason: 'tenantDisabled'): Promise<void> {
  await tx
    .update(sysSession)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(and(eq(sysSession.tenantId, tenantId), isNull(sysSession.revokedAt)));
  await tx.delete(sysOnlineUser).where(eq(sysOnlineUser.tenantId, tenantId));
  await publishLive(tx, { tenantIds: [tenantId], event: { type: 'forceOffline', reason }, close: true });
  await publishLive(tx, onlineChanged(tenantId));
}

/** POST sysTenant/setStatus: a disabled tenant cannot log in and its sessions end at once. */
export async function setTenantStatus(services: AppServices, auth: AuthContext, id: number, status: number) {
  assertPlatform(auth);
  await platform(services, async (tx) => {
    const before = await loadTenant(tx, services, id);
    if (!before) throw new BizError('Z1004');
    if (before.isSystem && status !== 1) throw new BizError('Z1006');
    await tx
      .update(sysTenant)
      .set({ status, ...updateStamp(auth.userId, auth.realName) })
      .where(eq(sysTenant.id, id));
    if (status !== 1) await endTenantSessions(tx, id, 'tenantDisabled');
  });
}

/** POST sysTenant/delete: soft delete; the default (platform) tenant is protected (D1023). Accounts are freed. */
export async function deleteTenant(services: AppServices, auth: AuthContext, id: number) {
  assertPlatform(auth);
  await platform(services, async (tx) => {
    const before = await loadTenant(tx, services, id);
    if (!before) throw new BizError('Z1004');
    if (before.isSystem || id === auth.tenantId) throw new BizError('D1023');
    await tx
      .update(sysTenant)
      .set({ isDelete: true, status: 2, ...updateStamp(auth.userId, auth.realName) })
      .where(eq(sysTenant.id, id));
    await tx.delete(sysLoginAccount).where(eq(sysLoginAccount.tenantId, id));
    await endTenantSessions(tx, id, 'tenantDisabled');
  });
}

/** GET sysTenant/ownMenuList: the menu ids granted to a tenant. */
export async function tenantMenuIds(services: AppServices, auth: AuthContext, id: number): Promise<number[]> {
  assertPlatform(auth);
  const rows = await platform(services, (tx) =>
    tx
      .select({ menuId: sysTenantMenu.menuId })
      .from(sysTenantMenu)
      .where(eq(sysTenantMenu.tenantId, id))
      .orderBy(asc(sysTenantMenu.menuId)),
  );
  return rows.map((r) => r.menuId);
}

/**
 * POST sysTenant/grantMenu: replaces the tenant's menus. Only live catalogue menus of the
 * tenant's console areas are kept (others are ignored); roles lose what the tenant lost.
 */
export async function grantTenantMenus(services: AppServices, auth: AuthContext, id: number, menuIds: number[]) {
  assertPlatform(auth);
  await platform(services, async (tx) => {
    const tenant = await loadTenant(tx, services, id);
    if (!tenant) throw new BizError('Z1004');
    const areas = AREAS_BY_TENANT_KIND[tenant.kind];
    const valid = menuIds.length
      ? await tx
          .select({ id: sysMenu.id })
          .from(sysMenu)
          .where(
            and(
              eq(sysMenu.isDelete, false),
              inArray(sysMenu.id, menuIds),
              or(isNull(sysMenu.areas), arrayOverlaps(sysMenu.areas, [...areas])),
            ),
          )
      : [];
    await replaceTenantMenus(
      tx,
      id,
      valid.map((r) => Number(r.id)),
    );
  });
}

function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  let out = '';
  for (let i = 0; i < 10; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** POST sysTenant/resetPwd: a new generated password for the tenant admin, in plain text; their sessions end. */
export async function resetTenantAdminPassword(services: AppServices, auth: AuthContext, id: number): Promise<string> {
  assertPlatform(auth);
  const plain = generatePassword();
  const hash = await hashPassword(plain);
  await platform(services, async (tx) => {
    const tenant = await loadTenant(tx, services, id);
    if (!tenant || tenant.userId === null) throw new BizError('Z1004');
    await tx
      .update(sysUser)
      .set({ password: hash, ...updateStamp(auth.userId, auth.realName) })
      .where(and(eq(sysUser.tenantId, id), eq(sysUser.id, tenant.userId)));
    if (tenant.adminAccount)
      await tx.delete(sysLoginFailure).where(sql`lower(${sysLoginFailure.account}) = lower(${tenant.adminAccount})`);
    await revokeSessions(tx, { userId: tenant.userId }, 'password reset');
  });
  return plain;
}

/**
 * POST sysTenant/createDb: Admin.NET builds the schema of a tenant in Db mode. Here every tenant is
 * row-isolated in the shared database (docs/architecture.md, Tenancy), so an existing tenant is
 * answered Z1002 (nothing to create) and an unknown one Z1004.
 */
export async function createTenantDb(services: AppServices, auth: AuthContext, id: number): Promise<never> {
  assertPlatform(auth);
  const tenant = await platform(services, (tx) => loadTenant(tx, services, id));
  throw new BizError(tenant ? 'Z1002' : 'Z1004');
}

/** POST sysTenant/userList: the users of a tenant. */
export async function tenantUsers(services: AppServices, auth: AuthContext, tenantId: number) {
  assertPlatform(auth);
  return platform(services, (tx) =>
    tx
      .select({
        id: sysUser.id,
        account: sysUser.account,
        realName: sysUser.realName,
        accountType: sysUser.accountType,
        status: sysUser.status,
        orgId: sysUser.orgId,
      })
      .from(sysUser)
      .where(and(eq(sysUser.tenantId, tenantId), eq(sysUser.isDelete, false)))
      .orderBy(asc(sysUser.orderNo), asc(sysUser.id)),
  );
}
