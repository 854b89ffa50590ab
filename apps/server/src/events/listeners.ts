import type { Tx } from '../db/client.ts';
import type { AppServices } from '../services.ts';

/** A domain event as listeners receive it (a row of sys_event). */
export interface DomainEvent<P = Record<string, unknown>> {
  /** The idempotency key: unique across tenants and instances. */
  id: number;
  tenantId: number;
  /** `{aggregate}.{what happened}`, e.g. `sysNotice.published`. */
  type: string;
  aggregateType: string;
  aggregateId: number;
  payload: P;
  createdAt: string;
}

export interface ListenerContext {
  /**
   * The listener's transaction, already in the event's tenant (row-level security applies).
   * Write through it: its writes commit together with the delivery's done-marker, so a
   * redelivery after a crash never finds them half done. Never open another transaction
   * (`inTenant`, `asPlatform`) inside a listener: on PGlite that waits on itself forever.
   */
  tx: Tx;
  services: AppServices;
  /** 1 on the first try, then 2, 3, … on retries. */
  attempt: number;
}

export type EventHandler<P = Record<string, unknown>> = (event: DomainEvent<P>, ctx: ListenerContext) => Promise<void>;

export interface ListenerOptions {
  /** Tries before the delivery is dead-lettered (default 8). */
  maxAttempts?: number;
  /** First retry delay; doubled per attempt up to maxDelayMs (defaults 1 s and 10 min). */
  baseDelayMs?: number;
  maxDelayMs?: number;
}

export interface Listener extends Required<ListenerOptions> {
  type: string;
  name: string;
  handler: EventHandler;
}

const byType = new Map<string, Map<string, Listener>>();
const byName = new Map<string, Listener>();

/**
 * Registers `handler` as listener `name` of events of `type` (a plain function: a module's
 * index.ts calls it at start-up). Delivery is after commit, at least once, in order per
 * aggregate, retried with backoff, then dead-lettered (view: sysEvent). Handlers must be
 * idempotent for what they do outside their transaction (key: `event.id`). The name is the
 * delivery key: keep it stable (renaming it orphans pending deliveries). Registering the
 * same name again replaces the handler (several app instances in one test process).
 */
export function onEvent<P = Record<string, unknown>>(
  type: string,
  name: string,
  handler: EventHandler<P>,
  options: ListenerOptions = {},
): void {
  if (!/^[a-z][A-Za-z0-9]*\.[a-z][A-Za-z0-9]*$/.test(type)) throw new Error(`event type ${type}: use aggregate.event`);
  if (!/^[a-z][A-Za-z0-9]*\.[a-z][A-Za-z0-9]*$/.test(name)) throw new Error(`listener ${name}: use module.name`);
  const existing = byName.get(name);
  if (existing && existing.type !== type) throw new Error(`listener ${name} already listens to ${existing.type}`);
  const listener: Listener = {
    type,
    name,
    handler: handler as EventHandler,
    maxAttempts: options.maxAttempts ?? 8,
    baseDelayMs: options.baseDelayMs ?? 1000,
    maxDelayMs: options.maxDelayMs ?? 600_000,
  };
  const forType = byType.get(type) ?? new Map<string, Listener>();
  byType.set(type, forType);
  forType.set(name, listener);
  byName.set(name, listener);
}

/** Listener names of an event type (the delivery rows written with each event). */
export function listenersOf(type: string): string[] {
  return [...(byType.get(type)?.keys() ?? [])];
}

export function listenerNamed(name: string): Listener | undefined {
  return byName.get(name);
}
