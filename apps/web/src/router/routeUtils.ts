import { matchPath } from 'react-router';
import type { Area } from '../utils/area.ts';
import type { AppRoute } from './backEnd.ts';

/** Full URL path of a menu route in an area. */
export function fullPath(area: Area, route: Pick<AppRoute, 'path'>): string {
  return `/${area}${route.path}`;
}

/** A menu path or redirect (`/dashboard/home`) as a URL of the area; absolute URLs stay as they are. */
export function areaUrl(area: Area, path: string): string {
  if (/^[a-z]+:\/\//i.test(path)) return path;
  const p = path.startsWith('/') ? path : `/${path}`;
  return p === `/${area}` || p.startsWith(`/${area}/`) ? p : `/${area}${p}`;
}

/** The registered route a URL path belongs to (dynamic `:param` paths included). */
export function findRoute(area: Area, flat: readonly AppRoute[], pathname: string): AppRoute | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return (
    flat.find((r) => fullPath(area, r) === clean) ??
    flat.find((r) => r.meta.isDynamic && matchPath({ path: fullPath(area, r), end: true }, clean))
  );
}

/** Menu chain from the root to the route (breadcrumb, open sub-menus). */
export function routeChain(tree: readonly AppRoute[], target: AppRoute): AppRoute[] {
  for (const node of tree) {
    if (node === target || node.id === target.id) return [node];
    if (node.children) {
      const rest = routeChain(node.children, target);
      if (rest.length) return [node, ...rest];
    }
  }
  return [];
}
