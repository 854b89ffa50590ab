import type { ErrorCode, ValidationMessageKey } from '../errors.ts';
import type { LocalizedText } from '../i18n/labels.ts';
import type { ValidatorName } from './validator-registry.ts';

/**
 * Declarative resources (issue 2 point 8): one table, declared once, shared by the server
 * (generated endpoints) and the console (generated list / search / form pages).
 * See docs/resources.md.
 */

export type FieldType =
  | 'string'
  | 'text'
  | 'integer'
  | 'number'
  | 'money'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'enum'
  | 'dict'
  | 'image'
  | 'ref';

export type SearchKind = 'eq' | 'like' | 'range' | 'in';

export const RESOURCE_ACTIONS = [
  'page',
  'list',
  'detail',
  'add',
  'update',
  'delete',
  'batchDelete',
  'setStatus',
  'export',
  'import',
] as const;
export type ResourceAction = (typeof RESOURCE_ACTIONS)[number];

export interface EnumOption {
  value: number;
  label: LocalizedText;
  /** antd tag colour for lists. */
  tagType?: string;
}

export interface FieldDef {
  type: FieldType;
  label: LocalizedText;
  /** Database column; default the snake_case of the field key. */
  column?: string;
  required?: boolean;
  /** Length bounds for string/text/image/dict; value bounds for integer/number/money. */
  min?: number;
  max?: number;
  /** Numbers: strictly greater than 0 ("must be greater than 0"), e.g. a consumption rate. */
  positive?: boolean;
  /** Decimals allowed for `number` (money is always 2). */
  decimals?: number;
  /** Unique among live rows (per tenant for tenant resources). */
  unique?: boolean;
  /** Business error for a duplicate (default R0002 "{field} already exists"). */
  uniqueError?: ErrorCode;
  search?: SearchKind;
  sortable?: boolean;
  /** Shown as a list column (default true). */
  list?: boolean;
  /** Shown in the add/edit form and accepted on write (default true). */
  form?: boolean;
  /** Written in export and read by import (default: form fields). */
  exportable?: boolean;
  default?: string | number | boolean | null;
  /** Named shared validators (validators.ts), e.g. ['phone']. */
  validators?: readonly ValidatorName[];
  /** enum: the integer values with labels. */
  options?: readonly EnumOption[];
  /** dict: the bound dictionary type code (sys_dict_type.code); the value is the dict data `code`. */
  dict?: string;
  /** ref: the referenced resource, its label field and (if not a declared resource) its table/columns. */
  ref?: {
    resource: string;
    labelField: string;
    table?: string;
    labelColumn?: string;
    /** Output key of the label on read (default `fooId` → `fooName`, else `foo` + `Label`). */
    as?: string;
  };
  /** Form placeholder / help text. */
  help?: LocalizedText;
  /**
   * image: what the console uploads — `image` (default: jpg/png ≤ 2 MB through sysFile/uploadImage) or
   * `artwork` (order print images and mock-ups: jpg/png/gif/webp ≤ 20 MB through sysFile/uploadArtwork, spec §5).
   */
  upload?: 'image' | 'artwork';
  /**
   * A code numbered by the tenant's numbering rule for this document (a `NUMBER_TARGETS` key,
   * e.g. 'product'): optional on add — left empty, the server fills it from the rule in the
   * add's transaction; typed by hand only where the rule allows (`allowEdit`).
   */
  numbered?: string;
  /**
   * Accepted on add only and never read back (a password): not selected, listed, exported,
   * searched, sorted or updated. Only for resources whose `add` is `bespoke` (the domain's own
   * route decides what is stored, e.g. a hash).
   */
  writeOnly?: boolean;
  /**
   * The search offers the rows of another resource as a select: their `valueField` is the filter's
   * value, their `labelField` its text — e.g. the factory's order desk filters an order's merchant
   * tenant (`tenant_id`) by the names of the customers that link them. The engine serves the options
   * at `GET /api/{resource}/choices?field=` under the list's page code, read in the caller's tenant,
   * so whoever may page the list may pick from them without the target's own codes.
   */
  choices?: { resource: string; valueField: string; labelField: string };
  /**
   * A search with no column of its own: the condition is the server's — the resource's hook
   * `search[key]` turns the value into SQL (e.g. the order search by a piece's code, which lives in
   * production's table, asked through that domain's index). Never selected, listed, written,
   * exported or sorted; the console offers it in the search form like any other search.
   */
  searchOnly?: boolean;
  /**
   * False: the API filters by it (`search`) but the console's search form does not offer it — a
   * filter pages use for their own reads (a merge's detail lists the work orders merged into it).
   */
  searchForm?: boolean;
}

