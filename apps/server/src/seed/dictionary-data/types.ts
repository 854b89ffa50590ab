/**
 * A dictionary type with its rows. Row: [code (stored key), zh-CN label (= `value`),
 * en, zh-TW, pt-BR, tagType?]. The three other languages go to ext_data as
 * `{"i18n":{"en":…,"zh-TW":…,"pt-BR":…}}`.
 */
export type DictRow = readonly [string, string, string, string, string, TagType?];
export type TagType = 'primary' | 'success' | 'info' | 'warning' | 'danger';

export interface DictSpec {
  code: string;
  /** zh-CN name (sys_dict_type.name); remark holds the English name. */
  name: string;
  en: string;
  rows: readonly DictRow[];
}
