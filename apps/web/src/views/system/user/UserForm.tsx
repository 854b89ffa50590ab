import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  AccountType,
  type Language,
  MAX_EXT_ORGS,
  Status,
  type UserAddBody,
  userAddFormSchema,
  userUpdateSchema,
} from '@printfloor/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Col, Divider, Drawer, Form, Input, InputNumber, Row, Select } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { http, takeFieldErrors } from '../../../api/request.ts';
import { roleKeys, sysRoleApi } from '../../../api/sysRole.ts';
import { sysUserApi, type UserExtOrgRow, type UserRow } from '../../../api/sysUser.ts';
import { useAuth } from '../../../components/auth/useAuth.ts';
import { DrawerFooter } from '../../../components/DrawerFooter.tsx';
import { DateInput } from '../../../components/resource/inputs.tsx';
import { useLanguage } from '../../../components/resource/lang.ts';
import { translateValidation, validateWith, validInput, zodErrorMap } from '../../../components/resource/validation.ts';
import { encryptWithServerKey } from '../../../utils/passwordCrypto.ts';
import { OrgTreeSelect } from '../org/OrgTreeSelect.tsx';
import { OrderStatusRemarkItems, PasswordItem, SexItem } from '../shared/CommonFormItems.tsx';

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
  'extOrgIdList',
] as const;

/** Columns of an extension-org row (UserExtOrgRow), as the form and extOrgIdList name them. */
const EXT_ORG_FIELDS = ['orgId', 'posId', 'jobNum', 'posLevel', 'joinDate'] as const;
type ExtOrgRow = Partial<Record<(typeof EXT_ORG_FIELDS)[number], unknown>>;

/** Form rows → extOrgIdList (blank cells as null, so the schema applies its own defaults). */
function extOrgBody(rows: unknown): Record<string, unknown>[] {
  return (Array.isArray(rows) ? (rows as (ExtOrgRow | undefined)[]) : []).map((row) =>
    Object.fromEntries(EXT_ORG_FIELDS.map((k) => [k, row?.[k] ?? null])),
  );
}

/**
 * Messages of the extension-org cells (`extOrgIdList.2.orgId` → field ['extOrgIdList', 2, 'orgId']),
 * translated with the column label in front of fragments; list-level messages under ['extOrgIdList'].
 */
function extOrgErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  lang: Language,
  labelOf: (column: string) => string | undefined,
): Array<{ name: NamePath; errors: string[] }> {
  const out = new Map<string, { name: NamePath; errors: string[] }>();
  for (const issue of issues) {
    const [head, index, column] = issue.path;
    if (head !== 'extOrgIdList') continue;
    const name: NamePath = column === undefined ? ['extOrgIdList'] : ['extOrgIdList', Number(index), String(column)];
    const text = translateValidation(issue.message, lang, column === undefined ? undefined : labelOf(String(column)));
    const entry = out.get(JSON.stringify(name)) ?? { name, errors: [] };
    if (!entry.errors.includes(text)) entry.errors.push(text);
    out.set(JSON.stringify(name), entry);
  }
  return [...out.values()];
}

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
  user: UserRow | 'new' | null;
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
  /** Editing: the extension orgs were read, so the list may be sent (absent = left unchanged). */
  const [extOrgsLoaded, setExtOrgsLoaded] = useState(false);
  const roles = useQuery({ queryKey: roleKeys.list(), queryFn: () => sysRoleApi.list(), enabled: open });
  const positions = useQuery({
    queryKey: ['sysPos', 'list'],
    queryFn: () => http.get<Array<{ id: number; name: string }>>('/api/sysPos/list', undefined, { silent: true }),
    enabled: open && auth('sysPos:list'),
  });
  const accountTypes = useAccountTypeOptions();
  // After the first save attempt, every change checks again: messages follow the input (issue 12).
  const submitted = useRef(false);

  useEffect(() => {
    if (!user) return;
    submitted.current = false;
    form.resetFields();
    setExtOrgsLoaded(false);
    if (user === 'new') {
      form.setFieldsValue({
        accountType: AccountType.NormalUser,
        orderNo: 100,
        status: Status.Enable,
        orgId: defaultOrgId,
        roleIdList: [],
        extOrgIdList: [],
      });
    } else {
      form.setFieldsValue(user);
      void sysUserApi.ownRoleList(user.id).then((ids) => form.setFieldValue('roleIdList', ids));
      let current = true;
      sysUserApi
        .ownExtOrgList(user.id)
        .then((list: UserExtOrgRow[]) => {
          if (!current) return;
          form.setFieldValue(
            'extOrgIdList',
            list.map((row) => Object.fromEntries(EXT_ORG_FIELDS.map((k) => [k, row[k] ?? undefined]))),
          );
          setExtOrgsLoaded(true);
        })
        .catch(() => {
          /* shown by the request layer; the list is then not sent (left unchanged) */
        });
      return () => {
        current = false;
      };
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
    extOrgIdList: t('identity.user.extOrgs'),
  };
  const extOrgLabels: Record<string, string> = {
    orgId: t('identity.user.org'),
    posId: t('identity.user.pos'),
    jobNum: t('identity.user.jobNum'),
    posLevel: t('identity.user.posLevel'),
    joinDate: t('identity.user.joinDate'),
  };
  const positionOptions = (positions.data ?? []).map((p) => ({ value: p.id, label: p.name }));

  /** Clears old messages of the fields and the extension-org cells, then shows `errors`. */
  const showErrors = (errors: Record<string, string[]>, cells: Array<{ name: NamePath; errors: string[] }>) => {
    const rows = extOrgBody(form.getFieldValue('extOrgIdList'));
    form.setFields([
      ...FIELDS.filter((k) => k !== 'extOrgIdList').map((k) => ({ name: k, errors: errors[k] ?? [] })),
      { name: 'extOrgIdList', errors: [] },
      ...rows.flatMap((_, i) => EXT_ORG_FIELDS.map((k) => ({ name: ['extOrgIdList', i, k], errors: [] }))),
      ...cells,
    ]);
  };

  /** The add / update body of the form's values. */
  const bodyOf = (): Record<string, unknown> => {
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    const body: Record<string, unknown> = Object.fromEntries(
      FIELDS.filter((k) => isNew || k !== 'password').map((k) => [k, values[k] ?? null]),
    );
    // Editing before the extension orgs were read: leave them unchanged rather than clear them.
    if (isNew || extOrgsLoaded) body.extOrgIdList = extOrgBody(values.extOrgIdList);
    else delete body.extOrgIdList;
    return body;
  };

  /** Checks the form with the contract's schema and shows the messages (fields and extension-org cells). */
  const validate = (): Record<string, string[]> => {
    if (!user) return {};
    const body = bodyOf();
    const schema: z.ZodType = isNew ? userAddFormSchema : userUpdateSchema;
    const input = user === 'new' ? body : { ...body, id: user.id };
    const errors = validateWith(schema, input, lang, (k) => labels[k]);
    const parsed = schema.safeParse(input, { error: zodErrorMap(lang) });
    showErrors(errors, parsed.success ? [] : extOrgErrors(parsed.error.issues, lang, (k) => extOrgLabels[k]));
    return errors;
  };
  const submit = async () => {
    if (!user) return;
    submitted.current = true;
    const body = bodyOf();
    if (Object.keys(validate()).length) return;
    setBusy(true);
    try {
      if (user === 'new') {
        // The values passed userAddFormSchema; the password travels SM2-encrypted as Admin.NET's does.
        const password = await encryptWithServerKey(String(body.password));
        await sysUserApi.add({ ...(body as UserAddBody), password });
      } else {
        const update = validInput(userUpdateSchema, { ...body, id: user.id });
        if (update) await sysUserApi.update(update);
      }
      void message.success(t('resource.saved'));
      onSaved();
    } catch (error) {
      // A refusal naming fields goes onto them, and only there (no toast besides); others were toasted.
      const fields = takeFieldErrors(error, (k) => (FIELDS as readonly string[]).includes(k) || k.includes('.'));
      if (fields) {
        const top = Object.fromEntries(Object.entries(fields).filter(([k]) => !k.includes('.')));
        const cells = Object.entries(fields)
          .filter(([k]) => k.startsWith('extOrgIdList.'))
          .map(([k, errs]) => ({
            name: k.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)) as NamePath,
            errors: errs,
          }));
        showErrors(top, cells);
      }
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
      footer={<DrawerFooter busy={busy} onCancel={onClose} onSave={submit} saveTestId="user-form-submit" />}
    >
      <Form
        form={form}
        layout="vertical"
        data-testid="user-form"
        onValuesChange={() => {
          if (submitted.current) validate();
        }}
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="account" label={labels.account} required>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          {isNew && (
            <Col span={12}>
              <PasswordItem name="password" label={labels.password} />
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
          <SexItem />
          <Col span={12}>
            <Form.Item name="birthday" label={labels.birthday}>
              <DateInput />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="orgId" label={labels.orgId} required>
              <OrgTreeSelect enabled={auth('sysOrg:list')} data-testid="user-form-org" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="posId" label={t('identity.user.pos')}>
              <Select allowClear options={positionOptions} loading={positions.isFetching} />
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
          <OrderStatusRemarkItems />
        </Row>
        <Divider titlePlacement="start" plain>
          {t('identity.user.extOrgs')}
        </Divider>
        <Form.List name="extOrgIdList">
          {(rows, { add, remove }, { errors }) => (
            <div data-testid="user-form-ext-orgs">
              {rows.length > 0 && (
                <Row gutter={8} className="ant-form-item-label">
                  <Col span={7}>{extOrgLabels.orgId}</Col>
                  <Col span={5}>{extOrgLabels.posId}</Col>
                  <Col span={4}>{extOrgLabels.jobNum}</Col>
                  <Col span={3}>{extOrgLabels.posLevel}</Col>
                  <Col span={4}>{extOrgLabels.joinDate}</Col>
                </Row>
              )}
              {rows.map(({ key, name }) => (
                <Row gutter={8} key={key} data-testid={`user-form-ext-org-${name}`}>
                  <Col span={7}>
                    <Form.Item name={[name, 'orgId']} required>
                      <OrgTreeSelect enabled={auth('sysOrg:list')} aria-label={extOrgLabels.orgId} />
                    </Form.Item>
                  </Col>
                  <Col span={5}>
                    <Form.Item name={[name, 'posId']}>
                      <Select
                        allowClear
                        options={positionOptions}
                        loading={positions.isFetching}
                        aria-label={extOrgLabels.posId}
                      />
                    </Form.Item>
                  </Col>
                  <Col span={4}>
                    <Form.Item name={[name, 'jobNum']}>
                      <Input aria-label={extOrgLabels.jobNum} />
                    </Form.Item>
                  </Col>
                  <Col span={3}>
                    <Form.Item name={[name, 'posLevel']}>
                      <InputNumber precision={0} min={0} style={{ width: '100%' }} aria-label={extOrgLabels.posLevel} />
                    </Form.Item>
                  </Col>
                  <Col span={4}>
                    <Form.Item name={[name, 'joinDate']}>
                      <DateInput aria-label={extOrgLabels.joinDate} />
                    </Form.Item>
                  </Col>
                  <Col span={1}>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      title={t('identity.user.removeExtOrg')}
                      aria-label={t('identity.user.removeExtOrg')}
                      onClick={() => remove(name)}
                      data-testid={`user-form-ext-org-remove-${name}`}
                    />
                  </Col>
                </Row>
              ))}
              <Form.ErrorList errors={errors} />
              <Button
                type="dashed"
                block
                icon={<PlusOutlined />}
                disabled={rows.length >= MAX_EXT_ORGS}
                onClick={() => add({})}
                data-testid="user-form-ext-org-add"
              >
                {t('identity.user.addExtOrg')}
              </Button>
            </div>
          )}
        </Form.List>
      </Form>
    </Drawer>
  );
}
