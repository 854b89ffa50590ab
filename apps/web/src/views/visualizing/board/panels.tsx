import type { ProductionBoard } from '@printfloor/contract';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BoardChart } from './BoardChart.tsx';
import { BoardPanel } from './BoardFrame.tsx';
import { slotOf } from './generated.ts';
import {
  averageUtilisation,
  BOARD_DARK,
  type BoardPalette,
  climateOption,
  defectsOption,
  destinationsOption,
  energyOption,
  inkOption,
  lateOption,
  loginsOption,
  ordersOption,
  outputOption,
  printersOption,
  utilisationGauge,
  wipOption,
} from './options.ts';

/** The panels a board may show: the production board's figures, or (generated) data the factory has no source for yet. */
export const PANELS = [
  'kpis',
  'wip',
  'output',
  'defects',
  'printers',
  'utilisation',
  'orders',
  'logins',
  'late',
  'energy',
  'ink',
  'climate',
  'destinations',
] as const;
export type PanelKey = (typeof PANELS)[number];

type Builder = (board: ProductionBoard, t: (k: string) => string, p: BoardPalette) => EChartsCoreOption;
type Generated = (seed: number, t: (k: string) => string, p: BoardPalette) => EChartsCoreOption;

interface ChartPanelDef {
  title: string;
  /** "now" figures rather than the range's. */
  now?: boolean;
  build: Builder;
  isEmpty: (board: ProductionBoard) => boolean;
}

const REAL: Record<Exclude<PanelKey, 'kpis' | 'energy' | 'ink' | 'climate' | 'destinations'>, ChartPanelDef> = {
  wip: { title: 'boards.chart.wip', now: true, build: wipOption, isEmpty: (b) => b.wip.length === 0 },
  output: { title: 'boards.chart.output', build: outputOption, isEmpty: (b) => b.output.length === 0 },
  defects: { title: 'boards.chart.defects', build: defectsOption, isEmpty: (b) => b.defects.items.length === 0 },
  printers: { title: 'boards.chart.printers', build: printersOption, isEmpty: (b) => b.printers.length === 0 },
  utilisation: { title: 'boards.kpi.utilisation', build: utilisationGauge, isEmpty: () => false },
  orders: { title: 'boards.chart.orders', build: ordersOption, isEmpty: (b) => !b.orders?.some((d) => d.total > 0) },
  logins: { title: 'boards.chart.logins', build: loginsOption, isEmpty: () => false },
  late: { title: 'boards.chart.late', now: true, build: lateOption, isEmpty: (b) => b.late.live === 0 },
};

const GENERATED: Record<'energy' | 'ink' | 'climate' | 'destinations', { title: string; build: Generated }> = {
  energy: { title: 'boards.chart.energy', build: energyOption },
  ink: { title: 'boards.chart.ink', build: inkOption },
  climate: { title: 'boards.chart.climate', build: climateOption },
  destinations: { title: 'boards.chart.destinations', build: destinationsOption },
};

function percent(value: number, lang: string): string {
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(value);
}

/** The headline figures of the range: live, finished, overdue, due today, defect rate, printer use, orders. */
export function KpiPanel({ board, rangeLabel }: { board: ProductionBoard; rangeLabel: string }) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => new Intl.NumberFormat(i18n.language).format(v);
  const tiles: [string, string][] = [
    ['live', n(board.late.live)],
    ['outputToday', n(board.finished)],
    ['overdue', n(board.late.overdue)],
    ['dueToday', n(board.late.dueToday)],
    ['scans', n(board.defects.scans)],
    ['defectRate', percent(board.defects.rate, i18n.language)],
    ['utilisation', percent(averageUtilisation(board), i18n.language)],
  ];
  if (board.orders) tiles.push(['orders', n(board.orders.reduce((a, d) => a + d.total, 0))]);
  return (
    <BoardPanel
      title={t('boards.board.productionOverview')}
      subtitle={rangeLabel}
      testId="board-panel-kpis"
      className="is-wide"
    >
      <div className="pf-board-kpis">
        {tiles.map(([key, value]) => (
          <div key={key} className="pf-board-kpi" data-testid={`board-kpi-${key}`}>
            <div className="pf-board-kpi-value">{value}</div>
            <div className="pf-board-kpi-label">{t(`boards.kpi.${key}`)}</div>
          </div>
        ))}
      </div>
    </BoardPanel>
  );
}

export interface PanelProps {
  panel: PanelKey;
  board: ProductionBoard;
  rangeLabel: string;
  /** Time now (ms): seeds the generated panels, so they change as the board refreshes. */
  now: number;
  palette?: BoardPalette;
}

/** One panel by key: the title says what it shows, the subtitle its time range, the badge live or generated. */
export function Panel({ panel, board, rangeLabel, now, palette = BOARD_DARK }: PanelProps) {
  const { t } = useTranslation();
  const seed = slotOf(now);
  const option = useMemo(() => {
    if (panel === 'kpis') return null;
    if (panel in GENERATED) return GENERATED[panel as keyof typeof GENERATED].build(seed, t, palette);
    return REAL[panel as keyof typeof REAL].build(board, t, palette);
  }, [panel, board, seed, t, palette]);
  if (panel === 'kpis') return <KpiPanel board={board} rangeLabel={rangeLabel} />;
  const generated = panel in GENERATED;
  const def = generated ? GENERATED[panel as keyof typeof GENERATED] : REAL[panel as keyof typeof REAL];
  const real = generated ? null : REAL[panel as keyof typeof REAL];
  const title = t(def.title);
  const subtitle = generated
    ? t('boards.generatedHint')
    : panel === 'printers'
      ? `${rangeLabel} · ${t('boards.chart.printersHint')}`
      : real?.now
        ? board.range.today
        : rangeLabel;
  const empty =
    panel === 'orders' && board.orders === null
      ? t('boards.noOrders')
      : real?.isEmpty(board)
        ? t('boards.empty')
        : null;
  return (
    <BoardPanel title={title} subtitle={subtitle} generated={generated} testId={`board-panel-${panel}`}>
      {option ? <BoardChart option={option} label={title} testId={`board-chart-${panel}`} /> : null}
      {empty ? <div className="pf-board-empty">{empty}</div> : null}
    </BoardPanel>
  );
}
