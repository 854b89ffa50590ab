import { z } from 'zod';
import { BOOLEAN_WORDS } from '../i18n/labels.ts';
import { isSafeNumber } from '../input-guard.ts';
import { idListSchema, idSchema, pageInputSchema } from '../schemas/common.ts';
import {
  type ChildInfo,
  type FieldInfo,
  formFields,
  type Resource,
  searchFields,
  type TransitionInfo,
} from './define.ts';
import { NAMED_VALIDATORS } from './validator-registry.ts';

/**
 * Zod schemas built from a declaration: the server validates with them and the console's
 * forms use the same ones. Custom messages are keys of VALIDATION_MESSAGES (optionally
 * `key|{"max":3}`); the server answers them in the caller's language.
 *
 * The schemas are strict about types. `normalizeInput` first turns what forms, query strings
 * and spreadsheets send ('' for empty, numeric strings, 'true') into those types.
 */

const msg = (key: string, params?: Record<string, string | number>) =>
  params ? `${key}|${JSON.stringify(params)}` : key;

/** Missing (undefined / null) → 'required', any other type mismatch → `otherwise`. */
const typeError = (otherwise: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? 'required' : otherwise;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME_RE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

function isRealDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function decimalsOf(n: number): number {
  const s = String(n);
  if (s.includes('e-')) return Number(s.split('e-')[1]);
  const dot = s.indexOf('.');
  return dot < 0 ? 0 : s.length - dot - 1;
}

/** The value schema of one field (required-ness applied by the caller). */
export function fieldSchema(field: FieldInfo): z.ZodType {
  switch (field.type) {
    case 'string':
    case 'text':
    case 'image':
    case 'dict': {
      const max = field.max ?? (field.type === 'text' ? 4000 : field.type === 'image' ? 1024 : 256);
      let s = z.string({ error: typeError('notText') }).max(max, { error: msg('tooLong', { max }) });
      if (field.required) s = s.min(1, { error: 'required' });
      if (field.min) s = s.min(field.min, { error: msg('tooShort', { min: field.min }) });
      let out: z.ZodType = s;
      for (const name of field.validators ?? []) {
        const v = NAMED_VALIDATORS[name];
        out = (out as z.ZodString).refine((value) => value === '' || v.check(value), { error: v.message });
      }
      return out;
    }
    case 'integer':
    case 'enum':
    case 'ref': {
      let n = z.number({ error: typeError('notNumber') }).int({ error: 'notInteger' });
      if (field.type === 'ref') n = n.positive({ error: 'invalidValue' });
      if (field.min !== undefined) n = n.min(field.min, { error: msg('tooSmall', { min: field.min }) });
      if (field.max !== undefined) n = n.max(field.max, { error: msg('tooBig', { max: field.max }) });
      if (field.type === 'integer' && field.min === undefined) n = n.min(-2147483648);
      if (field.type === 'integer' && field.max === undefined) n = n.max(2147483647);
      if (field.type === 'enum') {
        const values = new Set((field.options ?? []).map((o) => o.value));
        return n.refine((v) => values.has(v), { error: 'invalidValue' });
      }
      return n;
    }
    case 'number':
    case 'money': {
      const decimals = field.type === 'money' ? 2 : (field.decimals ?? 6);
      let n = z.number({ error: typeError('notNumber') });
      if (field.positive) n = n.positive({ error: 'mustBePositive' });
      if (field.min !== undefined) n = n.min(field.min, { error: msg('tooSmall', { min: field.min }) });
      if (field.max !== undefined) n = n.max(field.max, { error: msg('tooBig', { max: field.max }) });
      return n.refine((v) => decimalsOf(v) <= decimals, { error: msg('maxDecimals', { n: decimals }) });
    }
    case 'boolean':
      return z.boolean({ error: typeError('notBoolean') });
    case 'date':
      return z.string({ error: typeError('invalidDate') }).refine(
        (v) => {
          const m = DATE_RE.exec(v);
          return !!m && isRealDate(Number(m[1]), Number(m[2]), Number(m[3]));
        },
        { error: 'invalidDate' },
      );
    case 'datetime':
      return z.string({ error: typeError('invalidDateTime') }).refine(
        (v) => {
          const m = DATETIME_RE.exec(v);
          return (
            !!m &&
            isRealDate(Number(m[1]), Number(m[2]), Number(m[3])) &&
            Number(m[4]) < 24 &&
            Number(m[5]) < 60 &&
            Number(m[6] ?? 0) < 60
          );
        },
        { error: 'invalidDateTime' },
      );
  }
}

/** One row of a sub-table: its form fields (defaults applied; ids and labels of read rows are dropped). */
export function childRowSchema(child: ChildInfo) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of child.fieldList) {
    if (field.form === false) continue;
    let s = fieldSchema(field);
    if (!field.required) s = s.nullish();
    if (field.default !== undefined && field.default !== null) s = s.default(field.default as never);
    shape[field.key] = s;
  }
  return z.object(shape);
}

