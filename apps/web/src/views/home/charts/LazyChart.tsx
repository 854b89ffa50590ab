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
  const placeholder = (
    <div style={{ height: props.height }}>
      <Skeleton active paragraph={{ rows: 4 }} title={false} />
    </div>
  );
  return (
    <div ref={ref} style={{ height: props.height }}>
      {seen ? (
        <Suspense fallback={placeholder}>
          <EChart {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
