import { App, Col, Divider, Form, Input, InputNumber, Modal, Row, Select, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sysTenantApi, type TenantRow } from '../../../api/sysTenant.ts';

/** Image fields are addresses: an absolute http(s) URL or a path of our file store. */
/** Example shown in the image-address inputs (not translated: it is a URL). */
const URL_HINT = 'https://…';

const imageRule = { pattern: /^(https?:\/\/|\/)\S*$/i };

/** Adds a tenant (kind, code, admin account and password) or edits its name, contacts and branding. */
export function TenantForm({ row, onClose }: { row: TenantRow | 'new' | null; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const editing = row && row !== 'new' ? row : null;
  const initial = editing
    ? { ...editing, carousel: (editing.carousel ?? []).join('\n') }
    : { kind: 'factory', orderNo: 100, isCopyright: true, isCarousel: false };
  return (
    <Modal
      open={!!row}
      width={820}
      title={editing ? t('tenant.edit') : t('tenant.add')}
      destroyOnHidden
      confirmLoading={saving}
      onCancel={() => onClose(false)}
      onOk={() => form.submit()}
      okButtonProps={{ 'data-testid': 'tenant-save' } as never}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={async (values: Record<string, unknown>) => {
          const carousel = String(values.carousel ?? '')
            .split('\n')
            .map((s) => s.trim())
            .filter(Boolean);
          const body = { ...values, carousel };
          setSaving(true);
          try {
            if (editing) await sysTenantApi.update({ ...body, id: editing.id });
            else await sysTenantApi.add(body);
            void message.success(t('tenant.saved'));
            onClose(true);
          } finally {
            setSaving(false);
          }
        }}
      >
        <Row gutter={16}>
          {!editing && (
            <>
              <Col span={12}>
                <Form.Item name="kind" label={t('tenant.kind')} rules={[{ required: true }]}>
                  <Select
                    data-testid="tenant-kind"
                    options={(['factory', 'merchant'] as const).map((k) => ({
                      value: k,
                      label: t(`tenant.kinds.${k}`),
                    }))}
                  />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item
                  name="code"
                  label={t('tenant.code')}
                  rules={[{ required: true, pattern: /^[A-Za-z][A-Za-z0-9_-]{1,31}$/ }]}
                >
                  <Input data-testid="tenant-code" />
                </Form.Item>
              </Col>
            </>
          )}
          <Col span={12}>
            <Form.Item name="name" label={t('tenant.name')} rules={[{ required: true, max: 64 }]}>
              <Input data-testid="tenant-name" />
            </Form.Item>
          </Col>
          {!editing && (
            <>
              <Col span={12}>
                <Form.Item
                  name="adminAccount"
                  label={t('tenant.adminAccount')}
                  rules={[{ required: true, pattern: /^[A-Za-z][A-Za-z0-9_]{4,15}$/ }]}
                >
                  <Input data-testid="tenant-admin-account" autoComplete="off" />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item
                  name="adminPassword"
                  label={t('tenant.adminPassword')}
                  rules={[{ required: true, min: 6, max: 16 }]}
                >
                  <Input.Password data-testid="tenant-admin-password" autoComplete="new-password" />
                </Form.Item>
              </Col>
            </>
          )}
          <Col span={12}>
            <Form.Item name="phone" label={t('tenant.phone')} rules={[{ pattern: /^1[3-9]\d{9}$/ }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="email" label={t('tenant.email')} rules={[{ type: 'email' }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="orderNo" label={t('tenant.orderNo')}>
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={t('tenant.remark')}>
              <Input.TextArea rows={2} maxLength={256} />
            </Form.Item>
          </Col>
        </Row>
        <Divider>{t('tenant.branding')}</Divider>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="logo" label={t('tenant.logo')} rules={[imageRule]}>
              <Input placeholder={URL_HINT} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="mlogo" label={t('tenant.mlogo')} rules={[imageRule]}>
              <Input placeholder={URL_HINT} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="title" label={t('tenant.title')} rules={[{ max: 64 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="viceTitle" label={t('tenant.viceTitle')} rules={[{ max: 128 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="mviceTitle" label={t('tenant.mviceTitle')} rules={[{ max: 256 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="copyright" label={t('tenant.copyright')} rules={[{ max: 256 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="copyrightInfo" label={t('tenant.copyrightInfo')} rules={[{ max: 256 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="isCopyright" label={t('tenant.isCopyright')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="isCarousel" label={t('tenant.isCarousel')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="carousel"
              label={t('tenant.carousel')}
              rules={[
                {
                  validator: async (_, v) =>
                    String(v ?? '')
                      .split('\n')
                      .map((s) => s.trim())
                      .filter(Boolean)
                      .every((s) => imageRule.pattern.test(s))
                      ? undefined
                      : Promise.reject(new Error(URL_HINT)),
                },
              ]}
            >
              <Input.TextArea rows={3} placeholder={URL_HINT} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