/**
 * The array of a sub-table: at most `max` rows, at least `min` (message naming the sub-table),
 * no two rows alike on `uniqueBy` (the later one gets "duplicates row n"). null / absent on add = [].
 */
export function childrenSchema(child: ChildInfo) {
  const rows = z
    .array(childRowSchema(child), { error: 'invalidValue' })
    .max(child.max, { error: `childRowsMax|${JSON.stringify({ max: child.max, label: child.label })}` })
    .superRefine((list, ctx) => {
      if (child.min && list.length < child.min)
        ctx.addIssue({
          code: 'custom',
          path: [],
          message: `childRowsMin|${JSON.stringify({ min: child.min, label: child.label })}`,
        });
      const keys = child.uniqueBy ?? [];
      if (keys.length === 0) return;
      const seen = new Map<string, number>();
      list.forEach((row, index) => {
        const values = keys.map((k) => (row as Record<string, unknown>)[k]);
        if (values.some((v) => v === null || v === undefined || v === '')) return;
        const key = JSON.stringify(values);
        const first = seen.get(key);
        if (first === undefined) {
          seen.set(key, index);
          return;
        }
        ctx.addIssue({
          code: 'custom',
          path: [index, keys[keys.length - 1] as string],
          message: msg('duplicateInFile', { row: first + 1 }),
        });
      });
    });
  return z.preprocess((v) => (v === null ? [] : v), rows);
}

function writeShape(resource: Resource, forUpdate: boolean): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const child of resource.childList) {
    // Update without the key keeps the rows; add without it starts with none (then `min` applies).
    const rows = childrenSchema(child);
    shape[child.key] = forUpdate ? rows.optional() : rows.prefault([]);
  }
  for (const field of formFields(resource)) {
    if (field.writeOnly && forUpdate) continue;
    let s = fieldSchema(field);
    if (field.numbered && !forUpdate) {
      // Add: left empty, the server numbers it (the rule's next number).
      s = fieldSchema({ ...field, required: false }).nullish();
    } else if (field.required) {
      // Add: missing required fields fail. Update: absent keys are left unchanged.
      if (forUpdate) s = s.optional();
    } else {
      s = s.nullish();
    }
    if (!forUpdate && field.default !== undefined && field.default !== null) s = s.default(field.default as never);
    shape[field.key] = s;
  }
  return shape;
}

function applyRules(resource: Resource) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    for (const rule of resource.rules ?? []) {
      if (rule.fields.some((f) => value[f] === undefined || value[f] === null)) continue;
      if (!rule.check(value)) ctx.addIssue({ code: 'custom', path: [rule.path], message: rule.message });
    }
  };
}

/** Body of POST add. */
export function addSchema(resource: Resource) {
  return z.object(writeShape(resource, false)).superRefine(applyRules(resource));
}

/** Body of POST update: the id plus the form fields (absent fields keep their value). */
export function updateSchema(resource: Resource) {
  return z.object({ id: idSchema, ...writeShape(resource, true) }).superRefine(applyRules(resource));
}

/**
 * Body of a transition `POST /api/{resource}/{name}`: `{id, ...input}`, or `{ids, ...input}` when
 * the transition allows batches (one of the two), plus its declared input fields.
 */
