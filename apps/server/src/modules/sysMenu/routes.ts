import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../services.ts';

/** sysMenu calls of spec §7. */
export async function registerSysMenuRoutes(_app: FastifyInstance, _services: AppServices): Promise<void> {}
