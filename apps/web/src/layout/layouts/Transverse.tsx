import { Layout } from 'antd';
import { useThemeConfig } from '../../stores/themeConfig.ts';
import { HeaderRight } from '../navbars/HeaderRight.tsx';
import { useAreaRoutes } from '../useAreaRoutes.ts';
import { LayoutRight } from './LayoutRight.tsx';
import { ShellLogo } from './ShellLogo.tsx';
import { ShellMenu } from './ShellMenu.tsx';

/** `transverse` layout (shell-reference §2): header with logo, horizontal menu and tools; no aside, no breadcrumb. */
export function LayoutTransverse() {
  const { isShowLogo } = useThemeConfig((s) => s.themeConfig);
  const { tree } = useAreaRoutes();
  return (
    <Layout className="layout-container layout-transverse" data-testid="layout-transverse">
      <Layout.Header className="layout-header pf-transverse-header" data-testid="layout-header">
        {isShowLogo ? <ShellLogo /> : null}
        <div className="pf-transverse-menu">
          <ShellMenu routes={tree} mode="horizontal" testId="transverse-menu" />
        </div>
        <HeaderRight />
      </Layout.Header>
      <LayoutRight />
    </Layout>
  );
}
