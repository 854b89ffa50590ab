import { z } from 'zod';
import type { LocalizedText } from '../i18n/labels.ts';
import { type JsonDocumentIssue, parseJsonDocument } from '../json-document.ts';
import { LANGUAGES, type Language } from '../languages.ts';
import { type ChildDef, defineResource, type FieldDef, type Resource } from '../resources/define.ts';
import { NAMED_VALIDATORS, type ValidatorName } from '../resources/validator-registry.ts';

/**
 * The JSON a form designed in the form designer is saved as (sys_form_design.schema_json), and its
 * mapping onto the resource engine's field declarations: `designToResource` turns a design into a
 * `Resource`, so the console renders it with the same form renderer as every resource and both
 * sides validate its values with the same `addSchema`.
 *
 * Palette → field type: text → string, number → number, select → dict (a dictionary's data),
 * date → date, upload → image (jpg/png through sysFile/uploadImage), subTable → a sub-table whose
 * columns are fields of the other kinds. "pattern" is one of the named validators (phone, email, url…).
 */

export const DESIGN_FIELD_TYPES = ['text', 'number', 'select', 'date', 'upload', 'subTable'] as const;
export type DesignFieldType = (typeof DESIGN_FIELD_TYPES)[number];

export const DESIGN_VALIDATORS = Object.keys(NAMED_VALIDATORS) as ValidatorName[];

/** What is wrong with a design, in the four languages (the detail of F1601). */
export const FORM_DESIGN_PROBLEMS = {
  notJson: {
    'zh-CN': '不是有效的 JSON',
    en: 'not valid JSON',
    'zh-TW': '不是有效的 JSON',
    'pt-BR': 'não é um JSON válido',
  },
  version: {
    'zh-CN': '版本必须是 1',
    en: 'the version must be 1',
    'zh-TW': '版本必須是 1',
    'pt-BR': 'a versão deve ser 1',
  },
  columns: {
    'zh-CN': '列数必须是 1、2 或 3',
    en: 'columns must be 1, 2 or 3',
    'zh-TW': '欄數必須是 1、2 或 3',
    'pt-BR': 'as colunas devem ser 1, 2 ou 3',
  },
  noFields: {
    'zh-CN': '至少需要一个字段（最多 100 个）',
    en: 'at least one field is needed (at most 100)',
    'zh-TW': '至少需要一個欄位（最多 100 個）',
    'pt-BR': 'é preciso ao menos um campo (no máximo 100)',
  },
  badKey: {
    'zh-CN': '字段名须以小写字母开头，只含字母和数字（最多 40 个字符）',
    en: 'a field name starts with a lower-case letter and has only letters and digits (at most 40)',
    'zh-TW': '欄位名須以小寫字母開頭，只含字母和數字（最多 40 個字元）',
    'pt-BR': 'o nome do campo começa com letra minúscula e tem só letras e dígitos (no máximo 40)',
  },
  duplicateKey: {
    'zh-CN': '字段名重复',
    en: 'the field name is used twice',
    'zh-TW': '欄位名重複',
    'pt-BR': 'o nome do campo está repetido',
  },
  badType: {
    'zh-CN': '未知的字段类型（可用：text、number、select、date、upload、subTable）',
    en: 'unknown field type (available: text, number, select, date, upload, subTable)',
    'zh-TW': '未知的欄位類型（可用：text、number、select、date、upload、subTable）',
    'pt-BR': 'tipo de campo desconhecido (disponíveis: text, number, select, date, upload, subTable)',
  },
  label: {
    'zh-CN': '四种语言（zh-CN、en、zh-TW、pt-BR）的标签都必须填写（最多 64 个字符）',
    en: 'the label is required in all four languages (zh-CN, en, zh-TW, pt-BR), at most 64 characters',
    'zh-TW': '四種語言（zh-CN、en、zh-TW、pt-BR）的標籤都必須填寫（最多 64 個字元）',
    'pt-BR': 'o rótulo é obrigatório nos quatro idiomas (zh-CN, en, zh-TW, pt-BR), no máximo 64 caracteres',
  },
  dict: {
    'zh-CN': '下拉字段必须指定字典编码',
    en: 'a select field needs a dictionary code',
    'zh-TW': '下拉欄位必須指定字典編碼',
    'pt-BR': 'um campo de seleção precisa de um código de dicionário',
  },
  bounds: {
    'zh-CN': '最小值不能大于最大值',
    en: 'the minimum cannot be greater than the maximum',
    'zh-TW': '最小值不能大於最大值',
    'pt-BR': 'o mínimo não pode ser maior que o máximo',
  },
  badNumber: {
    'zh-CN': '数值无效',
    en: 'invalid number',
    'zh-TW': '數值無效',
    'pt-BR': 'número inválido',
  },
  span: {
    'zh-CN': '栅格宽度必须是 1 到 24 的整数',
    en: 'the span must be a whole number from 1 to 24',
    'zh-TW': '柵格寬度必須是 1 到 24 的整數',
    'pt-BR': 'a largura deve ser um inteiro de 1 a 24',
  },
  validator: {
    'zh-CN': '未知的校验规则',
    en: 'unknown validation rule',
    'zh-TW': '未知的校驗規則',
    'pt-BR': 'regra de validação desconhecida',
  },
  subTable: {
    'zh-CN': '子表需要 1 到 20 列，且列不能是子表',
    en: 'a sub-table needs 1 to 20 columns, none of them a sub-table',
    'zh-TW': '子表需要 1 到 20 欄，且欄不能是子表',
    'pt-BR': 'uma subtabela precisa de 1 a 20 colunas, nenhuma delas subtabela',
  },
  unknownKey: {
    'zh-CN': '不支持的属性',
    en: 'unsupported property',
    'zh-TW': '不支援的屬性',
    'pt-BR': 'propriedade não suportada',
  },
} as const satisfies Record<string, LocalizedText>;
export type FormDesignProblem = keyof typeof FORM_DESIGN_PROBLEMS;

