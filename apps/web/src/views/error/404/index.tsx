import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Not-found page: "Wrong address input, please re-enter the address~" (spec §8). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={<span data-testid="not-found-title">{t('error.notFoundTitle')}</span>}
      subTitle={t('error.notFoundMsg')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('error.backHome')}
        </Button>
      }
    />
  );
}
