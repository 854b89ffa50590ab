import { Alert, Col, Row, Spin, Table } from 'antd';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../components/resource/lang.ts';
import { DemoCard } from '../DemoCard.tsx';
import { nameMap, PROVINCES, provinceName, sampleOrders } from './provinces.ts';

const ChinaMapChart = lazy(() => import('./ChinaMapChart.tsx'));

/**
 * ECharts map demo (menu echartsMap): orders by consignee province on a map of China. No endpoint
 * counts orders by province yet (and most consignees of the factory are abroad), so the figures
 * are generated and the page says so.
 */
export default function EchartsMapDemo() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const names = useMemo(() => nameMap(lang), [lang]);
  const rows = useMemo(() => {
    const byCode = new Map(PROVINCES.map((p) => [p.code, provinceName(p, lang)]));
    return sampleOrders()
      .map((r) => ({ name: byCode.get(r.code) ?? r.code, value: r.value }))
      .sort((a, b) => b.value - a.value);
  }, [lang]);
  const tooltip = useCallback((name: string, value: number) => t('demoMap.tooltip', { name, value }), [t]);

  return (
    <DemoCard title={t('demoMap.title')} hint={t('demoMap.hint')} testId="demo-echarts-map">
      <Alert
        type="warning"
        showIcon
        title={t('demoMap.sample')}
        style={{ marginBottom: 12 }}
        data-testid="map-sample"
      />
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={17}>
          <Suspense fallback={<Spin description={t('demoMap.loading')}>{<div style={{ height: 560 }} />}</Spin>}>
            <ChinaMapChart
              data={rows}
              nameMap={names}
              seriesName={t('demoMap.series')}
              tooltip={tooltip}
              low={t('demoMap.low')}
              high={t('demoMap.high')}
              label={t('demoMap.title')}
            />
          </Suspense>
        </Col>
        <Col xs={24} xl={7}>
          <Table
            size="small"
            rowKey="name"
            title={() => t('demoMap.top')}
            pagination={false}
            dataSource={rows.slice(0, 10)}
            data-testid="map-ranking"
            columns={[
              { title: t('demoMap.province'), dataIndex: 'name' },
              { title: t('demoMap.orders'), dataIndex: 'value', align: 'right' },
            ]}
          />
        </Col>
      </Row>
    </DemoCard>
  );
}
