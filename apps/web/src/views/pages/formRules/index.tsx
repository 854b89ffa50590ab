import { fieldSchema, type ValidatorName } from '@printfloor/contract';
import { App, Button, Card, Col, Form, type FormInstance, Input, Row, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../components/resource/lang.ts';
import { contractRule } from '../../../components/resource/validation.ts';
import { DemoCard } from '../../fun/DemoCard.tsx';

/** The three sub-forms and their fields: each field checked by one of the contract's named validators. */
const GROUPS = [
  {
    key: 'account',
    fields: [
      ['account', 'account', 'factory01'],
      ['password', 'password', 'Print2026'],
      ['fullName', 'fullName', '张伟'],
      ['idCard', 'idCard', '11010519491231002X'],
    ],
  },
  {
    key: 'contact',
    fields: [
      ['phone', 'phone', '13800138000'],
      ['telPhone', 'telPhone', '0755-12345678'],
      ['email', 'email', 'orders@printfloor.local'],
      ['website', 'httpUrl', 'https://printfloor.local'],
    ],
  },
  {
    key: 'device',
    fields: [
      ['postalCode', 'postalCode', '518000'],
      ['ip', 'ip', '192.168.1.20'],
      ['carNum', 'carNum', '粤B12345'],
    ],
  },
] as const satisfies readonly { key: string; fields: readonly (readonly [string, ValidatorName, string])[] }[];

function schemaOf(name: ValidatorName) {
  return fieldSchema({
    key: name,
    column: name,
    type: 'string',
    label: { 'zh-CN': name, en: name, 'zh-TW': name, 'pt-BR': name },
    required: true,
    max: 128,
    validators: [name],
  });
}

/**
 * Form-rules demo (menu formRules): three sub-forms validated by the contract's named validators,
 * the same rules and messages the server applies; "submit" checks all three at once.
 */
export default function FormRulesDemo() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { message } = App.useApp();
  const [account] = Form.useForm();
  const [contact] = Form.useForm();
  const [device] = Form.useForm();
  const forms: Record<(typeof GROUPS)[number]['key'], FormInstance> = { account, contact, device };

  const submit = async () => {
    const results = await Promise.allSettled(GROUPS.map((g) => forms[g.key].validateFields()));
    if (results.every((r) => r.status === 'fulfilled')) void message.success(t('demo.formRules.valid'));
    else
      void message.error(t('demo.formRules.invalid', { count: results.filter((r) => r.status === 'rejected').length }));
  };
  const fillSample = () => {
    for (const g of GROUPS)
      forms[g.key].setFieldsValue(Object.fromEntries(g.fields.map(([name, , sample]) => [name, sample])));
  };
  const reset = () => {
    for (const g of GROUPS) forms[g.key].resetFields();
  };

  return (
    <DemoCard title={t('demo.formRules.title')} hint={t('demo.formRules.hint')} testId="demo-form-rules">
      <Row gutter={[16, 16]}>
        {GROUPS.map((g) => (
          <Col xs={24} xl={8} key={g.key}>
            <Card size="small" title={t(`demo.formRules.group.${g.key}`)} data-testid={`form-rules-${g.key}`}>
              <Form form={forms[g.key]} layout="vertical">
                {g.fields.map(([name, validator]) => {
                  const label = t(`demo.formRules.field.${name}`);
                  return (
                    <Form.Item
                      key={name}
                      name={name}
                      label={label}
                      rules={[contractRule(schemaOf(validator), lang, label)]}
                    >
                      <Input data-testid={`form-rules-${name}`} />
                    </Form.Item>
                  );
                })}
              </Form>
            </Card>
          </Col>
        ))}
      </Row>
      <Space style={{ marginTop: 16 }}>
        <Button type="primary" onClick={() => void submit()} data-testid="form-rules-submit">
          {t('demo.formRules.submit')}
        </Button>
        <Button onClick={fillSample} data-testid="form-rules-sample">
          {t('demo.formRules.sample')}
        </Button>
        <Button onClick={reset}>{t('demo.formRules.reset')}</Button>
      </Space>
    </DemoCard>
  );
}