export function transitionSchema(transition: TransitionInfo, search?: z.ZodType) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of transition.inputList) {
    const s = fieldSchema(field);
    shape[field.key] = field.required ? s : s.nullish();
  }
  const ids = transition.batch
    ? idListSchema.max(1000, { error: msg('tooManyItems', { max: 1000 }) }).optional()
    : z.undefined({ error: 'invalidValue' }).optional();
  // A whole-search run (TransitionDef.wholeSearch): the list's filters instead of ids, and the id the
  // console gave the run to follow its progress (the server checks the filters with the page's schema).
  if (transition.wholeSearch) {
    shape.search = (search ?? z.record(z.string(), z.unknown())).optional();
    shape.runId = z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'invalidValue' })
      .optional();
  }
  return z
    .object({ id: idSchema.optional(), ids, ...shape })
    .refine((v) => [v.id, v.ids, (v as { search?: unknown }).search].filter((x) => x !== undefined).length === 1, {
      error: 'idRequired',
      path: ['id'],
    });
}

/** A transition body as normalizeInput does for writes: keys any case, '' → null, numeric strings → numbers. */
export function normalizeTransitionInput(transition: TransitionInfo, input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const fields = byKey(transition.inputList);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    const field = lookUp(fields, key);
    if (field) {
      out[field.key] = normalizeValue(field, value);
      continue;
    }
    const lower = key.toLowerCase();
    if (lower === 'id' || lower === 'ids' || lower === 'search') out[lower] = value ?? undefined;
    else if (lower === 'runid') out.runId = value ?? undefined;
    else out[key] = value;
  }
  return out;
}

/** The filter schema of one search field. */
function filterSchema(field: FieldInfo): z.ZodType {
  const base = (() => {
    switch (field.type) {
      // A filter value is bound as the column's type: outside the column's range PostgreSQL
      // refuses the statement, so refuse it here. Integer and enum columns are int4, except integer
      // fields declared with a larger max (ids and codes in int8 columns: a region's parent, a
      // tenant id), which take any safe integer like refs (int8 ids); test/resources/filter-ranges
      // checks every searchable field against its column.
      case 'integer':
      case 'enum':
        if (field.type === 'integer' && (field.max ?? 0) > 2147483647)
          return z.number({ error: 'notNumber' }).int({ error: 'notInteger' }).refine(isSafeNumber, {
            error: 'numberOutOfRange',
          });
        return z
          .number({ error: 'notNumber' })
          .int({ error: 'notInteger' })
          .min(-2147483648, { error: 'numberOutOfRange' })
          .max(2147483647, { error: 'numberOutOfRange' });
      case 'ref':
        return z.number({ error: 'notNumber' }).int({ error: 'notInteger' }).refine(isSafeNumber, {
          error: 'numberOutOfRange',
        });
      case 'number':
      case 'money':
        return z.number({ error: 'notNumber' }).refine(isSafeNumber, { error: 'numberOutOfRange' });
      case 'boolean':
        return z.boolean({ error: 'notBoolean' });
      default:
        return z.string({ error: 'notText' }).max(256, { error: msg('tooLong', { max: 256 }) });
    }
  })();
  if (field.search === 'range') return z.array(base.nullish()).max(2).nullish();
  if (field.search === 'in') return z.array(base).max(1000).nullish();
  return base.nullish();
}

/** Filters of page / list / export: one key per search field. */
export function filterShape(resource: Resource): Record<string, z.ZodType> {
  return Object.fromEntries(searchFields(resource).map((f) => [f.key, filterSchema(f)]));
}

/** Body of POST page: paging (admin-net-contract §7) plus the filters. */
export function pageSchema(resource: Resource) {
  return z.looseObject({ ...pageInputSchema.shape, ...filterShape(resource) });
}

/** Query of GET list: the filters. */
export function listQuerySchema(resource: Resource) {
  return z.looseObject(filterShape(resource));
}

