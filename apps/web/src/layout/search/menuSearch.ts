import { translateTitle } from '../../i18n/index.ts';
import type { AppRoute } from '../../router/backEnd.ts';

export interface MenuSearchOption {
  route: AppRoute;
  title: string;
}

/**
 * Menu search matching (shell-reference §5 `search.vue`): every non-hidden routable page
 * whose path (case-insensitive), title key or translated title contains the query.
 */
export function searchMenus(flat: readonly AppRoute[], query: string): MenuSearchOption[] {
  const q = query.trim().toLowerCase();
  const out: MenuSearchOption[] = [];
  for (const route of flat) {
    if (route.meta.isHide || !route.view) continue;
    const title = translateTitle(route.meta.title);
    if (
      !q ||
      route.path.toLowerCase().includes(q) ||
      (route.meta.title ?? '').toLowerCase().includes(q) ||
      title.toLowerCase().includes(q)
    ) {
      out.push({ route, title });
    }
  }
  return out;
}
