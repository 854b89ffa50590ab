import {
  addSchema,
  fill,
  IMPORT_MAX_CELL,
  IMPORT_ROW_ERRORS,
  IMPORT_TARGETS,
  type ImportAreaMapping,
  type ImportColumnMapping,
  type ImportRowErrorKey,
  type ImportTargetKey,
  type Language,
  merchantOrderResource,
  normalizeInput,
  PRINT_AREA_OPTIONS,
} from '@printfloor/contract';
import { translateValidation, zodErrorMap } from '../../../http/i18n.ts';
import { type Cell, cellText, FORMULA, type Sheet, type SheetRow } from './sheet.ts';
import { parseSheetDate, parseSheetNumber } from './values.ts';

/** A template as the import reads it (the saved row and its two mapping tables). */
export interface ImportTemplateData {
  id: number;
  name: string;
  platform: string;
  shopId: number | null;
  printKind: number;
  headerRow: number;
  columns: ImportColumnMapping[];
  areas: ImportAreaMapping[];
}

/** A print area of an order being built; the images are the sheet's texts until fetched. */
export interface DraftArea {
  lineNo: number;
  area: number;
  printImage: string;
  mockupImage: string | null;
  /** The row the area came from (a failed image fetch fails that row). */
  rowNumber: number;
}

/** One order being built from the rows sharing an external id (or from one row without one). */
export interface OrderDraft {
  externalId: string | null;
  rows: number[];
  values: Record<string, unknown>;
  lines: Record<string, unknown>[];
  areas: DraftArea[];
}

/** Why rows failed: row number → messages (already in the caller's language). */
export type RowFailures = Map<number, { externalId: string | null; messages: string[] }>;

export interface Assembled {
  orders: OrderDraft[];
  failures: RowFailures;
}

const TARGETS = new Map<string, (typeof IMPORT_TARGETS)[number]>(IMPORT_TARGETS.map((t) => [t.key, t]));
const orderFields = new Map(merchantOrderResource.fieldList.map((f) => [f.key, f]));
const lineFields = new Map(
  (merchantOrderResource.childList.find((c) => c.key === 'lines')?.fieldList ?? []).map((f) => [f.key, f]),
);
const fieldOf = (key: string) => orderFields.get(key) ?? lineFields.get(key);
const schema = addSchema(merchantOrderResource);

/** The message of a row error in `lang`. */
export function rowError(lang: Language, key: ImportRowErrorKey, params: Record<string, string | number> = {}): string {
  return fill(IMPORT_ROW_ERRORS[key][lang], params);
}

export function addFailure(failures: RowFailures, row: number, externalId: string | null, message: string): void {
  const f = failures.get(row) ?? { externalId, messages: [] };
  if (!f.messages.includes(message)) f.messages.push(message);
  failures.set(row, f);
}

/** Header positions of the template's columns, and the mapped headers the sheet does not have. */
export function resolveColumns(sheet: Sheet, template: ImportTemplateData) {
  const index = new Map(sheet.headers.map((h, i) => [h.trim().toLowerCase(), i]));
  const missing: string[] = [];
  const at = (header: string | null | undefined): number | null => {
    if (!header?.trim()) return null;
    const i = index.get(header.trim().toLowerCase());
    if (i === undefined) {
      if (!missing.includes(header.trim())) missing.push(header.trim());
      return null;
    }
    return i;
  };
  const columns = template.columns
    .filter((c) => TARGETS.has(c.target))
    .map((c) => ({
      target: c.target as ImportTargetKey,
      index: at(c.sheetColumn),
      fixed: c.fixedValue?.trim() || null,
    }));
  const areas = template.areas.map((a) => ({ area: a.area, print: at(a.printColumn), mockup: at(a.mockupColumn) }));
  return { columns, areas, missing };
}

