import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef } from 'react';
import { echarts } from './echarts.ts';

export interface EChartProps {
  option: EChartsCoreOption;
  height: number | string;
  /** Accessible name of the chart image. */
  label: string;
  testId?: string;
}

/**
 * One ECharts instance bound to a div: created on mount, updated when the option changes,
 * resized with its box, disposed on unmount. Loaded lazily (see LazyChart) so echarts stays
 * out of the shell's first bundle.
 */
export default function EChart({ option, height, label, testId }: EChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof echarts.init> | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let instance: ReturnType<typeof echarts.init> | null = null;
    try {
      instance = echarts.init(el, undefined, { renderer: 'canvas' });
    } catch {
      // No canvas (tests, very old browsers): the data table next to the chart still shows the figures.
      return;
    }
    chart.current = instance;
    const observer = new ResizeObserver(() => instance?.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      instance?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    try {
      chart.current?.setOption(option, { notMerge: true });
    } catch {
      /* drawing failed without a canvas; nothing to show */
    }
  }, [option]);

  return <div ref={ref} role="img" aria-label={label} data-testid={testId} style={{ width: '100%', height }} />;
}
