import { Spin } from 'antd';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
} from 'react';
import { GenericErrorPage } from '../views/error/lazyPages.tsx';
import type { ViewLoader } from './viewRegistry.ts';

const lazyCache = new Map<ViewLoader, LazyExoticComponent<ComponentType>>();

/** One lazy component per page file, so React keeps its identity across renders. */
export function lazyView(load: ViewLoader): LazyExoticComponent<ComponentType> {
  let view = lazyCache.get(load);
  if (!view) {
    view = lazy(load);
    lazyCache.set(load, view);
  }
  return view;
}

export class PageErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  override render() {
    if (this.state.error) {
      return <GenericErrorPage error={this.state.error} onRetry={() => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}

export function PageLoading() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: 240 }} data-testid="page-loading">
      <Spin />
    </div>
  );
}

/** Renders a page file lazily inside an error boundary. */
export function LazyPage({ load }: { load: ViewLoader }) {
  const View = lazyView(load);
  return (
    <PageErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <View />
      </Suspense>
    </PageErrorBoundary>
  );
}
