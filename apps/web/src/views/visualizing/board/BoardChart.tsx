import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef } from 'react';
import { echarts } from './echarts.ts';

/** True where a 2D canvas exists (not in jsdom, whose canvas draws nothing). */
function canDraw(): boolean {
  try {
    return !!document.createElement('canvas').getContext('2d');
  } catch {
    return false;
  }
}

export interface BoardChartProps {
  option: EChartsCoreOption;
  /** Accessible name: what the chart shows. */
  label: string;
  testId?: string;
}

/**
 * One ECharts instance filling its panel: created on mount, updated with the option (live refresh),
 * resized whenever its box changes (ResizeObserver: window, full screen, panel), disposed on unmount.
 */
export function BoardChart({ option, label, testId }: BoardChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof echarts.init> | null>(null);

  useEffect(() => {
    const el = ref.current;
    // No canvas (unit tests): the panel's title and figures still say what it shows.
    if (!el || !canDraw()) return;
    let instance: ReturnType<typeof echarts.init> | null = null;
    try {
      instance = echarts.init(el, undefined, { renderer: 'canvas' });
    } catch {
      return;
    }
    chart.current = instance;
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => instance?.resize());
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      instance?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    try {
      chart.current?.setOption(option, { notMerge: true });
    } catch {
      /* nothing to draw on without a canvas */
    }
  }, [option]);

  return <div ref={ref} className="pf-board-chart" role="img" aria-label={label} data-testid={testId} />;
}
