import { type Language, type LocalizedText, normalizeLanguage } from '@printfloor/contract';
import { useThemeConfig } from '../../stores/themeConfig.ts';

/** The current UI language (follows the language switch). */
export function useLanguage(): Language {
  return normalizeLanguage(useThemeConfig((s) => s.themeConfig.globalI18n));
}

/** A declaration's LocalizedText in a language (zh-CN when a text lacks it). */
export function localized(text: LocalizedText | undefined, lang: Language): string {
  if (!text) return '';
  return text[lang] ?? text['zh-CN'] ?? '';
}

/**
 * antd tag colour of a `tagType` (Element Plus names in the contract: success, danger,
 * warning, info, primary) or any antd colour passed through.
 */
export function tagColor(tagType: string | null | undefined): string | undefined {
  switch (tagType) {
    case null:
    case undefined:
    case '':
      return undefined;
    case 'success':
      return 'success';
    case 'danger':
    case 'error':
      return 'error';
    case 'warning':
      return 'warning';
    case 'info':
      return 'default';
    case 'primary':
      return 'processing';
    default:
      return tagType;
  }
}
