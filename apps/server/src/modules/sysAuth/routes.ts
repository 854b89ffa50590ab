import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../services.ts';

/** sysAuth calls of spec §7 (captcha, login, tokens, userInfo, …) and sysSms. */
export async function registerSysAuthRoutes(_app: FastifyInstance, _services: AppServices): Promise<void> {}
