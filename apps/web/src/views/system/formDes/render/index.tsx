import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Spin, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { sysFormDesApi } from '../../../../api/sysFormDes.ts';
import { useLanguage } from '../../../../components/resource/lang.ts';
import { DesignedForm } from '../DesignedForm.tsx';

/**
 * A saved form used as a page (component /system/formDes/render/index; the form's code is the
 * menu path's last segment, `/settings/shopProfile`, or the query `?code=shopProfile`): the form rendered by the resource form renderer with the values
 * the caller's tenant saved, and Save (`sysFormDes/saveValues`, checked against the design).
 */
export default function FormRenderPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const lang = useLanguage();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  // The code is the query's `code`, else the menu path's last segment (/settings/shopProfile → shopProfile).
  const code = params.get('code') ?? pathname.split('/').filter(Boolean).pop() ?? '';
  const queryClient = useQueryClient();
  const submit = useRef<(() => Promise<void>) | null>(null);
  const values = useQuery({
    queryKey: ['sysFormDes', 'values', code],
    queryFn: () => sysFormDesApi.values(code),
    enabled: !!code,
  });

  if (!code) return <Alert type="warning" showIcon message={t('formDes.renderMissing')} />;
  if (values.isLoading || !values.data) return <Spin />;
  const info = values.data;
  return (
    <div className="layout-padding">
      <Card
        title={info.name}
        extra={
          <Button type="primary" data-testid="form-values-save" onClick={() => void submit.current?.()}>
            {t('formDes.save')}
          </Button>
        }
      >
        {info.updateTime && (
          <Typography.Paragraph type="secondary">
            {t('formDes.lastSaved', { time: info.updateTime })}
          </Typography.Paragraph>
        )}
        <DesignedForm
          code={info.code}
          design={info.design}
          lang={lang}
          values={info.values}
          onSubmit={async (body) => {
            const saved = await sysFormDesApi.saveValues(code, body);
            queryClient.setQueryData(['sysFormDes', 'values', code], saved);
            void message.success(t('formDes.saved'));
          }}
          bindSubmit={(fn) => {
            submit.current = fn;
          }}
        />
      </Card>
    </div>
  );
}
