import { z } from 'zod';
import { defineResource } from '../resources/define.ts';
import { commonFields } from '../resources/fields.ts';
import type { FormDesign } from './schema.ts';

/**
 * Saved forms of the form designer (develop › Form designer): installation-wide (GLOBAL table
 * sys_form_design), designed by platform developers, so every route is platform-only. `schemaJson`
 * is a FormDesign (schema.ts), checked on every write; `formVersion` counts the saves.
 */
export const sysFormDesResource = defineResource({
  name: 'sysFormDes',
  table: 'sys_form_design',
  scope: 'global',
  platformOnly: true,
  title: { 'zh-CN': '表单设计', en: 'Form designs', 'zh-TW': '表單設計', 'pt-BR': 'Formulários desenhados' },
  fields: {
    code: commonFields.code({ required: true, max: 64, validators: ['account'] }),
    name: commonFields.name({ max: 64 }),
    formVersion: {
      type: 'integer',
      label: { 'zh-CN': '版本', en: 'Version', 'zh-TW': '版本', 'pt-BR': 'Versão' },
      form: false,
      default: 1,
      sortable: true,
    },
    schemaJson: {
      type: 'text',
      label: {
        'zh-CN': '表单结构（JSON）',
        en: 'Form schema (JSON)',
        'zh-TW': '表單結構（JSON）',
        'pt-BR': 'Esquema (JSON)',
      },
      required: true,
      max: 200_000,
      list: false,
    },
    remark: commonFields.remark(),
  },
  actions: ['page', 'detail', 'add', 'update', 'delete'],
});

/** `GET /api/sysFormDes/form?code=` and `/values?code=`: a saved form by its code. */
export const formCodeQuerySchema = z.object({
  code: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(64, { error: 'tooLong|{"max":64}' }),
});

/** `POST /api/sysFormDes/saveValues`: the caller's tenant's values of a saved form (checked against its design). */
export const saveFormValuesSchema = z.object({
  code: formCodeQuerySchema.shape.code,
  values: z.record(z.string(), z.unknown(), { error: 'invalidValue' }),
});

/** A saved form as a page renders it: its design and, for `values`, the tenant's saved values. */
export interface FormRenderInfo {
  code: string;
  name: string;
  formVersion: number;
  design: FormDesign;
}
export interface FormValuesInfo extends FormRenderInfo {
  /** null: never saved by this tenant. */
  values: Record<string, unknown> | null;
  updateTime: string | null;
}
