import { useThemeConfig } from '../../stores/themeConfig.ts';
import { useShellState } from './shellState.ts';

/**
 * The header's collapse icon: on a narrow screen it opens/closes the menu drawer,
 * otherwise it toggles isCollapse (saved with the theme).
 */
export function toggleMenu(): void {
  const shell = useShellState.getState();
  if (shell.isMobile) {
    shell.setMobileMenuOpen(!shell.mobileMenuOpen);
    return;
  }
  const theme = useThemeConfig.getState();
  if (theme.themeConfig.layout === 'transverse') return;
  theme.setThemeConfig({ isCollapse: !theme.themeConfig.isCollapse });
}
