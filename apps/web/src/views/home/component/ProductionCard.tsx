import { Alert, Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProductionFigures } from '../../../api/dashboard.ts';
import { PRODUCTION_KEYS, productionValue } from './production.ts';

/** Production figures; while the server reports available=false each tile says so (no invented numbers). */
export function ProductionCard({ production, loading }: { production?: ProductionFigures; loading: boolean }) {
  const { t, i18n } = useTranslation();
  const unavailable = !!production && !production.available;
  return (
    <Card title={t('workbench.production.title')} loading={loading && !production} data-testid="production-card">
      {unavailable ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('workbench.production.notAvailable')}
          description={t('workbench.production.notAvailableHint')}
        />
      ) : null}
      <div className="pf-production-grid">
        {PRODUCTION_KEYS.map((key) => {
          const value = productionValue(production, key, i18n.language);
          return (
            <div key={key} className="pf-production-tile" data-testid={`production-${key}`}>
              <div className="pf-production-label">{t(`workbench.production.${key}`)}</div>
              {value === null ? (
                <Tag className="pf-production-na">{t('workbench.production.notAvailable')}</Tag>
              ) : (
                <div className="pf-production-value">{value}</div>
              )}
            </div>
          );
        })}
      </div>
    </Card>
  );
}
