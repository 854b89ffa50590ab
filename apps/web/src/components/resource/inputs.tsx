import { COMMON_LABELS, type FieldInfo, type Language } from '@printfloor/contract';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Input, InputNumber, type InputProps, Select, type SelectProps, Switch } from 'antd';
import dayjs from 'dayjs';
import { resourceApi, resourceKeys } from '../../api/resource.ts';
import { useDatePresets } from './datePresets.ts';
import { useDictOptions } from './dict.ts';
import { ImageInput } from './ImageInput.tsx';
import { localized, tagColor } from './lang.ts';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

type SelectValue = SelectProps['value'];
interface ChoiceProps {
  field: FieldInfo;
  lang: Language;
  /** The resource whose field this is (the options of `choices` are its own). */
  resource?: string;
  value?: SelectValue;
  onChange?: (value: SelectValue) => void;
  multiple?: boolean;
  placeholder?: string;
  id?: string;
}

/** Options of an enum field (integer values). */
export function enumOptions(field: FieldInfo, lang: Language) {
  return (field.options ?? []).map((o) => ({
    value: o.value,
    label: localized(o.label, lang),
    color: tagColor(o.tagType),
  }));
}

function DictSelect({ field, lang, multiple, resource: _resource, ...rest }: ChoiceProps) {
  const options = useDictOptions(field.dict, lang);
  return (
    <SearchableSelect
      {...rest}
      multiple={multiple}
      options={options.map((o) => ({ value: o.value, label: o.label }))}
    />
  );
}

/** A clearable select that filters its options by label as the user types. */
function SearchableSelect({
  multiple,
  ...rest
}: Omit<ChoiceProps, 'field' | 'lang'> & { options: { value: string | number; label: string }[] }) {
  return (
    <Select {...rest} allowClear showSearch={{ optionFilterProp: 'label' }} mode={multiple ? 'multiple' : undefined} />
  );
}

/** The options the owning resource serves for a field with `choices` (GET /api/{resource}/choices). */
function ServedSelect({ field, resource = '', multiple, lang: _lang, ...rest }: ChoiceProps) {
  const { data } = useQuery({
    queryKey: resourceKeys(resource).other('choices', field.key),
    queryFn: () => resourceApi(resource).choices(field.key),
    enabled: !!resource,
    staleTime: 30_000,
  });
  return <SearchableSelect {...rest} multiple={multiple} options={data ?? []} />;
}

/** Rows of a ref field's target (GET /api/{resource}/list) as options. */
function RefSelect({ field, multiple, lang: _lang, resource: _resource, ...rest }: ChoiceProps) {
  const target = field.ref?.resource ?? '';
  const labelField = field.ref?.labelField ?? 'name';
  const { data } = useQuery({
    queryKey: resourceKeys(target).list(),
    queryFn: () => resourceApi(target).list(),
    enabled: !!target,
    staleTime: 30_000,
  });
  return (
    <SearchableSelect
      {...rest}
      multiple={multiple}
      options={(data ?? []).map((r) => ({ value: r.id, label: String(r[labelField] ?? r.id) }))}
    />
  );
}

function EnumSelect({ field, lang, multiple, resource: _resource, ...rest }: ChoiceProps) {
  return (
    <Select
      {...rest}
      allowClear
      mode={multiple ? 'multiple' : undefined}
      options={enumOptions(field, lang).map((o) => ({ value: o.value, label: o.label }))}
    />
  );
}

function BooleanSelect({ lang, multiple, field: _field, resource: _resource, ...rest }: ChoiceProps) {
  return (
    <Select
      {...rest}
      allowClear
      mode={multiple ? 'multiple' : undefined}
      options={[
        { value: true, label: localized(COMMON_LABELS.yes, lang) },
        { value: false, label: localized(COMMON_LABELS.no, lang) },
      ]}
    />
  );
}

/** A select for the choice-like fields (served `choices`, enum, dict, ref, boolean); null for the others. */
export function ChoiceSelect(props: ChoiceProps) {
  if (props.field.choices) return <ServedSelect {...props} />;
  switch (props.field.type) {
    case 'enum':
      return <EnumSelect {...props} />;
    case 'dict':
      return <DictSelect {...props} />;
    case 'ref':
      return <RefSelect {...props} />;
    case 'boolean':
      return <BooleanSelect {...props} />;
    default:
      return null;
  }
}

export function isChoice(field: FieldInfo): boolean {
  return (
    !!field.choices ||
    field.type === 'enum' ||
    field.type === 'dict' ||
    field.type === 'ref' ||
    field.type === 'boolean'
  );
}

/** A date range search with the §9 shortcuts (today, yesterday, last 7 days, …). */
function DateRangeSearch(props: { showTime: boolean; placeholder: [string, string] }) {
  const presets = useDatePresets();
  return <DatePicker.RangePicker {...props} presets={presets} style={{ width: '100%' }} />;
}

