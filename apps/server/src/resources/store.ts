import {
  ACTION_LABELS,
  type FieldInfo,
  type FixedValue,
  fixedWrites,
  formFields,
  type Language,
  pageResult,
  type Resource,
  rowAllows,
  rowMeets,
  stateLabel,
} from '@printfloor/contract';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { dataScopeOf } from '../auth/data-scope.ts';
import type { Tx } from '../db/client.ts';
import { queryRows } from '../db/query.ts';
import { BizError, ValidationError } from '../errors.ts';
import { errorSentence, translateValidation } from '../http/i18n.ts';
import { formatDateTime } from '../http/serialize.ts';
import { ChildStore } from './children.ts';
import { writeDiffLog } from './diff-log.ts';
import type { ResourceHooks } from './hooks/types.ts';
import { unknownReferences } from './references.ts';
import { checkRulesOnUpdate } from './rules.ts';
import {
  baseConditions,
  col,
  filterConditions,
  fixedConditions,
  ident,
  orderSql,
  type RefResolver,
  type Scope,
  selectList,
  T,
  valueSql,
  whereSql,
} from './sql.ts';
import type { Caller, DocumentNumberer, Row, RowIssue } from './types.ts';

export type { Caller, Row, RowIssue } from './types.ts';

const PAGE_MAX_ROWS = 1000;
/** The page query's total column (a name no declared field can take). */
const PAGE_TOTAL = '__pageTotal';
const ID_KEYS = new Set(['id', 'tenantId', 'createUserId', 'updateUserId', 'createOrgId']);

/** Reads and writes one declared resource inside a caller's tenant transaction. */
/** Renders SQL pieces to text; the same for both drivers (PGlite and node-postgres speak PostgreSQL). */
const dialect = new PgDialect();

export class ResourceStore {
  /** The sub-tables (resource `children`), written with the parent in its transaction. */
  readonly childStores: readonly ChildStore[];

  constructor(
    readonly resource: Resource,
    private readonly refs: RefResolver,
    readonly hooks: ResourceHooks = {},
    private readonly numberer?: DocumentNumberer,
  ) {
    this.childStores = resource.childList.map((c) => new ChildStore(resource, c, refs));
    // A search-only field without its condition would be a filter silently ignored: refuse to start.
    this.searches = resource.fieldList
      .filter((f) => f.searchOnly)
      .map((f) => {
        const condition = hooks.search?.[f.key];
        if (!condition) throw new Error(`resource ${resource.name}: search-only field ${f.key} has no search hook`);
        return { key: f.key, condition };
      });
    this.table = ident(resource.table);
    this.numericKeys = resource.fieldList
      .filter((f) => ['number', 'money', 'ref', 'integer', 'enum'].includes(f.type))
      .map((f) => f.key);
  }

  private timeZone = 'Asia/Shanghai';
  private readonly columnsByZone = new Map<string, SQL>();
  private readonly pageColumnsByZone = new Map<string, SQL>();

  /** Set once by the route layer from the configuration. */
  useTimeZone(timeZone: string): this {
    this.timeZone = timeZone;
    return this;
  }

  /** The search-only fields with their conditions (ResourceHooks.search). */
  private readonly searches: readonly { key: string; condition: (value: unknown) => SQL }[];
  /** Keys of the declared fields whose driver text becomes a number (number, money, ref, integer, enum). */
  private readonly numericKeys: readonly string[];
  /** The table's quoted name (built once: a getter made it anew three times per page). */
  private readonly table: SQL;
  /** The fixed text of a page statement around its conditions, per order and zone (pageStatement). */
  private readonly pageFrames = new WeakMap<SQL, Map<string, { head: SQL; middle: SQL; tail: SQL }>>();

  async scope(tx: Tx, caller: Caller): Promise<Scope> {
    return {
      tenantId: caller.auth.tenantId,
      dataScope: this.resource.dataScope ? await dataScopeOf(tx, caller.auth) : { kind: 'all' },
    };
  }