/**
 * Reads the sheet's rows with a template into orders: each row's mapped cells converted (dates,
 * numbers, lengths), rows grouped by external id (rows without one are an order each), the
 * order-level fields required to agree across a group's rows, and every order checked with the
 * same schema as a manual add. A group with any failed row fails whole: its other rows say which.
 */
export async function assembleOrders(
  sheet: Sheet,
  template: ImportTemplateData,
  lang: Language,
  printKind: number,
): Promise<Assembled> {
  const { columns, areas } = resolveColumns(sheet, template);
  const failures: RowFailures = new Map();
  const label = (key: string) => TARGETS.get(key)?.label[lang] ?? key;
  const groups = new Map<
    string,
    { externalId: string | null; rows: { row: SheetRow; values: Record<string, unknown> }[] }
  >();

  // Thousands of rows are checked in one go: the event loop gets a turn now and then, so the
  // progress events (and every other request of this instance) keep flowing.
  const breathe = async (i: number) => {
    if (i % 2000 === 1999) await new Promise((resolve) => setImmediate(resolve));
  };
  for (const [i, row] of sheet.rows.entries()) {
    await breathe(i);
    const values: Record<string, unknown> = {};
    const fail = (key: ImportRowErrorKey, params: Record<string, string | number>) =>
      addFailure(failures, row.rowNumber, null, rowError(lang, key, params));
    for (const c of columns) {
      const cell: Cell = c.index === null ? c.fixed : (row.cells[c.index] ?? null);
      const value = convert(c.target, cell, label(c.target), fail);
      if (value !== undefined) values[c.target] = value;
    }
    const externalId = typeof values.externalId === 'string' && values.externalId ? values.externalId : null;
    const key = externalId ? `x:${externalId}` : `r:${row.rowNumber}`;
    const group = groups.get(key) ?? { externalId, rows: [] };
    group.rows.push({ row, values });
    groups.set(key, group);
    const failure = failures.get(row.rowNumber);
    if (failure) failure.externalId = externalId;
  }

  const orders: OrderDraft[] = [];
  let n = 0;
  for (const group of groups.values()) {
    await breathe(n++);
    const rowNumbers = group.rows.map((r) => r.row.rowNumber);
    const values: Record<string, unknown> = {
      platform: template.platform,
      shopId: template.shopId,
      printKind,
      externalId: group.externalId,
    };
    const orderKeys = IMPORT_TARGETS.filter((t) => t.scope === 'order').map((t) => t.key);
    // The order's own fields come from the first row that has them, and must agree across its rows
    // (an empty cell on another row is fine: many sheets fill the order's fields on its first row only).
    for (const key of orderKeys) {
      const source = group.rows.find((r) => r.values[key] !== undefined);
      if (!source) continue;
      values[key] = source.values[key];
      for (const r of group.rows)
        if (r.values[key] !== undefined && r.values[key] !== values[key])
          addFailure(
            failures,
            r.row.rowNumber,
            group.externalId,
            rowError(lang, 'disagree', {
              externalId: group.externalId ?? '',
              field: label(key),
              rows: [source.row.rowNumber, r.row.rowNumber].join(', '),
            }),
          );
    }
    const lines = group.rows.map((r) => {
      const line: Record<string, unknown> = { quantity: 1 };
      for (const t of IMPORT_TARGETS)
        if (t.scope === 'line' && r.values[t.key] !== undefined) line[t.key] = r.values[t.key];
      return line;
    });
    const draftAreas: DraftArea[] = [];
    group.rows.forEach((r, i) => {
      for (const a of areas) {
        const print = a.print === null ? '' : cellText(r.row.cells[a.print] ?? null).trim();
        const mockup = a.mockup === null ? '' : cellText(r.row.cells[a.mockup] ?? null).trim();
        if (!print && !mockup) continue;
        draftAreas.push({
          lineNo: i + 1,
          area: a.area,
          printImage: print,
          mockupImage: mockup || null,
          rowNumber: r.row.rowNumber,
        });
      }
    });
    const draft: OrderDraft = { externalId: group.externalId, rows: rowNumbers, values, lines, areas: draftAreas };
    checkDraft(draft, lang, failures);
    if (rowNumbers.some((n) => failures.has(n))) failGroup(draft, lang, failures);
    else orders.push(draft);
  }
  return { orders, failures };
}

