import { randomInt } from 'node:crypto';
import {
  AccountType,
  type BaseInfoInput,
  verifyPassword as isValidPassword,
  type Language,
  type PageResult,
  pageResult,
  type UserAddInput,
  type UserDetail,
  type UserExtOrgInput,
  type UserPageInput,
  type UserRow,
  type UserUpdateInput,
} from '@printfloor/contract';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/context.ts';
import { dataScopeOf } from '../../auth/data-scope.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { revokeSessions } from '../../auth/sessions.ts';
import { readPassword } from '../../auth/sm2.ts';
import type { Tx } from '../../db/client.ts';
import { asPlatform, inTenant } from '../../db/context.ts';
import { queryRows, updateStamp } from '../../db/query.ts';
import {
  sysUserExtOrg as ext,
  sysLoginAccount,
  sysOrg,
  sysPos,
  sysRole,
  sysUser,
  sysUserRole as ur,
} from '../../db/schema/index.ts';
import { BizError, ValidationError } from '../../errors.ts';
import { translateValidation } from '../../http/i18n.ts';
import type { AppServices } from '../../services.ts';
import {
  type DiffCaller,
  dateTimeText,
  isTenantAdmin,
  numberIds,
  scopedOrgIds,
  userScopeCondition,
  writeDiff,
} from './shared.ts';

/** Columns a user row is answered with (never the password). */
function userColumns(tz: string): SQL {
  return sql`u.id, u.tenant_id as "tenantId", u.account, u.real_name as "realName", u.nick_name as "nickName",
    u.avatar, u.sex, u.age, to_char(u.birthday, 'YYYY-MM-DD') as birthday, u.phone, u.email, u.id_card_num as "idCardNum",
    u.address, u.introduction, u.signature, u.order_no as "orderNo", u.status, u.remark,
    u.account_type as "accountType", u.org_id as "orgId", o.name as "orgName", u.pos_id as "posId", p.name as "posName",
    u.job_num as "jobNum", u.pos_level as "posLevel", u.pos_title as "posTitle", to_char(u.join_date, 'YYYY-MM-DD') as "joinDate",
    u.last_login_ip as "lastLoginIp", ${dateTimeText(sql`u.last_login_time`, tz)} as "lastLoginTime",
    ${dateTimeText(sql`u.create_time`, tz)} as "createTime", ${dateTimeText(sql`u.update_time`, tz)} as "updateTime",
    u.create_user_id as "createUserId", u.create_user_name as "createUserName",
    u.update_user_id as "updateUserId", u.update_user_name as "updateUserName",
    (select string_agg(r.name, ',' order by r.order_no, r.id) from sys_user_role ur
       join sys_role r on r.tenant_id = ur.tenant_id and r.id = ur.role_id and not r.is_delete
      where ur.tenant_id = u.tenant_id and ur.user_id = u.id) as "roleName"`;
}

const USER_FROM = sql`from sys_user u
  left join sys_org o on o.tenant_id = u.tenant_id and o.id = u.org_id
  left join sys_pos p on p.tenant_id = u.tenant_id and p.id = u.pos_id`;

export type { UserRow } from '@printfloor/contract';

