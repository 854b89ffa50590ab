import {
  DataScope,
  type GrantableMenu,
  type PageResult,
  pageResult,
  type RoleAddInput,
  type RoleRow,
  type RoleUpdateInput,
} from '@printfloor/contract';
import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/context.ts';
import { dataScopeCondition, dataScopeOf } from '../../auth/data-scope.ts';
import type { Tx } from '../../db/client.ts';
import { createStamp, queryRows, updateStamp } from '../../db/query.ts';
import {
  sysRole as role,
  sysMenu,
  sysOrg,
  sysRoleMenu,
  sysRoleOrg,
  sysTenantMenu,
  sysUserRole,
} from '../../db/schema/index.ts';
import { BizError } from '../../errors.ts';
import { type DiffCaller, dateTimeText, numberIds, scopedOrgIds, writeDiff } from '../sysUser/index.ts';

/**
 * Role administration (admin-net-contract §10 sysRole): page, detail, add, update, delete,
 * setStatus, grantMenu, grantDataScope, ownMenuList, ownOrgList. Every call runs in the
 * caller's tenant transaction and sees only roles within the caller's data scope.
 */

/** The built-in administrator role (cannot be deleted, D1019). */
export const ADMIN_ROLE_CODE = 'sys_admin';

export type { RoleRow } from '@printfloor/contract';

export function roleColumns(tz: string): SQL {
  return sql`r.id, r.tenant_id as "tenantId", r.name, r.code, r.data_scope as "dataScope", r.order_no as "orderNo",
    r.status, r.remark, ${dateTimeText(sql`r.create_time`, tz)} as "createTime",
    ${dateTimeText(sql`r.update_time`, tz)} as "updateTime", r.create_user_id as "createUserId",
    r.create_user_name as "createUserName", r.update_user_id as "updateUserId", r.update_user_name as "updateUserName",
    r.create_org_id as "createOrgId", r.create_org_name as "createOrgName",
    (select count(*)::int from sys_user_role ur join sys_user u on u.tenant_id = ur.tenant_id and u.id = ur.user_id
       and not u.is_delete where ur.tenant_id = r.tenant_id and ur.role_id = r.id) as "userCount"`;
}

