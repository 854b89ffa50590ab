import { BRAND_MARK } from '../../app/brand.ts';
import { useThemeConfig } from '../../stores/themeConfig.ts';
import { useTenantTitle } from '../useTenantTitle.ts';

/** Mini logo + tenant title; clicking toggles collapse (shell-reference §10). */
export function Logo({ collapsed }: { collapsed: boolean }) {
  const title = useTenantTitle();
  const setThemeConfig = useThemeConfig((s) => s.setThemeConfig);
  return (
    <button
      type="button"
      className="layout-logo"
      onClick={() => setThemeConfig({ isCollapse: !collapsed })}
      aria-label={title}
      data-testid="layout-logo"
    >
      <span className="layout-logo-mark">{BRAND_MARK}</span>
      {!collapsed ? <span className="layout-logo-title">{title}</span> : null}
    </button>
  );
}
