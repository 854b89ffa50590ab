import type { TransitionInfo } from '@printfloor/contract';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { Caller, Row } from '../types.ts';

export interface HookContext {
  tx: Tx;
  caller: Caller;
}

/** Server-only behaviour of one resource, beyond its declaration. */
export interface ResourceHooks {
  /** Inside the write transaction, before checks and the write; throw BizError to refuse. */
  beforeWrite?(ctx: HookContext, change: { action: 'add' | 'update'; values: Row; before: Row | null }): Promise<void>;
  /**
   * Inside the write transaction, after the row and its sub-tables are written (add, update):
   * columns derived from the sub-tables (an order's totals from its lines), rows of other tables.
   */
  written?(ctx: HookContext, change: { action: 'add' | 'update'; id: number }): Promise<void>;
  /** Inside the delete transaction, after the in-use checks; throw to refuse, or delete dependants. */
  beforeDelete?(ctx: HookContext, rows: Row[]): Promise<void>;
  /** Server-only parts of the declared transitions, by transition name. */
  transitions?: Record<string, TransitionHooks>;
  /**
   * The condition of each search-only field (FieldDef.searchOnly), by field key: its filter value
   * (validated, never empty) → SQL on the resource's row, alias `t` (`col()` of resources/sql.ts).
   * It joins the page / list / export / tabCounts conditions, so a page stays one statement; the
   * values in it must be bound parameters.
   */
  search?: Record<string, (value: unknown) => SQL>;
  /** After a successful write has committed (add, update, delete, setStatus, import, a transition's name). */
  afterWrite?(caller: Caller, change: { action: string; ids: number[] }): Promise<void>;
}

/** What a transition call moves: the rows as they were (locked), the validated input. */
export interface TransitionChange {
  transition: TransitionInfo;
  rows: Row[];
  input: Row;
}

/** Server-only behaviour of one transition (docs/resources.md "Transitions"). */
export interface TransitionHooks {
  /**
   * Inside the transaction, rows locked and in a `from` state; throw BizError to refuse (the whole call).
   * What it returns reaches `apply` as `guarded` (what the checks found, so apply need not look again).
   */
  guard?(ctx: HookContext, change: TransitionChange): Promise<unknown>;
  /** Extra columns set by the same update, e.g. `{ public_time: sql\`now()\` }`. */
  set?(ctx: HookContext, change: TransitionChange): Record<string, SQL | string | number | boolean | null>;
  /** Inside the transaction after the update (e.g. rows of other tables); `after` are the moved rows. */
  apply?(ctx: HookContext, change: TransitionChange & { after: Row[]; guarded: unknown }): Promise<void>;
}