function likeParam(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filters(input: UserPageInput, alias = 'u'): SQL[] {
  const a = sql.identifier(alias);
  const out: SQL[] = [];
  if (input.account) out.push(sql`${a}.account ilike ${likeParam(input.account)}`);
  if (input.realName) out.push(sql`${a}.real_name ilike ${likeParam(input.realName)}`);
  if (input.phone) out.push(sql`${a}.phone ilike ${likeParam(input.phone)}`);
  if (input.status) out.push(sql`${a}.status = ${input.status}`);
  return out;
}

/** Descendants of an org including itself (the org tree filter of the user page). */
function orgSubtree(tenantId: number, orgId: number): SQL {
  return sql`(with recursive sub(id) as (
      select id from sys_org where tenant_id = ${tenantId} and id = ${orgId}
      union select o.id from sys_org o join sub on o.pid = sub.id where o.tenant_id = ${tenantId} and not o.is_delete
    ) select id from sub)`;
}

/** POST sysUser/page: the caller's tenant, data scope applied; the org filter includes child orgs. */
export async function pageUsers(
  tx: Tx,
  auth: AuthContext,
  input: UserPageInput,
  tz: string,
): Promise<PageResult<UserRow>> {
  const scope = await dataScopeOf(tx, auth);
  const where: SQL[] = [sql`u.tenant_id = ${auth.tenantId}`, sql`not u.is_delete`, userScopeCondition(scope)];
  // The super admin is invisible to everyone but themself (Admin.NET hides 999 from the user page).
  if (auth.accountType !== AccountType.SuperAdmin) where.push(sql`u.account_type <> ${AccountType.SuperAdmin}`);
  where.push(...filters(input));
  if (input.orgId) where.push(sql`u.org_id in ${orgSubtree(auth.tenantId, input.orgId)}`);
  const condition = sql.join(where, sql` and `);
  const [count] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from sys_user u where ${condition}`);
  const rows = await queryRows<UserRow>(
    tx,
    sql`select ${userColumns(tz)} ${USER_FROM} where ${condition}
        order by u.order_no, u.id limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}`,
  );
  return pageResult(rows.map(numberIds), Number(count?.n ?? 0), input.page, input.pageSize);
}

/**
 * POST sysUser/page with `merchant: true`: merchant accounts of every merchant tenant (or one),
 * for platform administrators only. Cross-tenant by nature, so it runs as the platform.
 */
export async function pageMerchantUsers(
  services: AppServices,
  auth: AuthContext,
  input: UserPageInput,
): Promise<PageResult<UserRow>> {
  if (auth.tenantKind !== 'system' || !isTenantAdmin(auth)) throw new BizError('D1013', undefined, 403);
  const tz = services.config.timeZone;
  const where: SQL[] = [sql`t.is_merchant`, sql`not t.is_delete`, sql`not u.is_delete`, ...filters(input)];
  if (input.tenantId) where.push(sql`u.tenant_id = ${input.tenantId}`);
  const condition = sql.join(where, sql` and `);
  return asPlatform(services.db, async (tx) => {
    const [count] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from sys_user u join sys_tenant t on t.id = u.tenant_id where ${condition}`,
    );
    const rows = await queryRows<UserRow>(
      tx,
      sql`select ${userColumns(tz)}, t.name as "tenantName" ${USER_FROM} join sys_tenant t on t.id = u.tenant_id
          where ${condition} order by t.order_no, u.tenant_id, u.order_no, u.id
          limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}`,
    );
    return pageResult(rows.map(numberIds), Number(count?.n ?? 0), input.page, input.pageSize);
  });
}

/**
 * Which users a caller of another screen may reach (the merchant's accounts page: only account
 * type 666). Any other user is "not found" for that caller.
 */
export interface UserLimit {
  accountType?: number;
}

/** One user of the caller's tenant within their data scope (and `limit`), or null. */
export async function findUser(
  tx: Tx,
  auth: AuthContext,
  id: number,
  tz: string,
  limit: UserLimit = {},
): Promise<UserRow | null> {
  const scope = await dataScopeOf(tx, auth);
  const type = limit.accountType === undefined ? sql`` : sql` and u.account_type = ${limit.accountType}`;
  const [row] = await queryRows<UserRow>(
    tx,
    sql`select ${userColumns(tz)} ${USER_FROM}
        where u.tenant_id = ${auth.tenantId} and u.id = ${id} and not u.is_delete and ${userScopeCondition(scope)}${type}`,
  );
  if (!row) return null;
  const user = numberIds(row);
  if (user.accountType === AccountType.SuperAdmin && auth.accountType !== AccountType.SuperAdmin) return null;
  return user;
}