  /** Converts driver values: numeric strings of number/money fields and bigints to numbers. */
  /**
   * A database row as the answer's row: ids and numbers as numbers, and nothing left that JSON
   * would write differently from the contract (a Date) — so a page can be turned into JSON
   * without the serializer's replacer walking every value (routes.ts, PreSerialized).
   */
  private output(row: Row, timeZone = this.timeZone): Row {
    // for…in rather than Object.entries, which allocated a pair per column of every row (a seventh
    // of a page call's allocations, and so of its garbage-collection pauses).
    for (const key in row) {
      const value = row[key];
      if (typeof value === 'bigint') row[key] = Number(value);
      else if (value instanceof Date) row[key] = Number.isNaN(value.getTime()) ? null : formatDateTime(value, timeZone);
      // int8 columns arrive as strings from node-postgres through drizzle's raw execute.
      else if (typeof value === 'string' && ID_KEYS.has(key)) row[key] = Number(value);
    }
    for (const key of this.numericKeys) {
      const v = row[key];
      if (typeof v === 'string') row[key] = Number(v);
    }
    return row;
  }

  /**
   * The select list in a zone, rendered to text once: it depends only on the declaration and the
   * zone, and building it from SQL pieces on every request was a tenth of a list call's CPU.
   */
  private columns(timeZone: string): SQL {
    return this.renderedList(this.columnsByZone, this.resource, timeZone);
  }

  /** The select list of a page row (Resource.pageFieldList: every field, or the list's and what its actions read). */
  private pageColumns(timeZone: string): SQL {
    const { pageFieldList, fieldList } = this.resource;
    if (pageFieldList.length === fieldList.length) return this.columns(timeZone);
    return this.renderedList(this.pageColumnsByZone, { ...this.resource, fieldList: pageFieldList }, timeZone);
  }

  /** `fields`' select list in a zone, kept in `cache` as text (as SQL pieces only if it binds values). */
  private renderedList(cache: Map<string, SQL>, fields: Resource, timeZone: string): SQL {
    let list = cache.get(timeZone);
    if (!list) {
      const rendered = dialect.sqlToQuery(selectList(fields, this.refs, timeZone));
      list = rendered.params.length ? selectList(fields, this.refs, timeZone) : sql.raw(rendered.sql);
      cache.set(timeZone, list);
    }
    return list;
  }

  /** The zone date-times are read and written in: the caller's tenant zone. */
  private zone(caller: Caller): string {
    return caller.timeZone ?? this.timeZone;
  }

  private async select(tx: Tx, conds: SQL[], tail: SQL = sql``, timeZone = this.timeZone): Promise<Row[]> {
    const rows = await queryRows<Row>(
      tx,
      sql`select ${this.columns(timeZone)} from ${this.table} ${T} ${whereSql(conds)} ${tail}`,
    );
    return rows.map((r) => this.output(r));
  }

  /**
   * The one statement of a page: count and page together (one round trip, one snapshot) — the
   * count row joined to the page's rows; a page past the end is that row alone, with a null id.
   * Public for `npm run bench:api`, which runs this very statement through pgbench.
   */
  pageStatement(conds: SQL[], input: Record<string, unknown>, timeZone: string): SQL {
    const page = Number(input.page ?? 1);
    const pageSize = Math.min(Number(input.pageSize ?? 20), PAGE_MAX_ROWS);
    const frame = this.pageFrame(orderSql(this.resource, input as never), timeZone);
    const where = whereSql(conds);
    return sql`${frame.head}${where}${frame.middle}${where}${frame.tail}limit ${pageSize} offset ${(page - 1) * pageSize}) p on true`;
  }

  /**
   * The text of a page statement that depends only on the declaration, the order and the zone,
   * rendered once: rendering the whole statement from SQL pieces took ~30 µs a page (a tenth of
   * a list call's CPU on PostgreSQL), now only the conditions and the limits are rendered per call.
   */
  private pageFrame(order: SQL, timeZone: string) {
    let byZone = this.pageFrames.get(order);
    if (!byZone) {
      byZone = new Map();
      this.pageFrames.set(order, byZone);
    }
    let frame = byZone.get(timeZone);
    if (!frame) {
      // A piece with parameters (none today: the zone is a literal) stays as it is, rendered per call.
      const text = (piece: SQL) => {
        const rendered = dialect.sqlToQuery(piece);
        return rendered.params.length ? piece : sql.raw(rendered.sql);
      };
      frame = {
        head: text(sql`select p.*, c.${ident(PAGE_TOTAL)}
            from (select count(*)::int as ${ident(PAGE_TOTAL)} from ${this.table} ${T} `),
        middle: text(sql`) c
            left join lateral (select ${this.pageColumns(timeZone)}
                                 from ${this.table} ${T} `),
        tail: text(sql` ${order} `),
      };
      byZone.set(timeZone, frame);
    }
    return frame;
  }

