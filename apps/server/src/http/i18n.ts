import {
  ERROR_MESSAGES,
  type ErrorCode,
  formatMessage,
  type Language,
  STATUS_MESSAGES,
  VALIDATION_MESSAGES,
} from '@printfloor/contract';
import { z } from 'zod';

const zodLocales: Record<Language, () => { localeError: z.core.$ZodErrorMap }> = {
  'zh-CN': z.locales.zhCN,
  en: z.locales.en,
  'zh-TW': z.locales.zhTW,
  'pt-BR': z.locales.pt,
};
const zodErrorMaps = new Map<Language, z.core.$ZodErrorMap>();

/** Zod's messages in the caller's language. */
export function zodErrorMap(lang: Language): z.core.$ZodErrorMap {
  let map = zodErrorMaps.get(lang);
  if (!map) {
    map = zodLocales[lang]().localeError;
    zodErrorMaps.set(lang, map);
  }
  return map;
}

export function errorText(lang: Language, code: ErrorCode, params?: Record<string, string | number>): string {
  return `[${code}] ${errorSentence(lang, code, params)}`;
}

/** The text of an error code without the `[CODE]` prefix (what a form shows on the field). */
export function errorSentence(lang: Language, code: ErrorCode, params?: Record<string, string | number>): string {
  return formatMessage(ERROR_MESSAGES[code][lang], params);
}

export function statusText(lang: Language, status: keyof typeof STATUS_MESSAGES, params?: Record<string, string>) {
  return formatMessage(STATUS_MESSAGES[status][lang], params);
}

/** A schema's custom message is a key of VALIDATION_MESSAGES, optionally `key|{"max":3}`. */
export function translateValidation(lang: Language, message: string): string {
  const [key, json] = message.split('|', 2) as [string, string | undefined];
  const entry = (VALIDATION_MESSAGES as Record<string, Record<Language, string>>)[key];
  if (!entry) return message;
  return formatMessage(entry[lang], json ? (JSON.parse(json) as Record<string, string>) : undefined, lang);
}
