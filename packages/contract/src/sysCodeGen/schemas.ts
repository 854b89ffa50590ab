import { z } from 'zod';
import type { LocalizedText } from '../i18n/labels.ts';
import { idSchema, optText, pageInputSchema, reqText } from '../schemas/common.ts';

/**
 * Code generation (sysCodeGen, sysCodeGenConfig): a record names a table and the resource to make
 * of it; its column configs say how each column shows (label in four languages, form control,
 * search, list / form visibility, dictionary). The generator answers the files of a new resource
 * in the project's shape (migration, contract declaration, view, menu entry).
 */

/** Form controls a column can get; each maps to one field type of the resource engine. */
export const CODE_GEN_CONTROLS = [
  'input',
  'textarea',
  'integer',
  'number',
  'money',
  'switch',
  'date',
  'datetime',
  'dict',
] as const;
export type CodeGenControl = (typeof CODE_GEN_CONTROLS)[number];

/** How a column is searched on the list: not at all, equal, contains, between. */
export const CODE_GEN_QUERY_TYPES = ['none', 'eq', 'like', 'range'] as const;
export type CodeGenQueryType = (typeof CODE_GEN_QUERY_TYPES)[number];

/** Columns every tenant table of the project has; the generator adds them itself. */
export const CODE_GEN_STANDARD_COLUMNS: readonly string[] = [
  'tenant_id',
  'id',
  'create_time',
  'update_time',
  'create_user_id',
  'create_user_name',
  'update_user_id',
  'update_user_name',
  'is_delete',
  'create_org_id',
  'create_org_name',
];

const SNAKE = /^[a-z][a-z0-9_]*$/;
const CAMEL = /^[a-z][A-Za-z0-9]*$/;

const labelText = reqText(64);
export const localizedLabelSchema = z.object({
  'zh-CN': labelText,
  en: labelText,
  'zh-TW': labelText,
  'pt-BR': labelText,
});

export const codeGenColumnSchema = z.object({
  columnName: reqText(63).regex(SNAKE, { error: 'invalidValue' }),
  label: localizedLabelSchema,
  control: z.enum(CODE_GEN_CONTROLS, { error: 'invalidValue' }),
  queryType: z.enum(CODE_GEN_QUERY_TYPES, { error: 'invalidValue' }).default('none'),
  required: z.boolean().default(false),
  listVisible: z.boolean().default(true),
  formVisible: z.boolean().default(true),
  dictCode: optText(64),
  maxLength: z.coerce.number().int().min(1).max(4000).nullish().default(null),
});
export type CodeGenColumnInput = z.output<typeof codeGenColumnSchema>;

export const codeGenInputSchema = z.object({
  tableName: reqText(63).regex(SNAKE, { error: 'invalidValue' }),
  resourceName: reqText(40).regex(CAMEL, { error: 'invalidValue' }),
  /** The domain folder the files go to (modules/<domain>, contract/<domain>, views/<domain>). */
  domain: reqText(40).regex(CAMEL, { error: 'invalidValue' }),
  businessName: localizedLabelSchema,
  menuIcon: optText(64).transform((v) => v ?? 'antd:TableOutlined'),
  migrationNo: z.coerce.number().int().min(1).max(9999),
  remark: optText(256),
  /** Absent or empty: the columns of the existing table `tableName`, from the catalogue. */
  columns: z.array(codeGenColumnSchema).max(100).optional(),
});
export type CodeGenInput = z.output<typeof codeGenInputSchema>;

export const codeGenUpdateSchema = codeGenInputSchema.extend({ id: idSchema });
export type CodeGenUpdateInput = z.output<typeof codeGenUpdateSchema>;

export const codeGenPageSchema = pageInputSchema.extend({ tableName: optText(63), resourceName: optText(40) });
export type CodeGenPageInput = z.output<typeof codeGenPageSchema>;

export const codeGenConfigUpdateSchema = z.object({
  codeGenId: idSchema,
  columns: z.array(codeGenColumnSchema).min(1).max(100),
});
export type CodeGenConfigUpdateInput = z.output<typeof codeGenConfigUpdateSchema>;

/** A code-gen record as the list and detail answer it. */
export interface CodeGenRecord {
  id: number;
  tableName: string;
  resourceName: string;
  domain: string;
  businessName: LocalizedText;
  menuIcon: string;
  migrationNo: number;
  remark: string | null;
  columnCount: number;
  createTime: string;
  updateTime: string | null;
}

/** One column's config (sysCodeGenConfig). */
export interface CodeGenColumn extends CodeGenColumnInput {
  id: number;
  codeGenId: number;
  /** The field's name in the declaration (camelCase of the column). */
  propertyName: string;
  /** The PostgreSQL type the migration gives the column. */
  dataType: string;
  orderNo: number;
}

/** One generated file: its path from the repository root, its language (for highlighting), its text. */
export interface GeneratedFile {
  path: string;
  language: 'sql' | 'typescript' | 'markdown';
  content: string;
}