/** GET sysUser/detail: the user with their role ids and extension orgs. */
export async function userDetail(tx: Tx, auth: AuthContext, id: number, tz: string): Promise<UserDetail | null> {
  const user = await findUser(tx, auth, id, tz);
  if (!user) return null;
  return { ...user, roleIdList: await roleIdsOf(tx, auth.tenantId, id) };
}

/** A user the caller may change: in tenant and scope; never the super admin (unless it is oneself). */
async function targetUser(tx: Tx, auth: AuthContext, id: number, tz: string, limit: UserLimit = {}): Promise<UserRow> {
  const user = await findUser(tx, auth, id, tz, limit);
  if (!user) throw new BizError('D1002');
  if (user.accountType === AccountType.SuperAdmin && user.id !== auth.userId) throw new BizError('D1014');
  return user;
}

export async function roleIdsOf(tx: Tx, tenantId: number, userId: number): Promise<number[]> {
  const rows = await tx
    .select({ roleId: ur.roleId })
    .from(ur)
    .innerJoin(sysRole, and(eq(sysRole.tenantId, ur.tenantId), eq(sysRole.id, ur.roleId), eq(sysRole.isDelete, false)))
    .where(and(eq(ur.tenantId, tenantId), eq(ur.userId, userId)))
    .orderBy(asc(sysRole.orderNo), asc(sysRole.id));
  return rows.map((r) => r.roleId);
}

