import type { ProductionBoard } from '@printfloor/contract';
import type { EChartsCoreOption } from 'echarts/core';
import { climateByHour, destinations, energyByHour, inkByPrinter, WORKSHOPS } from './generated.ts';

/** Colours of the dark boards and the light workbench. */
export interface BoardPalette {
  text: string;
  axis: string;
  split: string;
  series: string[];
}

export const BOARD_DARK: BoardPalette = {
  text: '#a6c8ff',
  axis: '#2b4b7e',
  split: 'rgba(43, 75, 126, 0.4)',
  series: ['#3ee0ff', '#ffc53d', '#73d13d', '#ff7a45', '#9254de', '#f759ab', '#40a9ff', '#bae637'],
};

export const BOARD_LIGHT: BoardPalette = {
  text: '#606266',
  axis: '#dcdfe6',
  split: '#f0f2f5',
  series: ['#4E88F3', '#faad14', '#52c41a', '#fa541c', '#722ed1', '#eb2f96', '#13c2c2', '#a0d911'],
};

type T = (key: string) => string;

function grid(p: BoardPalette, categories: string[], horizontal = false) {
  const category = {
    type: 'category',
    data: categories,
    axisLine: { lineStyle: { color: p.axis } },
    axisLabel: { color: p.text },
    axisTick: { show: false },
  };
  const value = {
    type: 'value',
    minInterval: 1,
    axisLabel: { color: p.text },
    splitLine: { lineStyle: { color: p.split } },
  };
  return {
    color: p.series,
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis' },
    legend: { top: 0, textStyle: { color: p.text } },
    xAxis: horizontal ? value : category,
    yAxis: horizontal ? category : value,
  };
}

/** Chart 01: pieces in progress by the process of their next scan. */
export function wipOption(board: ProductionBoard, t: T, p: BoardPalette): EChartsCoreOption {
  const rows = [...board.wip].reverse();
  return {
    ...grid(
      p,
      rows.map((r) => r.process || '—'),
      true,
    ),
    series: [
      {
        name: t('boards.table.pieces'),
        type: 'bar',
        data: rows.map((r) => r.pieces),
        label: { show: true, position: 'right', color: p.text },
      },
    ],
  };
}

/** Chart 02: qualified scans by process per bucket (hour or day), stacked. */
export function outputOption(board: ProductionBoard, _t: T, p: BoardPalette): EChartsCoreOption {
  return {
    ...grid(p, board.buckets),
    series: board.output.map((o) => ({ name: o.process, type: 'bar', stack: 'output', data: o.qualified })),
  };
}

/** Chart 03: unqualified scans by defect item (ring). */
export function defectsOption(board: ProductionBoard, _t: T, p: BoardPalette): EChartsCoreOption {
  return {
    color: p.series,
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: { top: 0, textStyle: { color: p.text } },
    series: [
      {
        type: 'pie',
        radius: ['40%', '68%'],
        center: ['50%', '58%'],
        label: { color: p.text },
        data: board.defects.items.map((i) => ({ name: i.defect || '—', value: i.count })),
      },
    ],
  };
}

/** Chart 04: utilisation per printer (%). */
export function printersOption(board: ProductionBoard, t: T, p: BoardPalette): EChartsCoreOption {
  return {
    ...grid(
      p,
      board.printers.map((r) => r.device),
    ),
    yAxis: {
      type: 'value',
      max: 100,
      axisLabel: { color: p.text, formatter: '{value}%' },
      splitLine: { lineStyle: { color: p.split } },
    },
    series: [
      {
        name: t('boards.table.utilisation'),
        type: 'bar',
        data: board.printers.map((r) => Math.round(r.utilisation * 1000) / 10),
        label: { show: true, position: 'top', color: p.text, formatter: '{c}%' },
      },
    ],
  };
}

/** The average printer utilisation as a gauge (%). */
export function utilisationGauge(board: ProductionBoard, t: T, p: BoardPalette): EChartsCoreOption {
  return {
    series: [
      {
        type: 'gauge',
        min: 0,
        max: 100,
        progress: { show: true, itemStyle: { color: p.series[0] } },
        axisLabel: { color: p.text },
        detail: { valueAnimation: true, formatter: '{value}%', color: p.text, fontSize: 22 },
        title: { color: p.text },
        data: [{ value: Math.round(averageUtilisation(board) * 1000) / 10, name: t('boards.kpi.utilisation') }],
      },
    ],
  };
}

export function averageUtilisation(board: ProductionBoard): number {
  if (board.printers.length === 0) return 0;
  return board.printers.reduce((a, r) => a + r.utilisation, 0) / board.printers.length;
}

export const ORDER_STATES = ['pendingReview', 'passed', 'rejected', 'shipped', 'abnormal'] as const;

