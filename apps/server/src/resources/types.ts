import type { Language } from '@printfloor/contract';
import type { AuthContext } from '../auth/context.ts';
import type { Tx } from '../db/client.ts';
import type { AppServices } from '../services.ts';

/** Types shared by the store and its helpers (kept apart so the helpers need not import the store). */

export type Row = Record<string, unknown>;

/** Who calls, for base columns, scope and the diff log. */
export interface Caller {
  auth: AuthContext;
  lang: Language;
  services: AppServices;
  traceId: string;
  url: string;
  /** Display zone of date-times: the caller's tenant zone (default: the configured zone). */
  timeZone?: string;
  /**
   * Set when a job acts, not a user (sysJob `jobCaller`): its name. Commands that take an actor make it a
   * system actor then, so a job's change is logged and evented as the system's.
   */
  job?: string;
}

/** A per-row problem found by the batch checks: row index, field key, message (already translated). */
export interface RowIssue {
  index: number;
  field: string;
  message: string;
}

/**
 * Fills a numbered code (FieldDef.numbered) on add: the numbering rules' generator, provided by the
 * domain that owns the rules (factorySettings) through its ServerDomain, so the engine does not
 * import a domain. Throws a BizError bound to `field` when it cannot (no rule; a typed code the
 * rule forbids).
 */
export type DocumentNumberer = (
  tx: Tx,
  input: { tenantId: number; target: string; typed: string | null; lang: Language; field: string },
) => Promise<string>;
