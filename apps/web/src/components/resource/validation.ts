import { formatMessage, type Language, VALIDATION_MESSAGES } from '@printfloor/contract';
import { z } from 'zod';

const ZOD_LOCALES: Record<Language, () => { localeError: z.core.$ZodErrorMap }> = {
  'zh-CN': z.locales.zhCN,
  en: z.locales.en,
  'zh-TW': z.locales.zhTW,
  'pt-BR': z.locales.pt,
};
const maps = new Map<Language, z.core.$ZodErrorMap>();

/** Zod's own messages in a language (for issues without one of our message keys). */
export function zodErrorMap(lang: Language): z.core.$ZodErrorMap {
  let map = maps.get(lang);
  if (!map) {
    map = ZOD_LOCALES[lang]().localeError;
    maps.set(lang, map);
  }
  return map;
}

const CJK = /^[\u3400-\u9fff]/;

/**
 * A schema message — a key of VALIDATION_MESSAGES, optionally `key|{"max":3}` — in a language,
 * like the server's translateValidation. Fragments ("is required", "不能为空") get the field
 * label in front: "Name is required", "名称不能为空". Other text passes through.
 */
export function translateValidation(message: string, lang: Language, label?: string): string {
  const bar = message.indexOf('|');
  const key = bar < 0 ? message : message.slice(0, bar);
  const entry = (VALIDATION_MESSAGES as Record<string, Record<Language, string>>)[key];
  if (!entry) return message;
  let params: Parameters<typeof formatMessage>[1];
  if (bar >= 0) {
    try {
      params = JSON.parse(message.slice(bar + 1)) as Parameters<typeof formatMessage>[1];
    } catch {
      params = undefined;
    }
  }
  const text = formatMessage(entry[lang], params, lang);
  const fragment = /^[a-z]/.test(entry.en);
  if (!label || !fragment) return text;
  return CJK.test(text) || lang === 'zh-CN' || lang === 'zh-TW' ? `${label}${text}` : `${label} ${text}`;
}

/**
 * Validates `values` with a schema and returns the messages per top-level field, translated.
 * `labelOf` gives the label put in front of fragment messages.
 */
export function validateWith(
  schema: z.ZodType,
  values: unknown,
  lang: Language,
  labelOf: (field: string) => string | undefined = () => undefined,
): Record<string, string[]> {
  const parsed = schema.safeParse(values, { error: zodErrorMap(lang) });
  if (parsed.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    const text = translateValidation(issue.message, lang, labelOf(field));
    const list = out[field] ?? [];
    if (!list.includes(text)) list.push(text);
    out[field] = list;
  }
  return out;
}

/**
 * An antd form rule that checks one field with the contract's schema for it — the very rule the
 * server applies — and shows its message in `lang` with the field's label (never antd's pattern
 * or type defaults). Empty inputs reach the schema as `undefined`, so optional fields pass.
 */
export function contractRule(schema: z.ZodType, lang: Language, label?: string) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const input = value === '' || value === null ? undefined : value;
      const parsed = schema.safeParse(input, { error: zodErrorMap(lang) });
      const issue = parsed.success ? undefined : parsed.error.issues[0];
      if (issue) throw new Error(translateValidation(issue.message, lang, label));
    },
  };
}

/**
 * The form's values as the request body of `schema`, or null when they do not pass it: values
 * that pass a schema are a valid input of it, which is what the typed client takes.
 */
export function validInput<S extends z.ZodType>(schema: S, values: unknown): z.input<S> | null {
  return schema.safeParse(values).success ? (values as z.input<S>) : null;
}
