import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Popconfirm, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sysTenantApi, type TenantRow } from '../../../api/sysTenant.ts';
import { Auth } from '../../../components/auth/Auth.tsx';
import { useAuth } from '../../../components/auth/useAuth.ts';
import { SearchForm, tablePaging } from '../../../components/SearchForm.tsx';
import { GrantMenuModal } from './GrantMenuModal.tsx';
import { TenantForm } from './TenantForm.tsx';

const KIND_COLORS = { system: 'purple', factory: 'blue', merchant: 'green' } as const;

/**
 * Tenants (platform menu sysTenant): create factory and merchant tenants (root organisation,
 * admin role, admin user and default menus in one step), branding, menus, admin password,
 * enable/disable (disabling logs the tenant out at once). The default tenant is protected.
 */
export default function TenantPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { auth } = useAuth();
  const [form] = Form.useForm();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const [editing, setEditing] = useState<TenantRow | 'new' | null>(null);
  const [granting, setGranting] = useState<TenantRow | null>(null);
  const query = useQuery({
    queryKey: ['sysTenant', 'page', filters, page],
    queryFn: () => sysTenantApi.page({ ...filters, ...page }),
  });
  const refetch = () => void query.refetch();
  const columns = [
    { title: t('tenant.name'), dataIndex: 'name' },
    { title: t('tenant.code'), dataIndex: 'code' },
    {
      title: t('tenant.kind'),
      dataIndex: 'kind',
      render: (kind: TenantRow['kind']) => <Tag color={KIND_COLORS[kind]}>{t(`tenant.kinds.${kind}`)}</Tag>,
    },
    { title: t('tenant.adminAccount'), dataIndex: 'adminAccount' },
    { title: t('tenant.phone'), dataIndex: 'phone' },
    {
      title: t('tenant.status'),
      dataIndex: 'status',
      render: (status: number, row: TenantRow) => (
        <Switch
          size="small"
          checked={status === 1}
          disabled={row.isSystem || !auth('sysTenant:setStatus')}
          onChange={(on) => {
            const apply = async () => {
              await sysTenantApi.setStatus(row.id, on ? 1 : 2);
              void message.success(t('tenant.saved'));
              refetch();
            };
            if (on) void apply();
            else modal.confirm({ title: t('tenant.disableConfirm'), onOk: apply });
          }}
        />
      ),
    },
    { title: t('tenant.createTime'), dataIndex: 'createTime' },
    {
      title: t('tenant.actions'),
      key: 'actions',
      render: (_: unknown, row: TenantRow) => (
        <Space size={0} wrap>
          <Auth value="sysTenant:update">
            <Button type="link" size="small" onClick={() => setEditing(row)}>
              {t('tenant.edit')}
            </Button>
          </Auth>
          {!row.isSystem && (
            <>
              <Auth value="sysTenant:grantMenu">
                <Button type="link" size="small" onClick={() => setGranting(row)}>
                  {t('tenant.grantMenu')}
                </Button>
              </Auth>
              <Auth value="sysTenant:resetPwd">
                <Popconfirm
                  title={t('tenant.resetPwdConfirm', { name: row.name })}
                  onConfirm={async () => {
                    const password = await sysTenantApi.resetPwd(row.id);
                    modal.info({ title: t('tenant.resetPwd'), content: t('tenant.newPassword', { password }) });
                  }}
                >
                  <Button type="link" size="small">
                    {t('tenant.resetPwd')}
                  </Button>
                </Popconfirm>
              </Auth>
              <Auth value="sysTenant:delete">
                <Popconfirm
                  title={t('tenant.deleteConfirm', { name: row.name })}
                  onConfirm={async () => {
                    await sysTenantApi.delete(row.id);
                    void message.success(t('tenant.saved'));
                    refetch();
                  }}
                >
                  <Button type="link" size="small" danger>
                    {t('tenant.delete')}
                  </Button>
                </Popconfirm>
              </Auth>
            </>
          )}
          {row.isSystem && <Tag>{t('tenant.defaultTenant')}</Tag>}
        </Space>
      ),
    },
  ];
  return (
    <Card data-testid="tenant-page">
      <SearchForm
        form={form}
        onSearch={(values) => {
          setFilters(values);
          setPage((p) => ({ ...p, page: 1 }));
        }}
        onReset={() => setFilters({})}
        extra={
          <Auth value="sysTenant:add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="tenant-add">
              {t('tenant.add')}
            </Button>
          </Auth>
        }
      >
        <Form.Item name="name" label={t('tenant.name')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="code" label={t('tenant.code')}>
          <Input allowClear />
        </Form.Item>
      </SearchForm>
      <Table<TenantRow>
        rowKey="id"
        size="middle"
        loading={query.isFetching}
        dataSource={query.data?.items ?? []}
        columns={columns}
        pagination={tablePaging(page, setPage, query.data?.total)}
      />
      <TenantForm
        row={editing}
        onClose={(saved) => {
          setEditing(null);
          if (saved) refetch();
        }}
      />
      <GrantMenuModal tenant={granting} onClose={() => setGranting(null)} />
    </Card>
  );
}
