import { type Language, normalizeLanguage } from '@printfloor/contract';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import ptBRAntd from 'antd/locale/pt_BR';
import zhCNAntd from 'antd/locale/zh_CN';
import zhTWAntd from 'antd/locale/zh_TW';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import 'dayjs/locale/pt-br';
import 'dayjs/locale/en';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { UiLanguage } from '../stores/themeConfig.ts';
import en from './lang/en.ts';
import ptBR from './lang/pt-BR.ts';
import zhCN from './lang/zh-CN.ts';
import zhTW from './lang/zh-TW.ts';
import { MENU_TITLES } from './menuTitles.ts';

export const MESSAGES = { 'zh-CN': zhCN, en, 'zh-TW': zhTW, 'pt-BR': ptBR } as const;

export const ANTD_LOCALES: Record<Language, Locale> = {
  'zh-CN': zhCNAntd,
  en: enUS,
  'zh-TW': zhTWAntd,
  'pt-BR': ptBRAntd,
};

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
  resources: Object.fromEntries(
    Object.entries(MESSAGES).map(([lang, messages]) => [
      lang,
      { translation: messages, menu: MENU_TITLES[lang as Language] },
    ]),
  ),
  lng: 'zh-CN',
  fallbackLng: 'zh-CN',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** Switches i18next and dayjs; the antd locale follows through `ANTD_LOCALES` in the providers. */
export function applyLanguage(ui: UiLanguage | string): Language {
  const lang = languageOf(ui);
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
  dayjs.locale(DAYJS_LOCALES[lang]);
  document.documentElement.lang = lang;
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
