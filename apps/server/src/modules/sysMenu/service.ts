import { LANGUAGES, type Language, MENU_TITLES, type MenuItem, MenuType, menuTitle } from '@printfloor/contract';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/context.ts';
import { allowedMenuIds, buttonCodes } from '../../auth/permissions.ts';
import type { Tx } from '../../db/client.ts';
import { asPlatform, inTenant } from '../../db/context.ts';
import { queryRows } from '../../db/query.ts';
import { sysMenu, sysRoleMenu, sysTenantMenu } from '../../db/schema/index.ts';
import { BizError } from '../../errors.ts';
import type { AppServices } from '../../services.ts';
import type { MenuInput } from './schemas.ts';

/**
 * The menu catalogue (admin-net-contract §4). sys_menu is a GLOBAL table: the
 * catalogue is platform-wide and only platform-tenant users may change it (D4011);
 * tenants see it through their grants (sys_tenant_menu, sys_role_menu).
 */
type MenuRecord = typeof sysMenu.$inferSelect;
export type MenuTreeNode = Omit<MenuRecord, 'isDelete'> & { isDelete: boolean; children: MenuTreeNode[] };

/** MenuOutput of loginMenuTree (§4.3). */
export interface MenuOutput extends MenuItem {
  id: number;
  pid: number;
  type: number;
  name: string | null;
  path: string;
  component: string | null;
  permission: string | null;
  redirect: string | null;
  orderNo: number;
  status: number;
  remark: string | null;
  createTime: Date;
  updateTime: Date | null;
  createUserName: string | null;
  updateUserName: string | null;
  meta: {
    title: string;
    icon: string | null;
    isIframe: boolean;
    isLink: string | null;
    isHide: boolean;
    isKeepAlive: boolean;
    isAffix: boolean;
  };
  children: MenuOutput[];
}

const PERMISSION_FORMAT = /^[A-Za-z0-9_.-]+:[A-Za-z0-9_.-]+$/;

function byOrder(a: { orderNo: number; id: number }, b: { orderNo: number; id: number }) {
  return a.orderNo - b.orderNo || a.id - b.id;
}

/** Builds a tree ordered by (orderNo, id). Orphans become roots when `keepOrphans`, else are dropped. */
function buildTree<T extends { id: number; pid: number; orderNo: number; children: T[] }>(
  nodes: T[],
  keepOrphans: boolean,
): T[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const roots: T[] = [];
  for (const node of [...nodes].sort(byOrder)) {
    const parent = node.pid === 0 ? undefined : byId.get(node.pid);
    if (parent) parent.children.push(node);
    else if (node.pid === 0 || keepOrphans) roots.push(node);
  }
  return roots;
}

function titleMatches(title: string, needle: string, lang: Language): boolean {
  const n = needle.toLowerCase();
  if (title.toLowerCase().includes(n)) return true;
  const texts = MENU_TITLES[title];
  if (!texts) return false;
  return [texts[lang], ...LANGUAGES.map((l) => texts[l])].some((t) => t.toLowerCase().includes(n));
}

/**
 * GET sysMenu/list: the whole catalogue for platform users (they maintain it),
 * otherwise the menus granted to the caller in the session's area. Without a
 * filter a tree; with Title (key or translation, substring) or Type a flat list.
 */
export async function listMenus(
  services: AppServices,
  auth: AuthContext,
  query: { title?: string; type?: number },
  lang: Language,
): Promise<MenuTreeNode[]> {
  const rows = await asPlatform(services.db, (tx) =>
    tx.select().from(sysMenu).where(eq(sysMenu.isDelete, false)).orderBy(asc(sysMenu.orderNo), asc(sysMenu.id)),
  );
  let visible = rows;
  if (auth.tenantKind !== 'system') {
    const allowed = new Set(await inTenant(services.db, auth.tenantId, (tx) => allowedMenuIds(tx, auth)));
    visible = rows.filter((r) => allowed.has(Number(r.id)));
  }
  const filtered = query.title || query.type;
  if (filtered) {
    return visible
      .filter((r) => (query.type ? r.type === query.type : true))
      .filter((r) => (query.title ? titleMatches(r.title, query.title, lang) : true))
      .map((r) => ({ ...r, children: [] }));
  }
  return buildTree(
    visible.map((r) => ({ ...r, children: [] as MenuTreeNode[] })),
    true,
  );
}

