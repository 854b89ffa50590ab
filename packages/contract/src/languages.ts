/** UI and message languages. zh-CN is the default (spec §1). */
export const LANGUAGES = ['zh-CN', 'en', 'zh-TW', 'pt-BR'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

/** Maps an Accept-Language header or a stored theme value (`zh-cn`, `pt-br`, …) to a supported language. */
export function normalizeLanguage(input: string | null | undefined): Language {
  if (!input) return DEFAULT_LANGUAGE;
  for (const part of input.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (!tag || tag === '*') continue;
    if (tag === 'zh-tw' || tag === 'zh-hk' || tag === 'zh-hant' || tag.startsWith('zh-hant')) return 'zh-TW';
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en';
    if (tag.startsWith('pt')) return 'pt-BR';
  }
  return DEFAULT_LANGUAGE;
}

/**
 * Menu titles are stored as keys (`menu.sysUser`). Our console sends this header with the value
 * `key` and translates them itself; without it (Admin.NET's own client, which has no translations
 * for our keys) the menu calls answer the text in the request's language (Accept-Language).
 */
export const MENU_TITLE_HEADER = 'x-menu-title';
export const MENU_TITLE_KEYS = 'key';
// (Here, not beside the titles: the console's request layer, part of the login page, needs only
// the header, and importing it from menu-titles.ts pulled the whole title table into that page.)
