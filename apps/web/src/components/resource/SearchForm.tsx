import type { FieldInfo, Language } from '@printfloor/contract';
import { Col, Form, Row, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchButtons } from '../SearchButtons.tsx';
import { DATE_FORMAT, DATETIME_FORMAT, isChoice, SearchInput } from './inputs.tsx';
import { localized } from './lang.ts';

const COLLAPSED_COUNT = 3;

function isDayjs(v: unknown): v is Dayjs {
  return !!v && typeof v === 'object' && typeof (v as Dayjs).format === 'function';
}

/** Form values → the filters of page/export: trimmed text, formatted date ranges (whole days), no empties. */
export function toFilters(fields: readonly FieldInfo[], values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const v = values[f.key];
    if (v === undefined || v === null || v === '') continue;
    if (f.search === 'range' && Array.isArray(v)) {
      const [a, b] = v as unknown[];
      if (isDayjs(a) || isDayjs(b)) {
        const fmt = (d: unknown, end: boolean) => {
          if (!isDayjs(d)) return null;
          if (f.type === 'date') return d.format(DATE_FORMAT);
          return (end ? d.endOf(f.type === 'datetime' ? 'second' : 'day') : d).format(DATETIME_FORMAT);
        };
        out[f.key] = [fmt(a, false), fmt(b, true)];
      } else if ((a !== null && a !== undefined) || (b !== null && b !== undefined)) {
        out[f.key] = [a ?? null, b ?? null];
      }
      continue;
    }
    if (Array.isArray(v)) {
      if (v.length) out[f.key] = v;
      continue;
    }
    out[f.key] = typeof v === 'string' ? v.trim() : v;
    if (out[f.key] === '') delete out[f.key];
  }
  return out;
}

/** The search form of a resource page: one control per search field, search and reset. */
export function SearchForm({
  fields,
  lang,
  resource,
  onSearch,
  narrow = false,
  initialValues,
}: {
  fields: readonly FieldInfo[];
  lang: Language;
  /** The resource searched (serves the options of fields with `choices`). */
  resource?: string;
  narrow?: boolean;
  onSearch: (filters: Record<string, unknown>) => void;
  /** Values the form opens with (the page was opened searched, e.g. a link to the SKU to map). */
  initialValues?: Record<string, unknown>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  // A value opened with in a field below the fold is shown: the search it is part of is visible.
  const [expanded, setExpanded] = useState(() =>
    fields.slice(COLLAPSED_COUNT).some((f) => initialValues?.[f.key] !== undefined),
  );
  if (fields.length === 0) return null;
  const shown = expanded ? fields : fields.slice(0, COLLAPSED_COUNT);
  const span = narrow ? { xs: 24, sm: 12 } : { xs: 24, sm: 12, md: 8, xl: 6 };
  const submit = () => onSearch(toFilters(fields, form.getFieldsValue(true) as Record<string, unknown>));
  return (
    <Form
      form={form}
      data-testid="resource-search"
      onFinish={submit}
      className="pf-resource-search"
      initialValues={initialValues}
    >
      <Row gutter={[16, 8]}>
        {shown.map((f) => {
          const label = localized(f.label, lang);
          return (
            <Col key={f.key} {...span}>
              <Form.Item name={f.key} label={label} style={{ marginBottom: 0 }}>
                <SearchInput
                  field={f}
                  lang={lang}
                  resource={resource}
                  placeholder={
                    isChoice(f) ? t('resource.selectPlaceholder', { label }) : t('resource.inputPlaceholder', { label })
                  }
                  rangePlaceholder={
                    f.type === 'date' || f.type === 'datetime'
                      ? [t('resource.startDate'), t('resource.endDate')]
                      : [t('resource.min'), t('resource.max')]
                  }
                />
              </Form.Item>
            </Col>
          );
        })}
        <Col {...span}>
          <Space wrap>
            <SearchButtons
              form={form}
              onReset={() => onSearch({})}
              foldable={fields.length > COLLAPSED_COUNT}
              expanded={expanded}
              onToggle={() => setExpanded((e) => !e)}
            />
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