/** One option of a search select (FieldDef.choices), as `GET /api/{resource}/choices` answers it. */
export interface SearchChoice {
  value: number | string;
  label: string;
}

/** A cross-field rule, checked by both sides: `check` false → `message` on `path`. */
export interface CrossFieldRule {
  /** The fields the rule reads (the rule runs when all of them are present and non-null). */
  fields: readonly string[];
  check: (values: Record<string, unknown>) => boolean;
  /** The field the message belongs to. */
  path: string;
  message: ValidationMessageKey;
}

/** Rows of another table that block a delete ("In use, cannot be deleted: <which>"). */
export interface InUseRef {
  table: string;
  column: string;
  label: LocalizedText;
  /** Column shown in the message to say which rows (default `name`). */
  displayColumn?: string;
  /** The referencing table has tenant_id (default: same scope as the resource). */
  tenant?: boolean;
  /** The referencing table has is_delete (default true). */
  softDelete?: boolean;
  /**
   * `table` is a sub-table: name its parent row instead (e.g. a process used by route RT-DTG
   * through mes_process_route_item). `column` of `table` points at `parent.table`'s id; the
   * message shows `parent.displayColumn` (default `name`); the parent must be live.
   */
  parent?: { table: string; column: string; displayColumn?: string; softDelete?: boolean };
}

/**
 * A sub-table of a resource (e.g. the materials of a product): written with the parent
 * (the array under the child key in add / update bodies), returned by detail, removed with it.
 * Table columns: tenant_id (tenant resources), id, `parentColumn`, sort_no, the field columns
 * and the base columns (create/update time and user, is_delete).
 */
export interface ChildDef {
  table: string;
  /** Column holding the parent id, e.g. `product_id`. */
  parentColumn: string;
  label: LocalizedText;
  /** The row fields: the same field types as resources (ref, number, string, enum…). */
  fields: Record<string, FieldDef>;
  /** The array order is kept in sort_no; the console offers drag-to-reorder. */
  ordered?: boolean;
  /** At least this many rows. */
  min?: number;
  /** At most this many rows (default 500). */
  max?: number;
  /** Rows with the same values of these fields are refused (e.g. ['materialId']). */
  uniqueBy?: readonly string[];
}

export interface ChildInfo extends ChildDef {
  key: string;
  fieldList: readonly FieldInfo[];
  max: number;
}

/**
 * A state transition of a resource (issue 11): `POST /api/{resource}/{name}` with `{id, ...input}`
 * or `{ids: [...], ...input}` moves rows whose state field is one of `from` to `to`, in one
 * transaction (`update … where id = any(…) and state = any(from)`, so two racing calls cannot
 * both win), writes the diff log and the domain event `{resource}.{event}`. Refused rows answer
 * `error` (default R0007) naming their current state; a batch is all or nothing, unless it is
 * declared `perRow`. Server-only guards and extra writes are the resource's transition hooks on the server.
 */
export interface TransitionDef {
  label: LocalizedText;
  /** The state field moved (default: the resource's `stateField`). */
  field?: string;
  /** States (enum option values of the state field) the transition starts from. */
  from: readonly number[];
  to: number;
  /** Button code (default `{resource}:{name}`). */
  permission?: string;
  /**
   * Input beyond the ids, declared like resource fields (e.g. a reason), validated and rendered
   * as a form by the console. An input key that is also a resource field is written to that
   * field's column in the same update (e.g. `reviewRemark`); the others reach the hooks and the event.
   */
  input?: Record<string, FieldDef>;
  /** Accepts `{ids: [...]}` (default true); the console then offers it as a batch action. */
  batch?: boolean;
  /** Ask before running (the console shows this text in a confirm dialog). */
  confirm?: LocalizedText;
  /** Rendered as a danger action. */
  danger?: boolean;
  /** Event name after the resource name: `{resource}.{event}` (default the transition name). */
  event?: string;
  /** Refusal error (default R0007); its message gets `{state}` (current state label) and `{action}`. */
  error?: ErrorCode;
  /**
   * A batch moves every row it can instead of all or nothing (a reviewer passing 50 orders wants
   * the good ones passed): with `{ids}` a row refused by its state or the guard stays as it was and
   * the others move, in one transaction; the call answers `TransitionBatchResult`, naming each
   * refused row by the value of `labelField` (e.g. `orderCode`). `{id}` is refused as usual.
   */
  perRow?: { labelField: string };
  /**
   * Also runs on a list's whole search (`{search: filters}` instead of ids, docs/resources.md "A
   * whole search"): the server finds the matching rows itself and moves them row by row in chunks,
   * answering `TransitionSearchResult`. A `perRow` transition does by default (its `labelField`);
   * declare it for a batch whose `{ids}` stays all or nothing (the merchant's submit).
   */
  wholeSearch?: { labelField: string };
  /**
   * Applies only to rows meeting this condition besides their state (e.g. splitting only a work order
   * made by a merge): the console offers it only on such rows, the engine refuses the others with
   * `whenError` (default R0008, which names the action).
   */
  when?: RowCondition;
  whenError?: ErrorCode;
  /**
   * Offered as a row action (default true). False for what only makes sense on several rows at
   * once (a merge): the console offers it for the selection only; its guard checks the count.
   */
  rowAction?: boolean;
}

