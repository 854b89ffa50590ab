import { MENU_TITLES as CONTRACT_MENU_TITLES, LANGUAGES, type Language } from '@printfloor/contract';

/**
 * Menu titles are i18n keys (`menu.<name>`, `button.<action>`; contract §4.3) translated by
 * the shared table in packages/contract/src/constants/menu-titles.ts. Turned into one
 * i18next resource bundle per language (namespace `menu`).
 */
export function menuTitlesFrom(
  table: Readonly<Record<string, Partial<Record<Language, string>>>>,
): Record<Language, Record<string, string>> {
  const out = Object.fromEntries(LANGUAGES.map((l) => [l, {} as Record<string, string>])) as Record<
    Language,
    Record<string, string>
  >;
  for (const [key, texts] of Object.entries(table)) {
    for (const lang of LANGUAGES) {
      const text = texts[lang];
      if (typeof text === 'string') out[lang][key] = text;
    }
  }
  return out;
}

export const MENU_TITLES = menuTitlesFrom(CONTRACT_MENU_TITLES);
