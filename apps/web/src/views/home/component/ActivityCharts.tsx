import { Card, Col, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardOverview } from '../../../api/dashboard.ts';
import { LazyChart } from '../charts/LazyChart.tsx';
import { type ChartPalette, LIGHT, loginTrendOption, operationsPerHourOption } from '../charts/options.ts';
import './shared.css';

/** The figures behind a chart as a table for screen readers (the canvas has no text). */
export function ChartTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: [string, string];
  rows: [string, number][];
}) {
  return (
    <div className="pf-sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th>{head[0]}</th>
            <th>{head[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([k, v]) => (
            <tr key={k}>
              <td>{k}</td>
              <td>{v}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What each chart of the activity figures takes. */
interface ChartProps {
  overview: DashboardOverview;
  height: number | string;
  palette?: ChartPalette;
}

export function LoginTrendChart({ overview, height, palette = LIGHT }: ChartProps) {
  const { t } = useTranslation();
  const option = useMemo(
    () => loginTrendOption(overview.logins.perDay, t('workbench.chart.logins'), palette),
    [overview.logins.perDay, t, palette],
  );
  return (
    <>
      <LazyChart option={option} height={height} label={t('workbench.chart.loginTrend')} testId="chart-logins" />
      <ChartTable
        caption={t('workbench.chart.loginTrend')}
        head={[t('workbench.chart.date'), t('workbench.chart.count')]}
        rows={overview.logins.perDay.map((d) => [d.date, d.count])}
      />
    </>
  );
}

export function OperationsChart({ overview, height, palette = LIGHT }: ChartProps) {
  const { t } = useTranslation();
  const option = useMemo(
    () => operationsPerHourOption(overview.operations.perHour, t('workbench.chart.operations'), palette),
    [overview.operations.perHour, t, palette],
  );
  return (
    <>
      <LazyChart
        option={option}
        height={height}
        label={t('workbench.chart.operationsPerHour')}
        testId="chart-operations"
      />
      <ChartTable
        caption={t('workbench.chart.operationsPerHour')}
        head={[t('workbench.chart.hour'), t('workbench.chart.count')]}
        rows={overview.operations.perHour.map((n, h) => [String(h).padStart(2, '0'), n])}
      />
    </>
  );
}

/** Logins over the last 7 days and operations per hour today. */
export function ActivityCharts({ overview }: { overview: DashboardOverview }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Card title={t('workbench.chart.loginTrend')}>
          <LoginTrendChart overview={overview} height={260} />
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card title={t('workbench.chart.operationsPerHour')}>
          <OperationsChart overview={overview} height={260} />
        </Card>
      </Col>
    </Row>
  );
}
