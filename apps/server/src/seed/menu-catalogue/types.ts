import type { Area } from '@printfloor/contract';
import { RESOURCE_ACTIONS as GENERATED_ACTIONS } from '@printfloor/contract';

/**
 * One node of the menu catalogue as written in the data files. `flattenCatalogue`
 * (index.ts) turns the tree into sys_menu rows.
 *
 * Id rules (ids are stable forever; never renumber):
 *  - menus that Admin.NET seeds keep its ids (1300000000101…, 1310000000xxx);
 *  - our menus use `ourId(section, item)` = 1350000000000 + section·10⁶ + item·100;
 *  - a menu's buttons get `menuId + 1 …` in the order of `buttons` (append new codes
 *    at the end); buttons Admin.NET seeds keep its id (`adminNetButtons`), further
 *    buttons of an Admin.NET menu go to `overflowButtonId`.
 */
export interface MenuNode {
  id: number;
  /** Unique route name. The title key defaults to `menu.<name>`. */
  name: string;
  /** Dir (1) when it has children and no component, else Menu (2). */
  type?: 1 | 2;
  path?: string;
  /** View file (`/base/workshop/index` → src/views/base/workshop/index.tsx), 'Layout' for directories. */
  component?: string;
  redirect?: string;
  title?: string;
  icon?: string;
  /** Console areas showing the node; null = all; inherited from the parent when absent. */
  areas?: readonly Area[] | null;
  orderNo?: number;
  isHide?: boolean;
  isKeepAlive?: boolean;
  isAffix?: boolean;
  isIframe?: boolean;
  outLink?: string;
  remark?: string;
  /** Button permission codes of the calls this screen makes (`service:action`). */
  buttons?: readonly string[];
  /** Ids Admin.NET gives some of these buttons: code → id. */
  adminNetButtons?: Readonly<Record<string, number>>;
  children?: readonly MenuNode[];
}

export const OUR_ID_BASE = 1350000000000;
export function ourId(section: number, item = 0): number {
  if (section < 0 || section > 999 || item < 0 || item > 9999) throw new Error(`bad menu id ${section}/${item}`);
  return OUR_ID_BASE + section * 1_000_000 + item * 100;
}

/** Ids of extra buttons under an Admin.NET menu (which leaves room for only 9). */
export function overflowButtonId(menuId: number, index: number): number {
  const slot = (menuId >= 1310000000000 ? 500_000 : 0) + (menuId % 1_000_000);
  return 1359000000000 + slot * 100 + index + 1;
}

/** Actions the resource layer generates for every declared resource (plus `template`, checked as `import`). */
export const RESOURCE_ACTIONS = [...GENERATED_ACTIONS, 'template'] as const;
export type ResourceAction = (typeof RESOURCE_ACTIONS)[number];

/** Read-only subset of the resource actions. */
export const READ_ACTIONS: readonly string[] = ['page', 'list', 'detail', 'export'];

/**
 * Codes of a resource screen: every resource action (setStatus only when the
 * resource has a status), then `extra` actions of the same service.
 */
export function resource(service: string, options: { status?: boolean; extra?: readonly string[] } = {}): string[] {
  const actions = RESOURCE_ACTIONS.filter((a) => a !== 'setStatus' || options.status);
  return [...actions, ...(options.extra ?? [])].map((a) => `${service}:${a}`);
}

/** Codes `service:action` for the given actions. */
export function codes(service: string, actions: readonly string[]): string[] {
  return actions.map((a) => `${service}:${a}`);
}

/** A sys_menu row as seeded. */
export interface MenuRow {
  id: number;
  pid: number;
  type: 1 | 2 | 3;
  name: string | null;
  path: string | null;
  component: string | null;
  redirect: string | null;
  permission: string | null;
  title: string;
  icon: string | null;
  isIframe: boolean;
  outLink: string | null;
  isHide: boolean;
  isKeepAlive: boolean;
  isAffix: boolean;
  areas: string[] | null;
  orderNo: number;
  remark: string | null;
}
