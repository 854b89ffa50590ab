import { Skeleton } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { EChartProps } from './EChart.tsx';

const EChart = lazy(() => import('./EChart.tsx'));

/** True once the element has come into the viewport (at once where IntersectionObserver is missing). */
function useSeen<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (seen || !el) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setSeen(true);
        observer.disconnect();
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [seen]);
  return [ref, seen];
}

/**
 * The chart in its own chunk: echarts (~170 KB gzip) is fetched only when the chart is
 * on screen, so a workbench whose charts sit below the first screen does not pay for it
 * up front. A placeholder of the same height stands in while it loads.
 */
export function LazyChart(props: EChartProps) {
  const [ref, seen] = useSeen<HTMLDivElement>();
  // Still: a chart below the first screen may wait there all day, and a shimmering skeleton is an endless
  // animation the browser repaints at its frame rate (an endless ripple on the dashboard took ~80 % of a core
  // in Chromium's compositor; e2e/shell.spec.ts checks a dashboard at rest). It shimmers only while loading.
  const placeholder = (loading: boolean) => (
    <div style={{ height: props.height }} data-testid="chart-placeholder">
      <Skeleton active={loading} paragraph={{ rows: 4 }} title={false} />
    </div>
  );
  return (
    <div ref={ref} style={{ height: props.height }}>
      {seen ? (
        <Suspense fallback={placeholder(true)}>
          <EChart {...props} />
        </Suspense>
      ) : (
        placeholder(false)
      )}
    </div>
  );
}
