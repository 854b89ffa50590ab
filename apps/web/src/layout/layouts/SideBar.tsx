import { Layout } from 'antd';
import type { AppRoute } from '../../router/backEnd.ts';
import { useThemeConfig } from '../../stores/themeConfig.ts';
import { ASIDE_COLLAPSED_WIDTH, ASIDE_WIDTH } from '../aside/Aside.tsx';
import { ShellMenu } from './ShellMenu.tsx';

/** Aside with a vertical menu of the given nodes (classic and columns layouts). */
export function SideBar({
  routes,
  collapsedWidth = ASIDE_COLLAPSED_WIDTH,
  testId,
}: {
  routes: readonly AppRoute[];
  collapsedWidth?: number;
  testId?: string;
}) {
  const isCollapse = useThemeConfig((s) => s.themeConfig.isCollapse);
  return (
    <Layout.Sider
      className="layout-aside pf-side-bar"
      width={ASIDE_WIDTH}
      collapsedWidth={collapsedWidth}
      collapsed={isCollapse}
      trigger={null}
      data-testid={testId ?? 'layout-aside'}
    >
      <div className="layout-aside-menu">
        <ShellMenu routes={routes} mode="inline" collapsed={isCollapse} />
      </div>
    </Layout.Sider>
  );
}
