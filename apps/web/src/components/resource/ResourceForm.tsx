import {
  addSchema,
  type FieldInfo,
  formFields,
  type Language,
  normalizeInput,
  type Resource,
  updateSchema,
} from '@printfloor/contract';
import { Alert, Col, Drawer, Flex, Form, Row, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RequestError, takeFieldErrors } from '../../api/request.ts';
import { type ResourceRow, resourceApi } from '../../api/resource.ts';
import { DrawerFooter } from '../DrawerFooter.tsx';
import { type ChildErrors, ChildTable, childErrorsFromIssues, childErrorsFromPaths } from './ChildTable.tsx';
import { DATE_FORMAT, DATETIME_FORMAT, FormInput, isChoice } from './inputs.tsx';
import { localized } from './lang.ts';
import { validateWith } from './validation.ts';

export type FormMode = { kind: 'add' } | { kind: 'edit'; row: ResourceRow };

/**
 * Whether the form's values are there to edit: `loading` while an edit of a resource whose page
 * rows are partial, or that has sub-tables, waits for the row's detail, `failed` when it did not come.
 */
export type FormDetailState = 'ready' | 'loading' | 'failed';

/** Initial form values: the declaration's defaults on add, the row's values on edit. */
export function initialValues(fields: readonly FieldInfo[], mode: FormMode): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const v = mode.kind === 'edit' ? mode.row[f.key] : f.default;
    out[f.key] = v === undefined ? null : v;
  }
  return out;
}

/**
 * Builds the body exactly as the server will read it (normalizeInput of the contract) and
 * validates it with the declaration's add/update schema; returns the body or the messages per field.
 */
export function checkForm(
  resource: Resource,
  mode: FormMode,
  values: Record<string, unknown>,
  lang: Language,
): { body: Record<string, unknown>; errors: Record<string, string[]>; childErrors: ChildErrors } {
  const raw = mode.kind === 'edit' ? { ...values, id: mode.row.id } : values;
  const body = normalizeInput(resource, raw, 'write') as Record<string, unknown>;
  const schema = mode.kind === 'edit' ? updateSchema(resource) : addSchema(resource);
  const byKey = new Map(resource.fieldList.map((f) => [f.key, f]));
  const errors = validateWith(schema, body, lang, (key) => {
    const f = byKey.get(key);
    return f ? localized(f.label, lang) : undefined;
  });
  const parsed = resource.childList.length ? schema.safeParse(body) : null;
  const childErrors = parsed?.error ? childErrorsFromIssues(resource, parsed.error.issues, lang) : {};
  return { body, errors, childErrors };
}

/** The form item of a declared field: label, help, the field's input, dates as text on the wire. */
export function FieldFormItem({
  field: f,
  lang,
  refusalCode,
}: {
  field: FieldInfo;
  lang: Language;
  /** The error code of a server refusal shown on this field, kept beside it for support. */
  refusalCode?: string;
}) {
  const { t } = useTranslation();
  const label = localized(f.label, lang);
  const isDate = f.type === 'date' || f.type === 'datetime';
  const format = f.type === 'date' ? DATE_FORMAT : DATETIME_FORMAT;
  return (
    <Form.Item
      name={f.key}
      label={label}
      // A numbered code may be left empty (the server numbers it): no required mark, a hint instead.
      required={!!f.required && !f.numbered}
      extra={
        refusalCode ? (
          <Typography.Text type="secondary" data-testid={`refusal-code-${f.key}`}>
            {t('resource.supportCode', { code: refusalCode })}
          </Typography.Text>
        ) : f.help ? (
          localized(f.help, lang)
        ) : undefined
      }
      getValueProps={isDate ? (v: unknown) => ({ value: v ? dayjs(String(v)) : null }) : undefined}
      normalize={isDate ? (d: Dayjs | null) => (d ? d.format(format) : null) : undefined}
    >
      <FormInput
        field={f}
        lang={lang}
        placeholder={
          f.numbered
            ? t('resource.autoNumberPlaceholder')
            : isChoice(f) || isDate
              ? t('resource.selectPlaceholder', { label })
              : t('resource.inputPlaceholder', { label })
        }
      />
    </Form.Item>
  );
}

