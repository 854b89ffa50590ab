import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProductionFigures } from '../../../api/dashboard.ts';
import { PRODUCTION_KEYS, productionValue } from './production.ts';

/**
 * Production figures. The workbench shows this card only once the server reports them
 * (available=true): a tile with nothing to say is left out, not labelled "not open yet".
 */
export function ProductionCard({ production }: { production: ProductionFigures }) {
  const { t, i18n } = useTranslation();
  return (
    <Card title={t('workbench.production.title')} data-testid="production-card" style={{ height: '100%' }}>
      <div className="pf-production-grid">
        {PRODUCTION_KEYS.map((key) => (
          <div key={key} className="pf-production-tile" data-testid={`production-${key}`}>
            <div className="pf-production-label">{t(`workbench.production.${key}`)}</div>
            <div className="pf-production-value">{productionValue(production, key, i18n.language) ?? '–'}</div>
          </div>
        ))}
      </div>
    </Card>
  );
}
