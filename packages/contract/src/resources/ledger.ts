import type { LocalizedText } from '../i18n/labels.ts';
import type { TransitionActorRef } from './aggregate.ts';
import type { EnumOption } from './define.ts';

/**
 * A ledger: an append-only aggregate (issue 34 item 4) — the shape stock and money are kept in. Its
 * entries are facts (item, bin, ±quantity, the document and line that posted them, who, when) that
 * are never updated nor deleted; its balances (one row per tenant and key) are the entries' sums,
 * kept by the database in the statement that inserts the entries. The only write is the server's
 * `postLedger(tx, actor, ledger, post)` (apps/server/src/resources/ledger.ts); `checkLedger` proves
 * the balances equal the sums.
 *
 * The tables follow one layout, made by the migration helper `pf_ledger()` (db/migrations
 * 0044_ledgers.sql), which also enforces it: the entry table has `tenant_id`, `id`, the key columns,
 * the amount columns (numeric), `reason`, `doc_type`, `doc_id`, `doc_line`, the actor's columns and
 * `create_time`; the balance table has `tenant_id`, the key columns (its primary key), the amount
 * columns, `entry_count` and `update_time`.
 */
export interface LedgerAmount {
  column: string;
  label: LocalizedText;
  /** Digits after the point (the column is numeric(precision, scale)); more are refused, never rounded. */
  scale: number;
  /** Total digits. */
  precision: number;
  /**
   * Whether a balance may go below zero. `refuse` (stock on hand, a prepaid balance): a post that would
   * take any balance below zero is refused whole, unless that post says `allowNegative` (a tenant
   * setting the owning domain reads). `allow`: a balance that is a position (receivable).
   */
  negative: 'refuse' | 'allow';
}

/** A key column: a row id (bigint) or a code (text). */
export interface LedgerKey {
  column: string;
  type: 'id' | 'text';
}

export interface LedgerInput<K extends string, A extends string> {
  /** The aggregate type of its events (`{name}.posted`) and of its check's report. */
  name: string;
  entryTable: string;
  balanceTable: string;
  /** What a balance is kept per (besides the tenant): item, bin, lot… (not null; the balance's primary key). */
  keys: Record<K, LedgerKey>;
  amounts: Record<A, LedgerAmount>;
  /** What posts an entry (a receipt, an issue, a stocktake adjustment, a charge…), stored in `reason`. */
  reasons: readonly EnumOption[];
}

export interface Ledger<K extends string = string, A extends string = string> {
  name: string;
  entryTable: string;
  balanceTable: string;
  keys: Readonly<Record<K, LedgerKey>>;
  amounts: Readonly<Record<A, LedgerAmount>>;
  reasons: readonly EnumOption[];
  /** `{name}.posted`. */
  eventType: string;
}

const NAME = /^[a-z][A-Za-z0-9]*$/;
const COLUMN = /^[a-z_][a-z0-9_]*$/;
/** The entry table's own columns, which a key or an amount cannot be named. */
const RESERVED = new Set([
  'tenant_id',
  'id',
  'reason',
  'doc_type',
  'doc_id',
  'doc_line',
  'actor_kind',
  'actor_user_id',
  'actor_name',
  'actor_domain',
  'cause_event_id',
  'create_time',
  'entry_count',
  'update_time',
]);

/** Checks and resolves a ledger's declaration; a mistake fails when the module loads. */
export function defineLedger<K extends string, A extends string>(input: LedgerInput<K, A>): Ledger<K, A> {
  const where = `ledger ${input.name}`;
  if (!NAME.test(input.name)) throw new Error(`${where}: bad name`);
  if (!COLUMN.test(input.entryTable) || !COLUMN.test(input.balanceTable) || input.entryTable === input.balanceTable)
    throw new Error(`${where}: bad tables`);
  const keys = Object.values<LedgerKey>(input.keys).map((k) => k.column);
  const amounts = Object.values<LedgerAmount>(input.amounts);
  if (!keys.length || !amounts.length) throw new Error(`${where}: a ledger needs keys and amounts`);
  const columns = [...keys, ...amounts.map((a) => a.column)];
  for (const column of columns)
    if (!COLUMN.test(column) || RESERVED.has(column)) throw new Error(`${where}: bad column ${column}`);
  if (new Set(columns).size !== columns.length) throw new Error(`${where}: a column is named twice`);
  for (const a of amounts)
    if (!Number.isInteger(a.scale) || !Number.isInteger(a.precision) || a.scale < 0 || a.precision <= a.scale)
      throw new Error(`${where}: ${a.column} needs 0 ≤ scale < precision`);
  if (!input.reasons.length) throw new Error(`${where}: a ledger needs its reasons`);
  return {
    name: input.name,
    entryTable: input.entryTable,
    balanceTable: input.balanceTable,
    keys: { ...input.keys },
    amounts: { ...input.amounts },
    reasons: input.reasons,
    eventType: `${input.name}.posted`,
  };
}

/** One line of a post: its key values, its signed amounts (exact decimal strings) and the document line. */
export interface LedgerLine<K extends string = string, A extends string = string> {
  keys: Record<K, number | string>;
  amounts: Partial<Record<A, string>>;
  docLine?: number | null;
}

/**
 * The payload of `{ledger}.posted` (aggregate id = the posting document's id, in the posting tenant): the
 * document, why, the lines as posted and who posted them — what a listener (a low-stock alert, a
 * statement) reads without going back to the tables.
 */
export type LedgerPostedEvent<K extends string = string, A extends string = string> = {
  reason: number;
  doc: { type: string; id: number };
  lines: LedgerLine<K, A>[];
  /** The entries' ids, in the order of `lines`. */
  entryIds: number[];
  by: TransitionActorRef;
};

/** Why an amount of a post is refused (error R0102's `{rule}`), in every language. */
export const LEDGER_AMOUNT_RULES = {
  notDecimal: {
    'zh-CN': '应为数字，如 12 或 -3.5',
    en: 'it must be a number such as 12 or -3.5',
    'zh-TW': '應為數字，如 12 或 -3.5',
    'pt-BR': 'deve ser um número como 12 ou -3.5',
  },
  zero: {
    'zh-CN': '一行不能全部为零',
    en: 'a line cannot be all zero',
    'zh-TW': '一行不能全部為零',
    'pt-BR': 'uma linha não pode ser toda zero',
  },
  scale: {
    'zh-CN': '最多 {scale} 位小数',
    en: 'at most {scale} decimal places',
    'zh-TW': '最多 {scale} 位小數',
    'pt-BR': 'no máximo {scale} casas decimais',
  },
  digits: {
    'zh-CN': '最多 {digits} 位整数',
    en: 'at most {digits} digits before the point',
    'zh-TW': '最多 {digits} 位整數',
    'pt-BR': 'no máximo {digits} dígitos antes da vírgula',
  },
} as const satisfies Record<string, LocalizedText>;
