import { Layout } from 'antd';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { useThemeConfig } from '../../stores/themeConfig.ts';
import { CollapseToggle } from '../layouts/CollapseToggle.tsx';
import { HeaderTools } from '../navbars/HeaderTools.tsx';
import { Breadcrumb } from './Breadcrumb.tsx';
import { UserMenu } from './UserMenu.tsx';

/** Header of the defaults layout: collapse icon, breadcrumb, language, user menu. */
export function Header() {
  const { topBar, topBarColor } = useThemeConfig((s) => s.themeConfig);
  return (
    <Layout.Header
      className="layout-header"
      style={{ background: topBar, color: topBarColor }}
      data-testid="layout-header"
    >
      <div className="layout-header-left">
        <CollapseToggle />
        <Breadcrumb />
      </div>
      <div className="layout-header-right">
        <HeaderTools />
        <LanguageSwitch />
        <UserMenu />
      </div>
    </Layout.Header>
  );
}
