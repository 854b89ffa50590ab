import {
  COMMON_LABELS,
  type FieldInfo,
  type Language,
  normalizeSettings,
  type SettingDef,
  type SettingsGroup,
  settingsSchema,
} from '@printfloor/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, InputNumber, Select, Space, Spin, Switch, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/request.ts';
import { sysFormDesApi } from '../../api/sysFormDes.ts';
import { useAuth } from '../auth/useAuth.ts';
import { SavedFormCard } from '../designedForm/SavedFormCard.tsx';
import { enumOptions, TextInput } from '../resource/inputs.tsx';
import { localized, useLanguage } from '../resource/lang.ts';
import { validateWith } from '../resource/validation.ts';
import { useLiveValidation } from '../useLiveValidation.ts';

type Values = Record<string, unknown>;
type SettingField = FieldInfo & SettingDef;

/** GET /api/{group}/detail and POST /api/{group}/update of a settings screen. */
export function settingsApi(name: string) {
  return {
    detail: () => http.get<Values>(`/api/${name}/detail`),
    update: (values: Values) => http.post<null>(`/api/${name}/update`, values),
  };
}

/** IANA zone names the browser knows (the server checks them with Intl as well). */
export function timeZoneNames(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  const names = intl.supportedValuesOf?.('timeZone') ?? [];
  return names.includes('UTC') ? names : ['UTC', ...names];
}

/** The text of a default value, for the help line under a control. */
function defaultText(field: SettingField, lang: Language, yesNo: [string, string]): string | null {
  const value = field.default;
  if (value === null || value === undefined || value === '') return null;
  if (field.type === 'boolean') return value ? yesNo[0] : yesNo[1];
  if (field.type === 'enum') {
    const option = field.options?.find((o) => o.value === value);
    return option ? localized(option.label, lang) : String(value);
  }
  return String(value);
}

function SettingInput({
  field,
  lang,
  disabled,
  ...rest
}: {
  field: SettingField;
  lang: Language;
  disabled: boolean;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}) {
  const zones = useMemo(() => (field.widget === 'timeZone' ? timeZoneNames() : []), [field.widget]);
  if (field.widget === 'timeZone') {
    return (
      <Select
        id={rest.id}
        value={rest.value as string | undefined}
        onChange={rest.onChange}
        disabled={disabled}
        showSearch
        options={zones.map((z) => ({ value: z, label: z }))}
      />
    );
  }
  switch (field.type) {
    case 'boolean':
      return (
        <Switch
          id={rest.id}
          checked={rest.value === true}
          onChange={(checked) => rest.onChange?.(checked)}
          disabled={disabled}
          checkedChildren={localized(COMMON_LABELS.yes, lang)}
          unCheckedChildren={localized(COMMON_LABELS.no, lang)}
        />
      );
    case 'enum':
      return (
        <Select
          id={rest.id}
          value={rest.value as number | undefined}
          onChange={rest.onChange}
          disabled={disabled}
          options={enumOptions(field, lang).map((o) => ({ value: o.value, label: o.label }))}
        />
      );
    case 'integer':
    case 'number':
    case 'money':
      return (
        <InputNumber
          id={rest.id}
          value={rest.value as number | null | undefined}
          onChange={(v) => rest.onChange?.(v)}
          disabled={disabled}
          min={field.min}
          max={field.max}
          precision={field.type === 'integer' ? 0 : field.type === 'money' ? 2 : field.decimals}
          style={{ width: '100%' }}
        />
      );
    default:
      return (
        <TextInput id={rest.id} value={rest.value} onChange={rest.onChange} disabled={disabled} maxLength={field.max} />
      );
  }
}

/**
 * The form of a settings screen, generated from its contract declaration (`SettingsGroup`):
 * one control per key by type (switch, select, number, text, time-zone picker), validated with
 * the same schema the server uses, saved with {group}:update (read-only without that code).
 */
export function SettingsForm({ group, onSaved }: { group: SettingsGroup; onSaved?: (values: Values) => void }) {
  const lang = useLanguage();
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { auth } = useAuth();
  const queryClient = useQueryClient();
  const api = useMemo(() => settingsApi(group.name), [group.name]);
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const canSave = auth(group.permissions.update);
  const queryKey = ['settings', group.name];
  const { data, isLoading } = useQuery({ queryKey, queryFn: api.detail });
  const schema = useMemo(() => settingsSchema(group), [group]);
  const fields = group.fieldList as readonly SettingField[];

  useEffect(() => {
    if (data) form.setFieldsValue(data);
  }, [data, form]);

  const labelOf = (key: string) => {
    const field = fields.find((f) => f.key === key);
    return field ? localized(field.label, lang) : undefined;
  };

  const keys = useMemo(() => fields.map((f) => f.key), [fields]);
  const valuesOf = () => normalizeSettings(group, form.getFieldsValue(true)) as Values;
  const live = useLiveValidation(form, keys, () => validateWith(schema, valuesOf(), lang, labelOf));

  const save = async () => {
    const values = valuesOf();
    if (Object.keys(live.check()).length) return;
    setSaving(true);
    try {
      await api.update(values);
      message.success(t('factorySettings.saved'));
      await queryClient.invalidateQueries({ queryKey });
      onSaved?.(values);
    } catch {
      /* the request layer shows the server's message */
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Card title={localized(group.title, lang)} className="pf-settings-form">
        {isLoading ? (
          <Spin tip={t('factorySettings.loading')} />
        ) : (
          <Form
            form={form}
            layout="horizontal"
            labelCol={{ span: 8 }}
            wrapperCol={{ span: 12 }}
            onValuesChange={live.onValuesChange}
          >
            {!canSave && (
              <Typography.Paragraph type="secondary" data-testid="settings-read-only">
                {t('factorySettings.readOnly')}
              </Typography.Paragraph>
            )}
            {fields.map((field) => {
              const fallback = defaultText(field, lang, [t('factorySettings.yes'), t('factorySettings.no')]);
              const help = [
                field.help ? localized(field.help, lang) : null,
                fallback ? t('factorySettings.defaultValue', { value: fallback }) : null,
              ]
                .filter(Boolean)
                .join(' · ');
              return (
                <Form.Item
                  key={field.key}
                  name={field.key}
                  label={localized(field.label, lang)}
                  required={field.required}
                  extra={help || undefined}
                >
                  <SettingInput field={field} lang={lang} disabled={!canSave} />
                </Form.Item>
              );
            })}
            {canSave && (
              <Form.Item wrapperCol={{ offset: 8, span: 12 }}>
                <Space>
                  <Button type="primary" loading={saving} onClick={save}>
                    {t('factorySettings.save')}
                  </Button>
                  <Button onClick={() => data && form.setFieldsValue(data)}>{t('factorySettings.reset')}</Button>
                </Space>
              </Form.Item>
            )}
          </Form>
        )}
      </Card>
      <GroupForm group={group.name} canSave={canSave} />
    </>
  );
}

/**
 * The saved form a platform developer chose for this settings group (form designer › settings group),
 * below the declared settings: the same renderer and Save as a custom form page; nothing when none.
 */
function GroupForm({ group, canSave }: { group: string; canSave: boolean }) {
  const queryKey = ['sysFormDes', 'group', group];
  const { data } = useQuery({ queryKey, queryFn: () => sysFormDesApi.groupForm(group) });
  if (!data) return null;
  return (
    <div style={{ marginTop: 12 }} data-testid="settings-group-form">
      <SavedFormCard info={data} queryKey={queryKey} canSave={canSave} />
    </div>
  );
}
