import { Status } from '../enums.ts';
import { COMMON_LABELS } from '../i18n/labels.ts';
import type { CrossFieldRule, FieldDef } from './define.ts';

/** Ready-made field declarations for the fields most resources share. */
export const commonFields = {
  name: (extra: Partial<FieldDef> = {}): FieldDef => ({
    type: 'string',
    label: COMMON_LABELS.name,
    required: true,
    max: 64,
    search: 'like',
    sortable: true,
    ...extra,
  }),
  code: (extra: Partial<FieldDef> = {}): FieldDef => ({
    type: 'string',
    label: COMMON_LABELS.code,
    max: 64,
    unique: true,
    search: 'like',
    sortable: true,
    ...extra,
  }),
  orderNo: (extra: Partial<FieldDef> = {}): FieldDef => ({
    type: 'integer',
    label: COMMON_LABELS.orderNo,
    default: 100,
    min: 0,
    sortable: true,
    ...extra,
  }),
  status: (extra: Partial<FieldDef> = {}): FieldDef => ({
    type: 'enum',
    label: COMMON_LABELS.status,
    options: [
      { value: Status.Enable, label: COMMON_LABELS.enable, tagType: 'success' },
      { value: Status.Disable, label: COMMON_LABELS.disable, tagType: 'danger' },
    ],
    default: Status.Enable,
    search: 'eq',
    sortable: true,
    ...extra,
  }),
  remark: (extra: Partial<FieldDef> = {}): FieldDef => ({
    type: 'text',
    label: COMMON_LABELS.remark,
    max: 256,
    list: true,
    ...extra,
  }),
};

/**
 * The stock-limit rules of spec §5 (minimum ≤ maximum, safety between them), each failure
 * reported on the field it concerns with its own message.
 */
export function stockLimitRules(min = 'minStock', max = 'maxStock', safe = 'safeStock'): CrossFieldRule[] {
  const n = (v: unknown) => Number(v);
  return [
    { fields: [min, max], path: min, message: 'minGtMax', check: (v) => n(v[min]) <= n(v[max]) },
    { fields: [min, max], path: max, message: 'maxLtMin', check: (v) => n(v[max]) >= n(v[min]) },
    {
      fields: [min, max, safe],
      path: safe,
      message: 'safeOutOfRange',
      check: (v) => n(v[min]) > n(v[max]) || (n(v[safe]) >= n(v[min]) && n(v[safe]) <= n(v[max])),
    },
  ];
}
