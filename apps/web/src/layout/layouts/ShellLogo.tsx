import { BRAND_MARK } from '../../app/brand.ts';
import { useTenantTitle } from '../useTenantTitle.ts';

/** Mini logo + tenant title for the headers of the classic and transverse layouts and the columns rail. */
export function ShellLogo({ showTitle = true, onClick }: { showTitle?: boolean; onClick?: () => void }) {
  const title = useTenantTitle();
  return (
    <button type="button" className="pf-shell-logo" onClick={onClick} aria-label={title} data-testid="shell-logo">
      <span className="layout-logo-mark">{BRAND_MARK}</span>
      {showTitle ? <span className="layout-logo-title">{title}</span> : null}
    </button>
  );
}
