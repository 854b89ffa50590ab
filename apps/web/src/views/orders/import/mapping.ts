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

/** Header words of a mock-up (effect picture) column, in the four languages. */
const MOCKUP = ['mockup', 'mock', 'preview', 'effect', '效果', '预览', '預覽', '样机', '樣機', '示意', 'visualização'];
/** Header words of an image column. */
const IMAGE = ['image', 'img', 'url', 'art', 'print', 'design', 'picture', 'pic', '图', '圖', '印花', 'arte', 'imagem'];

/**
 * A first guess from a sample's headers: each target takes a header its hints name — first every
 * exact match (after squashing spaces and punctuation), then headers that contain a hint — each
 * header used once, so 买家备注 goes to the buyer's note and not, by containing 备注, to the seller
 * remark. The front and back print images take headers that say front / 正面 and back / 背面 with an
 * image word, and their mock-ups headers that also say mock-up / 效果; a mock-up column that names no
 * side (效果图, Mockup URL) goes to the front (or, without a front image, the back).
 */
export function guessMapping(headers: readonly string[]): MapperState {
  const used = new Set<string>();
  const squashed = headers.map((h) => [h, squash(h)] as const);
  const areaColumn = (side: readonly string[] | null, kind: readonly string[], not: readonly string[] = []) =>
    squashed.find(
      ([h, s]) =>
        !used.has(h) &&
        (side === null || side.some((x) => s.includes(x))) &&
        kind.some((x) => s.includes(x)) &&
        !not.some((x) => s.includes(x)),
    )?.[0] ?? null;
  const areas: ImportAreaMapping[] = [];
  for (const [area, side] of [
    [PrintArea.Front, ['front', '正面', '前片', 'frente']],
    [PrintArea.Back, ['back', '背面', '后片', '後片', 'costas']],
  ] as const) {
    const mockupColumn = areaColumn(side, MOCKUP);
    if (mockupColumn) used.add(mockupColumn);
    const printColumn = areaColumn(side, IMAGE, MOCKUP);
    if (printColumn) used.add(printColumn);
    if (printColumn) areas.push({ area, printColumn, mockupColumn });
  }
  const sideless = areaColumn(null, MOCKUP);
  const takes = areas.find((a) => a.area === PrintArea.Front && !a.mockupColumn) ?? areas.find((a) => !a.mockupColumn);
  if (sideless && takes) {
    takes.mockupColumn = sideless;
    used.add(sideless);
  }
  const columns: MapperState['columns'] = {};
  const hints = IMPORT_TARGETS.map((t) => [t.key, TARGET_HINTS[t.key].map(squash)] as const);
  for (const match of [(s: string, hint: string) => s === hint, (s: string, hint: string) => s.includes(hint)])
    for (const [key, list] of hints) {
      if (columns[key]?.sheetColumn) continue;
      const found = squashed.find(([h, s]) => !used.has(h) && list.some((hint) => match(s, hint)));
      if (found) used.add(found[0]);
      columns[key] = { sheetColumn: found?.[0] ?? null, fixedValue: '' };
    }
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
