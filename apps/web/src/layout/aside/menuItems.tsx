import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../../components/MenuIcon.tsx';
import { translateTitle } from '../../i18n/index.ts';
import type { AppRoute } from '../../router/backEnd.ts';
import { fullPath } from '../../router/routeUtils.ts';
import type { Area } from '../../utils/area.ts';

type MenuItem = Required<MenuProps>['items'][number];

/** A translated menu title that follows language changes even inside memoised menu items. */
export function MenuTitle({ title }: { title: string }) {
  useTranslation();
  return <>{translateTitle(title)}</>;
}

export function dirKey(route: AppRoute): string {
  return `dir:${route.id}`;
}

/** antd menu items from the menu tree: hidden routes left out, titles translated. */
export function toMenuItems(area: Area, routes: readonly AppRoute[]): MenuItem[] {
  const items: MenuItem[] = [];
  for (const r of routes) {
    if (r.meta.isHide) continue;
    const label = <MenuTitle title={r.meta.title} />;
    const visibleChildren = r.children?.filter((c) => !c.meta.isHide) ?? [];
    if (visibleChildren.length > 0) {
      items.push({
        key: dirKey(r),
        icon: <MenuIcon icon={r.meta.icon} />,
        label,
        children: toMenuItems(area, r.children ?? []),
      });
    } else if (r.view) {
      items.push({ key: fullPath(area, r), icon: <MenuIcon icon={r.meta.icon} />, label });
    }
  }
  return items;
}
