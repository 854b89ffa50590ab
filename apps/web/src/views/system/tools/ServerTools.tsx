import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sysToolsApi } from '../../../api/sysTools.ts';

/** A fresh SM2 key pair from the server (sysCommon/smKeyPair), generated on demand only. */
export function Sm2Tool() {
  const { t } = useTranslation();
  const pair = useQuery({ queryKey: ['sysTools', 'sm2'], queryFn: sysToolsApi.smKeyPair, enabled: false });
  const mono = { fontFamily: 'monospace', wordBreak: 'break-all' } as const;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="tool-sm2">
      <Typography.Text type="secondary">{t('sysTools.sm2Hint')}</Typography.Text>
      <Button
        type="primary"
        loading={pair.isFetching}
        onClick={() => void pair.refetch()}
        data-testid="tool-sm2-generate"
      >
        {t('sysTools.generate')}
      </Button>
      {pair.data && (
        <Descriptions bordered size="small" column={1}>
          <Descriptions.Item label={t('sysTools.publicKey')}>
            <Typography.Text copyable style={mono} data-testid="tool-sm2-public">
              {pair.data.publicKey}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('sysTools.privateKey')}>
            <Typography.Text copyable style={mono}>
              {pair.data.privateKey}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      )}
    </Space>
  );
}

/** The contract's enums (sysEnum/enumTypeList, enumDataList): pick a type, see its values. */
export function EnumTool() {
  const { t } = useTranslation();
  const types = useQuery({ queryKey: ['sysTools', 'enumTypes'], queryFn: sysToolsApi.enumTypes });
  const [name, setName] = useState<string | null>(null);
  const current = name ?? types.data?.[0]?.typeName ?? null;
  const data = useQuery({
    queryKey: ['sysTools', 'enumData', current],
    queryFn: () => sysToolsApi.enumData(current as string),
    enabled: current !== null,
  });
  return (
    <Space orientation="vertical" style={{ width: '100%', maxWidth: 720 }} data-testid="tool-enums">
      <Select
        style={{ width: 320 }}
        value={current}
        onChange={setName}
        loading={types.isLoading}
        options={(types.data ?? []).map((x) => ({ value: x.typeName, label: `${x.typeName} · ${x.typeDescribe}` }))}
        aria-label={t('sysTools.enumType')}
      />
      <Table
        size="small"
        rowKey="name"
        pagination={false}
        loading={data.isLoading}
        dataSource={data.data ?? []}
        columns={[
          { title: t('sysTools.enumName'), dataIndex: 'name' },
          { title: t('sysTools.enumValue'), dataIndex: 'value' },
          { title: t('sysTools.enumDescribe'), dataIndex: 'describe' },
        ]}
      />
    </Space>
  );
}
