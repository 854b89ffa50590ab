import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Popconfirm, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onLive } from '../../../api/live.ts';
import { type OnlineUserRow, sysOnlineUserApi } from '../../../api/sysOnlineUser.ts';
import { Auth } from '../../../components/auth/Auth.tsx';
import { SearchForm, tablePaging } from '../../../components/SearchForm.tsx';

/**
 * Online users (menu sysOnlineUser): who holds a live-channel connection now. The list follows
 * connects and disconnects live; force offline ends that session at once.
 */
export default function OnlineUserPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const query = useQuery({
    queryKey: ['sysOnlineUser', 'page', filters, page],
    queryFn: () => sysOnlineUserApi.page({ ...filters, ...page }),
  });
  const { refetch } = query;
  useEffect(
    () =>
      onLive((event) => {
        if (event.type === 'onlineUsers') void refetch();
      }),
    [refetch],
  );
  const isPlatform = (query.data?.items ?? []).some((r) => r.tenantId !== query.data?.items[0]?.tenantId);
  const columns = [
    { title: t('onlineUser.userName'), dataIndex: 'userName' },
    { title: t('onlineUser.realName'), dataIndex: 'realName' },
    ...(isPlatform ? [{ title: t('onlineUser.tenant'), dataIndex: 'tenantName' }] : []),
    { title: t('onlineUser.area'), dataIndex: 'area', render: (v: string) => <Tag>{v}</Tag> },
    { title: t('onlineUser.time'), dataIndex: 'time' },
    { title: t('onlineUser.ip'), dataIndex: 'ip' },
    { title: t('onlineUser.browser'), dataIndex: 'browser' },
    { title: t('onlineUser.os'), dataIndex: 'os' },
    {
      title: t('onlineUser.actions'),
      key: 'actions',
      render: (_: unknown, row: OnlineUserRow) => (
        <Auth value="sysOnlineUser:forceOffline">
          <Popconfirm
            title={t('onlineUser.forceOfflineConfirm', { name: row.realName || row.userName })}
            onConfirm={async () => {
              await sysOnlineUserApi.forceOffline(row.id);
              void message.success(t('onlineUser.done'));
              void refetch();
            }}
          >
            <Button type="link" danger size="small" data-testid={`force-offline-${row.userName}`}>
              {t('onlineUser.forceOffline')}
            </Button>
          </Popconfirm>
        </Auth>
      ),
    },
  ];
  return (
    <Card data-testid="online-user-page">
      <SearchForm
        form={form}
        onSearch={(values) => {
          setFilters(values);
          setPage((p) => ({ ...p, page: 1 }));
        }}
        onReset={() => setFilters({})}
        extra={
          <>
            <Button icon={<ReloadOutlined />} onClick={() => void refetch()} aria-label={t('onlineUser.reload')} />
            <Tag color="green">{t('onlineUser.live')}</Tag>
          </>
        }
      >
        <Form.Item name="userName" label={t('onlineUser.userName')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="realName" label={t('onlineUser.realName')}>
          <Input allowClear />
        </Form.Item>
      </SearchForm>
      <Table<OnlineUserRow>
        rowKey="id"
        size="middle"
        loading={query.isFetching}
        dataSource={query.data?.items ?? []}
        columns={columns}
        pagination={tablePaging(page, setPage, query.data?.total)}
      />
    </Card>
  );
}
