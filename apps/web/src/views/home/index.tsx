import { Alert, Button, Card, Col, Row } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardOverview } from '../../api/dashboard.ts';
import { ActivityCharts } from './component/ActivityCharts.tsx';
import { GreetingCard } from './component/GreetingCard.tsx';
import { KpiGrid } from './component/KpiGrid.tsx';
import { NoticeCard } from './component/NoticeCard.tsx';
import { OrderCard } from './component/OrderCard.tsx';
import { ProductionCard } from './component/ProductionCard.tsx';
import { useOverview } from './component/queries.ts';
import { TodayCard } from './component/TodayCard.tsx';
import { TodoCard } from './component/TodoCard.tsx';
import { TopRoutes } from './component/TopRoutes.tsx';
import { WorkTiles } from './component/WorkTiles.tsx';
import './home.css';

// The production charts (and their echarts) load only for a workbench that has production figures.
const ProductionBoardCard = lazy(() =>
  import('./component/ProductionBoardCard.tsx').then((m) => ({ default: m.ProductionBoardCard })),
);

/**
 * The workbench (spec §2). Everyone: who and where, then what to act on (to-do, notices).
 * A factory or merchant sees its own work: master-data tiles it may open, today's shifts, the
 * production figures once there are any. The platform sees its own figures: users, sessions,
 * operations, most used endpoints and the activity charts (loaded when scrolled into view).
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
      {!data ? (
        // Whose figures these will be is known with the answer: only the common cards until then.
        <ActionCards />
      ) : data.audience === 'system' ? (
        <PlatformFigures data={data} />
      ) : (
        <FactoryWork data={data} />
      )}
    </div>
  );
}

/** To-do and notices, side by side: every workbench has them. */
function ActionCards() {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <TodoCard />
      </Col>
      <Col xs={24} xl={12}>
        <NoticeCard />
      </Col>
    </Row>
  );
}

/**
 * A factory's or merchant's own work. Tiles that have nothing are left out: no production
 * card until the production figures exist, no day card outside a factory.
 */
function FactoryWork({ data }: { data: DashboardOverview }) {
  const production = data.production.available;
  const day = data.calendar;
  return (
    <>
      {data.orders ? <OrderCard orders={data.orders} /> : null}
      <WorkTiles tiles={data.tiles} />
      <ActionCards />
      {day || production ? (
        <Row gutter={[16, 16]}>
          {day ? (
            <Col xs={24} xl={production ? 10 : 24}>
              <TodayCard calendar={day} today={data.today} />
            </Col>
          ) : null}
          {production ? (
            <Col xs={24} xl={day ? 14 : 24}>
              <ProductionCard production={data.production} />
            </Col>
          ) : null}
        </Row>
      ) : null}
      {production ? (
        <Suspense fallback={null}>
          <ProductionBoardCard />
        </Suspense>
      ) : null}
    </>
  );
}

/** The platform's figures: its users, sessions, operations and most used endpoints. */
function PlatformFigures({ data }: { data: DashboardOverview }) {
  const { t } = useTranslation();
  const production = data.production.available;
  return (
    <>
      <KpiGrid overview={data} />
      <ActionCards />
      <Row gutter={[16, 16]}>
        {production ? (
          <Col xs={24} xl={14}>
            <ProductionCard production={data.production} />
          </Col>
        ) : null}
        <Col xs={24} xl={production ? 10 : 24}>
          <Card title={t('workbench.topRoutes.title')} style={{ height: '100%' }}>
            <TopRoutes routes={data.topRoutes} />
          </Card>
        </Col>
      </Row>
      <ActivityCharts overview={data} />
    </>
  );
}