/**
 * The headless add/edit form of a resource: initial values (the declaration's defaults, or the
 * row with its sub-tables loaded from detail), validation with the contract's add/update schema
 * in the user's language, submit, and the server's per-field messages put back onto the fields.
 * `ResourceForm` renders it in a drawer; a bespoke page can lay the same form out its own way.
 */
export function useResourceForm({
  resource,
  mode,
  lang,
  fixed,
  onSubmit,
}: {
  resource: Resource;
  mode: FormMode | null;
  lang: Language;
  fixed?: Record<string, unknown>;
  onSubmit: (mode: FormMode, body: Record<string, unknown>) => Promise<void>;
}) {
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const [childErrors, setChildErrors] = useState<ChildErrors>({});
  // After the first save attempt, every change re-checks the form so messages follow the input.
  const [submitted, setSubmitted] = useState(false);
  const [refusalCodes, setRefusalCodes] = useState<Record<string, string>>({});
  // A write-only field (a password) is asked on add only: it is never read back, nor updated.
  const editing = mode?.kind === 'edit';
  const fields = useMemo(
    () => formFields(resource).filter((f) => (!fixed || !(f.key in fixed)) && !(editing && f.writeOnly)),
    [resource, fixed, editing],
  );

  // A page row that leaves fields out (Resource.pageFieldList) or sub-tables (which no page row carries)
  // is no row to edit: until its detail has come the form shows a spinner, so nothing typed meanwhile is
  // overwritten when the detail lands (nor saved with the left-out fields or rows empty). Tied to the
  // mode it was read for, so a new edit waits again.
  const partial = resource.pageFieldList.length < resource.fieldList.length;
  const waitsForDetail = partial || resource.childList.length > 0;
  const [detailOf, setDetailOf] = useState<{ mode: FormMode; ok: boolean } | null>(null);
  const detailState: FormDetailState =
    mode?.kind !== 'edit' || !waitsForDetail
      ? 'ready'
      : detailOf?.mode !== mode
        ? 'loading'
        : detailOf.ok
          ? 'ready'
          : 'failed';

  useEffect(() => {
    if (!mode) return;
    form.resetFields();
    form.setFieldsValue(initialValues(fields, mode));
    setChildErrors({});
    setSubmitted(false);
    setRefusalCodes({});
    // Sub-tables: empty on add; on edit they come with the detail (page rows leave them out), and so do
    // the fields a page row does not carry (Resource.pageFieldList).
    for (const c of resource.childList) if (mode.kind === 'add') form.setFieldValue(c.key, []);
    if (mode.kind !== 'edit' || !waitsForDetail) return;
    // A detail that answers after the drawer closed or moved on to another row is not this form's.
    let current = true;
    resourceApi(resource.name)
      .detail(mode.row.id)
      .then(
        (d) => {
          if (!current) return;
          if (d) {
            if (partial) form.setFieldsValue(initialValues(fields, { ...mode, row: d }));
            form.setFieldsValue(Object.fromEntries(resource.childList.map((c) => [c.key, d[c.key]])));
          }
          setDetailOf({ mode, ok: !!d });
        },
        // The request layer toasted why; the form stays closed to editing.
        () => current && setDetailOf({ mode, ok: false }),
      );
    return () => {
      current = false;
    };
  }, [mode, fields, form, resource, partial, waitsForDetail]);

  const check = () => {
    const values = { ...form.getFieldsValue(true), ...fixed } as Record<string, unknown>;
    return checkForm(resource, mode as FormMode, values, lang);
  };

  const submit = async () => {
    if (!mode || detailState !== 'ready') return;
    setSubmitted(true);
    setRefusalCodes({});
    const { body, errors, childErrors: rowErrors } = check();
    form.setFields(fields.map((f) => ({ name: f.key, errors: errors[f.key] ?? [] })));
    setChildErrors(rowErrors);
    if (Object.keys(errors).some((k) => fields.some((f) => f.key === k) || k in rowErrors)) return;
    setBusy(true);
    try {
      await onSubmit(mode, body);
    } catch (error) {
      const known = new Map(fields.map((f) => [f.key.toLowerCase(), f.key]));
      const serverFields = takeFieldErrors(error, (k) => known.has(k.toLowerCase()) || k.includes('.'));
      if (serverFields) {
        setChildErrors(childErrorsFromPaths(resource, Object.entries(serverFields)));
        const onFields = Object.entries(serverFields).filter(([k]) => known.has(k.toLowerCase()));
        form.setFields(onFields.map(([k, msgs]) => ({ name: known.get(k.toLowerCase()) as string, errors: msgs })));
        const code = (error as RequestError).body as { extras?: { errorCode?: unknown } };
        const errorCode = code?.extras?.errorCode;
        if (typeof errorCode === 'string')
          setRefusalCodes(Object.fromEntries(onFields.map(([k]) => [known.get(k.toLowerCase()) as string, errorCode])));
      }
    } finally {
      setBusy(false);
    }
  };

  /** `onValuesChange` of the form: after a failed save, re-checks and updates the changed fields' messages. */
  const revalidate = (changed: Record<string, unknown>) => {
    if (!mode || !submitted) return;
    const { errors, childErrors: rowErrors } = check();
    const touched = fields.filter((f) => f.key in changed || form.getFieldError(f.key).length > 0);
    form.setFields(touched.map((f) => ({ name: f.key, errors: errors[f.key] ?? [] })));
    setChildErrors(rowErrors);
    if (Object.keys(changed).some((k) => k in refusalCodes))
      setRefusalCodes((codes) => Object.fromEntries(Object.entries(codes).filter(([k]) => !(k in changed))));
  };

  return { form, fields, busy, detailState, childErrors, refusalCodes, submit, revalidate };
}

