import {
  type DesignField,
  type DesignFieldType,
  type DesignLeafField,
  type FormDesign,
  LANGUAGES,
  type Language,
} from '@printfloor/contract';

/** What the palette offers, in order. */
export const PALETTE: readonly DesignFieldType[] = ['text', 'number', 'select', 'date', 'upload', 'subTable'];

/** The first free key `<type>N` among `taken`. */
export function freeKey(type: string, taken: readonly string[]): string {
  const base = type === 'subTable' ? 'table' : type;
  for (let n = 1; ; n++) if (!taken.includes(`${base}${n}`)) return `${base}${n}`;
}

/** A new field of `type` with labels in every language from the palette's names. */
export function newField(
  type: DesignFieldType,
  taken: readonly string[],
  names: Record<Language, string>,
): DesignField {
  const key = freeKey(type, taken);
  const label = Object.fromEntries(LANGUAGES.map((l) => [l, `${names[l]} ${key.replace(/^\D+/, '')}`])) as Record<
    Language,
    string
  >;
  if (type === 'subTable') {
    const column: DesignLeafField = {
      key: 'item1',
      type: 'text',
      label: Object.fromEntries(LANGUAGES.map((l) => [l, 'item1'])) as Record<Language, string>,
    };
    return { key, type, label, columns: [column] };
  }
  if (type === 'select') return { key, type, label, dict: 'yes_no' };
  return { key, type, label };
}

/** The design with `field` inserted at `index` (end when out of range). */
export function insertField(design: FormDesign, field: DesignField, index = design.fields.length): FormDesign {
  const fields = [...design.fields];
  fields.splice(Math.max(0, Math.min(index, fields.length)), 0, field);
  return { ...design, fields };
}

export function moveField(design: FormDesign, from: number, to: number): FormDesign {
  if (from === to || from < 0 || to < 0 || from >= design.fields.length || to >= design.fields.length) return design;
  const fields = [...design.fields];
  const [moved] = fields.splice(from, 1);
  fields.splice(to, 0, moved as DesignField);
  return { ...design, fields };
}

export function updateField(design: FormDesign, index: number, patch: Partial<DesignField>): FormDesign {
  return {
    ...design,
    fields: design.fields.map((f, i) => (i === index ? ({ ...f, ...patch } as DesignField) : f)),
  };
}

export function removeField(design: FormDesign, index: number): FormDesign {
  return { ...design, fields: design.fields.filter((_, i) => i !== index) };
}