function assertPlatformUser(auth: AuthContext): void {
  if (auth.tenantKind !== 'system') throw new BizError('D4011');
}

/** Applies the Admin.NET rules of §4.2 and normalises the row. */
async function checkMenu(tx: Tx, input: MenuInput, selfId: number | null): Promise<MenuInput> {
  const menu: MenuInput = { ...input };
  if (menu.type === MenuType.Btn) {
    if (!menu.permission) throw new BizError('D4003');
    if (!PERMISSION_FORMAT.test(menu.permission)) throw new BizError('D4004');
    menu.name = null;
    menu.path = null;
    menu.component = null;
    menu.redirect = null;
    menu.icon = null;
    menu.outLink = null;
    menu.isIframe = false;
    menu.isHide = false;
    menu.isAffix = false;
  } else {
    menu.permission = null;
  }
  const notSelf = selfId === null ? sql`true` : ne(sysMenu.id, selfId);
  const duplicate =
    menu.type === MenuType.Btn
      ? and(eq(sysMenu.type, MenuType.Btn), eq(sysMenu.permission, menu.permission as string))
      : and(ne(sysMenu.type, MenuType.Btn), eq(sysMenu.title, menu.title));
  const clash = await tx
    .select({ id: sysMenu.id })
    .from(sysMenu)
    .where(and(duplicate, eq(sysMenu.isDelete, false), notSelf))
    .limit(1);
  if (clash.length) throw new BizError('D4000');
  if (menu.name) {
    const sameName = await tx
      .select({ id: sysMenu.id })
      .from(sysMenu)
      .where(and(eq(sysMenu.name, menu.name), eq(sysMenu.isDelete, false), notSelf))
      .limit(1);
    if (sameName.length) throw new BizError('D4009');
  }
  if (selfId !== null && menu.pid === selfId) throw new BizError('D4008');
  if (menu.pid !== 0) {
    const parent = (
      await tx
        .select({ type: sysMenu.type, areas: sysMenu.areas })
        .from(sysMenu)
        .where(and(eq(sysMenu.id, menu.pid), eq(sysMenu.isDelete, false)))
    )[0];
    if (!parent) throw new BizError('D1002');
    if (parent.type === MenuType.Btn) throw new BizError('D4010');
    if (selfId !== null && (await subtreeIds(tx, selfId)).includes(menu.pid)) throw new BizError('D4008');
    // A child shows only where its parent does: inherit the parent's areas when none are given.
    if (!menu.areas) menu.areas = (parent.areas as MenuInput['areas']) ?? null;
  }
  return menu;
}

function toValues(menu: MenuInput) {
  return {
    pid: menu.pid,
    type: menu.type,
    name: menu.name,
    path: menu.path,
    component: menu.component,
    redirect: menu.redirect,
    permission: menu.permission,
    title: menu.title,
    icon: menu.icon,
    isIframe: menu.isIframe ?? false,
    outLink: menu.outLink,
    isHide: menu.isHide ?? false,
    isKeepAlive: menu.isKeepAlive ?? true,
    isAffix: menu.isAffix ?? false,
    areas: menu.areas,
    orderNo: menu.orderNo,
    status: menu.status,
    remark: menu.remark,
  };
}

export async function addMenu(services: AppServices, auth: AuthContext, input: MenuInput): Promise<number> {
  assertPlatformUser(auth);
  // Global catalogue table: no tenant context applies.
  return asPlatform(services.db, async (tx) => {
    const menu = await checkMenu(tx, input, null);
    const [row] = await tx
      .insert(sysMenu)
      .values({ ...toValues(menu), createUserId: auth.userId, createUserName: auth.realName || auth.account })
      .returning({ id: sysMenu.id });
    return Number(row?.id);
  });
}

