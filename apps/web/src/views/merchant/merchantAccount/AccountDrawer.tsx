import {
  fixedWrites,
  MERCHANT_STAFF_ROLE,
  type MerchantAccountRole,
  merchantAccountResource as resource,
} from '@printfloor/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Drawer, Form, Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { takeFieldErrors } from '../../../api/request.ts';
import { resourceApi } from '../../../api/resource.ts';
import { DrawerFooter } from '../../../components/DrawerFooter.tsx';
import { localized, useLanguage } from '../../../components/resource/lang.ts';
import { FieldFormItem, type FormMode, useResourceForm } from '../../../components/resource/ResourceForm.tsx';
import { merchantAccountRoleKeys, merchantAccountRolesApi } from './api.ts';

const FIXED = fixedWrites(resource.fixed);
const api = resourceApi(resource.name);
/** The roles picker goes before these declared fields (status and remark close the form). */
const AFTER_ROLES = new Set(['status', 'remark']);

/** Ids of the roles a form value holds (antd may hand back `undefined` for an emptied select). */
const roleIdsOf = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : []);

/**
 * The add / edit drawer of a merchant account: the declaration's form (useResourceForm: the
 * contract's validation, the server's per-field messages) plus the account's roles, a multi-select
 * of the merchant's own roles. A new account starts with the staff role; an edit shows the roles
 * the account holds. At least one is required — an account without a role sees an empty menu.
 */
export function AccountDrawer({ mode, close }: { mode: FormMode | null; close: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const editingId = mode?.kind === 'edit' ? mode.row.id : null;
  const roles = useQuery({
    queryKey: merchantAccountRoleKeys.list,
    queryFn: merchantAccountRolesApi.roleList,
    enabled: !!mode,
  });
  const own = useQuery({
    queryKey: merchantAccountRoleKeys.own(editingId ?? 0),
    queryFn: () => merchantAccountRolesApi.ownRoleList(editingId as number),
    enabled: editingId !== null,
    // Refetched when the drawer opens; never while the user is choosing (it would undo the choice).
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
  const [rolesTried, setRolesTried] = useState(false);
  const rolesError = t('merchantAccount.rolesRequired');

  const { form, fields, busy, refusalCodes, submit, revalidate } = useResourceForm({
    resource,
    mode,
    lang,
    fixed: FIXED,
    onSubmit: async (m, body) => {
      const roleIdList = roleIdsOf(form.getFieldValue('roleIdList'));
      // Checked in save() too; here so that nothing is sent without a role.
      if (!roleIdList.length) throw new Error(rolesError);
      try {
        if (m.kind === 'edit') await api.update({ ...body, roleIdList });
        else await api.add({ ...body, roleIdList });
      } catch (error) {
        // The server's refusal of the roles (another tenant's, none) goes under the picker.
        const fieldErrors = takeFieldErrors(error, (k) => k.toLowerCase() === 'roleidlist');
        const onRoles = Object.entries(fieldErrors ?? {}).find(([k]) => k.toLowerCase() === 'roleidlist');
        if (onRoles) form.setFields([{ name: 'roleIdList', errors: onRoles[1] }]);
        throw error;
      }
      void message.success(t('resource.saved'));
      await queryClient.invalidateQueries({ queryKey: merchantAccountRoleKeys.all });
      close(true);
    },
  });

  // The roles field follows the drawer: the staff role on add, the account's roles on edit (once loaded).
  const staffId = roles.data?.find((r) => r.code === MERCHANT_STAFF_ROLE.code && r.status === 1)?.id;
  useEffect(() => {
    if (!mode) return;
    setRolesTried(false);
    form.setFields([{ name: 'roleIdList', errors: [] }]);
  }, [mode, form]);
  useEffect(() => {
    if (!mode || form.isFieldTouched('roleIdList')) return;
    if (mode.kind === 'add') form.setFieldValue('roleIdList', staffId === undefined ? [] : [staffId]);
    else form.setFieldValue('roleIdList', own.data ?? []);
  }, [mode, form, staffId, own.data]);

  const checkRoles = (value: unknown) => {
    const missing = roleIdsOf(value).length === 0;
    form.setFields([{ name: 'roleIdList', errors: missing ? [rolesError] : [] }]);
    return !missing;
  };
  const save = () => {
    setRolesTried(true);
    checkRoles(form.getFieldValue('roleIdList'));
    void submit();
  };

  const options = useMemo(
    () =>
      (roles.data ?? []).map((r: MerchantAccountRole) => ({
        value: r.id,
        label: r.status === 1 ? r.name : t('merchantAccount.roleDisabled', { name: r.name }),
        // A disabled role grants nothing: it cannot be chosen, but one the account holds still shows.
        disabled: r.status !== 1,
      })),
    [roles.data, t],
  );

  const title = localized(resource.title, lang);
  const rolesItem = (
    <Form.Item
      key="roleIdList"
      name="roleIdList"
      label={t('merchantAccount.roles')}
      required
      extra={t('merchantAccount.rolesHelp')}
    >
      <Select
        mode="multiple"
        allowClear
        options={options}
        loading={roles.isLoading || (editingId !== null && own.isLoading)}
        placeholder={t('merchantAccount.rolesPlaceholder')}
        optionFilterProp="label"
        data-testid="merchant-account-roles"
      />
    </Form.Item>
  );
  const before = fields.filter((f) => !AFTER_ROLES.has(f.key));
  const after = fields.filter((f) => AFTER_ROLES.has(f.key));

  return (
    <Drawer
      open={!!mode}
      title={mode?.kind === 'edit' ? t('resource.editTitle', { title }) : t('resource.addTitle', { title })}
      size={520}
      onClose={() => close(false)}
      destroyOnHidden
      footer={
        <DrawerFooter busy={busy} onCancel={() => close(false)} onSave={save} saveTestId="resource-form-submit" />
      }
    >
      <Form
        form={form}
        layout="vertical"
        data-testid="resource-form"
        onFinish={save}
        onValuesChange={(changed: Record<string, unknown>) => {
          if ('roleIdList' in changed) {
            if (rolesTried) checkRoles(changed.roleIdList);
            else form.setFields([{ name: 'roleIdList', errors: [] }]);
          }
          revalidate(changed);
        }}
      >
        {before.map((f) => (
          <FieldFormItem key={f.key} field={f} lang={lang} refusalCode={refusalCodes[f.key]} />
        ))}
        {rolesItem}
        {after.map((f) => (
          <FieldFormItem key={f.key} field={f} lang={lang} refusalCode={refusalCodes[f.key]} />
        ))}
      </Form>
    </Drawer>
  );
}
