import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { useThemeConfig } from '../../stores/themeConfig.ts';
import { toggleMenu } from '../layouts/toggleMenu.ts';
import { HeaderTools } from '../navbars/HeaderTools.tsx';
import { Breadcrumb } from './Breadcrumb.tsx';
import { UserMenu } from './UserMenu.tsx';

/** Header of the defaults layout: collapse icon, breadcrumb, language, user menu. */
export function Header() {
  const { t } = useTranslation();
  const { isCollapse, topBar, topBarColor } = useThemeConfig((s) => s.themeConfig);
  return (
    <Layout.Header
      className="layout-header"
      style={{ background: topBar, color: topBarColor }}
      data-testid="layout-header"
    >
      <div className="layout-header-left">
        <Button
          type="text"
          icon={isCollapse ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={toggleMenu}
          aria-label={isCollapse ? t('layout.expand') : t('layout.collapse')}
          data-testid="collapse-toggle"
        />
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
