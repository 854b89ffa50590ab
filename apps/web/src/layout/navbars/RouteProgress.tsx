import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAreaRoutes } from '../useAreaRoutes.ts';

NProgress.configure({ showSpinner: false, trickleSpeed: 120 });

/**
 * Navigation progress bar (shell-reference §3): starts on a route change to a page with a
 * title and finishes once the page has painted.
 */
export function RouteProgress() {
  const { pathname } = useLocation();
  const { current } = useAreaRoutes();
  const first = useRef(true);
  const hasTitle = !!current?.meta.title;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per navigation
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!hasTitle) return;
    NProgress.start();
    const timer = setTimeout(() => NProgress.done(), 300);
    return () => {
      clearTimeout(timer);
      NProgress.done();
    };
  }, [pathname]);
  return null;
}
