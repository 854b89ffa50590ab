import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { EChartProps } from './EChart.tsx';

const EChart = lazy(() => import('./EChart.tsx'));

/** The chart in its own chunk (echarts), with a placeholder of the same height while it loads. */
export function LazyChart(props: EChartProps) {
  return (
    <Suspense
      fallback={
        <div style={{ height: props.height }}>
          <Skeleton active paragraph={{ rows: 4 }} title={false} />
        </div>
      }
    >
      <EChart {...props} />
    </Suspense>
  );
}
