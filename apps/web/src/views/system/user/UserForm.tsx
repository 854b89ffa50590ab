import { AccountType, COMMON_LABELS, Status, userAddFormSchema, userUpdateSchema } from '@printfloor/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Col, Drawer, Form, Input, InputNumber, Radio, Row, Select, Space, TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../api/request.ts';
import { sysRoleApi } from '../../../api/sysRole.ts';
import { type SysUserRow, sysUserApi } from '../../../api/sysUser.ts';
import { useAuth } from '../../../components/auth/useAuth.ts';
import { localized, useLanguage } from '../../../components/resource/lang.ts';
import { validateWith } from '../../../components/resource/validation.ts';
import { encryptLockPassword } from '../../../layout/lockScreen/encrypt.ts';
import { toTreeOptions, useOrgTree } from '../org/orgTree.ts';

const FIELDS = [
  'account',
  'password',
  'realName',
  'nickName',
  'phone',
  'email',
  'sex',
  'birthday',
  'accountType',
  'orgId',
  'posId',
  'roleIdList',
  'jobNum',
  'orderNo',
  'status',
  'remark',
] as const;

export function useAccountTypeOptions() {
  const { t } = useTranslation();
  return [
    { value: AccountType.SysAdmin, label: t('identity.user.typeSysAdmin') },
    { value: AccountType.NormalUser, label: t('identity.user.typeNormal') },
    { value: AccountType.Member, label: t('identity.user.typeMember') },
    { value: AccountType.Other, label: t('identity.user.typeOther') },
  ];
}

/** Add / edit drawer of a user: organisation, position, roles; the password only on add (SM2 like login). */
export function UserForm({
  user,
  defaultOrgId,
  onClose,
  onSaved,
}: {
  user: SysUserRow | 'new' | null;
  defaultOrgId?: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { message } = App.useApp();
  const { auth } = useAuth();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const open = !!user;
  const isNew = user === 'new';
  const orgTree = useOrgTree(open && auth('sysOrg:list'));
  const roles = useQuery({ queryKey: ['sysRole', 'list'], queryFn: () => sysRoleApi.list(), enabled: open });
  const positions = useQuery({
    queryKey: ['sysPos', 'list'],
    queryFn: () => http.get<Array<{ id: number; name: string }>>('/api/sysPos/list', undefined, { silent: true }),
    enabled: open && auth('sysPos:list'),
  });
  const accountTypes = useAccountTypeOptions();

  useEffect(() => {
    if (!user) return;
    form.resetFields();
    if (user === 'new') {
      form.setFieldsValue({
        accountType: AccountType.NormalUser,
        orderNo: 100,
        status: Status.Enable,
        orgId: defaultOrgId,
        roleIdList: [],
      });
    } else {
      form.setFieldsValue(user);
      void sysUserApi.ownRoleList(user.id).then((ids) => form.setFieldValue('roleIdList', ids));
    }
  }, [user, form, defaultOrgId]);

  const labels: Record<string, string> = {
    account: t('identity.user.account'),
    password: t('identity.user.password'),
    realName: t('identity.user.realName'),
    nickName: t('identity.user.nickName'),
    phone: t('identity.user.phone'),
    email: t('identity.user.email'),
    birthday: t('identity.user.birthday'),
    orgId: t('identity.user.org'),
    jobNum: t('identity.user.jobNum'),
    orderNo: t('identity.user.orderNo'),
    remark: t('identity.user.remark'),
  };

  const submit = async () => {
    if (!user) return;
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    const body: Record<string, unknown> = Object.fromEntries(
      FIELDS.filter((k) => isNew || k !== 'password').map((k) => [k, values[k] ?? null]),
    );
    const schema = isNew ? userAddFormSchema : userUpdateSchema;
    const errors = validateWith(schema, user === 'new' ? body : { ...body, id: user.id }, lang, (k) => labels[k]);
    form.setFields(FIELDS.map((k) => ({ name: k, errors: errors[k] ?? [] })));
    if (Object.keys(errors).length) return;
    setBusy(true);
    try {
      if (user === 'new') {
        await sysUserApi.add({ ...body, password: await encryptLockPassword(String(body.password)) });
      } else {
        await sysUserApi.update({ ...body, id: user.id });
      }
      void message.success(t('resource.saved'));
      onSaved();
    } catch {
      /* shown by the request layer */
    } finally {
      setBusy(false);
    }
  };

  return (
    <Drawer
      open={open}
      size={720}
      title={isNew ? t('identity.user.addTitle') : t('identity.user.editTitle')}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('resource.cancel')}</Button>
          <Button type="primary" loading={busy} onClick={submit} data-testid="user-form-submit">
            {t('resource.submit')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" data-testid="user-form">
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="account" label={labels.account} required>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          {isNew && (
            <Col span={12}>
              <Form.Item name="password" label={labels.password} required>
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </Col>
          )}
          <Col span={12}>
            <Form.Item name="realName" label={labels.realName} required>
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="nickName" label={labels.nickName}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="phone" label={labels.phone}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="email" label={labels.email}>
              <Input />
            </Form.Item>
          </Col>
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
          <Col span={12}>
            <Form.Item name="birthday" label={labels.birthday}>
              <Input type="date" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="orgId" label={labels.orgId} required>
              <TreeSelect
                treeData={toTreeOptions(orgTree.data ?? [])}
                treeDefaultExpandAll
                showSearch={{ treeNodeFilterProp: 'title' }}
                loading={orgTree.isFetching}
                data-testid="user-form-org"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="posId" label={t('identity.user.pos')}>
              <Select
                allowClear
                options={(positions.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
                loading={positions.isFetching}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="accountType" label={t('identity.user.accountType')}>
              <Select options={accountTypes} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="roleIdList" label={t('identity.user.roles')}>
              <Select
                mode="multiple"
                allowClear
                optionFilterProp="label"
                options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
                data-testid="user-form-roles"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="jobNum" label={labels.jobNum}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="orderNo" label={labels.orderNo}>
              <InputNumber precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="status" label={t('identity.user.status')}>
              <Radio.Group
                options={[
                  { value: Status.Enable, label: localized(COMMON_LABELS.enable, lang) },
                  { value: Status.Disable, label: localized(COMMON_LABELS.disable, lang) },
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={labels.remark}>
              <Input.TextArea rows={2} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Drawer>
  );
}