const p = (problem: FormDesignProblem) => ({ error: problem });

const labelSchema = z.object(
  Object.fromEntries(
    LANGUAGES.map((l) => [l, z.string(p('label')).trim().min(1, p('label')).max(64, p('label'))]),
  ) as Record<Language, z.ZodString>,
  p('label'),
);

const boundSchema = z.number(p('badNumber')).refine(Number.isFinite, p('badNumber')).optional();

const baseFieldShape = {
  key: z.string(p('badKey')).regex(/^[a-z][A-Za-z0-9]{0,39}$/, p('badKey')),
  label: labelSchema,
  required: z.boolean(p('badNumber')).optional(),
  min: boundSchema,
  max: boundSchema,
  decimals: z.number(p('badNumber')).int(p('badNumber')).min(0, p('badNumber')).max(6, p('badNumber')).optional(),
  validator: z.enum(DESIGN_VALIDATORS as [ValidatorName, ...ValidatorName[]], p('validator')).optional(),
  dict: z.string(p('dict')).max(64, p('dict')).optional(),
  span: z.number(p('span')).int(p('span')).min(1, p('span')).max(24, p('span')).optional(),
};

const leafFieldSchema = z
  .strictObject(
    { ...baseFieldShape, type: z.enum(['text', 'number', 'select', 'date', 'upload'], p('badType')) },
    p('unknownKey'),
  )
  .superRefine((f, ctx) => {
    if (f.type === 'select' && !f.dict?.trim()) ctx.addIssue({ code: 'custom', path: ['dict'], message: 'dict' });
    if (f.min !== undefined && f.max !== undefined && f.min > f.max)
      ctx.addIssue({ code: 'custom', path: ['min'], message: 'bounds' });
  });

const subTableSchema = z.strictObject(
  {
    ...baseFieldShape,
    type: z.literal('subTable', p('badType')),
    columns: z.array(leafFieldSchema, p('subTable')).min(1, p('subTable')).max(20, p('subTable')),
  },
  p('unknownKey'),
);

function uniqueKeys(fields: readonly { key: string }[], ctx: z.RefinementCtx, prefix: (string | number)[]) {
  const seen = new Set<string>();
  fields.forEach((f, i) => {
    if (seen.has(f.key)) ctx.addIssue({ code: 'custom', path: [...prefix, i, 'key'], message: 'duplicateKey' });
    seen.add(f.key);
  });
}

