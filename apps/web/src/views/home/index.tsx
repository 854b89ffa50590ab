import { Alert, Button, Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActivityCharts } from './component/ActivityCharts.tsx';
import { GreetingCard } from './component/GreetingCard.tsx';
import { KpiGrid } from './component/KpiGrid.tsx';
import { NoticeCard } from './component/NoticeCard.tsx';
import { ProductionCard } from './component/ProductionCard.tsx';
import { useOverview } from './component/queries.ts';
import { TodoCard } from './component/TodoCard.tsx';
import { TopRoutes } from './component/TopRoutes.tsx';
import './home.css';

/**
 * Factory workbench (spec §2): who and where, tenant figures, what to act on (to-do, notices),
 * production, most used endpoints, then the activity charts (loaded when scrolled into view).
 */
export default function DashboardHome() {
  const { t } = useTranslation();
  const overview = useOverview();
  const data = overview.data;
  return (
    <div className="pf-workbench" data-testid="workbench">
      <GreetingCard overview={data} refreshing={overview.isFetching} onRefresh={() => void overview.refetch()} />
      {overview.isError && !data ? (
        <Alert
          type="error"
          showIcon
          title={t('workbench.loadFailed')}
          action={
            <Button size="small" onClick={() => void overview.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : null}
      <KpiGrid overview={data} loading={overview.isLoading} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <TodoCard />
        </Col>
        <Col xs={24} xl={12}>
          <NoticeCard />
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <ProductionCard production={data?.production} loading={overview.isLoading} />
        </Col>
        <Col xs={24} xl={10}>
          <Card title={t('workbench.topRoutes.title')} loading={overview.isLoading && !data} style={{ height: '100%' }}>
            {data ? <TopRoutes routes={data.topRoutes} /> : null}
          </Card>
        </Col>
      </Row>
      <ActivityCharts overview={data} loading={overview.isLoading} />
    </div>
  );
}
