import { Menu } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AppRoute } from '../../router/backEnd.ts';
import { fullPath, routeChain } from '../../router/routeUtils.ts';
import { useThemeConfig } from '../../stores/themeConfig.ts';
import { dirKey, toMenuItems } from '../aside/menuItems.tsx';
import { useAreaRoutes } from '../useAreaRoutes.ts';

/** Opens a menu route: external links also open a new window (shell-reference §11.7). */
export function useOpenRoute() {
  const navigate = useNavigate();
  const { area, flat } = useAreaRoutes();
  return (key: string) => {
    const route = flat.find((r) => fullPath(area, r) === key);
    if (route?.view?.kind === 'link' && route.meta.isLink) window.open(route.meta.isLink, '_blank', 'noopener');
    navigate(key);
  };
}

/** First routable page under a menu node (itself when it has a page), for level-1 items. */
export function firstPage(route: AppRoute): AppRoute | undefined {
  if (route.view) return route;
  for (const child of route.children ?? []) {
    if (child.meta.isHide) continue;
    const found = firstPage(child);
    if (found) return found;
  }
  return undefined;
}

interface Props {
  /** The menu nodes to show (whole tree, or the children of one level-1 item). */
  routes: readonly AppRoute[];
  mode: 'inline' | 'horizontal';
  collapsed?: boolean;
  testId?: string;
}

/** Server menu as an antd menu, for the classic, transverse and columns layouts and the mobile drawer. */
export function ShellMenu({ routes, mode, collapsed = false, testId }: Props) {
  useTranslation(); // re-render on language change
  const open = useOpenRoute();
  const { area, tree, current } = useAreaRoutes();
  const isUniqueOpened = useThemeConfig((s) => s.themeConfig.isUniqueOpened);
  const items = useMemo(() => toMenuItems(area, routes), [area, routes]);
  const chainKeys = useMemo(() => (current ? routeChain(tree, current).slice(0, -1).map(dirKey) : []), [tree, current]);
  const [openKeys, setOpenKeys] = useState<string[]>(chainKeys);
  useEffect(() => {
    if (!collapsed) setOpenKeys((keys) => (isUniqueOpened ? chainKeys : [...new Set([...keys, ...chainKeys])]));
  }, [chainKeys, collapsed, isUniqueOpened]);
  const rootKeys = useMemo(() => new Set(routes.map(dirKey)), [routes]);
  const onOpenChange = (keys: string[]) => {
    if (!isUniqueOpened) return setOpenKeys(keys);
    const latest = keys.find((k) => !openKeys.includes(k));
    setOpenKeys(latest && rootKeys.has(latest) ? [latest] : keys);
  };
  const selected = current ? [fullPath(area, current), ...chainKeys] : [];
  return (
    <Menu
      mode={mode}
      items={items}
      selectedKeys={selected}
      openKeys={mode === 'inline' && !collapsed ? openKeys : undefined}
      onOpenChange={mode === 'inline' ? onOpenChange : undefined}
      onClick={({ key }) => open(key)}
      className={`layout-shell-menu layout-shell-menu-${mode}`}
      data-testid={testId}
    />
  );
}
