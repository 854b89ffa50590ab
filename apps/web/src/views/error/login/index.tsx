import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { rememberedArea } from '../../../utils/area.ts';

/** `/err/login/{code?}`: the error login screen, with a way back to the area's login. */
export default function ErrorLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { code } = useParams();
  const area = rememberedArea();
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Result
        status="warning"
        title={t('error.errLoginTitle')}
        subTitle={t('error.errLoginMsg')}
        extra={
          <Button type="primary" onClick={() => navigate(code ? `/${area}/login/${code}` : `/${area}/login`)}>
            {t('error.toLogin')}
          </Button>
        }
      />
    </div>
  );
}
