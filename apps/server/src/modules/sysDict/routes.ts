import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../services.ts';

/** sysDictType and sysDictData calls. */
export async function registerSysDictRoutes(_app: FastifyInstance, _services: AppServices): Promise<void> {}
