import { MapChart } from 'echarts/charts';
import { TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
// Apache ECharts 4.9.0's map/json/china.json (Apache-2.0), shipped here: never fetched at run time.
import china from './china.geo.json';

// Loaded only with this page (ChinaMapChart is React.lazy), so the map, its geometry and the
// map series stay out of the workbench's echarts chunk.
echarts.use([MapChart, TooltipComponent, VisualMapComponent, CanvasRenderer]);
echarts.registerMap('china', china as unknown as Parameters<typeof echarts.registerMap>[1]);

export interface ChinaMapChartProps {
  data: { name: string; value: number }[];
  nameMap: Record<string, string>;
  seriesName: string;
  tooltip: (name: string, value: number) => string;
  low: string;
  high: string;
  label: string;
}

/** The map series of China: a continuous visual map legend, a tooltip, resized with its box. */
export default function ChinaMapChart({ data, nameMap, seriesName, tooltip, low, high, label }: ChinaMapChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let instance: echarts.ECharts;
    try {
      instance = echarts.init(el, undefined, { renderer: 'canvas' });
    } catch {
      // No canvas (unit tests): the ranking table beside the map still shows the figures.
      return;
    }
    chart.current = instance;
    // The box follows the window (and the shell's collapsing side menu, which a window resize misses).
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const max = Math.max(1, ...data.map((d) => d.value));
    chart.current?.setOption(
      {
        tooltip: {
          trigger: 'item',
          formatter: (p: { name: string; value: unknown }) =>
            tooltip(p.name, typeof p.value === 'number' && Number.isFinite(p.value) ? p.value : 0),
        },
        visualMap: {
          type: 'continuous',
          min: 0,
          max,
          left: 16,
          bottom: 16,
          text: [high, low],
          calculable: true,
          inRange: { color: ['#e0f3f8', '#4E88F3', '#1d3f8f'] },
        },
        series: [
          {
            name: seriesName,
            type: 'map',
            map: 'china',
            nameMap,
            roam: true,
            label: { show: false },
            emphasis: { label: { show: true } },
            data,
          },
        ],
      },
      { notMerge: true },
    );
  }, [data, nameMap, seriesName, tooltip, low, high]);

  return <div ref={ref} role="img" aria-label={label} data-testid="china-map" style={{ width: '100%', height: 560 }} />;
}
