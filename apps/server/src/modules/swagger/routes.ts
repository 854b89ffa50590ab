import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../services.ts';

/** /swagger UI guarded by /swagger/checkUrl and /swagger/submitUrl. */
export async function registerSwaggerRoutes(_app: FastifyInstance, _services: AppServices): Promise<void> {}
