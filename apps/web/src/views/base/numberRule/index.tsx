import { NUMBER_TARGETS, numberRuleResource } from '@printfloor/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../api/request.ts';
import { resourceApi } from '../../../api/resource.ts';
import { Auth } from '../../../components/auth/Auth.tsx';
import { localized, useLanguage } from '../../../components/resource/lang.ts';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

interface Preview {
  number: string;
  serial: number;
  period: string;
}

/** Shows the next number of a rule without taking it (GET numberRule/preview, code numberRule:preview). */
function NumberPreview() {
  const lang = useLanguage();
  const { t } = useTranslation();
  const [ruleId, setRuleId] = useState<number | undefined>();
  const [preview, setPreview] = useState<Preview | null>(null);
  const { data: rules } = useQuery({
    queryKey: ['resource', 'numberRule', 'list'],
    queryFn: () => resourceApi('numberRule').list(),
    staleTime: 10_000,
  });
  const targetLabel = (value: unknown) => {
    const target = NUMBER_TARGETS.find((x) => x.value === value);
    return target ? localized(target.label, lang) : String(value);
  };
  const run = async () => {
    if (!ruleId) return;
    setPreview(await http.get<Preview | null>('/api/numberRule/preview', { id: ruleId }));
  };
  return (
    <Card size="small" title={t('factorySettings.previewTitle')} style={{ marginBottom: 12 }}>
      <Space wrap>
        <Select
          style={{ minWidth: 240 }}
          placeholder={t('factorySettings.previewRule')}
          value={ruleId}
          onChange={(v) => {
            setRuleId(v);
            setPreview(null);
          }}
          options={(rules ?? []).map((r) => ({ value: r.id, label: `${targetLabel(r.targetForm)} · ${r.prefix}` }))}
        />
        <Button type="primary" disabled={!ruleId} onClick={run}>
          {t('factorySettings.previewButton')}
        </Button>
        {preview && (
          <Typography.Text strong copyable data-testid="number-preview">
            {t('factorySettings.previewNext', { number: preview.number })}
          </Typography.Text>
        )}
        <Typography.Text type="secondary">{t('factorySettings.previewHint')}</Typography.Text>
      </Space>
    </Card>
  );
}

/** Numbering rules (menu numberRule, component /base/numberRule/index). */
export default function NumberRulePage() {
  return (
    <>
      <Auth value="numberRule:preview">
        <NumberPreview />
      </Auth>
      <ResourcePage resource={numberRuleResource} />
    </>
  );
}
