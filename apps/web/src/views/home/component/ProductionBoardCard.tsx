import type { ProductionBoard } from '@printfloor/contract';
import { Card, Col, Empty, Row } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BoardChart } from '../../visualizing/board/BoardChart.tsx';
import {
  BOARD_DARK,
  BOARD_LIGHT,
  type BoardPalette,
  defectsOption,
  outputOption,
  printersOption,
  wipOption,
} from '../../visualizing/board/options.ts';
import { useProductionBoard } from '../../visualizing/board/queries.ts';
import { rangeText } from '../../visualizing/board/range.ts';

type Builder = (b: ProductionBoard, t: (k: string) => string, p: BoardPalette) => EChartsCoreOption;

const CHARTS: { key: string; title: string; build: Builder; empty: (b: ProductionBoard) => boolean; now?: boolean }[] =
  [
    { key: 'wip', title: 'boards.chart.wip', build: wipOption, empty: (b) => b.wip.length === 0, now: true },
    { key: 'output', title: 'boards.chart.output', build: outputOption, empty: (b) => b.output.length === 0 },
    { key: 'defects', title: 'boards.chart.defects', build: defectsOption, empty: (b) => b.defects.items.length === 0 },
    { key: 'printers', title: 'boards.chart.printers', build: printersOption, empty: (b) => b.printers.length === 0 },
  ];

function ChartBox({
  board,
  chart,
  palette,
  height,
}: {
  board: ProductionBoard;
  chart: (typeof CHARTS)[number];
  palette: BoardPalette;
  height: number | string;
}) {
  const { t } = useTranslation();
  const option = useMemo(() => chart.build(board, t, palette), [board, chart, t, palette]);
  const title = t(chart.title);
  return (
    <div className="pf-production-chart" data-testid={`production-chart-${chart.key}`}>
      <div className="pf-production-chart-title">
        {title}{' '}
        <span className="pf-production-chart-range">{chart.now ? board.range.today : rangeText(board.range, t)}</span>
      </div>
      <div style={{ position: 'relative', height }}>
        {chart.empty(board) ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('boards.empty')} />
        ) : (
          <BoardChart option={option} label={title} />
        )}
      </div>
    </div>
  );
}

/**
 * Today's production in charts (WIP by process, output per hour, defects by item, printer use),
 * refreshed every 30 s from GET /api/dashboard/production: the workbench (light) and the data screen (dark).
 */
export function ProductionCharts({ dark, height = 220 }: { dark?: boolean; height?: number | string }) {
  const query = useProductionBoard({});
  const board = query.data;
  if (!board) return null;
  const palette = dark ? BOARD_DARK : BOARD_LIGHT;
  return (
    <Row gutter={[16, 16]} data-testid="production-charts">
      {CHARTS.map((c) => (
        <Col key={c.key} xs={24} md={12} xl={6}>
          <ChartBox board={board} chart={c} palette={palette} height={height} />
        </Col>
      ))}
    </Row>
  );
}

/** The workbench's card around the charts. */
export function ProductionBoardCard() {
  const { t } = useTranslation();
  return (
    <Card title={t('boards.board.productionOverview')} data-testid="production-board-card">
      <ProductionCharts />
    </Card>
  );
}
