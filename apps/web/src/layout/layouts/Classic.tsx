import { Layout, Menu } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../../components/MenuIcon.tsx';
import { translateTitle } from '../../i18n/index.ts';
import { fullPath, routeChain } from '../../router/routeUtils.ts';
import { useThemeConfig } from '../../stores/themeConfig.ts';
import { HeaderRight } from '../navbars/HeaderRight.tsx';
import { useAreaRoutes } from '../useAreaRoutes.ts';
import { CollapseToggle } from './CollapseToggle.tsx';
import { LayoutRight } from './LayoutRight.tsx';
import { ShellLogo } from './ShellLogo.tsx';
import { firstPage, useOpenRoute } from './ShellMenu.tsx';
import { SideBar } from './SideBar.tsx';

/** Level-1 menus in the classic header (split menu). */
function SplitTopMenu() {
  useTranslation();
  const { area, tree, current } = useAreaRoutes();
  const open = useOpenRoute();
  const top = current ? routeChain(tree, current)[0] : undefined;
  const items = tree
    .filter((r) => !r.meta.isHide)
    .map((r) => ({ key: String(r.id), icon: <MenuIcon icon={r.meta.icon} />, label: translateTitle(r.meta.title) }));
  return (
    <Menu
      mode="horizontal"
      className="pf-header-menu"
      items={items}
      selectedKeys={top ? [String(top.id)] : []}
      onClick={({ key }) => {
        const node = tree.find((r) => String(r.id) === key);
        const page = node ? firstPage(node) : undefined;
        if (page) open(fullPath(area, page));
      }}
      data-testid="classic-split-menu"
    />
  );
}

/**
 * `classic` layout (shell-reference §2): full-width header (logo, optional level-1 split menu,
 * tools) above aside │ tabs + main. No breadcrumb; the collapsed aside is 1 px wide; with the
 * split menu the aside shows the children of the current level-1 item, and is hidden when that
 * item has at most one child.
 */
export function LayoutClassic() {
  const { isShowLogo, isClassicSplitMenu } = useThemeConfig((s) => s.themeConfig);
  const { tree, current } = useAreaRoutes();
  const top = current ? routeChain(tree, current)[0] : undefined;
  const asideRoutes = useMemo(() => {
    if (!isClassicSplitMenu) return tree;
    return (top?.children ?? []).filter((c) => !c.meta.isHide);
  }, [isClassicSplitMenu, tree, top]);
  const showAside = !isClassicSplitMenu || asideRoutes.length > 1;
  return (
    <Layout className="layout-container layout-classic" data-testid="layout-classic">
      <Layout.Header className="layout-header pf-classic-header" data-testid="layout-header">
        <div className="layout-header-left">
          {isShowLogo ? <ShellLogo /> : null}
          {showAside ? <CollapseToggle /> : null}
          {isClassicSplitMenu ? <SplitTopMenu /> : null}
        </div>
        <HeaderRight />
      </Layout.Header>
      <Layout className="pf-classic-body" hasSider>
        {showAside ? <SideBar routes={asideRoutes} collapsedWidth={1} /> : null}
        <LayoutRight />
      </Layout>
    </Layout>
  );
}