/** A row a `perRow` batch left as it was: its id, its label (e.g. the order code), why (caller's language). */
export interface TransitionRefusal {
  id: number;
  label: string | null;
  code: ErrorCode;
  message: string;
}

/** The answer of a `perRow` transition called with `{ids}`: how many rows moved, and those refused. */
export interface TransitionBatchResult {
  count: number;
  refused: TransitionRefusal[];
}

/** Most rows one whole-search run moves; a search matching more is refused (R0009), to be narrowed. */
export const TRANSITION_SEARCH_MAX = 10_000;

/** A screen where a refusal is fixed: the console path in the caller's area (`/base/omsProductMapping`) and its search. */
export interface ReasonLink {
  /** What the link names (e.g. the SKU to map). */
  label: string;
  path: string;
  /** The target list's search, as URL query values (the list opens searched). */
  query?: Record<string, string>;
}

/**
 * One reason a row was refused, as a domain states it besides the sentence (e.g. one review issue
 * of an order): the key it is grouped by, its title in the caller's language, where to fix it.
 */
export interface RefusalReason {
  key: string;
  title: string;
  link?: ReasonLink;
}

/** The refused rows of a whole-search run that share a reason: the error code and the domain's reason key. */
export interface TransitionReasonGroup {
  code: ErrorCode;
  /** The domain's reason key (a review issue such as `unmapped`); null when the refusal names none. */
  reason: string | null;
  /** The reason's title, or the first refused row's message when it names no reason. */
  title: string;
  count: number;
  /** The labels (e.g. order codes) of the first refused rows. */
  examples: string[];
  /** Distinct screens where the reason is fixed (e.g. one per unmapped SKU), the first few. */
  links: ReasonLink[];
}

/**
 * The answer of a transition run on a whole search: the rows matched, moved and refused, the refused
 * grouped by reason (a row refused for two reasons is counted in both groups).
 */
export interface TransitionSearchResult {
  total: number;
  count: number;
  refusedCount: number;
  reasons: TransitionReasonGroup[];
}

/** A whole-search run moved on (live event `transitionProgress`, after each chunk's commit). */
export interface TransitionProgress {
  /** The id the console gave the run. */
  runId: string;
  resource: string;
  transition: string;
  done: number;
  total: number;
  /** Rows moved so far. */
  count: number;
}

/** A transition with everything resolved, as the server routes and the console actions use it. */
export interface TransitionInfo extends TransitionDef {
  name: string;
  field: string;
  column: string;
  permission: string;
  batch: boolean;
  rowAction: boolean;
  whenError: ErrorCode;
  event: string;
  /** Event type written to the outbox: `{resource}.{event}`. */
  eventType: string;
  error: ErrorCode;
  /** Input fields in declaration order with their resolved columns. */
  inputList: readonly FieldInfo[];
}

/**
 * A tab of a list (e.g. "Pending review"): a filter on enum fields, counted for every tab in one
 * statement by `POST /api/{name}/tabCounts` (with the page's other filters) and applied by the
 * console as fixed filters of the page.
 */
export interface TabDef {
  key: string;
  label: LocalizedText;
  /** Field key → enum value (all must match). */
  filter: Readonly<Record<string, number>>;
}

export interface SortSpec {
  field: string;
  order: 'asc' | 'desc';
}