  /** The conditions of page / list / export: tenant, soft delete, data scope, then the filters. */
  conditions(scope: Scope, input: Record<string, unknown>, timeZone: string): SQL[] {
    const conds = [...baseConditions(this.resource, scope), ...filterConditions(this.resource, input, timeZone)];
    for (const { key, condition } of this.searches) {
      const value = input[key];
      if (value !== undefined && value !== null && value !== '') conds.push(condition(value));
    }
    return conds;
  }

  async page(tx: Tx, caller: Caller, input: Record<string, unknown>) {
    const conds = this.conditions(await this.scope(tx, caller), input, this.zone(caller));
    const page = Number(input.page ?? 1);
    const pageSize = Math.min(Number(input.pageSize ?? 20), PAGE_MAX_ROWS);
    const rows = await queryRows<Row & { [PAGE_TOTAL]: number }>(
      tx,
      this.pageStatement(conds, input, this.zone(caller)),
    );
    const total = Number(rows[0]?.[PAGE_TOTAL] ?? 0);
    const items = rows
      .filter((r) => r.id !== null && r.id !== undefined)
      .map((r) => {
        delete (r as Row)[PAGE_TOTAL];
        return this.output(r, this.zone(caller));
      });
    return pageResult(items, total, page, pageSize);
  }

