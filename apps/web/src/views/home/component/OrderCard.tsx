import { ORDER_LATE_AFTER_DAYS, type OrderFigures } from '@printfloor/contract';
import { Card, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentArea } from '../../../utils/area.ts';

/** The order figures, in the order the workbench and the data screen show them. */
export const ORDER_KEYS = ['today', 'pendingReview', 'toPrint', 'abnormal', 'late'] as const;

/** The order figures of a factory's or merchant's workbench; each tile opens the order list. */
export function OrderCard({ orders }: { orders: OrderFigures }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Card title={t('workbench.orders.title')} data-testid="order-card">
      <div className="pf-kpi-grid">
        {ORDER_KEYS.map((key) => (
          <Card
            key={key}
            size="small"
            hoverable
            className="pf-work-tile"
            data-testid={`orders-${key}`}
            onClick={() => navigate(`/${currentArea()}${orders.path}`)}
          >
            <Statistic
              title={t(`workbench.orders.${key}`, { days: ORDER_LATE_AFTER_DAYS })}
              value={number.format(orders[key])}
            />
          </Card>
        ))}
      </div>
    </Card>
  );
}
