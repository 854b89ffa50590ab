import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../services.ts';

/** sysRole calls (list: the roles the console loads before routing). */
export async function registerSysRoleRoutes(_app: FastifyInstance, _services: AppServices): Promise<void> {}
