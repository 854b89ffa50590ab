import { ArrowLeftOutlined, FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { ORDER_LATE_AFTER_DAYS } from '@printfloor/contract';
import { Button, ConfigProvider, Spin, Tag, theme } from 'antd';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardOverview } from '../../api/dashboard.ts';
import { useTenantTitle } from '../../layout/useTenantTitle.ts';
import { useUserInfo } from '../../stores/userInfo.ts';
import { currentArea } from '../../utils/area.ts';
import { clockParts, formatCount } from '../../utils/clock.ts';
import { DARK } from '../home/charts/options.ts';
import { LoginTrendChart, OperationsChart } from '../home/component/ActivityCharts.tsx';
import { ORDER_KEYS } from '../home/component/OrderCard.tsx';
import { PRODUCTION_KEYS, productionValue } from '../home/component/production.ts';
import { SCREEN_REFRESH_MS, useOverview } from '../home/component/queries.ts';
import { TopRoutes } from '../home/component/TopRoutes.tsx';
import './dataScreen.css';

// A factory's production charts (and their echarts) load only when it has production figures.
const ProductionCharts = lazy(() =>
  import('../home/component/ProductionBoardCard.tsx').then((m) => ({ default: m.ProductionCharts })),
);

function useNow(intervalMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function useFullscreen(): [boolean, () => void] {
  const [on, setOn] = useState(() => !!document.fullscreenElement);
  useEffect(() => {
    const sync = () => setOn(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  };
  return [on, toggle];
}

function Panel({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`pf-screen-panel ${className ?? ''}`}>
      <h2 className="pf-screen-panel-title">{title}</h2>
      <div className="pf-screen-panel-body">{children}</div>
    </section>
  );
}

function SystemTiles({ overview }: { overview: DashboardOverview }) {
  const { t, i18n } = useTranslation();
  const tiles = [
    { key: 'online', label: t('workbench.kpi.online'), value: overview.onlineSessions },
    { key: 'loginsToday', label: t('workbench.kpi.loginsToday'), value: overview.logins.today },
    { key: 'operationsToday', label: t('workbench.kpi.operationsToday'), value: overview.operations.today },
    { key: 'failedToday', label: t('workbench.kpi.failedToday'), value: overview.operations.failedToday },
    { key: 'users', label: t('workbench.kpi.users'), value: overview.users.enabled },
    { key: 'roles', label: t('workbench.kpi.roles'), value: overview.roles },
  ];
  return (
    <div className="pf-screen-tiles">
      {tiles.map((tile) => (
        <div key={tile.key} className="pf-screen-tile" data-testid={`screen-kpi-${tile.key}`}>
          <div className="pf-screen-tile-value">{formatCount(tile.value, i18n.language)}</div>
          <div className="pf-screen-tile-label">{tile.label}</div>
        </div>
      ))}
    </div>
  );
}

/** The order figures of the tenant (today, pending review, to print, abnormal, late), when it has an order list. */
function OrderTiles({ overview }: { overview: DashboardOverview }) {
  const { t, i18n } = useTranslation();
  const orders = overview.orders;
  if (!orders) return null;
  return (
    <div className="pf-screen-tiles" data-testid="screen-orders">
      {ORDER_KEYS.map((key) => (
        <div key={key} className="pf-screen-tile" data-testid={`screen-order-${key}`}>
          <div className="pf-screen-tile-value">{formatCount(orders[key], i18n.language)}</div>
          <div className="pf-screen-tile-label">
            {t('workbench.orders.title')} · {t(`workbench.orders.${key}`, { days: ORDER_LATE_AFTER_DAYS })}
          </div>
        </div>
      ))}
    </div>
  );
}

function ProductionTiles({ overview }: { overview: DashboardOverview }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="pf-screen-production">
      {PRODUCTION_KEYS.map((key) => {
        const value = productionValue(overview.production, key, i18n.language);
        return (
          <div key={key} className="pf-screen-production-tile" data-testid={`screen-production-${key}`}>
            <div className="pf-screen-tile-label">{t(`workbench.production.${key}`)}</div>
            {value === null ? (
              <div className="pf-screen-na">{t('workbench.production.notAvailable')}</div>
            ) : (
              <div className="pf-screen-tile-value">{value}</div>
            )}
          </div>
        );
      })}
    </div>
  );
}

/**
 * Production data screen (spec §2 /{role}/dataScreen, also /help): full screen, dark, no shell.
 * Every figure comes from GET /api/dashboard/overview, refreshed every 30 seconds; a factory's
 * production charts from GET /api/dashboard/production, refreshed as often.
 */
export default function DataScreen() {
  const { t } = useTranslation();
  const area = currentArea();
  const user = useUserInfo((s) => s.userInfos);
  const fallbackTitle = useTenantTitle();
  const query = useOverview(SCREEN_REFRESH_MS);
  const overview = query.data;
  const tenantTitle = overview?.tenant.title || user?.tenant?.title || fallbackTitle;
  const timeZone = overview?.tenant.timeZone || user?.timeZone || null;
  const now = useNow();
  const clock = clockParts(now, timeZone);
  const [fullscreen, toggleFullscreen] = useFullscreen();
  const title = t('workbench.screen.title', { tenant: tenantTitle });
  const updated = query.dataUpdatedAt ? clockParts(new Date(query.dataUpdatedAt), timeZone).time : '';

  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);

  return (
    <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
      <div className="pf-screen" data-testid="data-screen">
        <header className="pf-screen-header">
          <div className="pf-screen-header-side">
            <Link to={`/${area}/dashboard/home`} className="pf-screen-back" data-testid="screen-back">
              <ArrowLeftOutlined /> {t('workbench.screen.back')}
            </Link>
          </div>
          <h1 className="pf-screen-title" data-testid="screen-title" title={title}>
            {title}
          </h1>
          <div className="pf-screen-header-side is-right">
            <div className="pf-screen-clock" data-testid="screen-clock">
              <span className="pf-screen-clock-time">{clock.time}</span>
              <span className="pf-screen-clock-date">
                {clock.date}
                {timeZone ? ` · ${t('workbench.screen.timeZone', { zone: timeZone })}` : ''}
              </span>
            </div>
            <Button
              type="text"
              className="pf-screen-icon"
              icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
              aria-label={t(fullscreen ? 'workbench.screen.exitFullscreen' : 'workbench.screen.fullscreen')}
              title={t(fullscreen ? 'workbench.screen.exitFullscreen' : 'workbench.screen.fullscreen')}
              onClick={toggleFullscreen}
              data-testid="screen-fullscreen"
            />
          </div>
        </header>
        {!overview ? (
          <div className="pf-screen-loading">
            {query.isError ? (
              <div className="pf-screen-error">
                <p>{t('workbench.loadFailed')}</p>
                <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>
              </div>
            ) : (
              <Spin size="large" />
            )}
          </div>
        ) : (
          <main className="pf-screen-main">
            <SystemTiles overview={overview} />
            <OrderTiles overview={overview} />
            <div className="pf-screen-grid">
              <Panel title={t('workbench.chart.loginTrend')} className="is-logins">
                <LoginTrendChart overview={overview} height="100%" palette={DARK} />
              </Panel>
              <Panel title={t('workbench.production.title')} className="is-production">
                {!overview.production.available ? (
                  <Tag color="gold" className="pf-screen-na-tag" data-testid="screen-production-na">
                    {t('workbench.production.notAvailableHint')}
                  </Tag>
                ) : null}
                <ProductionTiles overview={overview} />
              </Panel>
              <Panel title={t('workbench.topRoutes.title')} className="is-routes">
                <TopRoutes routes={overview.topRoutes} dark />
              </Panel>
              <Panel title={t('workbench.chart.operationsPerHour')} className="is-operations">
                <OperationsChart overview={overview} height="100%" palette={DARK} />
              </Panel>
            </div>
            {overview.production.available ? (
              <div className="pf-screen-charts">
                <Suspense fallback={null}>
                  <ProductionCharts dark height={200} />
                </Suspense>
              </div>
            ) : null}
          </main>
        )}
        <footer className="pf-screen-footer">
          <span>{t('workbench.screen.autoRefresh')}</span>
          {updated ? <span data-testid="screen-updated">{t('workbench.updatedAt', { time: updated })}</span> : null}
        </footer>
      </div>
    </ConfigProvider>
  );
}
