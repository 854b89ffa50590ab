import { DeleteOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Col, Empty, Input, List, Popconfirm, Row, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sysCacheApi } from '../../../api/sysAdminMisc.ts';
import { Auth } from '../../../components/auth/Auth.tsx';

/** The prefix of a key up to and including its last ":" (`auth:codes:1:2` → `auth:codes:1:`). */
export function keyPrefix(key: string): string {
  const at = key.lastIndexOf(':');
  return at < 0 ? key : key.slice(0, at + 1);
}

/**
 * Cache viewer (menu sysCache, component /system/cache/index): the in-memory caches of the
 * server instance that answers — keys on the left, the masked value on the right, delete by
 * key or by prefix.
 */
export default function SysCachePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [filter, setFilter] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const keys = useQuery({ queryKey: ['sysCache', 'keys'], queryFn: sysCacheApi.keyList });
  const value = useQuery({
    queryKey: ['sysCache', 'value', selected],
    queryFn: () => sysCacheApi.value(selected as string),
    enabled: selected !== null,
  });
  const shown = useMemo(
    () => (keys.data ?? []).filter((k) => k.toLowerCase().includes(filter.trim().toLowerCase())),
    [keys.data, filter],
  );

  const removeKey = async (key: string) => {
    const removed = await sysCacheApi.delete(key);
    void message.success(t('sysAdmin.cache.deleted', { count: removed ? 1 : 0 }));
    setSelected(null);
    await keys.refetch();
  };
  const removePrefix = async (prefix: string) => {
    const count = await sysCacheApi.deleteByPrefix(prefix);
    void message.success(t('sysAdmin.cache.deleted', { count }));
    setSelected(null);
    await keys.refetch();
  };

  return (
    <Row gutter={[12, 12]} data-testid="cache-page">
      <Col xs={24} lg={10}>
        <Card
          size="small"
          title={t('sysAdmin.cache.keys')}
          extra={
            <Space>
              <Typography.Text type="secondary">{t('sysAdmin.cache.count', { count: shown.length })}</Typography.Text>
              <Button
                size="small"
                icon={<ReloadOutlined />}
                onClick={() => void keys.refetch()}
                aria-label={t('sysAdmin.refresh')}
              />
            </Space>
          }
        >
          <Input.Search
            allowClear
            placeholder={t('sysAdmin.cache.filter')}
            onChange={(e) => setFilter(e.target.value)}
          />
          <List
            size="small"
            loading={keys.isFetching}
            dataSource={shown}
            style={{ maxHeight: 560, overflow: 'auto', marginTop: 8 }}
            renderItem={(key) => (
              <List.Item
                onClick={() => setSelected(key)}
                style={{ cursor: 'pointer', background: key === selected ? 'var(--ant-color-primary-bg)' : undefined }}
              >
                <Typography.Text ellipsis style={{ maxWidth: '100%' }} code>
                  {key}
                </Typography.Text>
              </List.Item>
            )}
          />
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <Card
          size="small"
          title={selected ?? t('sysAdmin.cache.value')}
          extra={
            selected && (
              <Space>
                <Auth value="sysCache:delete">
                  <Popconfirm
                    title={t('sysAdmin.cache.deleteConfirm', { key: selected })}
                    onConfirm={() => removeKey(selected)}
                  >
                    <Button size="small" danger icon={<DeleteOutlined />}>
                      {t('sysAdmin.cache.deleteKey')}
                    </Button>
                  </Popconfirm>
                </Auth>
                <Auth value="sysCache:deleteByPreKey">
                  <Popconfirm
                    title={t('sysAdmin.cache.deletePrefixConfirm', { prefix: keyPrefix(selected) })}
                    onConfirm={() => removePrefix(keyPrefix(selected))}
                  >
                    <Button size="small" danger>
                      {t('sysAdmin.cache.deletePrefix')}
                    </Button>
                  </Popconfirm>
                </Auth>
              </Space>
            )
          }
        >
          {selected === null ? (
            <Empty description={t('sysAdmin.cache.selectKey')} />
          ) : value.data === null || value.data === undefined ? (
            <Empty description={value.isFetching ? undefined : t('sysAdmin.cache.notCached')} />
          ) : (
            <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxHeight: 560, overflow: 'auto' }}>
              {typeof value.data === 'string' ? value.data : JSON.stringify(value.data, null, 2)}
            </pre>
          )}
        </Card>
      </Col>
    </Row>
  );
}
