import {
  addSchema,
  DateOrder,
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
import type { OrderSources } from './platform-shop.ts';
import { type Cell, cellText, FORMULA, type Sheet, type SheetRow } from './sheet.ts';
import { parseSheetNumber, readSheetDate } from './values.ts';

/** A template as the import reads it (the saved row and its two mapping tables). */
export interface ImportTemplateData {
  id: number;
  name: string;
  platform: string;
  shopId: number | null;
  printKind: number;
  headerRow: number;
  /** DateOrder: how 03/11/2026 reads; null: a date that reads both ways is a row error. */
  dateOrder: number | null;
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
  /** The order's fields; `platform` and `shopId` are the source placed from the sheet or the template. */
  values: Record<string, unknown>;
  /** The name of the order's shop (written with it), null without one. */
  shopName: string | null;
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
  const dateOrder =
    template.dateOrder === DateOrder.DayFirst || template.dateOrder === DateOrder.MonthFirst
      ? template.dateOrder
      : null;
  return { columns, areas, missing, dateOrder };
}

type Resolved = ReturnType<typeof resolveColumns>;

/** A row ready to be grouped: its converted values, its own problems, and its cells as text (by header position). */
export interface ReadyRow {
  rowNumber: number;
  externalId: string | null;
  values: Record<string, unknown>;
  messages: string[];
  cells: string[];
  /** A continuation row (continuesOrder): a further line of the order on the row above. Not staged. */
  continues?: boolean;
}

/**
 * The consignee's own cells: a row without an external id whose mapped columns of these are all
 * blank, with a SKU, is a further line of the order above it — what an ERP export with merged
 * order cells gives (the order id and the consignee only on an order's first row).
 */
const CONSIGNEE_KEYS: readonly ImportTargetKey[] = ['consignee', 'phone', 'address'];

/** One row's mapped cells converted (dates, numbers, lengths); its problems in `lang`. */
export function convertRow(row: SheetRow, resolved: Pick<Resolved, 'columns' | 'dateOrder'>, lang: Language): ReadyRow {
  const values: Record<string, unknown> = {};
  const messages: string[] = [];
  const fail = (key: ImportRowErrorKey, params: Record<string, string | number>) => {
    const message = rowError(lang, key, params);
    if (!messages.includes(message)) messages.push(message);
  };
  let consigneeColumns = 0;
  let consigneeCells = 0;
  for (const c of resolved.columns) {
    const cell: Cell = c.index === null ? c.fixed : (row.cells[c.index] ?? null);
    const label = TARGETS.get(c.target)?.label[lang] ?? c.target;
    const value = convert(c.target, cell, label, fail, resolved.dateOrder, lang);
    if (value !== undefined) values[c.target] = value;
    if (c.index !== null && CONSIGNEE_KEYS.includes(c.target)) {
      consigneeColumns++;
      if (value !== undefined || cell === FORMULA) consigneeCells++;
    }
  }
  const externalId = typeof values.externalId === 'string' && values.externalId ? values.externalId : null;
  const continues = !externalId && consigneeColumns > 0 && consigneeCells === 0 && values.skuCode !== undefined;
  return {
    rowNumber: row.rowNumber,
    externalId,
    values,
    messages,
    cells: row.cells.map(cellText),
    ...(continues ? { continues } : {}),
  };
}

/**
 * Which order each row of a sheet belongs to, as the rows stream by: rows with the same external id
 * are one order wherever they stand; a continuation row (no external id, no consignee cells, a SKU)
 * is a further line of the order of the row above it and takes its external id; any other row
 * without an external id is an order of its own. Keeps only the external ids seen, never the rows.
 */
export class OrderGroups {
  private readonly firstOf = new Map<string, number>();
  private last: { externalId: string | null; first: number } | null = null;

  /** The first row of `row`'s order (its own number when it starts one); a continuation row takes the order's external id. */
  place(row: ReadyRow): number {
    let first = row.rowNumber;
    if (!row.externalId && row.continues && this.last) {
      row.externalId = this.last.externalId;
      first = this.last.first;
    } else if (row.externalId) {
      const seen = this.firstOf.get(row.externalId);
      if (seen === undefined) this.firstOf.set(row.externalId, row.rowNumber);
      else first = seen;
    }
    this.last = { externalId: row.externalId, first };
    return first;
  }
}

/**
 * Reads the sheet's rows with a template into orders (the preview; a run stages its rows and
 * builds its orders a chunk at a time with the same two steps): each row converted, rows grouped
 * by external id (rows without one are an order each), then `buildDrafts`.
 */
export async function assembleOrders(
  sheet: Sheet,
  template: ImportTemplateData,
  sources: OrderSources,
  lang: Language,
  printKind: number,
): Promise<Assembled> {
  const resolved = resolveColumns(sheet, template);
  const failures: RowFailures = new Map();
  const groups = new Map<number, ReadyRow[]>();
  const orderOf = new OrderGroups();
  for (const [i, row] of sheet.rows.entries()) {
    await breathe(i);
    const ready = convertRow(row, resolved, lang);
    const first = orderOf.place(ready);
    const group = groups.get(first) ?? [];
    group.push(ready);
    groups.set(first, group);
  }
  const orders = await buildDrafts([...groups.values()], template, sources, resolved.areas, lang, printKind, failures);
  return { orders, failures };
}

/**
 * Hundreds of orders are checked in one go: the event loop gets a turn every few milliseconds,
 * so the progress events, every other request of this instance and — in an import — the answers
 * of the previous chunk's write, which runs meanwhile, are taken up at once instead of after the
 * whole chunk (bench:orders, import: a 20 ms block delayed each of the write's round trips).
 */
async function breathe(i: number): Promise<void> {
  if (i % 50 === 49) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * Orders from groups of rows sharing an external id: the order-level fields required to agree
 * across a group's rows, the platform and shop cells placed among the platforms and the merchant's
 * shops (`sources`, the template's when blank), and every order checked with the same schema as a
 * manual add. Each row's own problems go to `failures`; a group with any failed row fails whole
 * (its other rows say which).
 */
export async function buildDrafts(
  groups: readonly (readonly ReadyRow[])[],
  template: Pick<ImportTemplateData, 'columns'>,
  sources: OrderSources,
  areas: Resolved['areas'],
  lang: Language,
  printKind: number,
  failures: RowFailures,
): Promise<OrderDraft[]> {
  const label = (key: string) => TARGETS.get(key)?.label[lang] ?? key;
  const columnOf = (key: string) => template.columns.find((c) => c.target === key)?.sheetColumn?.trim() || label(key);
  const shown = (v: unknown) => String(v).slice(0, 40);
  const orders: OrderDraft[] = [];
  for (const [n, rows] of groups.entries()) {
    await breathe(n);
    const externalId = rows[0]?.externalId ?? null;
    for (const r of rows) for (const m of r.messages) addFailure(failures, r.rowNumber, externalId, m);
    const rowNumbers = rows.map((r) => r.rowNumber);
    const values: Record<string, unknown> = { printKind, externalId };
    const cameFrom = new Map<string, number>();
    // The order's own fields come from the first row that has them; its other rows may leave them
    // blank (many sheets fill them on an order's first row only) or repeat them — only a different
    // value is an error, on the row that has it, naming its column and both values.
    for (const key of ORDER_KEYS) {
      const source = rows.find((r) => r.values[key] !== undefined);
      if (!source) continue;
      values[key] = source.values[key];
      cameFrom.set(key, source.rowNumber);
      for (const r of rows)
        if (r.values[key] !== undefined && r.values[key] !== values[key])
          addFailure(
            failures,
            r.rowNumber,
            externalId,
            rowError(lang, 'disagree', {
              externalId: externalId ?? '',
              row: r.rowNumber,
              column: columnOf(key),
              field: label(key),
              value: shown(r.values[key]),
              first: source.rowNumber,
              firstValue: shown(values[key]),
            }),
          );
    }
    // The sheet's platform and shop texts become the order's platform code and shop (the `shop`
    // target is no order field); a text naming none fails the row it stands on.
    const placed = sources.place(values.platform, values.shop, lang);
    delete values.shop;
    let shopName: string | null = null;
    if ('source' in placed) {
      values.platform = placed.source.platform;
      values.shopId = placed.source.shopId;
      shopName = placed.source.shopName;
    } else {
      values.platform = sources.fallback.platform;
      addFailure(failures, cameFrom.get(placed.target) ?? rowNumbers[0] ?? 0, externalId, placed.message);
    }
    const lines = rows.map((r) => {
      const line: Record<string, unknown> = { quantity: 1 };
      for (const key of LINE_KEYS) if (r.values[key] !== undefined) line[key] = r.values[key];
      return line;
    });
    const draftAreas: DraftArea[] = [];
    rows.forEach((r, i) => {
      for (const a of areas) {
        const print = a.print === null ? '' : (r.cells[a.print] ?? '').trim();
        const mockup = a.mockup === null ? '' : (r.cells[a.mockup] ?? '').trim();
        if (!print && !mockup) continue;
        draftAreas.push({
          lineNo: i + 1,
          area: a.area,
          printImage: print,
          mockupImage: mockup || null,
          rowNumber: r.rowNumber,
        });
      }
    });
    const draft: OrderDraft = { externalId, rows: rowNumbers, values, shopName, lines, areas: draftAreas };
    checkDraft(draft, lang, failures);
    if (rowNumbers.some((n) => failures.has(n))) failGroup(draft, lang, failures);
    else orders.push(draft);
  }
  return orders;
}

const ORDER_KEYS = IMPORT_TARGETS.filter((t) => t.scope === 'order').map((t) => t.key);
const LINE_KEYS = IMPORT_TARGETS.filter((t) => t.scope === 'line').map((t) => t.key);

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
  dateOrder: Resolved['dateOrder'],
  lang: Language,
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
      const read = readSheetDate(cell, dateOrder);
      if (read && 'at' in read) return read.at;
      if (read)
        fail('ambiguousDate', {
          field: label,
          value: shown(),
          dayFirst: read.ambiguous.dayFirst.replace(/ 00:00:00$/, ''),
          monthFirst: read.ambiguous.monthFirst.replace(/ 00:00:00$/, ''),
        });
      else {
        const numeric =
          dateOrder === DateOrder.DayFirst
            ? 'dateDayFirst'
            : dateOrder === DateOrder.MonthFirst
              ? 'dateMonthFirst'
              : 'dateEitherOrder';
        fail('badDate', { field: label, value: shown(), numeric: rowError(lang, numeric) });
      }
      return undefined;
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
