import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services.ts';
import { createEventWorker } from './worker.ts';

export {
  type DomainEvent,
  type EventHandler,
  type ListenerContext,
  type ListenerOptions,
  onEvent,
} from './listeners.ts';
export { emitEvent, emitEvents, type NewEvent } from './outbox.ts';
export { eventWorkerOf } from './worker.ts';

/** Starts this instance's event worker; the app's close stops it after the delivery in progress. */
export async function registerEventWorker(app: FastifyInstance, services: AppServices): Promise<void> {
  const worker = createEventWorker(services);
  app.addHook('onClose', () => worker.stop());
  await worker.start();
}
