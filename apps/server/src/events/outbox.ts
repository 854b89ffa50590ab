import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { queryRows } from '../db/query.ts';
import { listenersOf } from './listeners.ts';

/** PostgreSQL channel that wakes the event workers of every instance (payload empty). */
export const EVENT_CHANNEL = 'pf_event';

export interface NewEvent {
  tenantId: number;
  type: string;
  aggregateType: string;
  aggregateId: number;
  payload?: Record<string, unknown>;
}

/**
 * Writes domain events into the outbox inside the caller's transaction: they exist only if
 * it commits. One delivery row per listener registered for the type (none: the event is
 * only history). Ids come from pf_id_seq after the change's row locks are held, so events of
 * one aggregate are numbered in the order their transactions changed it.
 */
export async function emitEvents(tx: Tx, events: readonly NewEvent[]): Promise<number[]> {
  if (!events.length) return [];
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`insert into sys_event (tenant_id, type, aggregate_type, aggregate_id, payload)
        values ${sql.join(
          events.map(
            (e) =>
              sql`(${e.tenantId}, ${e.type}, ${e.aggregateType}, ${e.aggregateId}, ${JSON.stringify(e.payload ?? {})}::jsonb)`,
          ),
          sql`, `,
        )}
        returning id`,
  );
  const ids = rows.map((r) => Number(r.id));
  const deliveries = events.flatMap((e, i) =>
    listenersOf(e.type).map((listener) => ({ event: e, id: ids[i] as number, listener })),
  );
  if (deliveries.length) {
    await tx.execute(sql`insert into sys_event_delivery (tenant_id, event_id, listener, aggregate_type, aggregate_id)
      values ${sql.join(
        deliveries.map(
          (d) => sql`(${d.event.tenantId}, ${d.id}, ${d.listener}, ${d.event.aggregateType}, ${d.event.aggregateId})`,
        ),
        sql`, `,
      )}`);
    // Delivered at commit (never for a rollback); identical notices of one transaction fold into one.
    await tx.execute(sql`select pg_notify(${EVENT_CHANNEL}, '')`);
  }
  return ids;
}

export async function emitEvent(tx: Tx, event: NewEvent): Promise<number> {
  const [id] = await emitEvents(tx, [event]);
  return id as number;
}
