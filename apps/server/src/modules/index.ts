import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services.ts';
import { registerHealthRoutes } from './health/routes.ts';

/** Every module's routes. Each module folder owns routes.ts → service.ts → the data layer. */
export async function registerModules(app: FastifyInstance, services: AppServices): Promise<void> {
  await registerHealthRoutes(app, services);
}