/** A fixed value of a resource (ResourceInput.fixed): one value, or the set of values its rows have. */
export type FixedValue = number | string | readonly (number | string)[];

/** A condition on a row's fields (all must hold): field key → its value, or the set its value is in. */
export type RowCondition = Readonly<Record<string, FixedValue>>;

/** The single fixed values of a resource: those an add writes and the console fixes on its forms and filters. */
export function fixedWrites(
  fixed: Readonly<Record<string, FixedValue>> | undefined,
): Readonly<Record<string, number | string>> {
  const out: Record<string, number | string> = {};
  for (const [key, value] of Object.entries(fixed ?? {}))
    if (!Array.isArray(value)) out[key] = value as number | string;
  return out;
}

export interface ResourceInput<F extends Record<string, FieldDef>> {
  /** The Admin.NET service name: routes /api/{name}/{action}, permission codes {name}:{action}. */
  name: string;
  table: string;
  scope: 'tenant' | 'global';
  /** Rows are filtered by the caller's data scope (needs create_org_id / create_user_id). */
  dataScope?: boolean;
  /** The table has create_org_id / create_org_name (default: tenant scope). */
  orgColumns?: boolean;
  /** Deletes set is_delete (default true). false: hard delete (tables with absolute unique indexes). */
  softDelete?: boolean;
  title: LocalizedText;
  fields: F;
  /** Unique combinations beyond single fields, e.g. (dictTypeId, code). */
  uniques?: readonly { fields: readonly string[]; error?: ErrorCode }[];
  rules?: readonly CrossFieldRule[];
  defaultSort?: readonly SortSpec[];
  actions?: readonly ResourceAction[];
  inUse?: readonly InUseRef[];
  /** Sub-tables by body key (e.g. `materials`); see ChildDef. */
  children?: Record<string, ChildDef>;
  /** Business error when the id of detail/update/delete/setStatus is unknown (default R0001). */
  notFoundError?: ErrorCode;
  /**
   * What `detail` answers for an id the caller cannot see (unknown, deleted, another tenant's):
   * `notFound` (default) refuses with `notFoundError` (body code 404); `null` answers `null`, as
   * Admin.NET's own services do (admin-net-contract §6.2 "SysDictType or null") — only the
   * declarations that mirror an Admin.NET service keep that.
   */
  missingDetail?: 'notFound' | 'null';
  /** Largest export / import (rows). */
  maxRows?: number;
  /** Every route also requires the platform tenant (installation-wide data such as the event log). */
  platformOnly?: boolean;
  /** The default state field of `transitions` (an `enum` field). State fields are read-only for add, update and import. */
  stateField?: string;
  /** State transitions by name (the route segment): see TransitionDef. */
  transitions?: Record<string, TransitionDef>;
  /**
   * The column naming the caller's tenant (default `tenant_id`). Another column declares a view
   * of rows owned by other tenants that the caller serves — the factory's view of its customers'
   * orders reads `factory_tenant_id` — which row-level security must open by its own policy.
   * Such a view cannot add or import (rows are created by their owner).
   */
  tenantColumn?: string;
  /**
   * Field values every row of this resource has (e.g. `{ source: 2 }`): reads filter on them, adds
   * write them, updates and imports never change them. A list of values (e.g. `{ printKind: [2, 3] }`
   * for the heat-print list over the order table: heat only, or mixed) is the set the rows' value is
   * in: reads filter with `in`, and the value is not the resource's to write (the field is then
   * usually derived, set by the domain's hooks); see `fixedWrites`.
   */
  fixed?: Readonly<Record<string, FixedValue>>;
  /** Tabs of the list, counted by `tabCounts` (see TabDef). */
  tabs?: readonly TabDef[];
  /**
   * Actions the domain serves with its own routes (same URL, code and wire shape) instead of the
   * engine — e.g. the merchant's accounts, whose writes are user management's (password hash,
   * login index, sessions). The console treats them like any other action.
   */
  bespoke?: readonly ResourceAction[];
  /**
   * Which rows `update` may change and `delete` / `batchDelete` may remove, e.g. `{ submitState: 0 }`
   * (a merchant's orders: drafts only). The console hides the Edit / Delete of any other row
   * (`rowAllows`); the engine refuses them (R0007 naming the row's state) after the resource's hooks,
   * whose own refusals come first, and writes with the condition in its `where`, so a row that left
   * it meanwhile (a submission racing the edit) is refused rather than changed.
   */
  editableWhen?: RowCondition;
  deletableWhen?: RowCondition;
  /**
   * What a page row carries: every field (default), or `'list'` — the list's fields and those its
   * actions read (state fields, transitions' `when` keys, editableWhen / deletableWhen, perRow
   * labels); the detail, the edit form and export read the whole row. For lists read all day
   * (the order desks): a page of orders is half the bytes, and half the values to parse and write.
   */
  pageColumns?: 'all' | 'list';
}

