import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../services.ts';

/** sysConst list and data/{typeName}. */
export async function registerSysConstRoutes(_app: FastifyInstance, _services: AppServices): Promise<void> {}
