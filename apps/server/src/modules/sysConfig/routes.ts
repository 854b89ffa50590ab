import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../services.ts';

/** sysConfig calls (system parameters). */
export async function registerSysConfigRoutes(_app: FastifyInstance, _services: AppServices): Promise<void> {}
