import { Layout, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../../components/MenuIcon.tsx';
import { translateTitle } from '../../i18n/index.ts';
import type { AppRoute } from '../../router/backEnd.ts';
import { fullPath, routeChain } from '../../router/routeUtils.ts';
import { useThemeConfig } from '../../stores/themeConfig.ts';
import { useAreaRoutes } from '../useAreaRoutes.ts';
import { LayoutRight } from './LayoutRight.tsx';
import { ShellLogo } from './ShellLogo.tsx';
import { firstPage, useOpenRoute } from './ShellMenu.tsx';
import { SideBar } from './SideBar.tsx';

function visibleChildren(route: AppRoute | undefined): AppRoute[] {
  return (route?.children ?? []).filter((c) => !c.meta.isHide);
}

/**
 * `columns` layout (shell-reference §2): a rail of level-1 menus │ an aside with the chosen
 * item's children │ header + tabs + main. A level-1 item without children hides the aside
 * (page full width); with isColumnsMenuHoverPreload, hovering a rail item previews its children.
 */
export function LayoutColumns() {
  const { t } = useTranslation();
  const { isShowLogo, columnsAsideStyle, columnsAsideLayout, isColumnsMenuHoverPreload } = useThemeConfig(
    (s) => s.themeConfig,
  );
  const { area, tree, current } = useAreaRoutes();
  const open = useOpenRoute();
  const [hovered, setHovered] = useState<AppRoute | null>(null);
  const currentTop = current ? routeChain(tree, current)[0] : undefined;
  const shown = (isColumnsMenuHoverPreload && hovered) || currentTop;
  const children = visibleChildren(shown);
  const rail = tree.filter((r) => !r.meta.isHide);

  return (
    <Layout className="layout-container layout-columns" hasSider data-testid="layout-columns">
      <nav className="pf-columns-nav" aria-label={t('layout.menu')} onMouseLeave={() => setHovered(null)}>
        <div className={`pf-columns-rail ${columnsAsideStyle} ${columnsAsideLayout}`} data-testid="columns-rail">
          {isShowLogo ? <ShellLogo showTitle={false} /> : null}
          <div>
            <ul>
              {rail.map((r) => {
                const title = translateTitle(r.meta.title);
                const active = currentTop?.id === r.id;
                return (
                  <li key={r.id}>
                    <Tooltip title={columnsAsideLayout === 'columns-horizontal' ? title : undefined} placement="right">
                      <button
                        type="button"
                        className={`pf-columns-item${active ? ' is-active' : ''}`}
                        aria-current={active ? 'page' : undefined}
                        onMouseEnter={() => setHovered(r)}
                        onClick={() => {
                          const page = r.redirect && !r.view ? undefined : firstPage(r);
                          if (r.redirect && !r.view) open(`/${area}${r.redirect}`);
                          else if (page) open(fullPath(area, page));
                        }}
                        data-testid="columns-rail-item"
                      >
                        <MenuIcon icon={r.meta.icon} />
                        {columnsAsideLayout === 'columns-vertical' ? (
                          <span className="pf-columns-title">{title}</span>
                        ) : null}
                      </button>
                    </Tooltip>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
        {children.length > 0 ? <SideBar routes={children} testId="layout-aside" /> : null}
      </nav>
      <LayoutRight header />
    </Layout>
  );
}
