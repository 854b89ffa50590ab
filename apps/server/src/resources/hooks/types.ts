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
  /** Inside the delete transaction, after the in-use checks; throw to refuse, or delete dependants. */
  beforeDelete?(ctx: HookContext, rows: Row[]): Promise<void>;
  /** After a successful write has committed (add, update, delete, setStatus, import). */
  afterWrite?(caller: Caller, change: { action: string; ids: number[] }): Promise<void>;
}
