import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { asPlatform } from '../db/context.ts';
import { queryRows } from '../db/query.ts';

export interface PruneOptions {
  /** Done deliveries, and events none of whose deliveries is left, older than this are deleted (default 30). */
  doneDays?: number;
  /** Dead letters not retried for this long are deleted too (default 90: an operator had time to look). */
  deadDays?: number;
  /** Rows per statement: each batch is its own short transaction (default 1,000). */
  batch?: number;
  /** At most this many batches per kind and call, so one call stays bounded (default 50). */
  maxBatches?: number;
}

export interface PruneResult {
  deliveries: number;
  events: number;
  /** False when another instance was pruning (the advisory lock was taken): nothing done. */
  ran: boolean;
}

/** One lock for the whole installation: several instances prune in turn, never together. */
const PRUNE_LOCK = 0x7066_6576; // 'pfev'

/**
 * Deletes the outbox's history in bounded batches: done deliveries after `doneDays`, dead
 * letters after `deadDays`, then events older than `doneDays` that no delivery refers to any
 * more (an event still pending or dead for some listener stays). Pending deliveries are never
 * touched. Safe on every instance at once (an advisory lock per batch; PGlite has one anyway).
 */
export async function pruneEvents(db: Database, options: PruneOptions = {}): Promise<PruneResult> {
  const doneDays = options.doneDays ?? 30;
  const deadDays = options.deadDays ?? 90;
  const batch = options.batch ?? 1000;
  const maxBatches = options.maxBatches ?? 50;
  const result: PruneResult = { deliveries: 0, events: 0, ran: true };

  // Cross-tenant by nature: the outbox of every tenant.
  const step = (statement: ReturnType<typeof sql>) =>
    asPlatform(db, async (tx) => {
      const [lock] = await queryRows<{ ok: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${PRUNE_LOCK}) as ok`);
      if (!lock?.ok) return null;
      const rows = await queryRows<{ n: number }>(tx, statement);
      return Number(rows[0]?.n ?? 0);
    });

  const deliveries = sql`with gone as (
      delete from sys_event_delivery d
       where (d.tenant_id, d.id) in (
         select tenant_id, id from sys_event_delivery
          where (status = 1 and update_time < now() - make_interval(days => ${doneDays}))
             or (status = 2 and update_time < now() - make_interval(days => ${deadDays}))
          limit ${batch})
      returning 1)
    select count(*)::int as n from gone`;
  const events = sql`with gone as (
      delete from sys_event e
       where (e.tenant_id, e.id) in (
         select tenant_id, id from sys_event ev
          where ev.created_at < now() - make_interval(days => ${doneDays})
            and not exists (select 1 from sys_event_delivery d where d.tenant_id = ev.tenant_id and d.event_id = ev.id)
          limit ${batch})
      returning 1)
    select count(*)::int as n from gone`;

  for (const [kind, statement] of [
    ['deliveries', deliveries],
    ['events', events],
  ] as const) {
    for (let i = 0; i < maxBatches; i++) {
      const n = await step(statement);
      if (n === null) return { ...result, ran: false };
      result[kind] += n;
      if (n < batch) break;
    }
  }
  return result;
}
