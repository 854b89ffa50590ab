import type { DictData, Language } from '@printfloor/contract';
import { useDictionaries } from '../../stores/dictionaries.ts';
import { tagColor } from './lang.ts';

export interface DictOption {
  value: string;
  label: string;
  color?: string;
}

/** The label of a dict data row in a language: ext_data `{i18n: {en, …}}` when it has one, else `value`. */
export function dictDataLabel(row: DictData & { extData?: string | null }, lang: Language): string {
  if (lang !== 'zh-CN' && row.extData) {
    try {
      const ext = JSON.parse(row.extData) as { i18n?: Partial<Record<Language, string>> };
      const text = ext?.i18n?.[lang];
      if (typeof text === 'string' && text.trim()) return text;
    } catch {
      /* ext_data that is not JSON carries no translations */
    }
  }
  return row.value;
}

/** Options of a dictionary (stored key = data `code`), from the dictionaries store. */
export function useDictOptions(typeCode: string | undefined, lang: Language): DictOption[] {
  const rows = useDictionaries((s) => (typeCode ? s.dictList[typeCode]?.children : undefined));
  return (rows ?? [])
    .filter((r) => r.status === undefined || r.status === 1)
    .map((r) => ({ value: String(r.code), label: dictDataLabel(r, lang), color: tagColor(r.tagType) }));
}

/** Label and colour of a stored dict key (disabled rows included, so old values still read). */
export function useDictLookup(lang: Language): (typeCode: string, code: unknown) => DictOption | undefined {
  const dictList = useDictionaries((s) => s.dictList);
  return (typeCode, code) => {
    if (code === null || code === undefined || code === '') return undefined;
    const row = dictList[typeCode]?.children?.find((d) => String(d.code) === String(code));
    if (!row) return undefined;
    return { value: String(row.code), label: dictDataLabel(row, lang), color: tagColor(row.tagType) };
  };
}
