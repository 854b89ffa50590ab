import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services.ts';
import { createEventWorker } from './worker.ts';

export { sysEventHooks } from './hooks.ts';
export {
  type DomainEvent,
  type EventHandler,
  type ListenerContext,
  type ListenerOptions,
  listenersOf,
  onEvent,
} from './listeners.ts';
export { emitEvent, emitEvents, type NewEvent } from './outbox.ts';
export { type PruneOptions, type PruneResult, pruneEvents } from './prune.ts';
export { eventWorkerOf } from './worker.ts';

/** Starts this instance's event worker; the app's close stops it after the delivery in progress. */
export async function registerEventWorker(app: FastifyInstance, services: AppServices): Promise<void> {
  const worker = createEventWorker(services, {
    retention: {
      doneDays: Number(process.env.PRINTFLOOR_EVENT_RETENTION_DAYS ?? 30),
      deadDays: Number(process.env.PRINTFLOOR_DEAD_LETTER_RETENTION_DAYS ?? 90),
    },
  });
  app.addHook('onClose', () => worker.stop());
  await worker.start();
}
