import type { Area } from '@printfloor/contract';
import { DEMO_MENUS } from './demo.ts';
import { FACTORY_MENUS } from './factory.ts';
import { MERCHANT_MENUS } from './merchant.ts';
import { DASHBOARD, SYSTEM_MENUS } from './system.ts';
import { type MenuNode, type MenuRow, OUR_ID_BASE, overflowButtonId } from './types.ts';

export { FACTORY_SECTION_IDS } from './factory.ts';
export { MERCHANT_ORDERS_ID } from './merchant.ts';
export * from './types.ts';

/** The whole catalogue of spec §2, roots in menu order. */
export const MENU_CATALOGUE: readonly MenuNode[] = [
  DASHBOARD,
  ...FACTORY_MENUS,
  ...MERCHANT_MENUS,
  ...SYSTEM_MENUS,
  ...DEMO_MENUS,
];

/** i18n key of a menu title (translations: @printfloor/contract MENU_TITLES). */
export const menuTitleKey = (name: string) => `menu.${name}`;
/** i18n key of a button title: by action, `sysUser:resetPwd` → `button.resetPwd`. */
export const buttonTitleKey = (permission: string) => `button.${permission.split(':')[1]}`;

const PERMISSION_FORMAT = /^[a-z][A-Za-z0-9]*:[a-z][A-Za-z0-9]*$/;

/** Flattens the tree into sys_menu rows (parents before children) and checks the catalogue rules. */
export function flattenCatalogue(roots: readonly MenuNode[] = MENU_CATALOGUE): MenuRow[] {
  const rows: MenuRow[] = [];
  const walk = (node: MenuNode, pid: number, inherited: readonly Area[] | null) => {
    const areas = node.areas === undefined ? inherited : node.areas;
    const isDir = node.type === 1 || (node.type === undefined && !!node.children?.length && !node.component);
    rows.push({
      id: node.id,
      pid,
      type: isDir ? 1 : 2,
      name: node.name,
      path: node.path ?? null,
      component: isDir ? 'Layout' : (node.component ?? null),
      redirect: node.redirect ?? null,
      permission: null,
      title: node.title ?? menuTitleKey(node.name),
      icon: node.icon ?? null,
      isIframe: node.isIframe ?? false,
      outLink: node.outLink ?? null,
      isHide: node.isHide ?? false,
      isKeepAlive: node.isKeepAlive ?? true,
      isAffix: node.isAffix ?? false,
      areas: areas ? [...areas] : null,
      orderNo: node.orderNo ?? 100,
      remark: node.remark ?? null,
    });
    (node.buttons ?? []).forEach((permission, index) => {
      let id: number;
      const adminNet = node.adminNetButtons?.[permission];
      if (adminNet) id = adminNet;
      else if (node.id < OUR_ID_BASE) id = overflowButtonId(node.id, index);
      else {
        if (index >= 99) throw new Error(`menu ${node.name}: more than 99 buttons`);
        id = node.id + index + 1;
      }
      rows.push({
        id,
        pid: node.id,
        type: 3,
        name: null,
        path: null,
        component: null,
        redirect: null,
        permission,
        title: buttonTitleKey(permission),
        icon: null,
        isIframe: false,
        outLink: null,
        isHide: false,
        isKeepAlive: true,
        isAffix: false,
        areas: areas ? [...areas] : null,
        orderNo: (index + 1) * 10,
        remark: null,
      });
    });
    for (const child of node.children ?? []) walk(child, node.id, areas);
  };
  for (const root of roots) walk(root, 0, null);
  checkCatalogue(rows);
  return rows;
}

function checkCatalogue(rows: MenuRow[]): void {
  const ids = new Set<number>();
  const names = new Set<string>();
  const permissions = new Set<string>();
  for (const row of rows) {
    if (ids.has(row.id)) throw new Error(`menu catalogue: duplicate id ${row.id}`);
    ids.add(row.id);
    if (!Number.isSafeInteger(row.id)) throw new Error(`menu catalogue: unsafe id ${row.id}`);
    if (row.name) {
      if (names.has(row.name)) throw new Error(`menu catalogue: duplicate route name ${row.name}`);
      names.add(row.name);
    }
    if (row.permission) {
      if (!PERMISSION_FORMAT.test(row.permission)) throw new Error(`menu catalogue: bad code ${row.permission}`);
      if (permissions.has(row.permission)) throw new Error(`menu catalogue: duplicate code ${row.permission}`);
      permissions.add(row.permission);
    }
  }
}

/** Every row of the catalogue, computed once. */
export const MENU_ROWS: readonly MenuRow[] = flattenCatalogue();

/** Whether a row shows in any of `areas` (null areas = every area). */
export function rowInAreas(row: Pick<MenuRow, 'areas'>, areas: readonly Area[]): boolean {
  return row.areas === null || row.areas.some((a) => (areas as readonly string[]).includes(a));
}

/** Menu ids a tenant whose kind uses `areas` is granted by default (tenant creation, seed). */
export function menuIdsForAreas(areas: readonly Area[]): number[] {
  return MENU_ROWS.filter((row) => rowInAreas(row, areas)).map((row) => row.id);
}

/** Ids of a catalogue node and all its descendants (buttons included). */
export function subtreeIds(rootId: number, rows: readonly MenuRow[] = MENU_ROWS): number[] {
  const children = new Map<number, number[]>();
  for (const row of rows) {
    const list = children.get(row.pid) ?? [];
    list.push(row.id);
    children.set(row.pid, list);
  }
  const out: number[] = [];
  const stack = [rootId];
  while (stack.length) {
    const id = stack.pop() as number;
    out.push(id);
    stack.push(...(children.get(id) ?? []));
  }
  return out;
}

/** Every button permission code of the catalogue. */
export function catalogueCodes(): Set<string> {
  return new Set(MENU_ROWS.filter((r) => r.permission).map((r) => r.permission as string));
}
