import type { FormValuesInfo } from '@printfloor/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { sysFormDesApi } from '../../api/sysFormDes.ts';
import { useLanguage } from '../resource/lang.ts';
import { DesignedForm } from './DesignedForm.tsx';

/**
 * A saved form with the caller's tenant's values, as a card with Save (`sysFormDes/saveValues`,
 * checked against the design on the server): the custom page /system/formDes/render and the form of a
 * settings group. `queryKey` is the query that holds `info`; the saved answer replaces it.
 */
export function SavedFormCard({
  info,
  queryKey,
  canSave = true,
}: {
  info: FormValuesInfo;
  queryKey: readonly unknown[];
  canSave?: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const submit = useRef<(() => Promise<void>) | null>(null);
  return (
    <Card
      title={info.name}
      data-testid={`saved-form-${info.code}`}
      extra={
        canSave && (
          <Button type="primary" data-testid="form-values-save" onClick={() => void submit.current?.()}>
            {t('formDes.save')}
          </Button>
        )
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
          const saved = await sysFormDesApi.saveValues(info.code, body);
          queryClient.setQueryData(queryKey, saved);
          void message.success(t('formDes.saved'));
        }}
        bindSubmit={(fn) => {
          submit.current = fn;
        }}
      />
    </Card>
  );
}
