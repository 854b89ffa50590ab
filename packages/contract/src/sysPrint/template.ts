import { z } from 'zod';
import type { LocalizedText } from '../i18n/labels.ts';
import { type JsonDocumentIssue, parseJsonDocument } from '../json-document.ts';
import type { Language } from '../languages.ts';

/**
 * A print template (platform › Print templates), saved as JSON (sys_print_template.template_json):
 * a paper size in mm and elements placed in mm from the top-left corner. Text, barcode and QR
 * contents may hold `{{field}}` placeholders, filled from the data given to `sysPrint/print`
 * (or the template's sample data). The server renders it to a PDF page per data row.
 */

export const PRINT_ELEMENT_TYPES = ['text', 'barcode', 'qr', 'image', 'line', 'box'] as const;
export type PrintElementType = (typeof PRINT_ELEMENT_TYPES)[number];

export interface PrintElement {
  id: string;
  type: PrintElementType;
  /** Position and size in mm (a line runs from (x, y) to (x + w, y + h)). */
  x: number;
  y: number;
  w: number;
  h: number;
  /** text: the text; barcode / qr: the encoded content; image: a data URL (png/jpeg) or `{{field}}` holding one. */
  content?: string;
  /** text: font size in points. */
  fontSize?: number;
  bold?: boolean;
  /** line / box: stroke width in mm. */
  stroke?: number;
}

export interface PrintTemplate {
  version: 1;
  widthMm: number;
  heightMm: number;
  elements: PrintElement[];
}

export const PRINT_TEMPLATE_PROBLEMS = {
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
  paper: {
    'zh-CN': '纸张宽高须为 10 到 1000 毫米',
    en: 'the paper must be 10 to 1000 mm each way',
    'zh-TW': '紙張寬高須為 10 到 1000 公釐',
    'pt-BR': 'o papel deve ter de 10 a 1000 mm em cada direção',
  },
  elements: {
    'zh-CN': '元素最多 200 个',
    en: 'at most 200 elements',
    'zh-TW': '元素最多 200 個',
    'pt-BR': 'no máximo 200 elementos',
  },
  badType: {
    'zh-CN': '未知的元素类型（可用：text、barcode、qr、image、line、box）',
    en: 'unknown element type (available: text, barcode, qr, image, line, box)',
    'zh-TW': '未知的元素類型（可用：text、barcode、qr、image、line、box）',
    'pt-BR': 'tipo de elemento desconhecido (disponíveis: text, barcode, qr, image, line, box)',
  },
  position: {
    'zh-CN': '位置和尺寸须为 0 到 1000 毫米的数值',
    en: 'position and size must be numbers from 0 to 1000 mm',
    'zh-TW': '位置和尺寸須為 0 到 1000 公釐的數值',
    'pt-BR': 'posição e tamanho devem ser números de 0 a 1000 mm',
  },
  outside: {
    'zh-CN': '元素超出纸张范围',
    en: 'the element lies outside the paper',
    'zh-TW': '元素超出紙張範圍',
    'pt-BR': 'o elemento fica fora do papel',
  },
  content: {
    'zh-CN': '内容最多 2000 个字符；条码和二维码的内容不能为空',
    en: 'content is at most 2000 characters; a barcode or QR needs content',
    'zh-TW': '內容最多 2000 個字元；條碼和 QR 碼的內容不能為空',
    'pt-BR': 'o conteúdo tem no máximo 2000 caracteres; código de barras e QR precisam de conteúdo',
  },
  fontSize: {
    'zh-CN': '字号须为 4 到 96 磅',
    en: 'the font size must be 4 to 96 pt',
    'zh-TW': '字號須為 4 到 96 點',
    'pt-BR': 'o tamanho da fonte deve ser de 4 a 96 pt',
  },
  stroke: {
    'zh-CN': '线宽须为 0.1 到 10 毫米',
    en: 'the stroke must be 0.1 to 10 mm',
    'zh-TW': '線寬須為 0.1 到 10 公釐',
    'pt-BR': 'a espessura deve ser de 0,1 a 10 mm',
  },
  id: {
    'zh-CN': '元素编号须为 1 到 40 个字符且不重复',
    en: 'element ids are 1 to 40 characters and unique',
    'zh-TW': '元素編號須為 1 到 40 個字元且不重複',
    'pt-BR': 'os ids dos elementos têm de 1 a 40 caracteres e são únicos',
  },
  unknownKey: {
    'zh-CN': '不支持的属性',
    en: 'unsupported property',
    'zh-TW': '不支援的屬性',
    'pt-BR': 'propriedade não suportada',
  },
} as const satisfies Record<string, LocalizedText>;
export type PrintTemplateProblem = keyof typeof PRINT_TEMPLATE_PROBLEMS;

