import { sql } from 'drizzle-orm';
import { asPlatform } from '../db/context.ts';
import { queryRows } from '../db/query.ts';
import type { AppServices } from '../services.ts';
import { type DomainEvent, listenerNamed } from './listeners.ts';
import { EVENT_CHANNEL } from './outbox.ts';
import { type PruneOptions, pruneEvents } from './prune.ts';

export const DeliveryStatus = { Pending: 0, Done: 1, Dead: 2 } as const;

interface Claimed {
  id: number;
  tenant_id: number;
  event_id: number;
  listener: string;
  attempts: number;
  type: string;
  aggregate_type: string;
  aggregate_id: number;
  payload: unknown;
  created_at: string;
}

export interface EventWorkerOptions {
  /** Polls this often for due retries and missed wake-ups (default 1 s). */
  pollMs?: number;
  /** How long history is kept (events/prune.ts); pruned once after start, then every `pruneEveryMs`. */
  retention?: PruneOptions;
  /** Default one hour. */
  pruneEveryMs?: number;
}

/**
 * Delivers outbox events to their listeners, one delivery per transaction:
 *
 * 1. claim the oldest due pending delivery whose aggregate has no older pending delivery for
 *    the same listener (order per aggregate), `for update skip locked` (so with several
 *    instances each delivery is worked on by one of them; a crashed instance's transaction
 *    ends with its connection and the row is due again at once);
 * 2. switch to the event's tenant and run the handler in a savepoint of that transaction;
 * 3. mark the delivery done in the same transaction (the listener's processed-marker), or on
 *    failure roll the savepoint back and schedule a retry with exponential backoff, dead after
 *    the listener's last attempt. A dead delivery no longer holds back later events.
 *
 * NOTIFY pf_event wakes the loop; a poll timer covers retries and missed notices.
 */
export class EventWorker {
  private stopListening: (() => Promise<void>) | null = null;
  private timer: NodeJS.Timeout | null = null;
  private pruneTimer: NodeJS.Timeout | null = null;
  private pruning: Promise<unknown> | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly pollMs: number;

  constructor(
    private readonly services: AppServices,
    private readonly options: EventWorkerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1000;
  }

  /** Deletes old history (bounded; another instance pruning at the same time makes this a no-op). */
  private prune(): void {
    if (this.stopped || this.pruning) return;
    this.pruning = pruneEvents(this.services.db, this.options.retention)
      .catch(() => undefined) // the next round tries again; delivery never depends on it
      .finally(() => {
        this.pruning = null;
      });
  }

  async start(): Promise<void> {
    this.stopListening = await this.services.db.listen(
      EVENT_CHANNEL,
      () => this.wake(),
      () => this.wake(),
    );
    this.timer = setInterval(() => this.wake(), this.pollMs);
    this.timer.unref();
    this.wake();
    if (this.options.retention) {
      this.pruneTimer = setInterval(() => this.prune(), this.options.pruneEveryMs ?? 3_600_000);
      this.pruneTimer.unref();
      // After the start-up work has settled, not in its way.
      setTimeout(() => this.prune(), 60_000).unref();
    }
  }

  /** Stops taking work and waits for the delivery in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    await this.pruning;
    await this.stopListening?.();
    this.stopListening = null;
    await this.running;
  }

  /** Runs the loop now (or once more after the current round). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        while (!this.stopped && (await this.deliverOne().catch(() => false)));
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = null;
    });
  }

  /** Delivers everything due now (tests, and a clean shutdown). */
  async drain(): Promise<void> {
    await this.running;
    while (!this.stopped && (await this.deliverOne())) {
      /* next */
    }
  }

  /** One delivery in one transaction; false when nothing is due. */
  async deliverOne(): Promise<boolean> {
    // Cross-tenant by nature: the worker serves every tenant's outbox.
    return asPlatform(this.services.db, async (tx) => {
      const [d] = await queryRows<Claimed>(
        tx,
        sql`select d.id, d.tenant_id, d.event_id, d.listener, d.attempts, e.type, e.aggregate_type, e.aggregate_id,
                   e.payload, to_char(e.created_at, 'YYYY-MM-DD"T"HH24:MI:SS.MSOF') as created_at
              from sys_event_delivery d
              join sys_event e on e.tenant_id = d.tenant_id and e.id = d.event_id
             where d.status = ${DeliveryStatus.Pending} and d.next_at <= now()
               and not exists (select 1 from sys_event_delivery o
                                where o.tenant_id = d.tenant_id and o.listener = d.listener
                                  and o.aggregate_type = d.aggregate_type and o.aggregate_id = d.aggregate_id
                                  and o.status = ${DeliveryStatus.Pending} and o.event_id < d.event_id)
             order by d.event_id
             limit 1
             for update of d skip locked`,
      );
      if (!d) return false;
      const listener = listenerNamed(d.listener);
      const attempt = Number(d.attempts) + 1;
      const where = sql`tenant_id = ${d.tenant_id} and id = ${d.id}`;
      if (!listener) {
        // Deployed without this listener (renamed or removed): park it where an operator sees it.
        await tx.execute(sql`update sys_event_delivery set status = ${DeliveryStatus.Dead}, update_time = now(),
            last_error = 'no listener registered with this name' where ${where}`);
        return true;
      }
      const event: DomainEvent = {
        id: Number(d.event_id),
        tenantId: Number(d.tenant_id),
        type: d.type,
        aggregateType: d.aggregate_type,
        aggregateId: Number(d.aggregate_id),
        payload: (typeof d.payload === 'string' ? JSON.parse(d.payload) : d.payload) as Record<string, unknown>,
        createdAt: d.created_at,
      };
      try {
        await tx.transaction(async (sp) => {
          // The handler works in the event's tenant, under row-level security, like a request.
          await sp.execute(
            sql`select set_config('app.tenant_id', ${String(event.tenantId)}, true), set_config('role', 'printfloor_app', true)`,
          );
          await listener.handler(event, { tx: sp, services: this.services, attempt });
        });
        await tx.execute(sql`reset role`);
        await tx.execute(sql`update sys_event_delivery set status = ${DeliveryStatus.Done}, attempts = ${attempt},
            last_error = null, update_time = now() where ${where}`);
      } catch (error) {
        await tx.execute(sql`reset role`);
        const message = String((error as Error)?.stack ?? error).slice(0, 4000);
        const dead = attempt >= listener.maxAttempts;
        const delayMs = Math.min(listener.baseDelayMs * 2 ** (attempt - 1), listener.maxDelayMs);
        await tx.execute(sql`update sys_event_delivery
            set status = ${dead ? DeliveryStatus.Dead : DeliveryStatus.Pending}, attempts = ${attempt},
                last_error = ${message}, update_time = now(),
                next_at = now() + make_interval(secs => ${delayMs / 1000})
          where ${where}`);
      }
      return true;
    });
  }
}

const workers = new WeakMap<AppServices, EventWorker>();

/** The event worker of a server (tests drain it). */
export function eventWorkerOf(services: AppServices): EventWorker | undefined {
  return workers.get(services);
}

export function createEventWorker(services: AppServices, options?: EventWorkerOptions): EventWorker {
  const worker = new EventWorker(services, options);
  workers.set(services, worker);
  return worker;
}
