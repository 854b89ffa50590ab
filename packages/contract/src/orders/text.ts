import type { LocalizedText } from '../i18n/labels.ts';
import type { EnumOption, FieldDef } from '../resources/define.ts';

/** A text in zh-CN, en, zh-TW and pt-BR (the domain's labels; not exported from the contract). */
export const L = (zhCN: string, en: string, zhTW: string, ptBR: string): LocalizedText => ({
  'zh-CN': zhCN,
  en,
  'zh-TW': zhTW,
  'pt-BR': ptBR,
});

/** A text field of `max` characters (the order domain's declarations share it). */
export const text = (label: FieldDef['label'], max: number, extra: Partial<FieldDef> = {}): FieldDef => ({
  type: 'string',
  label,
  max,
  ...extra,
});

/** A field shown but never written by the form (derived, or written by transitions). */
export const readOnly = (def: FieldDef): FieldDef => ({ ...def, form: false });

/** One option of an enum field: its value, its label in the four languages, the tag colour of its state. */
export const opt = (value: number, label: readonly [string, string, string, string], tagType?: string): EnumOption => ({
  value,
  label: L(...label),
  ...(tagType ? { tagType } : {}),
});
