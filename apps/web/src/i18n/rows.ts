import type { Language } from '@printfloor/contract';

/** A text in zh-CN, en, zh-TW and pt-BR, in that order (the contract's title rows' shape). */
export type TextRow = readonly [string, string, string, string];

const ORDER: readonly Language[] = ['zh-CN', 'en', 'zh-TW', 'pt-BR'];

/**
 * A page's messages written one key per line in the four languages, turned into one table per
 * language (what i18next loads): a key cannot be missing in one language, and translations of a
 * text stand side by side.
 */
export function messagesByLanguage<K extends string>(rows: Record<K, TextRow>): Record<Language, Record<K, string>> {
  const out = {} as Record<Language, Record<K, string>>;
  ORDER.forEach((lang, i) => {
    out[lang] = Object.fromEntries(Object.entries<TextRow>(rows).map(([k, row]) => [k, row[i]])) as Record<K, string>;
  });
  return out;
}
