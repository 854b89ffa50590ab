import { designToResource, type FormDesign, type Language } from '@printfloor/contract';
import { Col, Form, Row } from 'antd';
import { useEffect, useMemo } from 'react';
import { ChildTable } from '../resource/ChildTable.tsx';
import { localized } from '../resource/lang.ts';
import { FieldFormItem, type FormMode, useResourceForm } from '../resource/ResourceForm.tsx';

const ADD: FormMode = { kind: 'add' };

/**
 * A designed form rendered by the resource form renderer: the design becomes a resource
 * declaration (contract `designToResource`), its fields are the renderer's `FieldFormItem` and
 * `ChildTable`, laid out in the design's order, columns and spans, and checked with the same
 * `addSchema` the server checks saved values with. `submitRef` receives the form's submit.
 */
export function DesignedForm({
  code,
  design,
  lang,
  values,
  onSubmit,
  bindSubmit,
}: {
  code: string;
  design: FormDesign;
  lang: Language;
  /** Saved values to start from (a render page), else the declaration's defaults. */
  values?: Record<string, unknown> | null;
  onSubmit: (body: Record<string, unknown>) => Promise<void>;
  bindSubmit?: (submit: () => Promise<void>) => void;
}) {
  const resource = useMemo(() => designToResource(code || 'form', design), [code, design]);
  const { form, childErrors, refusalCodes, submit, revalidate } = useResourceForm({
    resource,
    mode: ADD,
    lang,
    onSubmit: (_mode, body) => onSubmit(body),
  });
  useEffect(() => {
    if (values) form.setFieldsValue(values);
  }, [values, form]);
  useEffect(() => bindSubmit?.(submit), [bindSubmit, submit]);
  const span = 24 / design.columns;

  return (
    <Form
      form={form}
      layout="vertical"
      data-testid="designed-form"
      onFinish={submit}
      onValuesChange={(changed: Record<string, unknown>) => revalidate(changed)}
    >
      <Row gutter={16}>
        {design.fields.map((f) => {
          const child = resource.childList.find((c) => c.key === f.key);
          if (child)
            return (
              <Col key={f.key} span={f.span ?? 24}>
                <Form.Item name={child.key} label={localized(child.label, lang)} required={!!child.min}>
                  <ChildTable child={child} lang={lang} errors={childErrors[child.key]} />
                </Form.Item>
              </Col>
            );
          const field = resource.fieldList.find((x) => x.key === f.key);
          return field ? (
            <Col key={f.key} span={f.span ?? span}>
              <FieldFormItem field={field} lang={lang} refusalCode={refusalCodes[f.key]} />
            </Col>
          ) : null;
        })}
      </Row>
    </Form>
  );
}