export interface FieldInfo extends FieldDef {
  key: string;
  column: string;
}

export interface Resource<F extends Record<string, FieldDef> = Record<string, FieldDef>> extends ResourceInput<F> {
  /** The fields a page row carries (ResourceInput.pageColumns). */
  pageFieldList: FieldInfo[];
  tenantColumn: string;
  dataScope: boolean;
  orgColumns: boolean;
  softDelete: boolean;
  actions: readonly ResourceAction[];
  bespoke: readonly ResourceAction[];
  defaultSort: readonly SortSpec[];
  notFoundError: ErrorCode;
  missingDetail: 'notFound' | 'null';
  maxRows: number;
  /** Fields in declaration order with their resolved columns. */
  fieldList: readonly FieldInfo[];
  /** Sub-tables in declaration order. */
  childList: readonly ChildInfo[];
  /** Whether setStatus applies (the resource has a `status` field that is not a state field). */
  hasStatus: boolean;
  /** Fields moved only by transitions (read-only for add, update, import). */
  stateFields: readonly string[];
  /** Transitions in declaration order. */
  transitionList: readonly TransitionInfo[];
  /** Permission code per action: `sysPos:page`, … */
  permissions: Record<ResourceAction, string>;
  /** Sort fields the page call accepts. */
  sortableFields: readonly string[];
}

const IDENT = /^[a-z_][a-z0-9_]*$/;

