import { type Language, normalizeLanguage } from '@printfloor/contract';
import type { Locale } from 'antd/es/locale';
import zhCNAntd from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { UiLanguage } from '../stores/themeConfig.ts';
import zhCN, { type Messages } from './lang/zh-CN.ts';

/**
 * Only the default language (zh-CN) is in the first bundle. The other languages — shell
 * messages, antd locale, dayjs locale — load on demand (`loadLanguage`) when they become active;
 * the menu-title table (namespace `menu`) loads with the routes after login (`loadMenuTitles`), the
 * messages of the pages behind login with those pages (`loadPageMessages`).
 */
interface LanguagePack {
  messages: Messages;
  antd: Locale;
}

const PACK_LOADERS: Record<Exclude<Language, 'zh-CN'>, () => Promise<LanguagePack>> = {
  en: () =>
    Promise.all([import('./lang/en.ts'), import('antd/es/locale/en_US'), import('dayjs/locale/en')]).then(([m, a]) => ({
      messages: m.default,
      antd: a.default,
    })),
  'zh-TW': () =>
    Promise.all([import('./lang/zh-TW.ts'), import('antd/es/locale/zh_TW'), import('dayjs/locale/zh-tw')]).then(
      ([m, a]) => ({ messages: m.default, antd: a.default }),
    ),
  'pt-BR': () =>
    Promise.all([import('./lang/pt-BR.ts'), import('antd/es/locale/pt_BR'), import('dayjs/locale/pt-br')]).then(
      ([m, a]) => ({ messages: m.default, antd: a.default }),
    ),
};

const antdLocales: Partial<Record<Language, Locale>> = { 'zh-CN': zhCNAntd };
const packLoads = new Map<Language, Promise<void>>();
let menuTitles: Record<Language, Record<string, string>> | null = null;
let menuTitlesLoad: Promise<void> | null = null;
let pageMessages: Record<Language, object> | null = null;
let pageMessagesLoad: Promise<void> | null = null;

export const DAYJS_LOCALES: Record<Language, string> = {
  'zh-CN': 'zh-cn',
  en: 'en',
  'zh-TW': 'zh-tw',
  'pt-BR': 'pt-br',
};

export function languageOf(ui: UiLanguage | string): Language {
  return normalizeLanguage(ui);
}

void i18n.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: zhCN } },
  lng: 'zh-CN',
  fallbackLng: 'zh-CN',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

function addMenuBundle(lang: Language): void {
  if (menuTitles && !i18n.hasResourceBundle(lang, 'menu')) i18n.addResourceBundle(lang, 'menu', menuTitles[lang]);
}

function addPageMessages(lang: Language): void {
  if (pageMessages) i18n.addResourceBundle(lang, 'translation', pageMessages[lang], true, true);
}

/** Loads a language's messages, antd and dayjs locales (once); resolves when it can be applied. */
export function loadLanguage(ui: UiLanguage | string): Promise<void> {
  const lang = languageOf(ui);
  if (lang === 'zh-CN') return Promise.resolve();
  let pending = packLoads.get(lang);
  if (!pending) {
    pending = PACK_LOADERS[lang]().then(
      (pack) => {
        i18n.addResourceBundle(lang, 'translation', pack.messages);
        antdLocales[lang] = pack.antd;
        addMenuBundle(lang);
        addPageMessages(lang);
      },
      (error: unknown) => {
        packLoads.delete(lang);
        throw error;
      },
    );
    packLoads.set(lang, pending);
  }
  return pending;
}

export function isLanguageLoaded(ui: UiLanguage | string): boolean {
  return languageOf(ui) in antdLocales;
}

/** The antd locale of a loaded language (zh-CN until the language has loaded). */
export function antdLocaleOf(ui: UiLanguage | string): Locale {
  return antdLocales[languageOf(ui)] ?? zhCNAntd;
}

/** Loads the menu-title table (namespace `menu`, every loaded language); needed once logged in. */
export function loadMenuTitles(): Promise<void> {
  if (!menuTitlesLoad) {
    menuTitlesLoad = import('./menuTitles.ts').then(
      (m) => {
        menuTitles = m.MENU_TITLES;
        for (const lang of Object.keys(antdLocales) as Language[]) addMenuBundle(lang);
      },
      (error: unknown) => {
        menuTitlesLoad = null;
        throw error;
      },
    );
  }
  return menuTitlesLoad;
}

/** Loads the messages of the pages behind login (`resource.*`, `workbench.*`) for every loaded language. */
export function loadPageMessages(): Promise<void> {
  if (!pageMessagesLoad) {
    pageMessagesLoad = import('./pageMessages.ts').then(
      (m) => {
        pageMessages = m.PAGE_MESSAGES;
        for (const lang of Object.keys(antdLocales) as Language[]) addPageMessages(lang);
      },
      (error: unknown) => {
        pageMessagesLoad = null;
        throw error;
      },
    );
  }
  return pageMessagesLoad;
}

let wanted: Language = 'zh-CN';

function switchTo(lang: Language): void {
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
  dayjs.locale(DAYJS_LOCALES[lang]);
  document.documentElement.lang = lang;
}

/**
 * Switches i18next and dayjs (the antd locale follows through `antdLocaleOf` in the providers).
 * A language not loaded yet is loaded first, then applied if it is still the wanted one.
 */
export function applyLanguage(ui: UiLanguage | string): Language {
  const lang = languageOf(ui);
  wanted = lang;
  if (isLanguageLoaded(lang)) switchTo(lang);
  else
    loadLanguage(lang).then(
      () => {
        if (wanted === lang) switchTo(lang);
      },
      (error: unknown) => console.error(error),
    );
  return lang;
}

/** A menu/route title: a key of the menu table or of the shell messages, else the literal text. */
export function translateTitle(title: string | null | undefined): string {
  if (!title) return '';
  if (i18n.exists(title, { ns: 'menu' })) return i18n.t(title, { ns: 'menu' });
  if (i18n.exists(title)) return i18n.t(title);
  return title;
}

export default i18n;
