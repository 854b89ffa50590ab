import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from '../src/index.ts';
import {
  addSchema,
  ERROR_MESSAGES,
  formatMessage,
  LANGUAGES,
  type Language,
  type Resource,
  STATUS_MESSAGES,
  updateSchema,
  VALIDATION_MESSAGES,
} from '../src/index.ts';

/**
 * No message a user can see — ours in every language, or Zod's for a rule without one of ours —
 * may show pattern text: a raw regular expression or a library's "does not match the pattern".
 */
const PATTERN_TEXT = [
  /\/\^/,
  /\$\//,
  /pattern/i,
  /(corresponder ao|encaixa no) padrão/i,
  /模式/,
  /正则/,
  /is not a valid (e-?mail|url|date|number|string)/i,
  /não é um e-?mail válido/i,
  /不是一个有效的/,
  /must match/i,
];
const hasPatternText = (text: string) => PATTERN_TEXT.some((re) => re.test(text));

const ZOD_LOCALES: Record<Language, () => { localeError: z.core.$ZodErrorMap }> = {
  'zh-CN': z.locales.zhCN,
  en: z.locales.en,
  'zh-TW': z.locales.zhTW,
  'pt-BR': z.locales.pt,
};

/** Every message text of a message table, in every language. */
function texts(table: Record<string, Record<Language, string>>): string[] {
  return Object.values(table).flatMap((entry) => LANGUAGES.map((lang) => entry[lang]));
}

/** What a user would read for a schema's issue: our message in `lang`, or Zod's own in `lang`. */
function shown(message: string, lang: Language): string {
  const bar = message.indexOf('|');
  const key = bar < 0 ? message : message.slice(0, bar);
  const entry = (VALIDATION_MESSAGES as Record<string, Record<Language, string>>)[key];
  return entry ? formatMessage(entry[lang]) : message;
}

const BAD_VALUES: unknown[] = ['!', '#x#', 'a b', '1', 'x'.repeat(2000), -1, 1.5, 'not-a-date', true, {}, []];

/** All Zod object schemas the contract exports, plus the add/update schema of every declared resource. */
function contractSchemas(): Array<[string, z.ZodObject]> {
  const out: Array<[string, z.ZodObject]> = [];
  for (const [name, value] of Object.entries(contract)) {
    if (value instanceof z.ZodObject) out.push([name, value]);
    const r = value as Partial<Resource>;
    if (
      r &&
      typeof r === 'object' &&
      Array.isArray(r.fieldList) &&
      Array.isArray(r.childList) &&
      typeof r.name === 'string'
    ) {
      out.push([`${r.name}.add`, addSchema(r as Resource) as unknown as z.ZodObject]);
      out.push([`${r.name}.update`, updateSchema(r as Resource) as unknown as z.ZodObject]);
    }
  }
  return out;
}

describe('messages carry no pattern text', () => {
  it('our message tables, in all four languages', () => {
    const all = [
      ...texts(VALIDATION_MESSAGES),
      ...texts(ERROR_MESSAGES as unknown as Record<string, Record<Language, string>>),
      ...texts(STATUS_MESSAGES as unknown as Record<string, Record<Language, string>>),
    ];
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter(hasPatternText)).toEqual([]);
  });

  it('every rule of every contract schema, fed bad values, answers a human message in each language', () => {
    const schemas = contractSchemas();
    expect(schemas.length).toBeGreaterThan(30);
    const offending = new Set<string>();
    const maps = Object.fromEntries(LANGUAGES.map((l) => [l, ZOD_LOCALES[l]().localeError])) as Record<
      Language,
      z.core.$ZodErrorMap
    >;
    let checked = 0;
    for (const [name, schema] of schemas) {
      for (const key of Object.keys(schema.shape)) {
        for (const bad of BAD_VALUES) {
          for (const lang of LANGUAGES) {
            const parsed = schema.safeParse({ [key]: bad }, { error: maps[lang] });
            if (parsed.success) continue;
            for (const issue of parsed.error.issues) {
              checked++;
              const text = shown(issue.message, lang);
              if (hasPatternText(text)) offending.add(`${name}.${issue.path.join('.')}: ${text}`);
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect([...offending]).toEqual([]);
  }, 60_000);

  it('a fragment message put after a field label never repeats the label (账号账号须以…)', () => {
    const labels = new Set([
      '账号',
      '密码',
      '内容',
      '开始时间',
      '生日',
      '邮政编码',
      '权限标识',
      '热文件夹路径',
      '帳號',
      '密碼',
    ]);
    for (const [, value] of Object.entries(contract)) {
      const r = value as Partial<Resource>;
      if (r && typeof r === 'object' && Array.isArray(r.fieldList) && Array.isArray(r.childList))
        for (const f of r.fieldList) for (const lang of ['zh-CN', 'zh-TW'] as const) labels.add(f.label[lang]);
    }
    const doubled: string[] = [];
    for (const [key, entry] of Object.entries(VALIDATION_MESSAGES as Record<string, Record<Language, string>>)) {
      if (!/^[a-z]/.test(entry.en)) continue; // a whole sentence, shown without a label
      for (const lang of ['zh-CN', 'zh-TW'] as const)
        for (const label of labels)
          for (let k = 2; k <= label.length; k++)
            if (entry[lang].startsWith(label.slice(-k))) doubled.push(`${key}: ${label}${entry[lang]}`);
    }
    expect(doubled).toEqual([]);
  });

  it('the detector itself sees a raw pattern and the libraries’ defaults', () => {
    const raw = z.object({ a: z.string().regex(/^1[3-9]\d{9}$/) });
    const msg = raw.safeParse({ a: 'x' }, { error: ZOD_LOCALES.en().localeError }).error?.issues[0]?.message ?? '';
    expect(hasPatternText(msg)).toBe(true);
    expect(hasPatternText('管理员账号与模式不匹配/^[A-Za-z][A-Za-z0-9_]{4,15}$/')).toBe(true);
    expect(hasPatternText('E-mail não é um email válido')).toBe(true);
    expect(hasPatternText('邮箱不是一个有效的email')).toBe(true);
    expect(hasPatternText('Email is not a valid email')).toBe(true);
  });
});