/** Chart 05: orders per day by state. */
export function ordersOption(board: ProductionBoard, t: T, p: BoardPalette): EChartsCoreOption {
  const days = board.orders ?? [];
  return {
    ...grid(
      p,
      days.map((d) => d.date.slice(5)),
    ),
    series: ORDER_STATES.map((k) => ({ name: t(`boards.order.${k}`), type: 'bar', data: days.map((d) => d[k]) })),
  };
}

/** Chart 06: successful logins per day. */
export function loginsOption(board: ProductionBoard, t: T, p: BoardPalette): EChartsCoreOption {
  return {
    ...grid(
      p,
      board.logins.map((d) => d.date.slice(5)),
    ),
    series: [
      {
        name: t('boards.chart.logins'),
        type: 'line',
        smooth: true,
        areaStyle: { opacity: 0.2 },
        data: board.logins.map((d) => d.count),
      },
    ],
  };
}

/** Chart 07: pieces in progress by due date: overdue, due today, not yet due (funnel). */
export function lateOption(board: ProductionBoard, t: T, p: BoardPalette): EChartsCoreOption {
  const onTime = Math.max(0, board.late.live - board.late.overdue - board.late.dueToday);
  return {
    color: [p.series[3], p.series[1], p.series[2]],
    tooltip: { trigger: 'item' },
    legend: { top: 0, textStyle: { color: p.text } },
    series: [
      {
        type: 'pie',
        radius: ['35%', '65%'],
        center: ['50%', '58%'],
        roseType: 'radius',
        label: { color: p.text, formatter: '{b}: {c}' },
        data: [
          { name: t('boards.kpi.overdue'), value: board.late.overdue },
          { name: t('boards.kpi.dueToday'), value: board.late.dueToday },
          { name: t('boards.chart.onTime'), value: onTime },
        ],
      },
    ],
  };
}

/** Chart 08 (generated): kWh per workshop and hour (heatmap). */
export function energyOption(seed: number, _t: T, p: BoardPalette): EChartsCoreOption {
  const data = energyByHour(seed);
  const hours = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));
  return {
    tooltip: { position: 'top' },
    grid: { left: 8, right: 16, top: 16, bottom: 48, containLabel: true },
    xAxis: { type: 'category', data: hours, axisLabel: { color: p.text }, splitArea: { show: true } },
    yAxis: { type: 'category', data: WORKSHOPS.map((w) => w), axisLabel: { color: p.text }, splitArea: { show: true } },
    visualMap: {
      min: 0,
      max: 80,
      calculable: true,
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      textStyle: { color: p.text },
      inRange: { color: ['#0b2a4a', p.series[0] ?? '#3ee0ff', p.series[1] ?? '#ffc53d'] },
    },
    series: [{ type: 'heatmap', data, label: { show: false } }],
  };
}

/** Generated: ink used per printer and channel (stacked bars). */
export function inkOption(seed: number, _t: T, p: BoardPalette): EChartsCoreOption {
  const rows = inkByPrinter(seed);
  const channels = [
    ['C', 'c', '#13c2c2'],
    ['M', 'm', '#eb2f96'],
    ['Y', 'y', '#fadb14'],
    ['K', 'k', '#595959'],
    ['W', 'w', '#f0f0f0'],
  ] as const;
  return {
    ...grid(
      p,
      rows.map((r) => r.printer),
    ),
    color: channels.map((c) => c[2]),
    series: channels.map(([name, key]) => ({ name, type: 'bar', stack: 'ink', data: rows.map((r) => r[key]) })),
  };
}

/** Generated: workshop temperature and humidity per hour (two axes). */
export function climateOption(seed: number, t: T, p: BoardPalette): EChartsCoreOption {
  const rows = climateByHour(seed);
  const base = grid(
    p,
    rows.map((r) => r.hour),
  );
  return {
    ...base,
    yAxis: [
      { type: 'value', name: '°C', axisLabel: { color: p.text }, splitLine: { lineStyle: { color: p.split } } },
      { type: 'value', name: '%', axisLabel: { color: p.text }, splitLine: { show: false } },
    ],
    series: [
      { name: t('boards.chart.temperature'), type: 'line', smooth: true, data: rows.map((r) => r.temperature) },
      {
        name: t('boards.chart.humidity'),
        type: 'line',
        smooth: true,
        yAxisIndex: 1,
        data: rows.map((r) => r.humidity),
      },
    ],
  };
}

/** Generated: shipments per destination (radar). */
export function destinationsOption(seed: number, t: T, p: BoardPalette): EChartsCoreOption {
  const rows = destinations(seed);
  return {
    color: p.series,
    tooltip: {},
    radar: {
      indicator: rows.map((r) => ({ name: r.country, max: 100 })),
      axisName: { color: p.text },
      splitLine: { lineStyle: { color: p.axis } },
      splitArea: { show: false },
    },
    series: [
      {
        type: 'radar',
        data: [{ name: t('boards.chart.destinations'), value: rows.map((r) => r.value), areaStyle: { opacity: 0.3 } }],
      },
    ],
  };
}