/** Up to this many fields a form is one column in a narrow drawer. */
const FORM_ONE_COLUMN_MAX = 8;
/** Fields that take a whole row in a two-column form. */
const FULL_WIDTH_TYPES: ReadonlySet<string> = new Set(['text', 'image']);

/** Add/edit drawer of a resource; validated on submit by the contract's schema, messages in `lang`. */
export function ResourceForm({
  resource,
  mode,
  lang,
  fixed,
  onClose,
  onSubmit,
}: {
  resource: Resource;
  mode: FormMode | null;
  lang: Language;
  /** Values the page fixes (e.g. dictTypeId of the dictionary data pane): sent, not shown. */
  fixed?: Record<string, unknown>;
  onClose: () => void;
  onSubmit: (mode: FormMode, body: Record<string, unknown>) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { form, fields, busy, detailState, childErrors, refusalCodes, submit, revalidate } = useResourceForm({
    resource,
    mode,
    lang,
    fixed,
    onSubmit,
  });
  const title = localized(resource.title, lang);
  // One container rule for every form (issue 12): a drawer with its actions in the sticky footer;
  // a long form (or one with sub-tables) is wider and lays short fields out in two columns.
  const wide = resource.childList.length > 0 || fields.length > FORM_ONE_COLUMN_MAX;

  return (
    <Drawer
      open={!!mode}
      title={mode?.kind === 'edit' ? t('resource.editTitle', { title }) : t('resource.addTitle', { title })}
      size={wide ? 760 : 520}
      onClose={onClose}
      destroyOnHidden
      footer={
        <DrawerFooter
          busy={busy}
          disabled={detailState !== 'ready'}
          onCancel={onClose}
          onSave={submit}
          saveTestId="resource-form-submit"
        />
      }
    >
      <Form
        form={form}
        layout="vertical"
        data-testid="resource-form"
        onFinish={submit}
        onValuesChange={(changed: Record<string, unknown>) => revalidate(changed)}
      >
        {/* The Form stays mounted while the detail loads (the values set meanwhile wait in its store). */}
        {detailState === 'loading' ? (
          <Flex justify="center" style={{ padding: 48 }} data-testid="resource-form-loading">
            <Spin />
          </Flex>
        ) : detailState === 'failed' ? (
          <Alert type="error" showIcon title={t('resource.detailFailed')} data-testid="resource-form-failed" />
        ) : (
          <>
            <Row gutter={16}>
              {fields.map((f) => (
                <Col key={f.key} span={wide && !FULL_WIDTH_TYPES.has(f.type) ? 12 : 24}>
                  <FieldFormItem field={f} lang={lang} refusalCode={refusalCodes[f.key]} />
                </Col>
              ))}
            </Row>
            {resource.childList.map((c) => (
              <Form.Item key={c.key} name={c.key} label={localized(c.label, lang)} required={!!c.min}>
                <ChildTable child={c} lang={lang} errors={childErrors[c.key]} />
              </Form.Item>
            ))}
          </>
        )}
      </Form>
    </Drawer>
  );
}