/** The search control of a field by its search kind (like → input, eq → select/input, range, in → multi-select). */
export function SearchInput({
  field,
  lang,
  resource,
  placeholder,
  rangePlaceholder,
  ...rest
}: {
  field: FieldInfo;
  lang: Language;
  /** The resource searched (serves the options of a field with `choices`). */
  resource?: string;
  placeholder: string;
  rangePlaceholder: [string, string];
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}) {
  const kind = field.search;
  if (kind === 'range') {
    if (field.type === 'date' || field.type === 'datetime') {
      return (
        <DateRangeSearch {...(rest as object)} showTime={field.type === 'datetime'} placeholder={rangePlaceholder} />
      );
    }
    const value = (Array.isArray(rest.value) ? rest.value : [null, null]) as [number | null, number | null];
    return (
      <span id={rest.id} style={{ display: 'flex', gap: 4 }}>
        <InputNumber
          value={value[0]}
          placeholder={rangePlaceholder[0]}
          style={{ flex: 1 }}
          onChange={(v) => rest.onChange?.([v, value[1]])}
        />
        <InputNumber
          value={value[1]}
          placeholder={rangePlaceholder[1]}
          style={{ flex: 1 }}
          onChange={(v) => rest.onChange?.([value[0], v])}
        />
      </span>
    );
  }
  if (kind === 'in' || (kind === 'eq' && isChoice(field))) {
    if (isChoice(field)) {
      return (
        <ChoiceSelect
          field={field}
          lang={lang}
          resource={resource}
          placeholder={placeholder}
          multiple={kind === 'in'}
          value={rest.value as SelectValue}
          onChange={rest.onChange}
          id={rest.id}
        />
      );
    }
    return (
      <Select
        id={rest.id}
        value={rest.value as SelectValue}
        onChange={rest.onChange}
        mode="tags"
        allowClear
        placeholder={placeholder}
        open={false}
        suffixIcon={null}
      />
    );
  }
  if (field.type === 'integer' || field.type === 'number' || field.type === 'money') {
    return (
      <InputNumber
        id={rest.id}
        value={rest.value as number | null}
        onChange={rest.onChange}
        placeholder={placeholder}
        style={{ width: '100%' }}
      />
    );
  }
  return <TextInput id={rest.id} value={rest.value} onChange={rest.onChange} placeholder={placeholder} allowClear />;
}

/** A text box over a text value (null or undefined shown empty) that reports the text typed. */
export function TextInput({
  value,
  onChange,
  ...props
}: Omit<InputProps, 'value' | 'onChange'> & { value?: unknown; onChange?: (value: string) => void }) {
  return (
    <Input {...props} value={(value as string | null | undefined) ?? ''} onChange={(e) => onChange?.(e.target.value)} />
  );
}

/** The add/edit control of a field by its type. */
export function FormInput({
  field,
  lang,
  placeholder,
  ...rest
}: {
  field: FieldInfo;
  lang: Language;
  placeholder: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}) {
  switch (field.type) {
    case 'enum':
    case 'dict':
    case 'ref':
      return (
        <ChoiceSelect
          field={field}
          lang={lang}
          placeholder={placeholder}
          value={rest.value as SelectValue}
          onChange={rest.onChange}
          id={rest.id}
        />
      );
    case 'boolean':
      return <Switch id={rest.id} checked={rest.value === true} onChange={(v) => rest.onChange?.(v)} />;
    case 'integer':
    case 'number':
    case 'money':
      return (
        <InputNumber
          id={rest.id}
          value={rest.value as number | null}
          onChange={(v) => rest.onChange?.(v)}
          placeholder={placeholder}
          precision={field.type === 'integer' ? 0 : field.type === 'money' ? 2 : undefined}
          min={field.min}
          max={field.max}
          style={{ width: '100%' }}
        />
      );
    case 'date':
    case 'datetime':
      return (
        <DatePicker
          id={rest.id}
          {...({ value: rest.value } as object)}
          onChange={(d) => rest.onChange?.(d)}
          showTime={field.type === 'datetime'}
          placeholder={placeholder}
          style={{ width: '100%' }}
        />
      );
    case 'text':
      return (
        <Input.TextArea
          id={rest.id}
          value={(rest.value as string | null | undefined) ?? ''}
          onChange={(e) => rest.onChange?.(e.target.value)}
          placeholder={placeholder}
          autoSize={{ minRows: 2, maxRows: 6 }}
          showCount={!!field.max}
          maxLength={field.max}
        />
      );
    case 'image':
      return <ImageInput id={rest.id} value={rest.value} onChange={rest.onChange} kind={field.upload} />;
    default:
      return (
        <TextInput id={rest.id} value={rest.value} onChange={rest.onChange} placeholder={placeholder} allowClear />
      );
  }
}

/**
 * A date held as `YYYY-MM-DD` text (the wire format) through antd's picker, so its calendar and
 * placeholder follow the console's language and not the browser's native "mm/dd/yyyy" (issue 12).
 */
export function DateInput({
  value,
  onChange,
  id,
  'aria-label': ariaLabel,
}: {
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
  'aria-label'?: string;
}) {
  return (
    <DatePicker
      id={id}
      aria-label={ariaLabel}
      value={value ? dayjs(value) : null}
      onChange={(d) => onChange?.(d ? d.format(DATE_FORMAT) : null)}
      style={{ width: '100%' }}
    />
  );
}
