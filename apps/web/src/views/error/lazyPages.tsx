import { Button } from 'antd';
import { Component, type ComponentProps, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The error pages draw antd `Result` with its illustrations; they load on demand so the login
 * page's bundle stays small.
 */
const NotFound = lazy(() => import('./404/index.tsx'));
const NoAuth = lazy(() => import('./401/index.tsx'));
const Generic = lazy(() => import('./generic/index.tsx'));

type GenericProps = ComponentProps<typeof Generic>;

/** Shown when the error page itself cannot load (network down): text and a retry. */
function MinimalError({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" style={{ padding: 48, textAlign: 'center' }}>
      <p data-testid="generic-error-title">{t('error.genericTitle')}</p>
      <Button type="primary" onClick={() => (onRetry ? onRetry() : window.location.reload())}>
        {onRetry ? t('common.retry') : t('error.reload')}
      </Button>
    </div>
  );
}

class LoadBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function NotFoundPage() {
  return (
    <LoadBoundary fallback={<MinimalError />}>
      <Suspense fallback={null}>
        <NotFound />
      </Suspense>
    </LoadBoundary>
  );
}

export function NoAuthPage() {
  return (
    <LoadBoundary fallback={<MinimalError />}>
      <Suspense fallback={null}>
        <NoAuth />
      </Suspense>
    </LoadBoundary>
  );
}

export function GenericErrorPage(props: GenericProps) {
  return (
    <LoadBoundary fallback={<MinimalError onRetry={props.onRetry} />}>
      <Suspense fallback={null}>
        <Generic {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
