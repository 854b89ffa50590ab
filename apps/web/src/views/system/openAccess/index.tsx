import { KeyOutlined, PlusOutlined } from '@ant-design/icons';
import type { IssuedKey, OpenAccessRow } from '@printfloor/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Radio,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type OpenAccessInput, sysOpenAccessApi } from '../../../api/sysAdminMisc.ts';
import { Auth } from '../../../components/auth/Auth.tsx';

type Editing = { kind: 'add' } | { kind: 'edit'; row: OpenAccessRow };

/**
 * Open access (menu sysOpenAccess, component /system/openAccess/index): access keys bound to a
 * user of a tenant for the signed open API. The secret is shown once, on add and on "new secret".
 */
export default function SysOpenAccessPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<OpenAccessInput>();
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const [accessKey, setAccessKey] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [issued, setIssued] = useState<IssuedKey | null>(null);
  const [saving, setSaving] = useState(false);

  const query = useQuery({
    queryKey: ['sysOpenAccess', paging, accessKey],
    queryFn: () => sysOpenAccessApi.page({ ...paging, accessKey: accessKey || undefined }),
    placeholderData: keepPreviousData,
  });

  const open = (mode: Editing) => {
    setEditing(mode);
    form.setFieldsValue(
      mode.kind === 'edit'
        ? {
            bindTenantId: mode.row.bindTenantId,
            bindUserId: mode.row.bindUserId,
            remark: mode.row.remark,
            status: mode.row.status,
          }
        : { bindTenantId: undefined, bindUserId: undefined, remark: '', status: 1 },
    );
  };

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      if (editing?.kind === 'edit') {
        await sysOpenAccessApi.update({ ...values, id: editing.row.id });
        void message.success(t('sysAdmin.openAccess.saved'));
      } else {
        setIssued(await sysOpenAccessApi.add(values));
      }
      setEditing(null);
      await query.refetch();
    } finally {
      setSaving(false);
    }
  };

  const required = [{ required: true, message: t('sysAdmin.openAccess.required') }];

  return (
    <Card size="small" title={t('sysAdmin.openAccess.title')} data-testid="open-access-page">
      <Space style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('sysAdmin.openAccess.accessKey')}
          onSearch={(v) => {
            setAccessKey(v.trim());
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        />
        <Auth value="sysOpenAccess:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open({ kind: 'add' })}>
            {t('sysAdmin.openAccess.add')}
          </Button>
        </Auth>
      </Space>
      <Table<OpenAccessRow>
        size="small"
        rowKey="id"
        loading={query.isFetching}
        dataSource={query.data?.items ?? []}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: query.data?.total ?? 0,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
        columns={[
          {
            title: t('sysAdmin.openAccess.accessKey'),
            dataIndex: 'accessKey',
            render: (v: string) => <Typography.Text copyable>{v}</Typography.Text>,
          },
          {
            title: t('sysAdmin.openAccess.tenant'),
            dataIndex: 'bindTenantName',
            render: (v: string | null, row) => `${v ?? ''} (${row.bindTenantId})`,
          },
          {
            title: t('sysAdmin.openAccess.user'),
            dataIndex: 'bindUserAccount',
            render: (v: string | null, row) => `${v ?? ''} (${row.bindUserId})`,
          },
          {
            title: t('sysAdmin.openAccess.status'),
            dataIndex: 'status',
            render: (v: number) =>
              v === 1 ? (
                <Tag color="success">{t('sysAdmin.openAccess.enabled')}</Tag>
              ) : (
                <Tag color="error">{t('sysAdmin.openAccess.disabled')}</Tag>
              ),
          },
          { title: t('sysAdmin.openAccess.remark'), dataIndex: 'remark' },
          { title: t('sysAdmin.openAccess.createTime'), dataIndex: 'createTime' },
          {
            title: t('sysAdmin.actions'),
            key: '_actions',
            render: (_: unknown, row) => (
              <Space size={0}>
                <Auth value="sysOpenAccess:update">
                  <Button type="link" size="small" onClick={() => open({ kind: 'edit', row })}>
                    {t('sysAdmin.openAccess.edit')}
                  </Button>
                </Auth>
                <Auth value="sysOpenAccess:secret">
                  <Popconfirm
                    title={t('sysAdmin.openAccess.secretConfirm')}
                    onConfirm={async () => setIssued(await sysOpenAccessApi.secret(row.id))}
                  >
                    <Button type="link" size="small" icon={<KeyOutlined />}>
                      {t('sysAdmin.openAccess.secret')}
                    </Button>
                  </Popconfirm>
                </Auth>
                <Auth value="sysOpenAccess:delete">
                  <Popconfirm
                    title={t('sysAdmin.openAccess.deleteConfirm')}
                    onConfirm={async () => {
                      await sysOpenAccessApi.delete(row.id);
                      void message.success(t('sysAdmin.openAccess.deleted'));
                      await query.refetch();
                    }}
                  >
                    <Button type="link" size="small" danger>
                      {t('sysAdmin.openAccess.delete')}
                    </Button>
                  </Popconfirm>
                </Auth>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing?.kind === 'edit' ? t('sysAdmin.openAccess.edit') : t('sysAdmin.openAccess.add')}
        onCancel={() => setEditing(null)}
        onOk={() => void submit()}
        confirmLoading={saving}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item name="bindTenantId" label={t('sysAdmin.openAccess.tenantId')} rules={required}>
            <InputNumber style={{ width: '100%' }} min={1} precision={0} stringMode={false} />
          </Form.Item>
          <Form.Item name="bindUserId" label={t('sysAdmin.openAccess.userId')} rules={required}>
            <InputNumber style={{ width: '100%' }} min={1} precision={0} />
          </Form.Item>
          <Form.Item name="status" label={t('sysAdmin.openAccess.status')}>
            <Radio.Group
              options={[
                { value: 1, label: t('sysAdmin.openAccess.enabled') },
                { value: 2, label: t('sysAdmin.openAccess.disabled') },
              ]}
            />
          </Form.Item>
          <Form.Item name="remark" label={t('sysAdmin.openAccess.remark')}>
            <Input.TextArea maxLength={256} rows={2} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={issued !== null}
        title={t('sysAdmin.openAccess.secretTitle')}
        onCancel={() => setIssued(null)}
        footer={<Button onClick={() => setIssued(null)}>{t('sysAdmin.close')}</Button>}
      >
        {issued && (
          <Space orientation="vertical" style={{ width: '100%' }} data-testid="issued-secret">
            <Alert type="warning" showIcon message={t('sysAdmin.openAccess.secretHint')} />
            <div>
              {t('sysAdmin.openAccess.accessKey')}:{' '}
              <Typography.Text copyable code>
                {issued.accessKey}
              </Typography.Text>
            </div>
            <div>
              {t('sysAdmin.openAccess.accessSecret')}:{' '}
              <Typography.Text copyable code>
                {issued.accessSecret}
              </Typography.Text>
            </div>
          </Space>
        )}
      </Modal>
    </Card>
  );
}
