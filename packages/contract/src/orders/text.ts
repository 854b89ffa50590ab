import type { LocalizedText } from '../i18n/labels.ts';

/** A text in zh-CN, en, zh-TW and pt-BR (the domain's labels; not exported from the contract). */
export const L = (zhCN: string, en: string, zhTW: string, ptBR: string): LocalizedText => ({
  'zh-CN': zhCN,
  en,
  'zh-TW': zhTW,
  'pt-BR': ptBR,
});