/** The same validation as a manual add; each problem goes to the row it came from. */
function checkDraft(draft: OrderDraft, lang: Language, failures: RowFailures): void {
  const body = {
    ...draft.values,
    lines: draft.lines,
    areas: draft.areas.map(({ rowNumber: _r, ...a }) => ({ ...a, printImage: a.printImage || null })),
  };
  const parsed = schema.safeParse(normalizeInput(merchantOrderResource, body, 'write'), { error: zodErrorMap(lang) });
  if (parsed.success) return;
  const first = draft.rows[0] as number;
  for (const issue of parsed.error.issues) {
    const [head, index, key] = issue.path as (string | number)[];
    let row = first;
    let fieldKey = String(head ?? '');
    if (head === 'lines' && typeof index === 'number') {
      row = draft.rows[index] ?? first;
      fieldKey = String(key ?? '');
    } else if (head === 'areas' && typeof index === 'number') {
      const area = draft.areas[index];
      row = area?.rowNumber ?? first;
      fieldKey = key === 'printImage' ? areaLabel(area?.area, lang) : String(key ?? '');
    }
    const field =
      TARGETS.get(fieldKey)?.label[lang] ?? fieldOf(fieldKey)?.label[lang] ?? (fieldKey || String(head ?? ''));
    addFailure(
      failures,
      row,
      draft.externalId,
      rowError(lang, 'invalid', { field, message: translateValidation(lang, issue.message) }),
    );
  }
}

const areaLabel = (area: number | undefined, lang: Language) =>
  PRINT_AREA_OPTIONS.find((o) => o.value === area)?.label[lang] ?? String(area ?? '');

/** The rows of a failed order that had no error of their own say which rows failed it. */
export function failGroup(draft: OrderDraft, lang: Language, failures: RowFailures): void {
  const bad = draft.rows.filter((n) => failures.get(n)?.messages.length);
  for (const n of draft.rows)
    if (!failures.get(n)?.messages.length)
      addFailure(
        failures,
        n,
        draft.externalId,
        rowError(lang, 'groupFailed', { externalId: draft.externalId ?? '', rows: bad.join(', ') }),
      );
  for (const n of draft.rows) {
    const f = failures.get(n);
    if (f) f.externalId = draft.externalId;
  }
}

/** One cell as the value of its target; undefined when empty. Problems are reported through `fail`. */
function convert(
  target: ImportTargetKey,
  cell: Cell,
  label: string,
  fail: (key: ImportRowErrorKey, params: Record<string, string | number>) => void,
): unknown {
  if (cell === FORMULA) {
    fail('formula', { field: label });
    return undefined;
  }
  if (cell === null || (typeof cell === 'string' && cell.trim() === '')) return undefined;
  const field = fieldOf(target);
  const shown = () => cellText(cell).slice(0, 40);
  switch (target) {
    case 'orderTime': {
      const at = parseSheetDate(cell);
      if (at === null) fail('badDate', { field: label, value: shown() });
      return at ?? undefined;
    }
    case 'freight':
    case 'totalWeight':
    case 'unitPrice':
    case 'quantity': {
      const n = parseSheetNumber(cell);
      if (n === null) fail('badNumber', { field: label, value: shown() });
      return n ?? undefined;
    }
    default: {
      const text = cellText(cell).trim();
      const max = Math.min(field?.max ?? IMPORT_MAX_CELL, IMPORT_MAX_CELL);
      if (text.length > max) {
        fail('tooLong', { field: label, length: text.length, max });
        return undefined;
      }
      return text;
    }
  }
}
