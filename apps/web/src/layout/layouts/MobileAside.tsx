import { Drawer } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useThemeConfig } from '../../stores/themeConfig.ts';
import { Aside } from '../aside/Aside.tsx';
import { useAreaRoutes } from '../useAreaRoutes.ts';
import { ShellLogo } from './ShellLogo.tsx';
import { ShellMenu } from './ShellMenu.tsx';
import { useShellState } from './shellState.ts';

/** The menu as a left drawer (width < 1000 px), opened by the header's collapse icon; navigating closes it. */
export function MobileMenuDrawer() {
  const { t } = useTranslation();
  const { tree } = useAreaRoutes();
  const open = useShellState((s) => s.mobileMenuOpen);
  const setOpen = useShellState((s) => s.setMobileMenuOpen);
  const isShowLogo = useThemeConfig((s) => s.themeConfig.isShowLogo);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close on every navigation
  useEffect(() => {
    setOpen(false);
  }, [pathname, setOpen]);
  return (
    <Drawer
      open={open}
      onClose={() => setOpen(false)}
      placement="left"
      size={240}
      closable={false}
      title={null}
      className="pf-mobile-menu"
      styles={{ body: { padding: 0 } }}
      data-testid="mobile-menu-drawer"
    >
      {isShowLogo ? <ShellLogo /> : null}
      <nav aria-label={t('layout.menu')} className="layout-aside-menu">
        <ShellMenu routes={tree} mode="inline" />
      </nav>
    </Drawer>
  );
}

/** The defaults layout's aside: the side menu, or on a narrow screen the drawer. */
export function ResponsiveAside() {
  const isMobile = useShellState((s) => s.isMobile);
  return isMobile ? <MobileMenuDrawer /> : <Aside />;
}
