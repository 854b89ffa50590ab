import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateTitle } from '../../i18n/index.ts';
import type { AppRoute } from '../../router/backEnd.ts';

/** External-link menu: says the page opened in a new window, with a button to open it again. */
export function LinkView({ route }: { route: AppRoute }) {
  const { t } = useTranslation();
  const title = translateTitle(route.meta.title);
  return (
    <Result
      status="info"
      title={t('layout.linkOpened', { title })}
      extra={
        <Button type="primary" onClick={() => window.open(route.meta.isLink ?? '', '_blank', 'noopener')}>
          {t('layout.linkOpenAgain')}
        </Button>
      }
    />
  );
}