const p = (problem: PrintTemplateProblem) => ({ error: problem });
const mm = z.number(p('position')).min(0, p('position')).max(1000, p('position'));

const elementSchema = z
  .strictObject(
    {
      id: z.string(p('id')).min(1, p('id')).max(40, p('id')),
      type: z.enum(PRINT_ELEMENT_TYPES, p('badType')),
      x: mm,
      y: mm,
      w: mm,
      h: mm,
      content: z.string(p('content')).max(2000, p('content')).optional(),
      fontSize: z.number(p('fontSize')).min(4, p('fontSize')).max(96, p('fontSize')).optional(),
      bold: z.boolean(p('unknownKey')).optional(),
      stroke: z.number(p('stroke')).min(0.1, p('stroke')).max(10, p('stroke')).optional(),
    },
    p('unknownKey'),
  )
  .superRefine((e, ctx) => {
    if ((e.type === 'barcode' || e.type === 'qr' || e.type === 'image') && !e.content?.trim())
      ctx.addIssue({ code: 'custom', path: ['content'], message: 'content' });
  });

export const printTemplateSchema = z
  .strictObject(
    {
      version: z.literal(1, p('version')),
      widthMm: z.number(p('paper')).min(10, p('paper')).max(1000, p('paper')),
      heightMm: z.number(p('paper')).min(10, p('paper')).max(1000, p('paper')),
      elements: z.array(elementSchema, p('elements')).max(200, p('elements')),
    },
    p('unknownKey'),
  )
  .superRefine((t, ctx) => {
    const ids = new Set<string>();
    t.elements.forEach((e, i) => {
      if (ids.has(e.id)) ctx.addIssue({ code: 'custom', path: ['elements', i, 'id'], message: 'id' });
      ids.add(e.id);
      if (
        e.x + (e.type === 'line' ? 0 : e.w) > t.widthMm + 0.01 ||
        e.y + (e.type === 'line' ? 0 : e.h) > t.heightMm + 0.01
      )
        ctx.addIssue({ code: 'custom', path: ['elements', i], message: 'outside' });
    });
  });

/** Parses a template from its JSON text (or value): the template, or its first problem in `lang`. */
export function parsePrintTemplate(
  input: unknown,
  lang: Language,
): { ok: true; template: PrintTemplate } | { ok: false; issue: JsonDocumentIssue } {
  const r = parseJsonDocument<PrintTemplate>(input, printTemplateSchema, PRINT_TEMPLATE_PROBLEMS, lang);
  return r.ok ? { ok: true, template: r.value } : r;
}

const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_.]*)\s*\}\}/g;

/** Fills `{{field}}` placeholders from `data` (a missing field becomes empty). */
export function fillPlaceholders(text: string, data: Readonly<Record<string, unknown>>): string {
  return text.replace(PLACEHOLDER, (_m, key: string) => {
    const v = data[key];
    return v === undefined || v === null ? '' : String(v);
  });
}

/** The placeholders a template uses (for the designer's sample data). */
export function templatePlaceholders(template: PrintTemplate): string[] {
  const out = new Set<string>();
  for (const e of template.elements) for (const m of (e.content ?? '').matchAll(PLACEHOLDER)) out.add(m[1] as string);
  return [...out];
}

/** One data row of a print: field → value (text or number). */
export const printDataRowSchema = z.record(
  z.string(),
  z.union([z.string().max(2000), z.number(), z.boolean(), z.null()], { error: 'invalidValue' }),
  { error: 'invalidValue' },
);

/** `POST /api/sysPrint/print`: the template by id, and rows (one page each; none: the template's sample data). */
export const printInputSchema = z.object({
  id: z.coerce.number({ error: 'idRequired' }).int({ error: 'idRequired' }).positive({ error: 'idRequired' }),
  data: z
    .array(printDataRowSchema, { error: 'invalidValue' })
    .max(500, { error: 'tooManyItems|{"max":500}' })
    .optional(),
});
