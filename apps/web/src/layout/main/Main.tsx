import { Layout } from 'antd';
import { useThemeConfig } from '../../stores/themeConfig.ts';
import { useUserInfo } from '../../stores/userInfo.ts';
import { KeepAliveOutlet } from '../layouts/KeepAliveOutlet.tsx';
import { useAreaRoutes } from '../useAreaRoutes.ts';

/** Main area: the page and the footer with the tenant copyright (shell-reference §3). */
export function Main() {
  const isFooter = useThemeConfig((s) => s.themeConfig.isFooter);
  const tenant = useUserInfo((s) => s.userInfos?.tenant);
  const { current } = useAreaRoutes();
  const showFooter = isFooter && current?.view?.kind !== 'iframe';
  return (
    <Layout.Content className="layout-main" data-testid="layout-main">
      <div className="layout-main-page">
        <KeepAliveOutlet />
      </div>
      {showFooter ? (
        <footer className="layout-footer" data-testid="layout-footer">
          {tenant?.copyright ? <span>{tenant.copyright}</span> : null}
          {tenant?.copyrightInfo ? <span>{tenant.copyrightInfo}</span> : null}
        </footer>
      ) : null}
    </Layout.Content>
  );
}
