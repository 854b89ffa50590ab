import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Generic error page (also the fallback of the page error boundary). */
export default function GenericErrorPage({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <Result
      status="error"
      title={<span data-testid="generic-error-title">{t('error.genericTitle')}</span>}
      subTitle={detail ?? t('error.genericMsg')}
      extra={
        <Button type="primary" onClick={() => (onRetry ? onRetry() : window.location.reload())}>
          {onRetry ? t('common.retry') : t('error.reload')}
        </Button>
      }
    />
  );
}