const TRUE_WORDS = new Set<string>(BOOLEAN_WORDS.true);
const FALSE_WORDS = new Set<string>(BOOLEAN_WORDS.false);

/** Converts one raw value (form, query string or spreadsheet cell) to the field's type; unknown stays as is. */
export function normalizeValue(field: FieldInfo, raw: unknown): unknown {
  if (raw === undefined || raw === null) return raw;
  if (typeof raw === 'string') {
    const t = raw.trim();
    if (t === '') return null;
    switch (field.type) {
      case 'integer':
      case 'enum':
      case 'ref':
      case 'number':
      case 'money':
        return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : raw;
      case 'boolean': {
        const w = t.toLowerCase();
        return TRUE_WORDS.has(w) ? true : FALSE_WORDS.has(w) ? false : raw;
      }
      case 'datetime':
        return t.replace('T', ' ');
      default:
        return field.type === 'text' ? raw : t;
    }
  }
  if (typeof raw === 'number') {
    if (field.type === 'boolean' && (raw === 0 || raw === 1)) return raw === 1;
    if (field.type === 'string' || field.type === 'dict' || field.type === 'text') return String(raw);
  }
  return raw;
}

/**
 * Fields or children by key as declared and by lower-case key, built once per list: a body's keys
 * are nearly always the declared ones, found without lower-casing (a bulk import normalizes 150,000
 * rows with the same lists; every page request normalizes its filter).
 */
const byKeyCache = new WeakMap<readonly { key: string }[], Map<string, unknown>>();
function byKey<T extends { key: string }>(list: readonly T[]): Map<string, T> {
  let map = byKeyCache.get(list);
  if (!map) {
    map = new Map(list.map((f) => [f.key.toLowerCase(), f]));
    for (const f of list) map.set(f.key, f);
    byKeyCache.set(list, map);
  }
  return map as Map<string, T>;
}
const lookUp = <T>(map: Map<string, T>, key: string): T | undefined => map.get(key) ?? map.get(key.toLowerCase());

/**
 * Normalises a write or filter object: keys matched to fields case-insensitively,
 * '' → null, numeric strings → numbers for numeric fields, yes/no words → booleans.
 * Other keys (id, page, …) are kept.
 */
export function normalizeInput(resource: Resource, input: unknown, mode: 'write' | 'filter'): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const fields = byKey(resource.fieldList);
  const children = byKey(resource.childList);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(input)) {
    const value = (input as Record<string, unknown>)[key];
    const child = mode === 'write' ? lookUp(children, key) : undefined;
    if (child) {
      out[child.key] = Array.isArray(value) ? value.map((row) => normalizeChildRow(child, row)) : value;
      continue;
    }
    const field = lookUp(fields, key);
    if (!field) {
      out[key] = value;
      continue;
    }
    let v: unknown;
    if (Array.isArray(value)) v = value.map((x) => normalizeValue(field, x));
    else v = normalizeValue(field, value);
    // A field with a default that arrives empty takes its default on add and stays unchanged on update.
    if (mode === 'write' && v === null && field.default !== undefined && field.default !== null) continue;
    if (mode === 'filter') {
      if (v === null || v === undefined || (Array.isArray(v) && v.every((x) => x === null || x === undefined)))
        continue;
      if (field.search === 'in' && !Array.isArray(v)) v = [v];
      if (field.search === 'range' && !Array.isArray(v)) continue;
    }
    out[field.key] = v;
  }
  return out;
}

/** A sub-table row as normalizeInput does for a parent: keys any case, '' → null, numeric strings → numbers. */
export function normalizeChildRow(child: ChildInfo, row: unknown): unknown {
  if (!row || typeof row !== 'object' || Array.isArray(row)) return row;
  const fields = byKey(child.fieldList);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(row)) {
    const field = lookUp(fields, key);
    if (!field) continue;
    const value = (row as Record<string, unknown>)[key];
    const v = normalizeValue(field, value);
    if (v === null && field.default !== undefined && field.default !== null) continue;
    out[field.key] = v;
  }
  return out;
}

export type AddInput = z.output<ReturnType<typeof addSchema>>;
