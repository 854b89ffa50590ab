import { ExportOutlined } from '@ant-design/icons';
import {
  ORDER_PRINT_KIND_OPTIONS,
  ORDER_SOURCE_OPTIONS,
  ORDER_STATISTICS_GROUPS,
  ORDER_STATISTICS_MAX_DAYS,
  type OrderStatisticsGroup,
  type OrderStatisticsRow,
} from '@printfloor/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  Col,
  DatePicker,
  Empty,
  Flex,
  Row,
  Segmented,
  Select,
  Statistic,
  Table,
  type TableColumnsType,
} from 'antd';
import dayjs from 'dayjs';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportsApi } from '../../../api/reports.ts';
import { saveFile } from '../../../api/resource.ts';
import { Auth } from '../../../components/auth/Auth.tsx';
import { useDatePresets } from '../../../components/resource/datePresets.ts';
import { localized, useLanguage } from '../../../components/resource/lang.ts';
import { useUserInfo } from '../../../stores/userInfo.ts';
import { clockParts } from '../../../utils/clock.ts';
import { BoardChart } from '../../visualizing/board/BoardChart.tsx';
import '../../visualizing/board/board.css';

type Figure = Exclude<keyof OrderStatisticsRow, 'key' | 'label'>;
const COUNTS: Figure[] = [
  'orders',
  'pieces',
  'amount',
  'freight',
  'pendingReview',
  'passed',
  'rejected',
  'cancelled',
  'inProduction',
  'completed',
  'shipped',
  'abnormal',
  'passRate',
];
const KPIS: Figure[] = ['orders', 'pieces', 'amount', 'passRate', 'shipped', 'abnormal'];

const shown = (row: OrderStatisticsRow, key: Figure) =>
  key === 'passRate' ? (row.passRate === null ? '—' : `${row.passRate}%`) : row[key];

/**
 * Reports › Order statistics (menu orderStatistics, component /report/orderStatistics/index): the
 * factory's received orders of a range (default: the last 30 days of its calendar) by day, month,
 * merchant, source or kind — the totals as figures, every group as a chart, the groups as a paged
 * table with a total row, and the xlsx export (orderStatistics:export).
 */
