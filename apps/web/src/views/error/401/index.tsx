import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentArea } from '../../../utils/area.ts';
import { Session } from '../../../utils/storage.ts';

/** No-permission page; "Reauthorization" clears the area's tab storage and reloads (shell-reference §10). */
export default function NoAuthPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title={<span data-testid="no-auth-title">{t('error.noAuthTitle')}</span>}
      subTitle={t('error.noAuthMsg')}
      extra={
        <Button
          type="primary"
          onClick={() => {
            Session.clearArea(currentArea());
            window.location.reload();
          }}
        >
          {t('error.reauth')}
        </Button>
      }
    />
  );
}
