import { LANGUAGES, type LocalizedText, type PluginField, type PluginRow } from '@printfloor/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Drawer, Form, Input, InputNumber, Select, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionMutation } from '../../../api/mutation.ts';
import { sysPluginApi } from '../../../api/sysCodeGen.ts';
import { sysTenantApi } from '../../../api/sysTenant.ts';
import { Auth } from '../../../components/auth/Auth.tsx';
import { useAuth } from '../../../components/auth/useAuth.ts';

const textIn = (text: LocalizedText, lang: string) =>
  text[(LANGUAGES as readonly string[]).includes(lang) ? (lang as keyof LocalizedText) : 'zh-CN'];

/** The input of one declared field. */
function FieldInput({ field }: { field: PluginField }) {
  if (field.type === 'boolean') return <Switch />;
  if (field.type === 'integer') return <InputNumber min={field.min} max={field.max} precision={0} />;
  return <Input maxLength={field.maxLength ?? 256} />;
}

/** The configuration form of a plugin, rendered from its declared fields. */
function ConfigDrawer({ plugin, onClose }: { plugin: PluginRow | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<PluginRow['config']>();
  const save = useActionMutation(
    (config: PluginRow['config']) =>
      sysPluginApi.update({
        id: plugin?.id ?? '',
        tenantId: plugin?.tenantId,
        enabled: plugin?.enabled ?? true,
        config,
      }),
    { success: t('sysPlugin.saved'), invalidate: [['sysPlugin']], onSuccess: onClose },
  );
  return (
    <Drawer
      open={!!plugin}
      onClose={onClose}
      destroyOnHidden
      title={plugin ? `${textIn(plugin.title, i18n.language)} · ${t('sysPlugin.configure')}` : ''}
      extra={
        <Button type="primary" loading={save.busy} onClick={() => form.submit()} data-testid="plugin-config-save">
          {t('sysPlugin.save')}
        </Button>
      }
    >
      <Form form={form} layout="vertical" initialValues={plugin?.config} onFinish={(v) => void save.run(v)}>
        {plugin?.fields.map((field) => (
          <Form.Item
            key={field.key}
            name={field.key}
            label={textIn(field.label, i18n.language)}
            extra={field.help ? textIn(field.help, i18n.language) : undefined}
            valuePropName={field.type === 'boolean' ? 'checked' : 'value'}
            rules={field.required ? [{ required: true }] : []}
          >
            <FieldInput field={field} />
          </Form.Item>
        ))}
      </Form>
    </Drawer>
  );
}

/**
 * Plugins (menu sysPlugin, component /system/plugin/index): the optional parts of the system with
 * version and state in a tenant — enabled or disabled per tenant, with their configuration forms.
 * The platform administrator picks the tenant.
 */
export default function PluginPage() {
  const { t, i18n } = useTranslation();
  const { auth } = useAuth();
  const [tenantId, setTenantId] = useState<number | undefined>(undefined);
  const [configuring, setConfiguring] = useState<PluginRow | null>(null);
  const tenants = useQuery({
    queryKey: ['sysPlugin', 'tenants'],
    queryFn: () => sysTenantApi.page({ page: 1, pageSize: 200 }),
    enabled: auth('sysTenant:page'),
  });
  const plugins = useQuery({ queryKey: ['sysPlugin', 'page', tenantId], queryFn: () => sysPluginApi.page(tenantId) });
  const toggle = useActionMutation(
    (row: PluginRow) =>
      sysPluginApi.update({ id: row.id, tenantId: row.tenantId, enabled: !row.enabled, config: row.config }),
    { success: t('sysPlugin.saved'), invalidate: [['sysPlugin']] },
  );
  return (
    <Card
      size="small"
      title={t('sysPlugin.title')}
      data-testid="plugin-page"
      extra={
        tenants.data && (
          <Select
            style={{ width: 260 }}
            placeholder={t('sysPlugin.ownTenant')}
            allowClear
            value={tenantId}
            onChange={setTenantId}
            data-testid="plugin-tenant"
            options={tenants.data.items.map((x) => ({ value: x.id, label: `${x.name} (${x.code})` }))}
          />
        )
      }
    >
      <Alert type="info" showIcon title={t('sysPlugin.hint')} style={{ marginBottom: 12 }} />
      <Table<PluginRow>
        size="small"
        rowKey="id"
        loading={plugins.isLoading}
        dataSource={plugins.data ?? []}
        pagination={false}
        data-testid="plugin-list"
        columns={[
          { title: t('sysPlugin.name'), key: 'name', render: (_, row) => <b>{textIn(row.title, i18n.language)}</b> },
          {
            title: t('sysPlugin.kind'),
            dataIndex: 'kind',
            render: (v: string) => <Tag>{t(`sysPlugin.kind_${v}`)}</Tag>,
          },
          { title: t('sysPlugin.version'), dataIndex: 'version' },
          {
            title: t('sysPlugin.state'),
            key: 'enabled',
            render: (_, row) => (
              <Switch
                checked={row.enabled}
                disabled={!auth('sysPlugin:update')}
                loading={toggle.busy && toggle.variables?.id === row.id}
                onChange={() => void toggle.run(row)}
                checkedChildren={t('sysPlugin.enabled')}
                unCheckedChildren={t('sysPlugin.disabled')}
                data-testid={`plugin-toggle-${row.id}`}
              />
            ),
          },
          {
            title: t('sysPlugin.actions'),
            key: 'actions',
            render: (_, row) =>
              row.fields.length ? (
                <Auth value="sysPlugin:update">
                  <Button size="small" type="link" onClick={() => setConfiguring(row)}>
                    {t('sysPlugin.configure')}
                  </Button>
                </Auth>
              ) : null,
          },
        ]}
      />
      <ConfigDrawer plugin={configuring} onClose={() => setConfiguring(null)} />
    </Card>
  );
}
