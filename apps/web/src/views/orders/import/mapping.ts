import {
  IMPORT_TARGETS,
  type ImportAreaMapping,
  type ImportColumnMapping,
  type ImportMapping,
  PrintArea,
  TARGET_HINTS,
} from '@printfloor/contract';

/** The mapper's state: one source per target (column or fixed value), and the print areas. */
export interface MapperState {
  columns: Record<string, { sheetColumn: string | null; fixedValue: string }>;
  areas: ImportAreaMapping[];
}

const squash = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_\-*:：()（）]/g, '');

/**
 * A first guess from a sample's headers: each target takes the first header its hints name
 * (exact after squashing spaces and punctuation, else contained), each header used once; the
 * front and back print images take headers that say front / 正面 and back / 背面 with image words.
 */
export function guessMapping(headers: readonly string[]): MapperState {
  const used = new Set<string>();
  const columns: MapperState['columns'] = {};
  const pick = (hints: readonly string[]) => {
    const squashed = headers.map((h) => [h, squash(h)] as const);
    const exact = squashed.find(([h, s]) => !used.has(h) && hints.some((hint) => squash(hint) === s));
    const found = exact ?? squashed.find(([h, s]) => !used.has(h) && hints.some((hint) => s.includes(squash(hint))));
    if (found) used.add(found[0]);
    return found?.[0] ?? null;
  };
  const areaColumn = (side: readonly string[], kind: readonly string[]) =>
    headers.find((h) => {
      const s = squash(h);
      return !used.has(h) && side.some((x) => s.includes(x)) && kind.some((x) => s.includes(x));
    }) ?? null;
  const areas: ImportAreaMapping[] = [];
  const IMAGE = ['image', 'img', 'url', 'art', 'print', '图', '印花'];
  const MOCKUP = ['mockup', 'preview', '效果'];
  for (const [area, side] of [
    [PrintArea.Front, ['front', '正面', '前片', 'frente']],
    [PrintArea.Back, ['back', '背面', '后片', 'costas']],
  ] as const) {
    const mockupColumn = areaColumn(side, MOCKUP);
    if (mockupColumn) used.add(mockupColumn);
    const printColumn = areaColumn(side, IMAGE);
    if (printColumn) used.add(printColumn);
    if (printColumn) areas.push({ area, printColumn, mockupColumn });
  }
  for (const t of IMPORT_TARGETS) columns[t.key] = { sheetColumn: pick(TARGET_HINTS[t.key]), fixedValue: '' };
  return { columns, areas };
}

/** The mapping as the template stores it and the shared rules check it. */
export function toMapping(state: MapperState): ImportMapping {
  const columns: ImportColumnMapping[] = Object.entries(state.columns)
    .filter(([, v]) => v.sheetColumn || v.fixedValue.trim())
    .map(([target, v]) => ({
      target,
      sheetColumn: v.sheetColumn || null,
      fixedValue: v.sheetColumn ? null : v.fixedValue.trim() || null,
    }));
  return { columns, areas: state.areas.map((a) => ({ ...a })) };
}

/** A saved template's mapping back into the mapper's state. */
export function fromMapping(mapping: ImportMapping): MapperState {
  const columns: MapperState['columns'] = {};
  for (const t of IMPORT_TARGETS) columns[t.key] = { sheetColumn: null, fixedValue: '' };
  for (const c of mapping.columns)
    columns[c.target] = { sheetColumn: c.sheetColumn ?? null, fixedValue: c.fixedValue ?? '' };
  return { columns, areas: mapping.areas.map((a) => ({ ...a })) };
}

/** Every header a mapping names (a saved template edited without a sample still offers them). */
export function mappedHeaders(mapping: ImportMapping): string[] {
  const out = new Set<string>();
  for (const c of mapping.columns) if (c.sheetColumn) out.add(c.sheetColumn);
  for (const a of mapping.areas) for (const h of [a.printColumn, a.mockupColumn]) if (h) out.add(h);
  return [...out];
}