/** A saved form design (schema_json). */
export const formDesignSchema = z
  .strictObject(
    {
      version: z.literal(1, p('version')),
      columns: z.union([z.literal(1), z.literal(2), z.literal(3)], p('columns')).default(1),
      fields: z
        .array(
          z.unknown().transform((v, ctx) => {
            const isSub = !!v && typeof v === 'object' && (v as { type?: unknown }).type === 'subTable';
            const r = (isSub ? subTableSchema : leafFieldSchema).safeParse(v);
            if (r.success) return r.data as DesignField;
            for (const issue of r.error.issues)
              ctx.addIssue({ code: 'custom', path: issue.path as (string | number)[], message: issue.message });
            return z.NEVER;
          }),
          p('noFields'),
        )
        .min(1, p('noFields'))
        .max(100, p('noFields')),
    },
    p('unknownKey'),
  )
  .superRefine((d, ctx) => {
    uniqueKeys(d.fields, ctx, ['fields']);
    d.fields.forEach((f, i) => {
      if (f.type === 'subTable') uniqueKeys(f.columns, ctx, ['fields', i, 'columns']);
    });
  });

export interface DesignLeafField {
  key: string;
  type: Exclude<DesignFieldType, 'subTable'>;
  label: LocalizedText;
  required?: boolean;
  min?: number;
  max?: number;
  decimals?: number;
  validator?: ValidatorName;
  dict?: string;
  span?: number;
}
export interface DesignSubTableField extends Omit<DesignLeafField, 'type'> {
  type: 'subTable';
  columns: DesignLeafField[];
}
export type DesignField = DesignLeafField | DesignSubTableField;
export interface FormDesign {
  version: 1;
  columns: 1 | 2 | 3;
  fields: DesignField[];
}

/** A problem of a design: where (`fields.1.label.en`) and what, in the caller's language. */
export type FormDesignIssue = JsonDocumentIssue;

/** Parses a design from its JSON text (or value): the design, or its first problem in `lang`. */
export function parseFormDesign(
  input: unknown,
  lang: Language,
): { ok: true; design: FormDesign } | { ok: false; issue: FormDesignIssue } {
  const r = parseJsonDocument<FormDesign>(input, formDesignSchema, FORM_DESIGN_PROBLEMS, lang);
  return r.ok ? { ok: true, design: r.value } : r;
}

function leafToFieldDef(f: DesignLeafField): FieldDef {
  const base = { label: f.label, required: !!f.required };
  switch (f.type) {
    case 'text':
      return {
        ...base,
        type: 'string',
        min: f.min,
        max: f.max ?? 256,
        validators: f.validator ? [f.validator] : undefined,
      };
    case 'number':
      return { ...base, type: 'number', min: f.min, max: f.max, decimals: f.decimals ?? 2 };
    case 'select':
      return { ...base, type: 'dict', dict: f.dict };
    case 'date':
      return { ...base, type: 'date' };
    case 'upload':
      return { ...base, type: 'image', upload: 'image' };
  }
}

/**
 * The design as a resource declaration (not served by the engine: the form's values are stored
 * as one JSON row per form and tenant), so the console's resource form renderer and the contract's
 * `addSchema` render and validate it like any resource's form.
 */
export function designToResource(code: string, design: FormDesign): Resource {
  const fields: Record<string, FieldDef> = {};
  const children: Record<string, ChildDef> = {};
  for (const f of design.fields) {
    if (f.type === 'subTable') {
      children[f.key] = {
        table: 'sys_form_value',
        parentColumn: 'id',
        label: f.label,
        ordered: true,
        min: f.required ? 1 : 0,
        fields: Object.fromEntries(f.columns.map((c) => [c.key, leafToFieldDef(c)])),
      };
    } else fields[f.key] = leafToFieldDef(f);
  }
  const title: LocalizedText = { 'zh-CN': code, en: code, 'zh-TW': code, 'pt-BR': code };
  return defineResource({
    name: 'sysFormValue',
    table: 'sys_form_value',
    scope: 'tenant',
    title,
    fields,
    children,
    actions: ['detail', 'add'],
  });
}

/** An empty design: the designer's starting point. */
export const EMPTY_FORM_DESIGN: FormDesign = { version: 1, columns: 2, fields: [] };
