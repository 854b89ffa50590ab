import { PlusOutlined } from '@ant-design/icons';
import type { TenantRow } from '@printfloor/contract';
import { App, Button, Card, Form, Input, Popconfirm, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionMutation } from '../../../api/mutation.ts';
import { sysTenantApi, tenantKeys } from '../../../api/sysTenant.ts';
import { Auth } from '../../../components/auth/Auth.tsx';
import { useAuth } from '../../../components/auth/useAuth.ts';
import { cells } from '../../../components/resource/columns.tsx';
import { actionsColumn } from '../../../components/resource/slots.tsx';
import { useResourceTable } from '../../../components/resource/useResourceTable.ts';
import { SearchForm } from '../../../components/SearchForm.tsx';
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
  const { modal } = App.useApp();
  const { auth } = useAuth();
  const [form] = Form.useForm();
  const [editing, setEditing] = useState<TenantRow | 'new' | null>(null);
  const [granting, setGranting] = useState<TenantRow | null>(null);
  const table = useResourceTable<TenantRow>({ queryKey: tenantKeys.page, fetchPage: sysTenantApi.page });
  const saved = { success: t('tenant.saved'), invalidate: [tenantKeys.all] };
  const setStatus = useActionMutation(
    (v: { id: number; on: boolean }) => sysTenantApi.setStatus(v.id, v.on ? 1 : 2),
    saved,
  );
  const remove = useActionMutation(sysTenantApi.delete, saved);
  const resetPwd = useActionMutation(sysTenantApi.resetPwd, {
    onSuccess: (password) =>
      void modal.info({ title: t('tenant.resetPwd'), content: t('tenant.newPassword', { password }) }),
  });
  const columns = [
    { title: t('tenant.name'), dataIndex: 'name' },
    { title: t('tenant.code'), dataIndex: 'code' },
    {
      title: t('tenant.kind'),
      dataIndex: 'kind',
      render: (kind: TenantRow['kind']) => cells.tag({ label: t(`tenant.kinds.${kind}`), color: KIND_COLORS[kind] }),
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
          loading={setStatus.busy && setStatus.variables?.id === row.id}
          disabled={row.isSystem || !auth('sysTenant:setStatus')}
          onChange={(on) => {
            if (on) void setStatus.run({ id: row.id, on });
            else modal.confirm({ title: t('tenant.disableConfirm'), onOk: () => setStatus.run({ id: row.id, on }) });
          }}
        />
      ),
    },
    { title: t('tenant.createTime'), dataIndex: 'createTime', render: cells.datetime },
    actionsColumn<TenantRow>(t('tenant.actions'), (row) => (
      <>
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
                onConfirm={() => resetPwd.run(row.id)}
              >
                <Button type="link" size="small">
                  {t('tenant.resetPwd')}
                </Button>
              </Popconfirm>
            </Auth>
            <Auth value="sysTenant:delete">
              <Popconfirm title={t('tenant.deleteConfirm', { name: row.name })} onConfirm={() => remove.run(row.id)}>
                <Button type="link" size="small" danger>
                  {t('tenant.delete')}
                </Button>
              </Popconfirm>
            </Auth>
          </>
        )}
        {row.isSystem && <Tag>{t('tenant.defaultTenant')}</Tag>}
      </>
    )),
  ];
  return (
    <Card data-testid="tenant-page">
      <SearchForm
        form={form}
        onSearch={table.search}
        onReset={() => table.search({})}
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
      <Table<TenantRow> {...table.tableProps} size="middle" columns={columns} scroll={{ x: 'max-content' }} />
      <TenantForm
        row={editing}
        onClose={(saved) => {
          setEditing(null);
          if (saved) table.refetch();
        }}
      />
      <GrantMenuModal tenant={granting} onClose={() => setGranting(null)} />
    </Card>
  );
}