export function snakeCase(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

/** Base columns every resource row carries on read (admin-net-contract §9.1). */
export const BASE_FIELDS = [
  'id',
  'createTime',
  'updateTime',
  'createUserId',
  'createUserName',
  'updateUserId',
  'updateUserName',
] as const;

export function refLabelKey(key: string, field: FieldDef): string {
  if (field.ref?.as) return field.ref.as;
  return key.endsWith('Id') ? `${key.slice(0, -2)}Name` : `${key}Label`;
}

/** Field declarations with their resolved columns; identifiers checked (they go into SQL). */
function checkedFields(owner: string, fields: Record<string, FieldDef>): FieldInfo[] {
  return Object.entries(fields).map(([key, def]) => {
    const column = def.column ?? snakeCase(key);
    if (!/^[a-z][A-Za-z0-9]*$/.test(key)) throw new Error(`resource ${owner}: bad field key ${key}`);
    if (!IDENT.test(column)) throw new Error(`resource ${owner}: bad column ${column}`);
    if (def.type === 'enum' && !def.options?.length) throw new Error(`${owner}.${key}: enum needs options`);
    if (def.type === 'dict' && !def.dict) throw new Error(`${owner}.${key}: dict needs a dictionary code`);
    if (def.type === 'ref' && !def.ref) throw new Error(`${owner}.${key}: ref needs a target`);
    if (def.ref?.table && !IDENT.test(def.ref.table)) throw new Error(`${owner}.${key}: bad ref table`);
    if (def.ref?.labelColumn && !IDENT.test(def.ref.labelColumn)) throw new Error(`${owner}.${key}: bad ref`);
    if (def.choices && def.search !== 'eq' && def.search !== 'in')
      throw new Error(`${owner}.${key}: choices are a search's (eq or in)`);
    if (def.writeOnly)
      return { ...def, key, column, list: false, exportable: false, sortable: false, search: undefined };
    if (def.searchOnly) {
      if ((def.search !== 'eq' && def.search !== 'like') || def.unique || def.choices || def.required)
        throw new Error(`${owner}.${key}: a search-only field is an eq or like search, nothing else`);
      return { ...def, key, column, list: false, form: false, exportable: false, sortable: false };
    }
    return { ...def, key, column };
  });
}

const RESERVED_TRANSITION_NAMES = new Set<string>([...RESOURCE_ACTIONS, 'template', 'tabCounts', 'choices']);

function checkedTransitions(input: ResourceInput<Record<string, FieldDef>>, fieldList: FieldInfo[]): TransitionInfo[] {
  return Object.entries(input.transitions ?? {}).map(([name, def]) => {
    const where = `resource ${input.name} transition ${name}`;
    if (!/^[a-z][A-Za-z0-9]*$/.test(name) || RESERVED_TRANSITION_NAMES.has(name)) throw new Error(`${where}: bad name`);
    const fieldKey = def.field ?? input.stateField;
    const field = fieldList.find((f) => f.key === fieldKey);
    if (!field) throw new Error(`${where}: no state field (declare stateField or field)`);
    if (field.type !== 'enum') throw new Error(`${where}: the state field ${field.key} must be an enum`);
    const values = new Set((field.options ?? []).map((o) => o.value));
    if (!def.from.length || ![...def.from, def.to].every((v) => values.has(v)))
      throw new Error(`${where}: from / to must be options of ${field.key}`);
    const event = def.event ?? name;
    if (!/^[a-z][A-Za-z0-9]*$/.test(event)) throw new Error(`${where}: bad event name`);
    const inputList = checkedFields(`${input.name}.${name}`, def.input ?? {});
    for (const f of inputList)
      if (f.key === 'id' || f.key === 'ids') throw new Error(`${where}: input ${f.key} is reserved`);
    if (def.perRow && (def.batch === false || !fieldList.some((f) => f.key === def.perRow?.labelField)))
      throw new Error(`${where}: perRow needs a batch and a field of the resource as its label`);
    if (def.wholeSearch && (def.batch === false || !fieldList.some((f) => f.key === def.wholeSearch?.labelField)))
      throw new Error(`${where}: wholeSearch needs a batch and a field of the resource as its label`);
    if (def.rowAction === false && def.batch === false) throw new Error(`${where}: neither a row nor a batch action`);
    for (const key of Object.keys(def.when ?? {}))
      if (!fieldList.some((f) => f.key === key)) throw new Error(`${where}: when names ${key}, not a field`);
    return {
      ...def,
      name,
      field: field.key,
      column: field.column,
      permission: def.permission ?? `${input.name}:${name}`,
      batch: def.batch ?? true,
      rowAction: def.rowAction ?? true,
      event,
      eventType: `${input.name}.${event}`,
      error: def.error ?? 'R0007',
      whenError: def.whenError ?? 'R0008',
      inputList,
      wholeSearch: def.batch === false ? undefined : (def.wholeSearch ?? def.perRow),
    };
  });
}

/** The transitions a row's state allows and the caller's button codes grant (the console's row actions). */
export function allowedTransitions(
  resource: Resource,
  row: Record<string, unknown>,
  hasCode: (code: string) => boolean = () => true,
): TransitionInfo[] {
  return resource.transitionList.filter(
    (t) => t.from.includes(Number(row[t.field])) && rowMeets(t.when, row) && hasCode(t.permission),
  );
}

/** Whether `row` meets a condition (RowCondition): every field's value is the one named, or one of the set. */
export function rowMeets(condition: RowCondition | undefined, row: Record<string, unknown>): boolean {
  return Object.entries(condition ?? {}).every(([key, want]) => {
    const value = row[key];
    if (value === null || value === undefined) return false;
    return (Array.isArray(want) ? want : [want]).some((w) => String(w) === String(value));
  });
}

/** Whether the declaration lets `update` / `delete` touch this row (ResourceInput.editableWhen / deletableWhen). */
export function rowAllows(resource: Resource, action: 'update' | 'delete', row: Record<string, unknown>): boolean {
  return rowMeets(action === 'update' ? resource.editableWhen : resource.deletableWhen, row);
}

/** The label of a state value (the option of the state field), for messages and tags. */
export function stateLabel(resource: Resource, field: string, value: unknown): LocalizedText | null {
  const option = resource.fieldList.find((f) => f.key === field)?.options?.find((o) => o.value === Number(value));
  return option?.label ?? null;
}

/** Declares a resource. Validates identifiers (they go into SQL) and fills defaults. */
export function defineResource<const F extends Record<string, FieldDef>>(input: ResourceInput<F>): Resource<F> {
  if (!/^[a-z][A-Za-z0-9]*$/.test(input.name)) throw new Error(`resource name ${input.name} must be lowerCamel`);
  if (!IDENT.test(input.table)) throw new Error(`resource ${input.name}: bad table name ${input.table}`);
  const fieldList = checkedFields(input.name, input.fields);
  const childList: ChildInfo[] = Object.entries(input.children ?? {}).map(([key, def]) => {
    const where = `${input.name}.${key}`;
    if (!/^[a-z][A-Za-z0-9]*$/.test(key) || key in input.fields) throw new Error(`${where}: bad sub-table key`);
    if (!IDENT.test(def.table) || !IDENT.test(def.parentColumn)) throw new Error(`${where}: bad sub-table table`);
    const childFields = checkedFields(where, def.fields);
    for (const k of def.uniqueBy ?? []) if (!(k in def.fields)) throw new Error(`${where}: unique on unknown ${k}`);
    return { ...def, key, fieldList: childFields, max: def.max ?? 500 };
  });
  // A search-only field has no column: nothing may fix, key, sort or tab on it.
  const searchOnly = new Set(fieldList.filter((f) => f.searchOnly).map((f) => f.key));
  const named = [
    ...Object.keys(input.fixed ?? {}),
    ...Object.keys(input.editableWhen ?? {}),
    ...Object.keys(input.deletableWhen ?? {}),
    ...(input.uniques ?? []).flatMap((u) => u.fields),
    ...(input.tabs ?? []).flatMap((t) => Object.keys(t.filter)),
    ...(input.defaultSort ?? []).map((s) => s.field),
  ];
  if (named.some((k) => searchOnly.has(k)))
    throw new Error(`resource ${input.name}: a search-only field cannot be fixed, unique, sorted or a tab`);
  for (const u of input.uniques ?? []) {
    for (const key of u.fields)
      if (!(key in input.fields)) throw new Error(`resource ${input.name}: unique on unknown field ${key}`);
  }
  for (const ref of input.inUse ?? []) {
    const idents = [ref.table, ref.column, ref.displayColumn ?? 'name'];
    if (ref.parent) idents.push(ref.parent.table, ref.parent.column, ref.parent.displayColumn ?? 'name');
    if (!idents.every((i) => IDENT.test(i)))
      throw new Error(`resource ${input.name}: bad in-use reference ${ref.table}.${ref.column}`);
  }
  if (input.tenantColumn !== undefined) {
    if (!IDENT.test(input.tenantColumn) || input.scope !== 'tenant')
      throw new Error(`resource ${input.name}: bad tenant column`);
    if (
      input.tenantColumn !== 'tenant_id' &&
      (input.actions ?? RESOURCE_ACTIONS).some((a) => a === 'add' || a === 'import')
    )
      throw new Error(`resource ${input.name}: a view on ${input.tenantColumn} cannot add or import`);
  }
  for (const [key, value] of Object.entries(input.fixed ?? {})) {
    if (!(key in input.fields)) throw new Error(`resource ${input.name}: fixed value of unknown field ${key}`);
    if (Array.isArray(value) && value.length === 0)
      throw new Error(`resource ${input.name}: empty fixed set of ${key}`);
  }
  for (const [what, condition] of [
    ['editableWhen', input.editableWhen],
    ['deletableWhen', input.deletableWhen],
  ] as const) {
    for (const [key, value] of Object.entries(condition ?? {})) {
      if (!(key in input.fields)) throw new Error(`resource ${input.name}: ${what} on unknown field ${key}`);
      if (Array.isArray(value) && value.length === 0) throw new Error(`resource ${input.name}: empty ${what} set`);
    }
  }
  for (const tab of input.tabs ?? []) {
    if (!/^[a-z][A-Za-z0-9]*$/.test(tab.key) || tab.key === 'all')
      throw new Error(`resource ${input.name}: bad tab ${tab.key}`);
    for (const key of Object.keys(tab.filter))
      if (input.fields[key]?.type !== 'enum')
        throw new Error(`resource ${input.name}: tab ${tab.key} filters a non-enum ${key}`);
  }
  const transitionList = checkedTransitions(input, fieldList);
  const stateFields = [...new Set(transitionList.map((t) => t.field))];
  if (input.stateField && !stateFields.includes(input.stateField)) stateFields.push(input.stateField);
  // State fields are never written by add / update / import: only transitions move them.
  for (const f of fieldList) if (stateFields.includes(f.key)) Object.assign(f, { form: false });
  const hasStatus = 'status' in input.fields && !stateFields.includes('status');
  const actions = (input.actions ?? RESOURCE_ACTIONS).filter((a) => a !== 'setStatus' || hasStatus);
  const bespoke = input.bespoke ?? [];
  if (fieldList.some((f) => f.writeOnly) && actions.includes('add') && !bespoke.includes('add'))
    throw new Error(`resource ${input.name}: a write-only field needs a bespoke add`);
  if (fieldList.some((f) => f.writeOnly) && actions.includes('import'))
    throw new Error(`resource ${input.name}: a write-only field cannot be imported`);
  const orgColumns = input.orgColumns ?? input.scope === 'tenant';
  const dataScope = input.dataScope ?? false;
  if (dataScope && !orgColumns) throw new Error(`resource ${input.name}: data scope needs org columns`);
  const sortableFields = [...fieldList.filter((f) => f.sortable).map((f) => f.key), 'createTime', 'updateTime'];
  const defaultSort = input.defaultSort ?? [
    ...('orderNo' in input.fields ? [{ field: 'orderNo', order: 'asc' as const }] : []),
    { field: 'createTime', order: 'desc' as const },
  ];
  for (const s of defaultSort) {
    if (!(s.field in input.fields) && !(BASE_FIELDS as readonly string[]).includes(s.field))
      throw new Error(`resource ${input.name}: unknown default sort field ${s.field}`);
  }
  const permissions = Object.fromEntries(RESOURCE_ACTIONS.map((a) => [a, `${input.name}:${a}`])) as Record<
    ResourceAction,
    string
  >;
  return {
    ...input,
    tenantColumn: input.tenantColumn ?? 'tenant_id',
    dataScope,
    orgColumns,
    softDelete: input.softDelete ?? true,
    actions,
    bespoke,
    defaultSort,
    notFoundError: input.notFoundError ?? 'R0001',
    missingDetail: input.missingDetail ?? 'notFound',
    maxRows: input.maxRows ?? 50_000,
    fieldList,
    pageFieldList: pageFieldsOf(input, fieldList, stateFields, transitionList),
    childList,
    hasStatus,
    stateFields,
    transitionList,
    permissions,
    sortableFields,
  };
}

/** The fields a page row carries (ResourceInput.pageColumns): all, or the list's and what its actions read. */
function pageFieldsOf(
  input: ResourceInput<Record<string, FieldDef>>,
  fieldList: FieldInfo[],
  stateFields: readonly string[],
  transitions: readonly TransitionInfo[],
): FieldInfo[] {
  if (input.pageColumns !== 'list') return fieldList;
  const needed = new Set<string>([
    ...stateFields,
    ...transitions.flatMap((t) => [...Object.keys(t.when ?? {}), ...(t.perRow ? [t.perRow.labelField] : [])]),
    ...Object.keys(input.editableWhen ?? {}),
    ...Object.keys(input.deletableWhen ?? {}),
  ]);
  return fieldList.filter((f) => f.list !== false || needed.has(f.key));
}

/** Fields shown in the add/edit form and accepted on write. */
export function formFields(resource: Resource): FieldInfo[] {
  return resource.fieldList.filter((f) => f.form !== false);
}

/** Fields shown as list columns. */
export function listFields(resource: Resource): FieldInfo[] {
  return resource.fieldList.filter((f) => f.list !== false);
}

/** Fields written by export and read by import (form fields unless said otherwise). */
export function exportFields(resource: Resource): FieldInfo[] {
  return resource.fieldList.filter((f) => f.exportable ?? f.form !== false);
}

/** Fields with a search kind (filters of page / list / export). */
export function searchFields(resource: Resource): FieldInfo[] {
  return resource.fieldList.filter((f) => f.search);
}

/** The TypeScript type of a stored value of a field type. */
export type FieldTypeValue<T extends FieldType> = T extends 'integer' | 'number' | 'money' | 'enum' | 'ref'
  ? number
  : T extends 'boolean'
    ? boolean
    : string;

/** The base columns every stored row answers (admin-net-contract §9.1). */
export interface AuditedRow {
  id: number;
  createTime: string;
  updateTime: string | null;
  createUserId: number | null;
  createUserName: string | null;
  updateUserId: number | null;
  updateUserName: string | null;
}

/** A row as page / list / detail return it: base fields plus the declared fields (nullable). */
export type ResourceRow<R> =
  R extends Resource<infer F>
    ? AuditedRow & {
        tenantId?: number;
        createOrgId?: number | null;
        createOrgName?: string | null;
      } & { -readonly [K in keyof F]: FieldTypeValue<F[K]['type']> | null }
    : never;