function likeParam(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

async function scopeWhere(tx: Tx, auth: AuthContext): Promise<SQL> {
  const scope = await dataScopeOf(tx, auth);
  return sql`r.tenant_id = ${auth.tenantId} and not r.is_delete and ${dataScopeCondition(scope, 'r')}`;
}

/** The roles a search asks for: tenant, data scope, name and code contain the given text. */
export async function roleFilter(
  tx: Tx,
  auth: AuthContext,
  input: { name?: string | null; code?: string | null },
): Promise<SQL> {
  const where: SQL[] = [await scopeWhere(tx, auth)];
  if (input.name) where.push(sql`r.name ilike ${likeParam(input.name)}`);
  if (input.code) where.push(sql`r.code ilike ${likeParam(input.code)}`);
  return sql.join(where, sql` and `);
}

export async function pageRoles(
  tx: Tx,
  auth: AuthContext,
  input: { page: number; pageSize: number; name: string | null; code: string | null },
  tz: string,
): Promise<PageResult<RoleRow>> {
  const condition = await roleFilter(tx, auth, input);
  const [count] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from sys_role r where ${condition}`);
  const rows = await queryRows<RoleRow>(
    tx,
    sql`select ${roleColumns(tz)} from sys_role r where ${condition} order by r.order_no, r.id
        limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}`,
  );
  return pageResult(rows.map(numberIds), Number(count?.n ?? 0), input.page, input.pageSize);
}

export async function findRole(tx: Tx, auth: AuthContext, id: number, tz: string): Promise<RoleRow | null> {
  const [row] = await queryRows<RoleRow>(
    tx,
    sql`select ${roleColumns(tz)} from sys_role r where ${await scopeWhere(tx, auth)} and r.id = ${id}`,
  );
  return row ? numberIds(row) : null;
}

async function targetRole(tx: Tx, auth: AuthContext, id: number, tz: string): Promise<RoleRow> {
  const role = await findRole(tx, auth, id, tz);
  if (!role) throw new BizError('D1061');
  return role;
}

async function codeTaken(tx: Tx, auth: AuthContext, code: string, exceptId?: number): Promise<boolean> {
  const rows = await tx
    .select({ id: role.id })
    .from(role)
    .where(
      and(
        eq(role.tenantId, auth.tenantId),
        sql`lower(${role.code}) = lower(${code})`,
        eq(role.isDelete, false),
        exceptId ? ne(role.id, exceptId) : undefined,
      ),
    );
  return rows.length > 0;
}

/** The role's row of the caller's tenant. */
const roleRow = (auth: AuthContext, id: number) => and(eq(role.tenantId, auth.tenantId), eq(role.id, id));

/** Menus must be granted to the tenant itself (D1060). */
async function checkTenantMenus(tx: Tx, auth: AuthContext, menuIds: number[]): Promise<void> {
  if (!menuIds.length) return;
  const [row] = await tx
    .select({ n: count() })
    .from(sysTenantMenu)
    .innerJoin(sysMenu, and(eq(sysMenu.id, sysTenantMenu.menuId), eq(sysMenu.isDelete, false)))
    .where(and(eq(sysTenantMenu.tenantId, auth.tenantId), inArray(sysTenantMenu.menuId, menuIds)));
  if (Number(row?.n) !== menuIds.length) throw new BizError('D1060');
}

async function replaceMenus(tx: Tx, tenantId: number, roleId: number, menuIds: number[]): Promise<void> {
  await tx.delete(sysRoleMenu).where(and(eq(sysRoleMenu.tenantId, tenantId), eq(sysRoleMenu.roleId, roleId)));
  if (!menuIds.length) return;
  await tx.insert(sysRoleMenu).values(menuIds.map((menuId) => ({ tenantId, roleId, menuId })));
}

export async function addRole(tx: Tx, auth: AuthContext, input: RoleAddInput): Promise<number> {
  if (await codeTaken(tx, auth, input.code)) throw new BizError('D1062');
  await checkTenantMenus(tx, auth, input.menuIdList);
  const [row] = await tx
    .insert(role)
    .values({ ...roleFields(input), ...createStamp(auth) })
    .returning({ id: role.id });
  const id = Number(row?.id);
  await replaceMenus(tx, auth.tenantId, id, input.menuIdList);
  return id;
}

/** The columns an add or an update writes from the form. */
function roleFields(input: RoleAddInput | RoleUpdateInput) {
  const { name, code, dataScope, orderNo, status, remark } = input;
  return { name, code, dataScope, orderNo, status, remark };
}

export async function updateRole(tx: Tx, caller: DiffCaller, input: RoleUpdateInput, tz: string): Promise<void> {
  const { auth } = caller;
  const before = await targetRole(tx, auth, input.id, tz);
  // The built-in administrator role keeps its code (D1019 protects it by that code).
  if (before.code === ADMIN_ROLE_CODE && input.code !== ADMIN_ROLE_CODE) throw new BizError('D1019');
  if (await codeTaken(tx, auth, input.code, input.id)) throw new BizError('D1062');
  await tx
    .update(role)
    .set({ ...roleFields(input), ...updateStamp(auth.userId, auth.realName) })
    .where(roleRow(auth, input.id));
  if (input.dataScope !== DataScope.Define) await deleteGrants(tx, auth, input.id, sysRoleOrg);
  await writeDiff(tx, caller, 'sys_role', input.id, before, await findRole(tx, auth, input.id, tz), 'update');
}

/** POST sysRole/delete: never the built-in admin role (D1019) nor a role with users (D1025). */
export async function deleteRole(tx: Tx, caller: DiffCaller, id: number, tz: string): Promise<void> {
  const { auth } = caller;
  const before = await targetRole(tx, auth, id, tz);
  if (before.code === ADMIN_ROLE_CODE) throw new BizError('D1019');
  if (Number(before.userCount) > 0) throw new BizError('D1025');
  await tx
    .update(role)
    .set({ isDelete: true, ...updateStamp(auth.userId, auth.realName) })
    .where(roleRow(auth, id));
  for (const table of [sysRoleMenu, sysRoleOrg, sysUserRole]) await deleteGrants(tx, auth, id, table);
  await writeDiff(tx, caller, 'sys_role', id, before, null, 'delete');
}

export async function setRoleStatus(
  tx: Tx,
  caller: DiffCaller,
  input: { id: number; status: number },
  tz: string,
): Promise<void> {
  const { auth } = caller;
  const before = await targetRole(tx, auth, input.id, tz);
  await tx
    .update(role)
    .set({ status: input.status, ...updateStamp(auth.userId, auth.realName) })
    .where(roleRow(auth, input.id));
  await writeDiff(tx, caller, 'sys_role', input.id, { status: before.status }, { status: input.status }, 'update');
}

/**
 * POST sysRole/grantMenu {id, menuIdList}: the checked menus plus their half-checked parents,
 * as Admin.NET's client sends them; every menu must be granted to the tenant (D1060).
 */
export async function grantMenu(
  tx: Tx,
  caller: DiffCaller,
  input: { id: number; menuIdList: number[] },
  tz: string,
): Promise<void> {
  const { auth } = caller;
  await targetRole(tx, auth, input.id, tz);
  await checkTenantMenus(tx, auth, input.menuIdList);
  const before = await ownMenuList(tx, auth, input.id, tz);
  await replaceMenus(tx, auth.tenantId, input.id, input.menuIdList);
  await writeDiff(
    tx,
    caller,
    'sys_role_menu',
    input.id,
    { menuIdList: before },
    { menuIdList: input.menuIdList },
    'update',
  );
}

/** POST sysRole/grantDataScope {id, dataScope, orgIdList}: orgs kept only for Define, each in the caller's scope. */
export async function grantDataScope(
  tx: Tx,
  caller: DiffCaller,
  input: { id: number; dataScope: number; orgIdList: number[] },
  tz: string,
): Promise<void> {
  const { auth } = caller;
  const before = await targetRole(tx, auth, input.id, tz);
  const orgIds = input.dataScope === DataScope.Define ? input.orgIdList : [];
  if (orgIds.length) {
    const [row] = await tx
      .select({ n: count() })
      .from(sysOrg)
      .where(and(eq(sysOrg.tenantId, auth.tenantId), eq(sysOrg.isDelete, false), inArray(sysOrg.id, orgIds)));
    if (Number(row?.n) !== orgIds.length) throw new BizError('D2000');
    const allowed = await scopedOrgIds(tx, auth);
    if (allowed && orgIds.some((id) => !allowed.has(id))) throw new BizError('D1013');
  }
  await tx
    .update(role)
    .set({ dataScope: input.dataScope, ...updateStamp(auth.userId, auth.realName) })
    .where(roleRow(auth, input.id));
  await deleteGrants(tx, auth, input.id, sysRoleOrg);
  if (orgIds.length)
    await tx.insert(sysRoleOrg).values(orgIds.map((orgId) => ({ tenantId: auth.tenantId, roleId: input.id, orgId })));
  await writeDiff(
    tx,
    caller,
    'sys_role',
    input.id,
    { dataScope: before.dataScope },
    { dataScope: input.dataScope, orgIdList: orgIds },
    'update',
  );
}

/** GET sysRole/ownMenuList?id=: the role's menu ids (parents included, as stored). */
export async function ownMenuList(tx: Tx, auth: AuthContext, id: number, tz: string): Promise<number[]> {
  if (!(await findRole(tx, auth, id, tz))) return [];
  const rows = await tx
    .select({ menuId: sysRoleMenu.menuId })
    .from(sysRoleMenu)
    .innerJoin(sysMenu, and(eq(sysMenu.id, sysRoleMenu.menuId), eq(sysMenu.isDelete, false)))
    .where(and(eq(sysRoleMenu.tenantId, auth.tenantId), eq(sysRoleMenu.roleId, id)))
    .orderBy(asc(sysRoleMenu.menuId));
  return rows.map((r) => r.menuId);
}

/** GET sysRole/ownOrgList?id=: the orgs of a Define role. */
export async function ownOrgList(tx: Tx, auth: AuthContext, id: number, tz: string): Promise<number[]> {
  if (!(await findRole(tx, auth, id, tz))) return [];
  const rows = await tx
    .select({ orgId: sysRoleOrg.orgId })
    .from(sysRoleOrg)
    .where(and(eq(sysRoleOrg.tenantId, auth.tenantId), eq(sysRoleOrg.roleId, id)))
    .orderBy(asc(sysRoleOrg.orgId));
  return rows.map((r) => r.orgId);
}

/** Removes a role's rows from a grant table (menus, orgs or users of the role). */
async function deleteGrants(
  tx: Tx,
  auth: AuthContext,
  roleId: number,
  table: typeof sysRoleMenu | typeof sysRoleOrg | typeof sysUserRole,
): Promise<void> {
  await tx.delete(table).where(and(eq(table.tenantId, auth.tenantId), eq(table.roleId, roleId)));
}

export type { GrantableMenu } from '@printfloor/contract';

/** The tenant's granted menus as a tree: what a role of this tenant may be given (grant drawer). */
export async function grantableMenuTree(tx: Tx, auth: AuthContext): Promise<GrantableMenu[]> {
  const rows = await queryRows<Omit<GrantableMenu, 'children'>>(
    tx,
    sql`select m.id, m.pid, m.type, m.title, m.permission, m.icon from sys_menu m
          join sys_tenant_menu tm on tm.menu_id = m.id and tm.tenant_id = ${auth.tenantId}
         where not m.is_delete and m.status = 1 order by m.order_no, m.id`,
  );
  const nodes = new Map<number, GrantableMenu>();
  for (const r of rows) {
    const n = numberIds(r);
    nodes.set(n.id, { ...n, children: [] });
  }
  const roots: GrantableMenu[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.pid);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
