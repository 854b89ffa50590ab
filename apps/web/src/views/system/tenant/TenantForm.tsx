import {
  CAROUSEL_MAX_IMAGES,
  type TenantAddBody,
  type TenantRow,
  tenantAddSchema,
  tenantPasswordSchema,
} from '@printfloor/contract';
import { Col, Divider, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { sysTenantApi } from '../../../api/sysTenant.ts';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { ImageInput, ImageListInput } from '../../../components/resource/ImageInput.tsx';
import { useLanguage } from '../../../components/resource/lang.ts';
import { contractRule } from '../../../components/resource/validation.ts';

/** Adds a tenant (kind, code, admin account and password) or edits its name, contacts and branding. */
export function TenantForm({ row, onClose }: { row: TenantRow | 'new' | null; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const shape = tenantAddSchema.shape;
  // Each field is checked by the contract's own rule (same as the server), message in the user's language.
  const rule = (key: keyof typeof shape, labelKey: string) => [contractRule(shape[key], lang, t(labelKey))];
  const editing = row && row !== 'new' ? row : null;
  const initial = editing
    ? { ...editing, carousel: editing.carousel ?? [] }
    : { kind: 'factory', orderNo: 100, isCopyright: true, isCarousel: false, carousel: [] };
  return (
    <FormDrawer<TenantAddBody>
      open={!!row}
      width={820}
      title={editing ? t('tenant.edit') : t('tenant.add')}
      initialValues={initial}
      okTestId="tenant-save"
      savedMessage={t('tenant.saved')}
      onClose={onClose}
      onSubmit={async (values) => {
        const carousel = Array.isArray(values.carousel) ? values.carousel : [];
        const body = { ...values, carousel };
        if (editing) await sysTenantApi.update({ ...body, id: editing.id });
        else await sysTenantApi.add(body);
      }}
    >
      <Row gutter={16}>
        {!editing && (
          <>
            <Col span={12}>
              <Form.Item name="kind" label={t('tenant.kind')} rules={rule('kind', 'tenant.kind')} required>
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
              <Form.Item name="code" label={t('tenant.code')} rules={rule('code', 'tenant.code')} required>
                <Input data-testid="tenant-code" />
              </Form.Item>
            </Col>
          </>
        )}
        <Col span={12}>
          <Form.Item name="name" label={t('tenant.name')} rules={rule('name', 'tenant.name')} required>
            <Input data-testid="tenant-name" />
          </Form.Item>
        </Col>
        {!editing && (
          <>
            <Col span={12}>
              <Form.Item
                name="adminAccount"
                label={t('tenant.adminAccount')}
                rules={rule('adminAccount', 'tenant.adminAccount')}
                required
              >
                <Input data-testid="tenant-admin-account" autoComplete="off" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="adminPassword"
                label={t('tenant.adminPassword')}
                rules={[
                  ...rule('adminPassword', 'tenant.adminPassword'),
                  contractRule(tenantPasswordSchema, lang, t('tenant.adminPassword')),
                ]}
                required
              >
                <Input.Password data-testid="tenant-admin-password" autoComplete="new-password" />
              </Form.Item>
            </Col>
          </>
        )}
        <Col span={12}>
          <Form.Item name="phone" label={t('tenant.phone')} rules={rule('phone', 'tenant.phone')}>
            <Input data-testid="tenant-phone" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="email" label={t('tenant.email')} rules={rule('email', 'tenant.email')}>
            <Input data-testid="tenant-email" />
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
          <Form.Item name="logo" label={t('tenant.logo')}>
            <ImageInput />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="mlogo" label={t('tenant.mlogo')}>
            <ImageInput />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="title" label={t('tenant.title')} rules={rule('title', 'tenant.title')}>
            <Input />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="viceTitle" label={t('tenant.viceTitle')} rules={rule('viceTitle', 'tenant.viceTitle')}>
            <Input />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="mviceTitle" label={t('tenant.mviceTitle')} rules={rule('mviceTitle', 'tenant.mviceTitle')}>
            <Input />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="copyright" label={t('tenant.copyright')} rules={rule('copyright', 'tenant.copyright')}>
            <Input />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="copyrightInfo"
            label={t('tenant.copyrightInfo')}
            rules={rule('copyrightInfo', 'tenant.copyrightInfo')}
          >
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
          <Form.Item name="carousel" label={t('tenant.carousel')}>
            <ImageListInput max={CAROUSEL_MAX_IMAGES} />
          </Form.Item>
        </Col>
      </Row>
    </FormDrawer>
  );
}
