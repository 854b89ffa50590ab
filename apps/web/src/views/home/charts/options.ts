import type { EChartsCoreOption } from 'echarts/core';

/** Colours of the light workbench and the dark data screen. */
export interface ChartPalette {
  text: string;
  axis: string;
  split: string;
  line: string;
  area: string;
  bar: string;
}

export const LIGHT: ChartPalette = {
  text: '#606266',
  axis: '#dcdfe6',
  split: '#f0f2f5',
  line: '#4E88F3',
  area: 'rgba(78, 136, 243, 0.15)',
  bar: '#36cfc9',
};

export const DARK: ChartPalette = {
  text: '#a6c8ff',
  axis: '#2b4b7e',
  split: 'rgba(43, 75, 126, 0.4)',
  line: '#3ee0ff',
  area: 'rgba(62, 224, 255, 0.18)',
  bar: '#ffc53d',
};

function axes(p: ChartPalette, categories: string[]) {
  return {
    grid: { left: 8, right: 16, top: 24, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis' },
    xAxis: {
      type: 'category',
      data: categories,
      axisLine: { lineStyle: { color: p.axis } },
      axisLabel: { color: p.text },
      axisTick: { show: false },
    },
    yAxis: {
      type: 'value',
      minInterval: 1,
      axisLabel: { color: p.text },
      splitLine: { lineStyle: { color: p.split } },
    },
  };
}

/** Successful logins per day (last 7 days, dates as MM-dd). */
export function loginTrendOption(
  perDay: { date: string; count: number }[],
  seriesName: string,
  p: ChartPalette = LIGHT,
): EChartsCoreOption {
  return {
    ...axes(
      p,
      perDay.map((d) => d.date.slice(5)),
    ),
    series: [
      {
        name: seriesName,
        type: 'line',
        smooth: 0.3,
        symbolSize: 7,
        data: perDay.map((d) => d.count),
        lineStyle: { color: p.line, width: 3 },
        itemStyle: { color: p.line },
        areaStyle: { color: p.area },
      },
    ],
  };
}

/** Operations per hour of today (0–23). */
export function operationsPerHourOption(
  perHour: number[],
  seriesName: string,
  p: ChartPalette = LIGHT,
): EChartsCoreOption {
  return {
    ...axes(
      p,
      perHour.map((_, h) => String(h).padStart(2, '0')),
    ),
    series: [
      {
        name: seriesName,
        type: 'bar',
        barMaxWidth: 18,
        data: perHour,
        itemStyle: { color: p.bar, borderRadius: [3, 3, 0, 0] },
      },
    ],
  };
}
