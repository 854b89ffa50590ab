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
  // Admin.NET's detail answers null for an id the caller cannot see.
  missingDetail: 'null',
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
    settingsGroup: {
      type: 'string',
      label: { 'zh-CN': '设置分组', en: 'Settings group', 'zh-TW': '設定分組', 'pt-BR': 'Grupo de configurações' },
      help: {
        'zh-CN': '选择后，此表单显示在该分组的设置页面上，各租户分别保存取值',
        en: "When chosen, this form is shown on that group's settings page and each tenant saves its own values",
        'zh-TW': '選擇後，此表單顯示在該分組的設定頁面上，各租戶分別儲存取值',
        'pt-BR':
          'Se escolhido, o formulário aparece na página de configurações do grupo e cada locatário salva seus valores',
      },
      max: 64,
      unique: true,
      uniqueError: 'D1207',
    },
    remark: commonFields.remark(),
  },
  actions: ['page', 'detail', 'add', 'update', 'delete'],
});

/** `GET /api/sysFormDes/groupForm?group=`: the form of a settings group, if one was chosen. */
export const groupFormQuerySchema = z.object({
  group: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(64, { error: 'tooLong|{"max":64}' }),
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
