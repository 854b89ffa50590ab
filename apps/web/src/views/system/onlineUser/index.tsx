import { ReloadOutlined } from '@ant-design/icons';
import type { OnlineUserRow } from '@printfloor/contract';
import { Button, Card, Form, Input, Popconfirm, Table, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { onLive } from '../../../api/live.ts';
import { useActionMutation } from '../../../api/mutation.ts';
import { onlineUserKeys, sysOnlineUserApi } from '../../../api/sysOnlineUser.ts';
import { Auth } from '../../../components/auth/Auth.tsx';
import { cells } from '../../../components/resource/columns.tsx';
import { actionsColumn } from '../../../components/resource/slots.tsx';
import { useResourceTable } from '../../../components/resource/useResourceTable.ts';
import { SearchForm } from '../../../components/SearchForm.tsx';

/**
 * Online users (menu sysOnlineUser): who holds a live-channel connection now. The list follows
 * connects and disconnects live; force offline ends that session at once.
 */
export default function OnlineUserPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const table = useResourceTable<OnlineUserRow>({ queryKey: onlineUserKeys.page, fetchPage: sysOnlineUserApi.page });
  const { refetch } = table.pageQuery;
  const forceOffline = useActionMutation(sysOnlineUserApi.forceOffline, {
    success: t('onlineUser.done'),
    invalidate: [onlineUserKeys.all],
  });
  useEffect(
    () =>
      onLive((event) => {
        if (event.type === 'onlineUsers') void refetch();
      }),
    [refetch],
  );
  const isPlatform = table.rows.some((r) => r.tenantId !== table.rows[0]?.tenantId);
  const columns = [
    { title: t('onlineUser.userName'), dataIndex: 'userName' },
    { title: t('onlineUser.realName'), dataIndex: 'realName' },
    ...(isPlatform ? [{ title: t('onlineUser.tenant'), dataIndex: 'tenantName' }] : []),
    { title: t('onlineUser.area'), dataIndex: 'area', render: (v: string) => cells.tag({ label: v }, v) },
    { title: t('onlineUser.time'), dataIndex: 'time', render: cells.datetime },
    { title: t('onlineUser.ip'), dataIndex: 'ip' },
    { title: t('onlineUser.browser'), dataIndex: 'browser' },
    { title: t('onlineUser.os'), dataIndex: 'os' },
    actionsColumn<OnlineUserRow>(t('onlineUser.actions'), (row) => (
      <Auth value="sysOnlineUser:forceOffline">
        <Popconfirm
          title={t('onlineUser.forceOfflineConfirm', { name: row.realName || row.userName })}
          onConfirm={() => forceOffline.run(row.id)}
        >
          <Button type="link" danger size="small" data-testid={`force-offline-${row.userName}`}>
            {t('onlineUser.forceOffline')}
          </Button>
        </Popconfirm>
      </Auth>
    )),
  ];
  return (
    <Card data-testid="online-user-page">
      <SearchForm
        form={form}
        onSearch={table.search}
        onReset={() => table.search({})}
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
      <Table<OnlineUserRow> {...table.tableProps} size="middle" columns={columns} />
    </Card>
  );
}
