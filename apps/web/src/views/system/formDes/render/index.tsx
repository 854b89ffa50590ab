import { useQuery } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { sysFormDesApi } from '../../../../api/sysFormDes.ts';
import { SavedFormCard } from '../../../../components/designedForm/SavedFormCard.tsx';

/**
 * A saved form used as a page (component /system/formDes/render/index; the form's code is the
 * menu path's last segment, `/settings/shopProfile`, or the query `?code=shopProfile`): the form rendered by the resource form renderer with the values
 * the caller's tenant saved, and Save (`sysFormDes/saveValues`, checked against the design).
 */
export default function FormRenderPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  // The code is the query's `code`, else the menu path's last segment (/settings/shopProfile → shopProfile).
  const code = params.get('code') ?? pathname.split('/').filter(Boolean).pop() ?? '';
  const queryKey = ['sysFormDes', 'values', code];
  const values = useQuery({ queryKey, queryFn: () => sysFormDesApi.values(code), enabled: !!code });

  if (!code) return <Alert type="warning" showIcon message={t('formDes.renderMissing')} />;
  if (values.isLoading || !values.data) return <Spin />;
  return (
    <div className="layout-padding">
      <SavedFormCard info={values.data} queryKey={queryKey} />
    </div>
  );
}