/** Which of `ids` are live rows of the caller's tenant in `table` (organisations, positions, roles). */
async function liveIds(
  tx: Tx,
  auth: AuthContext,
  table: typeof sysOrg | typeof sysPos | typeof sysRole,
  ids: readonly number[],
): Promise<Set<number>> {
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.tenantId, auth.tenantId), eq(table.isDelete, false), inArray(table.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/** An org (field name → id) the user is placed in; `scoped`: it must also be in the caller's data scope. */
interface OrgRef {
  field: string;
  orgId: number;
  scoped: boolean;
}

/**
 * Orgs exist in the tenant (else "refers to a record that does not exist" on their field) and,
 * where `scoped`, lie in the caller's data scope (else D1013).
 */
async function checkOrgs(tx: Tx, auth: AuthContext, refs: readonly OrgRef[], lang: Language): Promise<void> {
  if (!refs.length) return;
  const existing = await liveIds(
    tx,
    auth,
    sysOrg,
    refs.map((r) => r.orgId),
  );
  const missing = refs.filter((r) => !existing.has(r.orgId));
  if (missing.length)
    throw new ValidationError(
      Object.fromEntries(missing.map((r) => [r.field, [translateValidation(lang, 'refNotFound')]])),
    );
  if (!refs.some((r) => r.scoped)) return;
  const allowed = await scopedOrgIds(tx, auth);
  if (allowed && refs.some((r) => r.scoped && !allowed.has(r.orgId))) throw new BizError('D1013');
}

function checkOrg(tx: Tx, auth: AuthContext, orgId: number, lang: Language): Promise<void> {
  return checkOrgs(tx, auth, [{ field: 'orgId', orgId, scoped: true }], lang);
}

async function checkPos(tx: Tx, auth: AuthContext, posId: number | undefined, lang: Language): Promise<void> {
  if (!posId) return;
  if (!(await liveIds(tx, auth, sysPos, [posId])).size)
    throw new ValidationError({ posId: [translateValidation(lang, 'refNotFound')] });
}

/** A user's extension orgs as ownExtOrgList answers them (also the diff log's `extOrgIdList`). */
async function extOrgsOf(tx: Tx, tenantId: number, userId: number): Promise<Record<string, unknown>[]> {
  return tx
    .select({
      id: ext.id,
      userId: ext.userId,
      orgId: ext.orgId,
      posId: ext.posId,
      jobNum: ext.jobNum,
      posLevel: ext.posLevel,
      joinDate: ext.joinDate,
    })
    .from(ext)
    .where(and(eq(ext.tenantId, tenantId), eq(ext.userId, userId)))
    .orderBy(asc(ext.id));
}

/**
 * Checks sent extension orgs: each org (and position) exists in the tenant; orgs the user does not
 * already hold (`keep`) must lie in the caller's data scope, like the main org.
 */
async function checkExtOrgs(
  tx: Tx,
  auth: AuthContext,
  list: readonly UserExtOrgInput[],
  keep: ReadonlySet<number>,
  lang: Language,
): Promise<void> {
  await checkOrgs(
    tx,
    auth,
    list.map((row, i) => ({ field: `extOrgIdList.${i}.orgId`, orgId: row.orgId, scoped: !keep.has(row.orgId) })),
    lang,
  );
  const posIds = [...new Set(list.flatMap((row) => (row.posId ? [row.posId] : [])))];
  if (!posIds.length) return;
  const existing = await liveIds(tx, auth, sysPos, posIds);
  const missing = list.flatMap((row, i) => (row.posId && !existing.has(row.posId) ? [`extOrgIdList.${i}.posId`] : []));
  if (missing.length)
    throw new ValidationError(Object.fromEntries(missing.map((f) => [f, [translateValidation(lang, 'refNotFound')]])));
}

/** Replaces a user's extension orgs (sys_user_ext_org rows). */
async function replaceExtOrgs(
  tx: Tx,
  tenantId: number,
  userId: number,
  list: readonly UserExtOrgInput[],
): Promise<void> {
  await tx.delete(ext).where(and(eq(ext.tenantId, tenantId), eq(ext.userId, userId)));
  if (!list.length) return;
  await tx.insert(ext).values(
    list.map((row) => ({
      tenantId,
      userId,
      orgId: row.orgId,
      posId: row.posId ?? null,
      jobNum: row.jobNum,
      posLevel: row.posLevel ?? null,
      joinDate: row.joinDate,
    })),
  );
}

async function checkRoles(tx: Tx, auth: AuthContext, roleIds: number[]): Promise<void> {
  if (!roleIds.length) return;
  if ((await liveIds(tx, auth, sysRole, roleIds)).size !== roleIds.length) throw new BizError('D1061');
}

async function replaceRoles(tx: Tx, tenantId: number, userId: number, roleIds: number[]): Promise<void> {
  await tx.delete(ur).where(and(eq(ur.tenantId, tenantId), eq(ur.userId, userId)));
  if (roleIds.length) await tx.insert(ur).values(roleIds.map((roleId) => ({ tenantId, userId, roleId })));
}

/** Account names are unique across tenants (the global sys_login_account index). */
async function accountTaken(tx: Tx, account: string, exceptUserId?: number): Promise<boolean> {
  const rows = await tx
    .select({ userId: sysLoginAccount.userId })
    .from(sysLoginAccount)
    .where(sql`lower(${sysLoginAccount.account}) = lower(${account})`);
  return rows.some((r) => r.userId !== exceptUserId);
}

/** Only tenant admins create or edit tenant admins (888). */
function checkAccountType(auth: AuthContext, accountType: number): void {
  if (accountType === AccountType.SysAdmin && !isTenantAdmin(auth)) throw new BizError('D1014');
}

/** A password typed by a person: SM2 or plain, 6–16 characters once decrypted. */
export function acceptPassword(
  services: AppServices,
  lang: Language,
  field: string,
  input: string,
  message = 'passwordInvalid',
): string {
  const plain = readPassword(input, services.config.secrets);
  if (!isValidPassword(plain)) throw new ValidationError({ [field]: [translateValidation(lang, message)] });
  return plain;
}

/** A generated password: 10 letters and digits (no look-alikes). */
export function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  let out = '';
  for (let i = 0; i < 10; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

function userValues(input: Omit<UserUpdateInput, 'id' | 'roleIdList' | 'extOrgIdList'>) {
  return sql`real_name = ${input.realName}, nick_name = ${input.nickName}, phone = ${input.phone}, email = ${input.email},
    sex = ${input.sex ?? null}, birthday = ${input.birthday}::date, account_type = ${input.accountType},
    org_id = ${input.orgId}, pos_id = ${input.posId ?? null}, job_num = ${input.jobNum}, id_card_num = ${input.idCardNum},
    address = ${input.address}, introduction = ${input.introduction}, signature = ${input.signature},
    order_no = ${input.orderNo}, status = ${input.status}, remark = ${input.remark}`;
}

/** POST sysUser/add: the user, their roles, extension orgs and global login-account row, in one transaction. */
export async function addUser(
  services: AppServices,
  auth: AuthContext,
  input: UserAddInput,
  lang: Language,
): Promise<number> {
  checkAccountType(auth, input.accountType);
  const plain = input.password ? acceptPassword(services, lang, 'password', input.password) : generatePassword();
  const hash = await hashPassword(plain);
  return inTenantOf(services, auth, async (tx) => {
    await checkOrg(tx, auth, input.orgId, lang);
    await checkPos(tx, auth, input.posId, lang);
    const extOrgs = input.extOrgIdList ?? [];
    await checkExtOrgs(tx, auth, extOrgs, new Set(), lang);
    await checkRoles(tx, auth, input.roleIdList);
    if (await accountTaken(tx, input.account)) throw new BizError('D1003', undefined, 400, 'account');
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into sys_user (tenant_id, account, password, real_name, nick_name, phone, email, sex, birthday,
            account_type, org_id, pos_id, job_num, id_card_num, address, introduction, signature, order_no, status, remark,
            create_user_id, create_user_name, create_org_id, create_org_name)
          values (${auth.tenantId}, ${input.account}, ${hash}, ${input.realName}, ${input.nickName}, ${input.phone},
            ${input.email}, ${input.sex ?? null}, ${input.birthday}::date, ${input.accountType}, ${input.orgId},
            ${input.posId ?? null}, ${input.jobNum}, ${input.idCardNum}, ${input.address}, ${input.introduction},
            ${input.signature}, ${input.orderNo}, ${input.status}, ${input.remark},
            ${auth.userId}, ${auth.realName}, ${auth.orgId}, ${auth.orgName})
          returning id`,
    );
    const id = Number(row?.id);
    await tx.execute(
      sql`insert into sys_login_account (account, tenant_id, user_id) values (${input.account}, ${auth.tenantId}, ${id})`,
    );
    await replaceRoles(tx, auth.tenantId, id, input.roleIdList);
    await replaceExtOrgs(tx, auth.tenantId, id, extOrgs);
    return id;
  });
}

function inTenantOf<T>(services: AppServices, auth: AuthContext, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return inTenant(services.db, auth.tenantId, fn);
}

/**
 * POST sysUser/update: fields, account (global index kept in sync) and, when sent, roles and
 * extension orgs. The data scope is computed per request from these rows (auth/data-scope.ts), so
 * a new main or extension org applies to the user's next call; the sys_user update also announces
 * the change to the auth caches (NOTIFY trigger of migration 0003).
 */
export async function updateUser(
  services: AppServices,
  caller: DiffCaller,
  change: UserUpdateInput | { id: number; merge: (user: UserRow) => UserUpdateInput },
  lang: Language,
  limit: UserLimit = {},
): Promise<void> {
  const { auth } = caller;
  const tz = services.config.timeZone;
  await inTenantOf(services, auth, async (tx) => {
    const user = await targetUser(tx, auth, change.id, tz, limit);
    // A partial change (another screen's form) is merged onto the row read in this transaction.
    const input = 'merge' in change ? { ...change.merge(user), id: change.id } : change;
    const before: UserRow & { extOrgIdList: Record<string, unknown>[] } = {
      ...user,
      extOrgIdList: await extOrgsOf(tx, auth.tenantId, input.id),
    };
    if (before.accountType === AccountType.SuperAdmin) input.accountType = AccountType.SuperAdmin as never;
    else checkAccountType(auth, input.accountType);
    if (before.accountType === AccountType.SysAdmin && !isTenantAdmin(auth)) throw new BizError('D1014');
    if (input.id === auth.userId && input.status !== 1) throw new BizError('D1026');
    if (input.orgId !== before.orgId) await checkOrg(tx, auth, input.orgId, lang);
    await checkPos(tx, auth, input.posId, lang);
    if (input.extOrgIdList) {
      const held = new Set(before.extOrgIdList.map((r) => Number(r.orgId)));
      await checkExtOrgs(tx, auth, input.extOrgIdList, held, lang);
    }
    if (input.account !== before.account) {
      if (await accountTaken(tx, input.account, input.id)) throw new BizError('D1003', undefined, 400, 'account');
      await tx.execute(sql`delete from sys_login_account where user_id = ${input.id} and tenant_id = ${auth.tenantId}`);
      await tx.execute(
        sql`insert into sys_login_account (account, tenant_id, user_id) values (${input.account}, ${auth.tenantId}, ${input.id})`,
      );
    }
    await tx.execute(sql`update sys_user set account = ${input.account}, ${userValues(input)},
        update_time = now(), update_user_id = ${auth.userId}, update_user_name = ${auth.realName}
        where tenant_id = ${auth.tenantId} and id = ${input.id}`);
    if (input.roleIdList) {
      await checkRoles(tx, auth, input.roleIdList);
      await replaceRoles(tx, auth.tenantId, input.id, input.roleIdList);
    }
    if (input.extOrgIdList) {
      await replaceExtOrgs(tx, auth.tenantId, input.id, input.extOrgIdList);
    } else if (input.orgId !== before.orgId) {
      // Kept extension orgs: the new main org is no longer also an extension org.
      await tx.execute(sql`delete from sys_user_ext_org
          where tenant_id = ${auth.tenantId} and user_id = ${input.id} and org_id = ${input.orgId}`);
    }
    if (input.status === 2) await revokeSessions(tx, { userId: input.id }, 'disabled');
    const after = await findUser(tx, auth, input.id, tz, limit);
    const afterExtOrgs = await extOrgsOf(tx, auth.tenantId, input.id);
    await writeDiff(
      tx,
      caller,
      'sys_user',
      input.id,
      before,
      after && { ...after, extOrgIdList: afterExtOrgs },
      'update',
    );
  });
}

/** POST sysUser/delete: soft delete; the account name is freed, roles and sessions end. */
export async function deleteUser(services: AppServices, caller: DiffCaller, id: number): Promise<void> {
  await deleteUsers(services, caller, [id]);
}

/** Deletes several users in one transaction, all or nothing (each as deleteUser); answers the count. */
export async function deleteUsers(
  services: AppServices,
  caller: DiffCaller,
  ids: readonly number[],
  limit: UserLimit = {},
): Promise<number> {
  const { auth } = caller;
  const unique = [...new Set(ids)];
  if (unique.includes(auth.userId)) throw new BizError('D1001');
  return inTenantOf(services, auth, async (tx) => {
    const found: UserRow[] = [];
    for (const id of unique) {
      const before = await targetUser(tx, auth, id, services.config.timeZone, limit);
      if (before.accountType === AccountType.SysAdmin && !isTenantAdmin(auth)) throw new BizError('D1014');
      found.push(before);
    }
    for (const before of found) await removeUser(tx, caller, before);
    return found.length;
  });
}

/** One user's soft delete: login index, roles, extension orgs and sessions go with it. */
async function removeUser(tx: Tx, caller: DiffCaller, before: UserRow): Promise<void> {
  const { auth } = caller;
  const id = before.id;
  await tx.execute(sql`update sys_user set is_delete = true, update_time = now(), update_user_id = ${auth.userId},
      update_user_name = ${auth.realName} where tenant_id = ${auth.tenantId} and id = ${id}`);
  await tx.execute(sql`delete from sys_login_account where user_id = ${id} and tenant_id = ${auth.tenantId}`);
  await tx.execute(sql`delete from sys_user_role where tenant_id = ${auth.tenantId} and user_id = ${id}`);
  await tx.execute(sql`delete from sys_user_ext_org where tenant_id = ${auth.tenantId} and user_id = ${id}`);
  await revokeSessions(tx, { userId: id }, 'deleted');
  await writeDiff(tx, caller, 'sys_user', id, before, null, 'delete');
}

/** POST sysUser/setStatus: disabling ends the user's sessions at once. */
export async function setUserStatus(
  services: AppServices,
  caller: DiffCaller,
  input: { id: number; status: number },
  limit: UserLimit = {},
): Promise<void> {
  const { auth } = caller;
  if (input.id === auth.userId) throw new BizError('D1026');
  await inTenantOf(services, auth, async (tx) => {
    const before = await targetUser(tx, auth, input.id, services.config.timeZone, limit);
    if (before.accountType === AccountType.SysAdmin && !isTenantAdmin(auth)) throw new BizError('D1014');
    await tx.execute(sql`update sys_user set status = ${input.status}, update_time = now(),
        update_user_id = ${auth.userId}, update_user_name = ${auth.realName}
        where tenant_id = ${auth.tenantId} and id = ${input.id}`);
    if (input.status === 2) await revokeSessions(tx, { userId: input.id }, 'disabled');
    await writeDiff(tx, caller, 'sys_user', input.id, { status: before.status }, { status: input.status }, 'update');
  });
}

/** POST sysUser/resetPwd: a generated password, answered in plain text; sessions end. */
export async function resetPassword(
  services: AppServices,
  caller: DiffCaller,
  id: number,
  limit: UserLimit = {},
): Promise<string> {
  const { auth } = caller;
  const plain = generatePassword();
  const hash = await hashPassword(plain);
  await inTenantOf(services, auth, async (tx) => {
    const user = await targetUser(tx, auth, id, services.config.timeZone, limit);
    if (user.accountType === AccountType.SysAdmin && !isTenantAdmin(auth)) throw new BizError('D1014');
    await tx.execute(sql`update sys_user set password = ${hash}, update_time = now(),
        update_user_id = ${auth.userId}, update_user_name = ${auth.realName}
        where tenant_id = ${auth.tenantId} and id = ${id}`);
    await tx.execute(sql`delete from sys_login_failure where lower(account) = lower(${user.account})`);
    if (id !== auth.userId) await revokeSessions(tx, { userId: id }, 'password reset');
  });
  return plain;
}

/** POST sysUser/unlockLogin: clears the failed-login lockout of the user's account (every IP). */
export async function unlockLogin(services: AppServices, auth: AuthContext, id: number): Promise<void> {
  await inTenantOf(services, auth, async (tx) => {
    const user = await targetUser(tx, auth, id, services.config.timeZone);
    await tx.execute(sql`delete from sys_login_failure where lower(account) = lower(${user.account})`);
  });
}

/** POST sysUser/grantRole. */
export async function grantRoles(
  services: AppServices,
  caller: DiffCaller,
  input: { userId: number; roleIdList: number[] },
): Promise<void> {
  const { auth } = caller;
  await inTenantOf(services, auth, async (tx) => {
    const user = await targetUser(tx, auth, input.userId, services.config.timeZone);
    if (user.accountType === AccountType.SysAdmin && !isTenantAdmin(auth)) throw new BizError('D1014');
    await checkRoles(tx, auth, input.roleIdList);
    const before = await roleIdsOf(tx, auth.tenantId, input.userId);
    await replaceRoles(tx, auth.tenantId, input.userId, input.roleIdList);
    await writeDiff(
      tx,
      caller,
      'sys_user_role',
      input.userId,
      { roleIdList: before },
      { roleIdList: input.roleIdList },
      'update',
    );
  });
}

/** GET sysUser/ownRoleList/{userId}: role ids of a user in scope ([] otherwise). */
export async function ownRoleList(tx: Tx, auth: AuthContext, userId: number, tz: string): Promise<number[]> {
  if (!(await findUser(tx, auth, userId, tz))) return [];
  return roleIdsOf(tx, auth.tenantId, userId);
}

/** GET sysUser/ownExtOrgList/{userId}: extension (secondary) orgs of a user in scope. */
export async function ownExtOrgList(tx: Tx, auth: AuthContext, userId: number, tz: string): Promise<unknown[]> {
  if (!(await findUser(tx, auth, userId, tz))) return [];
  return extOrgsOf(tx, auth.tenantId, userId);
}

/** GET sysUser/baseInfo: the caller's own profile. */
export async function getBaseInfo(tx: Tx, auth: AuthContext, tz: string): Promise<unknown> {
  const [row] = await queryRows<UserRow>(
    tx,
    sql`select ${userColumns(tz)} ${USER_FROM} where u.tenant_id = ${auth.tenantId} and u.id = ${auth.userId}`,
  );
  return row ? numberIds(row) : null;
}

/** POST sysUser/baseInfo: the caller updates their own profile. */
export async function updateBaseInfo(tx: Tx, caller: DiffCaller, input: BaseInfoInput, tz: string): Promise<void> {
  const { auth } = caller;
  const before = await getBaseInfo(tx, auth, tz);
  await tx.execute(sql`update sys_user set real_name = ${input.realName}, nick_name = ${input.nickName},
      phone = ${input.phone}, birthday = ${input.birthday}::date, sex = ${input.sex ?? null}, email = ${input.email},
      signature = ${input.signature}, address = ${input.address}, introduction = ${input.introduction},
      update_time = now(), update_user_id = ${auth.userId}, update_user_name = ${auth.realName}
      where tenant_id = ${auth.tenantId} and id = ${auth.userId}`);
  await writeDiff(tx, caller, 'sys_user', auth.userId, before, await getBaseInfo(tx, auth, tz), 'update');
}

/**
 * POST sysUser/changePwd: current password checked, new one 6–16 and different; every other
 * session of the user is revoked, the calling one continues.
 */
export async function changePassword(
  services: AppServices,
  auth: AuthContext,
  input: { passwordOld: string; passwordNew: string; passwordNew2?: string | null },
  lang: Language,
): Promise<number> {
  const oldPlain = readPassword(input.passwordOld, services.config.secrets);
  const newPlain = acceptPassword(services, lang, 'passwordNew', input.passwordNew);
  if (input.passwordNew2 !== undefined && input.passwordNew2 !== null) {
    const again = readPassword(input.passwordNew2, services.config.secrets);
    if (again !== newPlain)
      throw new ValidationError({ passwordNew2: [translateValidation(lang, 'passwordMismatch')] });
  }
  const [row] = await inTenantOf(services, auth, (tx) =>
    tx
      .select({ password: sysUser.password })
      .from(sysUser)
      .where(and(eq(sysUser.tenantId, auth.tenantId), eq(sysUser.id, auth.userId), eq(sysUser.isDelete, false))),
  );
  if (!row || !(await verifyPassword(row.password, oldPlain))) throw new BizError('D1004');
  if (oldPlain === newPlain) throw new BizError('D1028');
  const hash = await hashPassword(newPlain);
  return inTenantOf(services, auth, async (tx) => {
    await tx
      .update(sysUser)
      .set({ password: hash, ...updateStamp(auth.userId, auth.realName) })
      .where(and(eq(sysUser.tenantId, auth.tenantId), eq(sysUser.id, auth.userId)));
    return revokeSessions(tx, { userId: auth.userId, exceptSessionId: auth.sessionId }, 'password changed');
  });
}