export default function OrderStatisticsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const zone = useUserInfo((s) => s.userInfos?.timeZone ?? null);
  const presets = useDatePresets({ maxDays: ORDER_STATISTICS_MAX_DAYS });
  const [range, setRange] = useState<[string, string]>(() => {
    const today = clockParts(new Date(), zone).date;
    return [dayjs(today).subtract(29, 'day').format('YYYY-MM-DD'), today];
  });
  const [groupBy, setGroupBy] = useState<OrderStatisticsGroup>('day');
  const [printKind, setPrintKind] = useState<number | null>(null);
  const [source, setSource] = useState<number | null>(null);
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const filters = { from: range[0], to: range[1], groupBy, printKind, source };

  const page = useQuery({
    queryKey: ['orderStatistics', 'page', filters, paging],
    queryFn: () => reportsApi.statisticsPage({ ...filters, ...paging }),
    placeholderData: keepPreviousData,
  });
  const all = useQuery({
    queryKey: ['orderStatistics', 'list', filters],
    queryFn: () => reportsApi.statisticsList(filters),
    placeholderData: keepPreviousData,
  });
  const [exporting, setExporting] = useState(false);

  const chart = useMemo((): EChartsCoreOption => {
    // Days and months read left to right in time; the other groups largest first.
    const items = [...(all.data?.items ?? [])];
    if (groupBy === 'day' || groupBy === 'month') items.reverse();
    const series = (['orders', 'passed', 'shipped'] as const).map((k) => ({
      name: t(`orderStatistics.${k}`),
      type: k === 'orders' ? 'bar' : 'line',
      data: items.map((r) => r[k]),
    }));
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 48, right: 16, top: 32, bottom: 32 },
      xAxis: { type: 'category', data: items.map((r) => r.label) },
      yAxis: { type: 'value', minInterval: 1 },
      series,
    };
  }, [all.data, groupBy, t]);

  const columns: TableColumnsType<OrderStatisticsRow> = [
    { key: 'label', title: t('orderStatistics.group'), dataIndex: 'label', fixed: 'left', width: 160 },
    ...COUNTS.map((key) => ({
      key,
      title: t(`orderStatistics.${key}`),
      align: 'right' as const,
      render: (_: unknown, r: OrderStatisticsRow) => shown(r, key),
    })),
  ];
  const totals = page.data?.totals;

  return (
    <Flex vertical gap={12} data-testid="order-statistics">
      <Card size="small">
        <Flex gap={12} wrap align="center">
          <span>{t('orderStatistics.range')}</span>
          <DatePicker.RangePicker
            allowClear={false}
            presets={presets}
            value={[dayjs(range[0]), dayjs(range[1])]}
            disabledDate={(d, info) => !!info.from && Math.abs(d.diff(info.from, 'day')) >= ORDER_STATISTICS_MAX_DAYS}
            onChange={(v) => {
              if (!v?.[0] || !v[1]) return;
              setRange([v[0].format('YYYY-MM-DD'), v[1].format('YYYY-MM-DD')]);
              setPaging((p) => ({ ...p, page: 1 }));
            }}
            data-testid="statistics-range"
          />
          <Segmented<OrderStatisticsGroup>
            value={groupBy}
            onChange={(v) => {
              setGroupBy(v);
              setPaging((p) => ({ ...p, page: 1 }));
            }}
            options={ORDER_STATISTICS_GROUPS.map((g) => ({ value: g, label: t(`orderStatistics.${g}`) }))}
            data-testid="statistics-group"
          />
          <Select
            style={{ width: 180 }}
            allowClear
            placeholder={t('orderStatistics.allKinds')}
            value={printKind}
            onChange={(v) => setPrintKind(v ?? null)}
            options={ORDER_PRINT_KIND_OPTIONS.map((o) => ({ value: Number(o.value), label: localized(o.label, lang) }))}
          />
          <Select
            style={{ width: 160 }}
            allowClear
            placeholder={t('orderStatistics.allSources')}
            value={source}
            onChange={(v) => setSource(v ?? null)}
            options={ORDER_SOURCE_OPTIONS.map((o) => ({ value: Number(o.value), label: localized(o.label, lang) }))}
          />
          <Auth value="orderStatistics:export">
            <Button
              icon={<ExportOutlined />}
              loading={exporting}
              onClick={() => {
                setExporting(true);
                void reportsApi
                  .statisticsExport(filters)
                  .then(saveFile)
                  .finally(() => setExporting(false));
              }}
              data-testid="statistics-export"
            >
              {t('orderStatistics.export')}
            </Button>
          </Auth>
        </Flex>
      </Card>

      <Row gutter={[12, 12]}>
        {KPIS.map((key) => (
          <Col key={key} xs={12} md={8} xl={4}>
            <Card size="small">
              <Statistic
                title={t(`orderStatistics.${key}`)}
                value={totals ? shown(totals, key) : '—'}
                data-testid={`statistics-kpi-${key}`}
              />
            </Card>
          </Col>
        ))}
      </Row>

      <Auth value="orderStatistics:list">
        <Card size="small" title={t('orderStatistics.chart')}>
          {all.data?.items.length ? (
            // The chart fills its box (board.css: absolutely placed in a positioned parent).
            <div style={{ height: 280, position: 'relative' }}>
              <BoardChart option={chart} label={t('orderStatistics.chart')} testId="statistics-chart" />
            </div>
          ) : (
            <Empty description={t('orderStatistics.empty')} />
          )}
        </Card>
      </Auth>

      <Table<OrderStatisticsRow>
        rowKey="key"
        size="small"
        scroll={{ x: 'max-content' }}
        loading={page.isFetching}
        dataSource={page.data?.items ?? []}
        columns={columns}
        data-testid="statistics-table"
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: page.data?.total ?? 0,
          onChange: (p, s) => setPaging({ page: p, pageSize: s }),
        }}
        summary={() =>
          totals ? (
            <Table.Summary fixed>
              <Table.Summary.Row data-testid="statistics-total">
                <Table.Summary.Cell index={0}>{t('orderStatistics.total')}</Table.Summary.Cell>
                {COUNTS.map((key, i) => (
                  <Table.Summary.Cell key={key} index={i + 1} align="right">
                    {shown(totals, key)}
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            </Table.Summary>
          ) : null
        }
      />
    </Flex>
  );
}
