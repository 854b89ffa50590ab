import { Layout, Menu } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { translateTitle } from '../../i18n/index.ts';
import { fullPath, routeChain } from '../../router/routeUtils.ts';
import { useThemeConfig } from '../../stores/themeConfig.ts';
import { useAreaRoutes } from '../useAreaRoutes.ts';
import { Logo } from './Logo.tsx';
import { dirKey, toMenuItems } from './menuItems.tsx';

export const ASIDE_WIDTH = 220;
export const ASIDE_COLLAPSED_WIDTH = 64;

/** Side menu of the defaults layout, built from the server menu tree. */
export function Aside() {
  useTranslation(); // re-render on language change
  const navigate = useNavigate();
  const { area, tree, flat, current } = useAreaRoutes();
  const { isCollapse, isUniqueOpened, menuBar, menuBarColor, isShowLogo } = useThemeConfig((s) => s.themeConfig);
  const items = useMemo(() => toMenuItems(area, tree), [area, tree]);
  const chainKeys = useMemo(() => (current ? routeChain(tree, current).slice(0, -1).map(dirKey) : []), [tree, current]);
  const [openKeys, setOpenKeys] = useState<string[]>(chainKeys);
  useEffect(() => {
    if (!isCollapse) setOpenKeys((keys) => (isUniqueOpened ? chainKeys : [...new Set([...keys, ...chainKeys])]));
  }, [chainKeys, isCollapse, isUniqueOpened]);

  const rootKeys = useMemo(() => new Set(tree.map(dirKey)), [tree]);
  const onOpenChange = (keys: string[]) => {
    if (!isUniqueOpened) return setOpenKeys(keys);
    const latest = keys.find((k) => !openKeys.includes(k));
    if (latest && rootKeys.has(latest)) setOpenKeys([latest]);
    else setOpenKeys(keys);
  };

  const onClick = ({ key }: { key: string }) => {
    const route = flat.find((r) => fullPath(area, r) === key);
    if (route?.view?.kind === 'link' && route.meta.isLink) {
      window.open(route.meta.isLink, '_blank', 'noopener');
    }
    navigate(key);
  };

  return (
    <Layout.Sider
      className="layout-aside"
      width={ASIDE_WIDTH}
      collapsedWidth={ASIDE_COLLAPSED_WIDTH}
      collapsed={isCollapse}
      trigger={null}
      style={{ background: menuBar }}
      data-testid="layout-aside"
    >
      {isShowLogo ? <Logo collapsed={isCollapse} /> : null}
      <nav aria-label={translateTitle('layout.menu')} className="layout-aside-menu">
        <Menu
          mode="inline"
          items={items}
          selectedKeys={current ? [fullPath(area, current)] : []}
          openKeys={isCollapse ? undefined : openKeys}
          onOpenChange={onOpenChange}
          onClick={onClick}
          style={{ background: menuBar, color: menuBarColor, borderInlineEnd: 0 }}
        />
      </nav>
    </Layout.Sider>
  );
}
