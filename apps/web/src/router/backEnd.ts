import type { MenuItem, MenuMeta } from '@printfloor/contract';
import { MenuType } from '@printfloor/contract';
import { pageViewOf, type ResolvedView, type ViewLoader } from './viewResolve.ts';

/** One route built from a server menu (shell-reference §11.2, §11.4). */
export interface AppRoute {
  id: number;
  /** Menu path, e.g. `/dashboard/home` (the area prefix is added when rendering). */
  path: string;
  name: string;
  redirect?: string | null;
  meta: MenuMeta & { isDynamic?: boolean };
  /** Page kind; undefined for directories. */
  view?: Exclude<ResolvedView, null | { kind: 'parent' }>;
  children?: AppRoute[];
}

export interface BuiltRoutes {
  /** Menu tree for the side menu: directories and pages that have a view (hidden ones included, flagged). */
  tree: AppRoute[];
  /** Every routable page, flattened (two levels: all are children of the layout route). */
  flat: AppRoute[];
}

function normalizePath(path: string | null | undefined): string {
  if (!path) return '';
  const p = path.trim();
  if (/^https?:\/\//i.test(p)) return p;
  return p.startsWith('/') ? p : `/${p}`;
}

/** A route is kept when it lists no roles or shares one with the user (shell-reference §11.6). */
export function roleAllowed(meta: { roles?: string[] | null } | undefined, userRoles: readonly string[]): boolean {
  const roles = meta?.roles;
  if (!roles || roles.length === 0) return true;
  return roles.some((r) => userRoles.includes(r));
}

/**
 * Converts the loginMenuTree result into routes: drops buttons, disabled menus, menus
 * whose component has no page file and routes the user's roles may not see.
 */
export function buildRoutes(
  menus: readonly MenuItem[],
  registry: Record<string, ViewLoader>,
  userRoles: readonly string[] = [],
): BuiltRoutes {
  const flat: AppRoute[] = [];
  const walk = (items: readonly MenuItem[] | null | undefined): AppRoute[] => {
    const out: AppRoute[] = [];
    const sorted = [...(items ?? [])].sort((a, b) => (a.orderNo ?? 100) - (b.orderNo ?? 100));
    for (const item of sorted) {
      if (item.type === MenuType.Btn) continue;
      if (item.status !== undefined && item.status !== 1) continue;
      const meta: AppRoute['meta'] = { ...item.meta, title: item.meta?.title ?? item.name ?? '' };
      if (!roleAllowed(meta, userRoles)) continue;
      const path = normalizePath(item.path);
      const children = walk(item.children);
      const view: AppRoute['view'] = pageViewOf({ component: item.component, meta }, registry) ?? undefined;
      const route: AppRoute = {
        id: item.id,
        path,
        name: item.name || path,
        redirect: item.redirect,
        meta: { ...meta, isDynamic: path.includes('/:') },
        view,
        children: children.length > 0 ? children : undefined,
      };
      if (view && path) {
        flat.push(route);
        out.push(route);
      } else if (item.type === MenuType.Dir && route.children) {
        out.push(route);
      }
      // Anything else (a menu without a page, an empty directory) is dropped.
    }
    return out;
  };
  const tree = walk(menus);
  return { tree, flat };
}

/** The first visible page of a tree (home fallback). */
export function firstPage(tree: readonly AppRoute[]): AppRoute | undefined {
  for (const r of tree) {
    if (r.view && !r.meta.isHide && r.view.kind === 'view') return r;
    const child = r.children && firstPage(r.children);
    if (child) return child;
  }
  return undefined;
}