  /**
   * The count of every tab (ResourceInput.tabs) and of all rows under the page's filters, in one
   * statement: `{ all, <tab>: n, … }`. The tabs' own fields are left out of the filters, so each
   * tab counts what selecting it would show.
   */
  async tabCounts(tx: Tx, caller: Caller, input: Record<string, unknown>): Promise<Record<string, number>> {
    const tabs = this.resource.tabs ?? [];
    const tabFields = new Set(tabs.flatMap((t) => Object.keys(t.filter)));
    const filters = Object.fromEntries(Object.entries(input).filter(([k]) => !tabFields.has(k)));
    const conds = this.conditions(await this.scope(tx, caller), filters, this.zone(caller));
    const counts = [
      sql`count(*)::int as ${ident('all')}`,
      ...tabs.map(
        (t) =>
          sql`count(*) filter (where ${sql.join(fixedConditions(this.resource, t.filter), sql` and `)})::int as ${ident(t.key)}`,
      ),
    ];
    const [row] = await queryRows<Record<string, number>>(
      tx,
      sql`select ${sql.join(counts, sql`, `)} from ${this.table} ${T} ${whereSql(conds)}`,
    );
    return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)]));
  }

  /**
   * The ids of the rows a page search matches (the page's conditions: tenant, scope, fixed values, filters,
   * search hooks), in id order, at most `max`; `total` counts them all (a whole-search transition run).
   */
  async matchingIds(
    tx: Tx,
    caller: Caller,
    input: Record<string, unknown>,
    max: number,
  ): Promise<{ total: number; ids: number[] }> {
    const conds = this.conditions(await this.scope(tx, caller), input, this.zone(caller));
    const rows = await queryRows<{ id: number | string; total: number }>(
      tx,
      sql`select ${col('id')} as id, count(*) over ()::int as total from ${this.table} ${T} ${whereSql(conds)}
           order by ${col('id')} limit ${max}`,
    );
    return { total: Number(rows[0]?.total ?? 0), ids: rows.map((r) => Number(r.id)) };
  }

  /** Every matching row (list, export), in page order, at most maxRows. */
  async all(tx: Tx, caller: Caller, input: Record<string, unknown>): Promise<Row[]> {
    const conds = this.conditions(await this.scope(tx, caller), input, this.zone(caller));
    return this.select(
      tx,
      conds,
      sql`${orderSql(this.resource, input as never)} limit ${this.resource.maxRows}`,
      this.zone(caller),
    );
  }

  /** One row with its sub-table arrays (page and list leave those out). */
  async detail(tx: Tx, caller: Caller, id: number): Promise<Row | null> {
    const scope = await this.scope(tx, caller);
    const rows = await this.select(
      tx,
      [...baseConditions(this.resource, scope), sql`${col('id')} = ${id}`],
      sql``,
      this.zone(caller),
    );
    const row = rows[0];
    if (!row) return null;
    for (const child of this.childStores) {
      const byParent = await child.read(tx, caller, [id], this.zone(caller));
      row[child.child.key] = byParent.get(id) ?? [];
    }
    return row;
  }

  /** Takes the sub-table arrays out of a write body: key → rows (absent keys are not replaced). */
  private takeChildren(values: Row): Map<ChildStore, Row[]> {
    const out = new Map<ChildStore, Row[]>();
    for (const child of this.childStores) {
      const rows = values[child.child.key];
      delete values[child.child.key];
      if (Array.isArray(rows)) out.set(child, rows as Row[]);
    }
    return out;
  }

  /** Ref ids in sub-table rows must exist in the caller's tenant: "materials.2.materialId" → message. */
  private async childReferenceIssues(
    tx: Tx,
    caller: Caller,
    children: Map<ChildStore, Row[]>,
  ): Promise<Record<string, string[]>> {
    const fields: Record<string, string[]> = {};
    for (const [child, rows] of children) {
      for (const issue of await child.referenceIssues(tx, caller, rows)) {
        const key = `${child.child.key}.${issue.index}.${issue.field.key}`;
        const message = translateValidation(caller.lang, issue.field.type === 'ref' ? 'refNotFound' : 'invalidValue');
        fields[key] = [...(fields[key] ?? []), message];
      }
    }
    return fields;
  }

  private async writeChildren(tx: Tx, caller: Caller, id: number, children: Map<ChildStore, Row[]>): Promise<void> {
    for (const [child, rows] of children) await child.replace(tx, caller, id, rows, this.zone(caller));
  }

  /** The live rows of `ids` in the caller's scope (without sub-tables); `lock` takes their row locks. */
  async rowsByIds(tx: Tx, caller: Caller, ids: readonly number[], lock = false): Promise<Row[]> {
    const scope = await this.scope(tx, caller);
    return this.select(
      tx,
      [
        ...baseConditions(this.resource, scope),
        sql`${col('id')} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ],
      lock ? sql`order by ${col('id')} for update of ${T}` : sql`order by ${col('id')}`,
      this.zone(caller),
    );
  }

  private async mustFind(tx: Tx, caller: Caller, id: number): Promise<Row> {
    const row = await this.detail(tx, caller, id);
    if (!row) throw new BizError(this.resource.notFoundError);
    return row;
  }

  private label(field: FieldInfo, lang: Language): string {
    return field.label[lang];
  }

  // ───────────── write checks (shared by single writes and import) ─────────────

  /** Unique fields and combinations among live rows (per tenant), excluding `excludeId`. */
  async uniqueIssues(
    tx: Tx,
    caller: Caller,
    rows: Row[],
    excludeId?: number,
    rowNumber: (index: number) => number = (i) => i + 1,
  ): Promise<(RowIssue & { error?: string })[]> {
    const issues: (RowIssue & { error?: string })[] = [];
    const groups: { fields: FieldInfo[]; error?: string }[] = [
      ...this.resource.fieldList.filter((f) => f.unique).map((f) => ({ fields: [f], error: f.uniqueError })),
      ...(this.resource.uniques ?? []).map((u) => ({
        fields: u.fields.map((k) => this.resource.fieldList.find((f) => f.key === k) as FieldInfo),
        error: u.error,
      })),
    ];
    for (const group of groups) {
      const keyOf = (row: Row) => {
        const values = group.fields.map((f) => row[f.key]);
        return values.some((v) => v === null || v === undefined || v === '') ? null : JSON.stringify(values);
      };
      const seen = new Map<string, number>();
      const candidates: { index: number; key: string; values: unknown[] }[] = [];
      rows.forEach((row, index) => {
        const key = keyOf(row);
        if (key === null) return;
        const first = seen.get(key);
        const lastField = group.fields[group.fields.length - 1] as FieldInfo;
        if (first !== undefined) {
          issues.push({
            index,
            field: lastField.key,
            message: translateValidation(caller.lang, `duplicateInFile|${JSON.stringify({ row: rowNumber(first) })}`),
          });
          return;
        }
        seen.set(key, index);
        candidates.push({ index, key, values: group.fields.map((f) => row[f.key]) });
      });
      if (candidates.length === 0) continue;
      const conds: SQL[] = [];
      if (this.resource.scope === 'tenant') conds.push(sql`${col('tenant_id')} = ${caller.auth.tenantId}`);
      if (this.resource.softDelete) conds.push(sql`not ${col('is_delete')}`);
      if (excludeId !== undefined) conds.push(sql`${col('id')} <> ${excludeId}`);
      const tuple = sql`(${sql.join(
        group.fields.map((f) => col(f.column)),
        sql`, `,
      )})`;
      const tz = this.zone(caller);
      for (let i = 0; i < candidates.length; i += 500) {
        const chunk = candidates.slice(i, i + 500);
        const list = sql.join(
          chunk.map(
            (c) =>
              sql`(${sql.join(
                group.fields.map((f, j) => valueSql(f, c.values[j], tz)),
                sql`, `,
              )})`,
          ),
          sql`, `,
        );
        const found = await queryRows<Row>(
          tx,
          sql`select ${sql.join(
            group.fields.map((f) => sql`${col(f.column)} as ${ident(f.key)}`),
            sql`, `,
          )} from ${this.table} ${T} ${whereSql([...conds, sql`${tuple} in (${list})`])}`,
        );
        const taken = new Set(found.map((r) => JSON.stringify(group.fields.map((f) => normalizeKeyValue(r[f.key])))));
        for (const c of chunk) {
          if (!taken.has(JSON.stringify(c.values.map(normalizeKeyValue)))) continue;
          const lastField = group.fields[group.fields.length - 1] as FieldInfo;
          const label = group.fields.map((f) => this.label(f, caller.lang)).join(' + ');
          issues.push({
            index: c.index,
            field: lastField.key,
            message: `${label} ${translateValidation(caller.lang, 'alreadyExists')}`,
            error: group.error ?? 'R0002',
          });
        }
      }
    }
    return issues;
  }

  /** Ref fields must point at a live row the caller's tenant can see; dict fields at a code of their dictionary. */
  async referenceIssues(tx: Tx, caller: Caller, rows: Row[]): Promise<RowIssue[]> {
    const unknown = await unknownReferences(tx, this.resource.fieldList, rows, this.refs, caller.auth.tenantId);
    return unknown.map(({ index, field }) => ({
      index,
      field: field.key,
      message: translateValidation(caller.lang, field.type === 'ref' ? 'refNotFound' : 'invalidValue'),
    }));
  }

  /** `row`: the complete row after the write (unique checks); `changed`: the values being written (ref / dict checks). */
  private async checkWrite(
    tx: Tx,
    caller: Caller,
    row: Row,
    excludeId?: number,
    changed: Row = row,
    children: Map<ChildStore, Row[]> = new Map(),
  ): Promise<void> {
    const refIssues = await this.referenceIssues(tx, caller, [changed]);
    const fields = await this.childReferenceIssues(tx, caller, children);
    for (const i of refIssues) fields[i.field] = [...(fields[i.field] ?? []), i.message];
    if (Object.keys(fields).length) throw new ValidationError(fields);
    const unique = await this.uniqueIssues(tx, caller, [row], excludeId);
    const first = unique[0];
    if (first) {
      const field = this.resource.fieldList.find((f) => f.key === first.field) as FieldInfo;
      const group = this.resource.uniques?.find((u) => u.error === first.error && u.fields.includes(first.field));
      const label = group
        ? group.fields
            .map((k) => (this.resource.fieldList.find((f) => f.key === k) as FieldInfo).label[caller.lang])
            .join(' + ')
        : this.label(field, caller.lang);
      throw new BizError((first.error ?? 'R0002') as never, { field: label }, 400, first.field);
    }
  }

  // ───────────── writes ─────────────

  private baseInsert(caller: Caller): { columns: SQL[]; values: SQL[] } {
    const a = caller.auth;
    const columns: SQL[] = [ident('create_user_id'), ident('create_user_name')];
    const values: SQL[] = [sql`${a.userId}`, sql`${a.realName || a.account}`];
    if (this.resource.scope === 'tenant') {
      columns.unshift(ident('tenant_id'));
      values.unshift(sql`${a.tenantId}`);
    }
    if (this.resource.orgColumns) {
      columns.push(ident('create_org_id'), ident('create_org_name'));
      values.push(sql`${a.orgId}`, sql`${a.orgName}`);
    }
    return { columns, values };
  }

  /** Inserts validated rows (already checked) and returns their ids. Batches of 200 per statement. */
  async insertRows(tx: Tx, caller: Caller, rows: Row[]): Promise<number[]> {
    // The form's fields, and the fixed ones even when no form shows them (a heat batch's print kind).
    const fixed = Object.keys(this.resource.fixed ?? {});
    const fields = this.resource.fieldList.filter((f) => f.form !== false || fixed.includes(f.key));
    const base = this.baseInsert(caller);
    const tz = this.zone(caller);
    const columns = sql.join([...base.columns, ...fields.map((f) => ident(f.column))], sql`, `);
    const ids: number[] = [];
    for (let i = 0; i < rows.length; i += 200) {
      const chunk = rows.slice(i, i + 200);
      const values = sql.join(
        chunk.map(
          (row) =>
            sql`(${sql.join(
              [
                ...base.values,
                ...fields.map((f) =>
                  row[f.key] === undefined ? sql`default` : valueSql(f, row[f.key] as unknown, tz),
                ),
              ],
              sql`, `,
            )})`,
        ),
        sql`, `,
      );
      const inserted = await this.guardUnique(caller, () =>
        queryRows<{ id: number }>(tx, sql`insert into ${this.table} (${columns}) values ${values} returning id`),
      );
      ids.push(...inserted.map((r) => Number(r.id)));
    }
    return ids;
  }

  /**
   * Fills the numbered codes (FieldDef.numbered) of a row being added, in its transaction: empty →
   * the rule's next number; typed → kept where the rule allows, else the numberer's BizError on the field.
   */
  private async numberRow(tx: Tx, caller: Caller, row: Row): Promise<void> {
    for (const field of this.resource.fieldList) {
      if (!field.numbered) continue;
      if (!this.numberer)
        throw new Error(`${this.resource.name}: numbered field but no numberer (factorySettings domain)`);
      const typed = row[field.key] === undefined || row[field.key] === null ? '' : String(row[field.key]).trim();
      row[field.key] = await this.numberer(tx, {
        tenantId: caller.auth.tenantId,
        target: field.numbered,
        typed: typed || null,
        lang: caller.lang,
        field: field.key,
      });
    }
  }

  /** `numberRow` for each row of an import: a row that cannot be numbered is an issue on its field. */
  async numberRows(tx: Tx, caller: Caller, rows: Row[]): Promise<RowIssue[]> {
    const issues: RowIssue[] = [];
    for (const [index, row] of rows.entries()) {
      try {
        await this.numberRow(tx, caller, row);
      } catch (error) {
        if (!(error instanceof BizError)) throw error;
        issues.push({
          index,
          field: error.field ?? '',
          message: errorSentence(caller.lang, error.errorCode, error.params),
        });
      }
    }
    return issues;
  }

  async add(tx: Tx, caller: Caller, row: Row): Promise<number> {
    Object.assign(row, fixedWrites(this.resource.fixed));
    await this.numberRow(tx, caller, row);
    await this.hooks.beforeWrite?.({ tx, caller }, { action: 'add', values: row, before: null });
    const children = this.takeChildren(row);
    await this.checkWrite(tx, caller, row, undefined, row, children);
    const [id] = await this.insertRows(tx, caller, [row]);
    await this.writeChildren(tx, caller, id as number, children);
    await this.hooks.written?.({ tx, caller }, { action: 'add', id: id as number });
    return id as number;
  }

  async update(tx: Tx, caller: Caller, input: Row): Promise<void> {
    const id = Number(input.id);
    // A fixed value says which rows the resource holds: an update through it never changes that.
    for (const key of Object.keys(this.resource.fixed ?? {})) delete input[key];
    const before = await this.mustFind(tx, caller, id);
    await this.hooks.beforeWrite?.({ tx, caller }, { action: 'update', values: input, before });
    this.refuseUnless('update', [before], caller.lang);
    checkRulesOnUpdate(this.resource, caller.lang, input, before);
    const children = this.takeChildren(input);
    const merged: Row = { ...before, ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) };
    await this.checkWrite(tx, caller, merged, id, input, children);
    const tz = this.zone(caller);
    const sets: SQL[] = formFields(this.resource)
      .filter((f) => input[f.key] !== undefined)
      .map((f) => sql`${ident(f.column)} = ${valueSql(f, input[f.key], tz)}`);
    // The condition goes into the update too: a row that left it since it was read is not changed.
    const when = this.whenConditions('update');
    const changed = await this.writeUpdate(tx, caller, id, sets, when);
    if (when.length && changed === 0) {
      this.refuseUnless('update', await this.rowsByIds(tx, caller, [id]), caller.lang);
      throw new BizError(this.resource.notFoundError);
    }
    await this.writeChildren(tx, caller, id, children);
    await this.hooks.written?.({ tx, caller }, { action: 'update', id });
    const after = await this.detail(tx, caller, id);
    await writeDiffLog(tx, caller, this.resource, id, before, after, 'update');
  }

  /** Updates the row; answers how many rows changed (0: it no longer meets `extra`). */
  private async writeUpdate(tx: Tx, caller: Caller, id: number, sets: SQL[], extra: SQL[] = []): Promise<number> {
    const scope = await this.scope(tx, caller);
    const all = [
      ...sets,
      sql`update_time = now()`,
      sql`update_user_id = ${caller.auth.userId}`,
      sql`update_user_name = ${caller.auth.realName || caller.auth.account}`,
    ];
    const changed = await this.guardUnique(caller, () =>
      queryRows<{ id: unknown }>(
        tx,
        sql`update ${this.table} ${T} set ${sql.join(all, sql`, `)} ${whereSql([
          ...baseConditions(this.resource, scope),
          sql`${col('id')} = ${id}`,
          ...extra,
        ])} returning ${col('id')} as id`,
      ),
    );
    return changed.length;
  }

  /** The declaration's condition on the rows an update / delete may touch, as conditions on alias `t`. */
  private whenConditions(action: 'update' | 'delete'): SQL[] {
    const when = action === 'update' ? this.resource.editableWhen : this.resource.deletableWhen;
    return when ? fixedConditions(this.resource, when) : [];
  }

  /**
   * R0007 "Cannot "Edit": the current state is "Submitted"" for the first row the declaration's
   * editableWhen / deletableWhen does not allow (ResourceInput.editableWhen), naming the value of
   * the first field of the condition that row fails.
   */
  private refuseUnless(action: 'update' | 'delete', rows: readonly Row[], lang: Language): void {
    const when = action === 'update' ? this.resource.editableWhen : this.resource.deletableWhen;
    if (!when) return;
    const wrong = rows.find((r) => !rowAllows(this.resource, action, r));
    if (!wrong) return;
    const key = Object.keys(when).find((k) => !rowMeets({ [k]: when[k] as FixedValue }, wrong)) ?? '';
    const value = wrong[key];
    const state = stateLabel(this.resource, key, value)?.[lang] ?? String(value ?? '');
    throw new BizError('R0007', { state, action: ACTION_LABELS[action][lang] });
  }

  /**
   * A unique index can still refuse a write the checks let through (two requests racing):
   * answer it like the check would, never with a 500.
   */
  private async guardUnique<T>(caller: Caller, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      let cur: unknown = error;
      for (let i = 0; i < 4 && cur; i++) {
        if ((cur as { code?: string }).code === '23505') {
          const field = this.resource.fieldList.find((f) => f.unique);
          const group = this.resource.uniques?.[0];
          const code = field?.uniqueError ?? group?.error ?? 'R0002';
          const label = field
            ? field.label[caller.lang]
            : (group?.fields ?? [])
                .map((k) => this.resource.fieldList.find((f) => f.key === k)?.label[caller.lang] ?? k)
                .join(' + ');
          const key = field?.key ?? group?.fields[group.fields.length - 1];
          throw new BizError(code, { field: label }, 400, key);
        }
        cur = (cur as { cause?: unknown }).cause;
      }
      throw error;
    }
  }

  async setStatus(tx: Tx, caller: Caller, id: number, status: number): Promise<void> {
    const before = await this.mustFind(tx, caller, id);
    await this.writeUpdate(tx, caller, id, [sql`status = ${status}`]);
    const after = await this.detail(tx, caller, id);
    await writeDiffLog(tx, caller, this.resource, id, before, after, 'update');
  }

  /** Deletes the rows (soft or hard), after the in-use checks and the resource's hook. */
  async remove(tx: Tx, caller: Caller, ids: number[]): Promise<number> {
    const unique = [...new Set(ids)];
    const rows: Row[] = [];
    for (const id of unique) rows.push(await this.mustFind(tx, caller, id));
    await this.checkInUse(tx, caller, unique);
    await this.hooks.beforeDelete?.({ tx, caller }, rows);
    this.refuseUnless('delete', rows, caller.lang);
    const scope = await this.scope(tx, caller);
    const when = this.whenConditions('delete');
    const conds = [
      ...baseConditions(this.resource, scope),
      sql`${col('id')} in (${sql.join(
        unique.map((id) => sql`${id}`),
        sql`, `,
      )})`,
      ...when,
    ];
    const removed = this.resource.softDelete
      ? await queryRows<{ id: unknown }>(
          tx,
          sql`update ${this.table} ${T} set is_delete = true, update_time = now(), update_user_id = ${caller.auth.userId}, update_user_name = ${caller.auth.realName || caller.auth.account} ${whereSql(conds)} returning ${col('id')} as id`,
        )
      : await queryRows<{ id: unknown }>(
          tx,
          sql`delete from ${this.table} ${T} ${whereSql(conds)} returning ${col('id')} as id`,
        );
    // A row that left the declared condition since it was read (deletableWhen): the whole call is refused.
    if (when.length && removed.length < unique.length) {
      this.refuseUnless('delete', await this.rowsByIds(tx, caller, unique), caller.lang);
      throw new BizError(this.resource.notFoundError);
    }
    for (const child of this.childStores) await child.removeFor(tx, caller, unique, this.resource.softDelete);
    for (const row of rows) await writeDiffLog(tx, caller, this.resource, Number(row.id), row, null, 'delete');
    return rows.length;
  }

  /** "In use, cannot be deleted: User: a, b" (R0004) when a declared reference points at one of the rows. */
  private async checkInUse(tx: Tx, caller: Caller, ids: number[]): Promise<void> {
    const found: string[] = [];
    for (const ref of this.resource.inUse ?? []) {
      const conds: SQL[] = [
        sql`${col(ref.column)} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ];
      if (ref.tenant ?? this.resource.scope === 'tenant')
        conds.push(sql`${col('tenant_id')} = ${caller.auth.tenantId}`);
      if (ref.softDelete ?? true) conds.push(sql`not ${col('is_delete')}`);
      let query = sql`select ${col(ref.displayColumn ?? 'name')}::text as label from ${ident(ref.table)} ${T} ${whereSql(conds)} limit 6`;
      if (ref.parent) {
        // Used through a sub-table: name the live parent rows (e.g. the route of a route item).
        const p = ident('p');
        const join: SQL[] = [sql`${p}.id = ${col(ref.parent.column)}`];
        if (ref.tenant ?? this.resource.scope === 'tenant') join.push(sql`${p}.tenant_id = ${col('tenant_id')}`);
        if (ref.parent.softDelete ?? true) join.push(sql`not ${p}.is_delete`);
        query = sql`select distinct ${p}.${ident(ref.parent.displayColumn ?? 'name')}::text as label from ${ident(ref.table)} ${T}
          join ${ident(ref.parent.table)} ${p} on ${sql.join(join, sql` and `)} ${whereSql(conds)} order by 1 limit 6`;
      }
      const rows = await queryRows<{ label: string | null }>(tx, query);
      if (rows.length) {
        const names = rows.slice(0, 5).map((r) => r.label ?? '?');
        found.push(`${ref.label[caller.lang]} ${names.join(', ')}${rows.length > 5 ? ' …' : ''}`);
      }
    }
    if (found.length) throw new BizError('R0004', { detail: found.join('; ') });
  }
}

/** Compares key values from input and from the database alike (ids may arrive as numbers or strings). */
function normalizeKeyValue(v: unknown): string | null {
  return v === null || v === undefined ? null : String(v);
}
