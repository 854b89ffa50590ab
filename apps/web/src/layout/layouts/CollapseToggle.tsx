import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useThemeConfig } from '../../stores/themeConfig.ts';
import { toggleMenu } from './toggleMenu.ts';

/** The header button that folds and unfolds the side menu. */
export function CollapseToggle() {
  const { t } = useTranslation();
  const isCollapse = useThemeConfig((s) => s.themeConfig.isCollapse);
  return (
    <Button
      type="text"
      icon={isCollapse ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      onClick={toggleMenu}
      aria-label={isCollapse ? t('layout.expand') : t('layout.collapse')}
      data-testid="collapse-toggle"
    />
  );
}
