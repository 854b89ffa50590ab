import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DashboardOverview } from '../../../api/dashboard.ts';
import './shared.css';

/** The five most called endpoints of today (operation log), as bars relative to the first. */
export function TopRoutes({ routes, dark = false }: { routes: DashboardOverview['topRoutes']; dark?: boolean }) {
  const { t } = useTranslation();
  if (routes.length === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={<span className={dark ? 'pf-screen-muted' : undefined}>{t('workbench.topRoutes.empty')}</span>}
        data-testid="top-routes-empty"
      />
    );
  }
  const max = Math.max(...routes.map((r) => r.count), 1);
  return (
    <ol className={`pf-top-routes${dark ? ' is-dark' : ''}`} data-testid="top-routes">
      {routes.map((r) => (
        <li key={r.route}>
          <div className="pf-top-route-row">
            <code title={r.permission ?? r.route}>{r.route}</code>
            <span className="pf-top-route-count">{r.count}</span>
          </div>
          <div className="pf-top-route-bar">
            <div style={{ width: `${Math.round((r.count / max) * 100)}%` }} />
          </div>
        </li>
      ))}
    </ol>
  );
}
