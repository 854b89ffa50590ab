import { COMMON_LABELS, type FieldInfo, type Language, refLabelKey } from '@printfloor/contract';
import { Image, type TableColumnType, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { DictOption } from './dict.ts';
import { enumOptions } from './inputs.tsx';
import { localized } from './lang.ts';

/**
 * Cell renderers shared by the generated resource pages and the bespoke ones, so an enum tag,
 * a reference, an image, an amount or a time looks the same on every list.
 */
const plain = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

export const cells = {
  text: plain,
  /** A coloured tag for a choice (enum, dictionary, status); the raw value when unknown. */
  tag: (option: { label: ReactNode; color?: string } | undefined, value?: unknown): ReactNode =>
    option ? <Tag color={option.color}>{option.label}</Tag> : plain(value),
  /** The referenced row's label (`…Name`) the server joins in, else the id. */
  ref: (row: Record<string, unknown>, key: string, field: FieldInfo): string =>
    plain(row[refLabelKey(key, field)] ?? row[key]),
  money: (value: unknown): string => (typeof value === 'number' ? value.toFixed(2) : plain(value)),
  image: (value: unknown): ReactNode =>
    value ? <Image src={String(value)} width={40} height={40} style={{ objectFit: 'cover' }} /> : '',
  /** The server answers times in the tenant's zone as `YYYY-MM-DD HH:mm:ss`; kept on one line. */
  datetime: (value: unknown): ReactNode => (value ? <span style={{ whiteSpace: 'nowrap' }}>{plain(value)}</span> : ''),
  longText: (value: unknown): ReactNode =>
    value ? (
      <Typography.Text ellipsis={{ tooltip: String(value) }} style={{ maxWidth: 240 }}>
        {String(value)}
      </Typography.Text>
    ) : (
      ''
    ),
};

/** The cell of a declared field. */
export function renderValue(
  field: FieldInfo,
  row: Record<string, unknown>,
  lang: Language,
  dictLookup: (typeCode: string, code: unknown) => DictOption | undefined,
): ReactNode {
  const value = row[field.key];
  switch (field.type) {
    case 'enum':
      return cells.tag(
        enumOptions(field, lang).find((o) => o.value === value),
        value,
      );
    case 'dict':
      return cells.tag(dictLookup(field.dict as string, value), value);
    case 'ref':
      return cells.ref(row, field.key, field);
    case 'boolean':
      if (value === null || value === undefined) return '';
      return cells.tag({
        label: localized(value ? COMMON_LABELS.yes : COMMON_LABELS.no, lang),
        color: value ? 'success' : 'default',
      });
    case 'money':
      return cells.money(value);
    case 'image':
      return cells.image(value);
    case 'datetime':
      return cells.datetime(value);
    case 'text':
      return cells.longText(value);
    default:
      return plain(value);
  }
}

/**
 * The columns of a small read-only table of declared fields (a detail drawer's sub-table, the
 * rows of a section): titled by the field's label, each cell rendered as the list renders it.
 */
export function fieldColumns<Row extends Record<string, unknown>>(
  fields: readonly FieldInfo[],
  lang: Language,
  dictLookup: (typeCode: string, code: unknown) => DictOption | undefined,
): TableColumnType<Row>[] {
  return fields.map((field) => ({
    key: field.key,
    dataIndex: field.key,
    title: localized(field.label, lang),
    render: (_value: unknown, row: Row) => renderValue(field, row, lang, dictLookup),
  }));
}

/**
 * The width of a list column by what it holds (issue 12): with every column sized and long text
 * cut with an ellipsis (its whole value in the cell's tooltip), a table scrolls sideways before
 * anything wraps mid-word ("superadmi/n") or a column is cut off.
 */
export function columnWidth(field: FieldInfo | undefined, key: string): number {
  const type =
    field?.type ?? (key.endsWith('Time') ? 'datetime' : key === 'id' || key.endsWith('Id') ? 'integer' : 'string');
  switch (type) {
    case 'datetime':
      return 170;
    case 'date':
      return 120;
    case 'image':
      return 80;
    case 'boolean':
    case 'enum':
    case 'dict':
    case 'integer':
    case 'number':
    case 'money':
      return 110;
    case 'text':
      return 240;
    default:
      return key === 'code' ? 140 : 160;
  }
}

/** Cells whose text is cut with an ellipsis (tags, images and switches are not text). */
export function columnEllipsis(field: FieldInfo | undefined): { showTitle: boolean } | undefined {
  const type = field?.type ?? 'string';
  return type === 'image' || type === 'boolean' || type === 'enum' || type === 'dict' ? undefined : { showTitle: true };
}

/**
 * The same rule for a hand-written table: every column without a width gets `width`, and text
 * columns (those without their own `render`) an ellipsis with the value as tooltip.
 */
export function fitColumns<C extends { width?: number | string; render?: unknown; ellipsis?: unknown }>(
  columns: C[],
  width = 140,
): C[] {
  return columns.map((c) => ({
    ...c,
    width: c.width ?? width,
    ellipsis: c.ellipsis ?? (c.render ? undefined : { showTitle: true }),
  }));
}
