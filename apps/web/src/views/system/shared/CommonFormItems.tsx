import { COMMON_LABELS, Status } from '@printfloor/contract';
import { Col, Form, Input, InputNumber, Radio, type RadioGroupProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { localized, useLanguage } from '../../../components/resource/lang.ts';

/**
 * Form items shared by the hand-written identity forms (org, role, user): the order number, the
 * enable/disable status and the remark, in this order at the end of a 2-column `Row`. Field names
 * `orderNo`, `status`, `remark` (so the DOM ids stay `#orderNo`, `#status`, `#remark`).
 */
export function OrderStatusRemarkItems() {
  const { t } = useTranslation();
  return (
    <>
      <Col span={12}>
        <Form.Item name="orderNo" label={t('identity.user.orderNo')}>
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="status" label={t('identity.user.status')}>
          <StatusRadio />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="remark" label={t('identity.user.remark')}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Col>
    </>
  );
}

/** Enable / disable radio buttons (Status.Enable = 1, Status.Disable = 2); a Form.Item control. */
export function StatusRadio(props: Omit<RadioGroupProps, 'options'>) {
  const lang = useLanguage();
  return (
    <Radio.Group
      {...props}
      options={[
        { value: Status.Enable, label: localized(COMMON_LABELS.enable, lang) },
        { value: Status.Disable, label: localized(COMMON_LABELS.disable, lang) },
      ]}
    />
  );
}

/**
 * A required password field (masked). `current`: the user's present password (browser autofill
 * hint `current-password`); otherwise a new one (`new-password`). The match of a new password and
 * its repeat is checked by the contract schema of the form (e.g. changePwdFormSchema).
 */
export function PasswordItem({ name, label, current }: { name: string; label: string; current?: boolean }) {
  return (
    <Form.Item name={name} label={label} required>
      <Input.Password autoComplete={current ? 'current-password' : 'new-password'} />
    </Form.Item>
  );
}

/** The sex of a person (1 male, 2 female, 3 other), in a 2-column `Row`; field `sex`. */
export function SexItem() {
  const { t } = useTranslation();
  return (
    <Col span={12}>
      <Form.Item name="sex" label={t('identity.user.sex')}>
        <Radio.Group
          options={[
            { value: 1, label: t('identity.user.male') },
            { value: 2, label: t('identity.user.female') },
            { value: 3, label: t('identity.user.other') },
          ]}
        />
      </Form.Item>
    </Col>
  );
}