export async function updateMenu(
  services: AppServices,
  auth: AuthContext,
  input: MenuInput & { id: number },
): Promise<void> {
  assertPlatformUser(auth);
  await asPlatform(services.db, async (tx) => {
    const [current] = await tx
      .select({ id: sysMenu.id, title: sysMenu.title })
      .from(sysMenu)
      .where(and(eq(sysMenu.id, input.id), eq(sysMenu.isDelete, false)));
    if (!current) throw new BizError('D1002');
    // A client that was given titles as text (titleTexts) posts the text back: keep the key.
    const title = isTextOf(current.title, input.title) ? current.title : input.title;
    const menu = await checkMenu(tx, { ...input, title }, input.id);
    await tx
      .update(sysMenu)
      .set({
        ...toValues(menu),
        updateTime: new Date(),
        updateUserId: auth.userId,
        updateUserName: auth.realName || auth.account,
      })
      .where(eq(sysMenu.id, input.id));
  });
}

async function subtreeIds(tx: Tx, rootId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`with recursive t(id) as (
          select id from sys_menu where id = ${rootId}
          union select m.id from sys_menu m join t on m.pid = t.id
        ) select id from t`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Deletes a menu and its subtree (soft delete, so a re-seed does not bring seeded
 * rows back) and every tenant's and role's grant of them, in one transaction.
 */
export async function deleteMenu(services: AppServices, auth: AuthContext, id: number): Promise<void> {
  assertPlatformUser(auth);
  // Cross-tenant by nature: the grants of every tenant referencing these menus go too.
  await asPlatform(services.db, async (tx) => {
    const current = await tx
      .select({ id: sysMenu.id })
      .from(sysMenu)
      .where(and(eq(sysMenu.id, id), eq(sysMenu.isDelete, false)));
    if (!current.length) throw new BizError('D1002');
    const ids = await subtreeIds(tx, id);
    await tx
      .update(sysMenu)
      .set({
        isDelete: true,
        updateTime: new Date(),
        updateUserId: auth.userId,
        updateUserName: auth.realName || auth.account,
      })
      .where(inArray(sysMenu.id, ids));
    await tx.delete(sysRoleMenu).where(inArray(sysRoleMenu.menuId, ids));
    await tx.delete(sysTenantMenu).where(inArray(sysTenantMenu.menuId, ids));
  });
}

function toOutput(row: MenuRecord): MenuOutput {
  return {
    id: Number(row.id),
    pid: Number(row.pid),
    type: row.type,
    name: row.name,
    path: row.path ?? '',
    component: row.component,
    permission: row.permission,
    redirect: row.redirect,
    orderNo: row.orderNo,
    status: row.status,
    remark: row.remark,
    createTime: row.createTime,
    updateTime: row.updateTime,
    createUserName: row.createUserName,
    updateUserName: row.updateUserName,
    meta: {
      title: row.title,
      icon: row.icon,
      isIframe: row.isIframe,
      isLink: row.outLink,
      isHide: row.isHide,
      isKeepAlive: row.isKeepAlive,
      isAffix: row.isAffix,
    },
    children: [],
  };
}

/** GET sysMenu/loginMenuTree: the caller's menus of the session's area, buttons pruned. Runs in the caller's tenant. */
export async function loginMenuTree(tx: Tx, auth: AuthContext): Promise<MenuOutput[]> {
  const ids = [...new Set(await allowedMenuIds(tx, auth))];
  if (!ids.length) return [];
  const rows = await tx
    .select()
    .from(sysMenu)
    .where(and(inArray(sysMenu.id, ids), ne(sysMenu.type, MenuType.Btn)))
    .orderBy(asc(sysMenu.orderNo), asc(sysMenu.id));
  return buildTree(rows.map(toOutput), false);
}

/** Whether `text` is the title `key` in one of our languages (a translated title sent back). */
function isTextOf(key: string, text: string): boolean {
  const texts = MENU_TITLES[key];
  return !!texts && key !== text && LANGUAGES.some((l) => texts[l] === text);
}

/**
 * Menu nodes with their title keys turned into text in `lang`, for clients that do not ask for
 * keys (MENU_TITLE_HEADER): Admin.NET's own client shows whatever title it is given.
 */
export function titleTexts<T extends { children: T[] }>(
  nodes: T[],
  lang: Language,
  retitle: (node: T, text: (key: string) => string) => T,
): T[] {
  const text = (key: string) => menuTitle(key, lang);
  return nodes.map((node) => ({ ...retitle(node, text), children: titleTexts(node.children, lang, retitle) }));
}

/** GET sysMenu/ownBtnPermList. */
export function ownButtonCodes(tx: Tx, auth: AuthContext): Promise<string[]> {
  return buttonCodes(tx, auth);
}
