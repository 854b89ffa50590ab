import { brotherTemplateResource } from '@printfloor/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../api/request.ts';
import { resourceApi } from '../../../api/resource.ts';
import { Auth } from '../../../components/auth/Auth.tsx';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

/** The tenant's default template and the setDefault action (code brotherTemplate:setDefault). */
function DefaultTemplate({ version, onChanged }: { version: number; onChanged: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<number | undefined>();
  const { data: rows } = useQuery({
    queryKey: ['resource', 'brotherTemplate', 'list', version],
    queryFn: () => resourceApi('brotherTemplate').list(),
  });
  const current = (rows ?? []).find((r) => r.isDefault === true);
  const save = async () => {
    if (!choice) return;
    await http.post('/api/brotherTemplate/setDefault', { id: choice });
    message.success(t('factorySettings.defaultSaved'));
    setChoice(undefined);
    await queryClient.invalidateQueries({ queryKey: ['resource', 'brotherTemplate'] });
    onChanged();
  };
  return (
    <Card size="small" title={t('factorySettings.defaultTitle')} style={{ marginBottom: 12 }}>
      <Space wrap>
        <Typography.Text data-testid="brother-default">
          {current ? t('factorySettings.defaultCurrent', { name: current.name }) : t('factorySettings.defaultNone')}
        </Typography.Text>
        <Auth value="brotherTemplate:setDefault">
          <Select
            style={{ minWidth: 220 }}
            value={choice}
            onChange={setChoice}
            options={(rows ?? []).map((r) => ({ value: r.id, label: `${r.code} · ${r.name}` }))}
          />
          <Button type="primary" disabled={!choice} onClick={save}>
            {t('factorySettings.setDefault')}
          </Button>
        </Auth>
      </Space>
    </Card>
  );
}

/** Brother GTX print templates (menu brotherTemplate, component /base/brotherTemplate/index). */
export default function BrotherTemplatePage() {
  const [version, setVersion] = useState(0);
  return (
    <>
      <DefaultTemplate version={version} onChanged={() => setVersion((v) => v + 1)} />
      <ResourcePage resource={brotherTemplateResource} key={version} onChanged={() => setVersion((v) => v + 1)} />
    </>
  );
}
