import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import type { AppServices } from '../../services.ts';

/** Liveness, and a bare route the API benchmark compares against. */
export async function registerHealthRoutes(app: FastifyInstance, services: AppServices) {
  addRoute(app, services, {
    method: 'GET',
    url: '/api/health/ping',
    access: 'public',
    audit: false,
    summary: 'Liveness probe; the bare route of the API benchmark',
    handler: async () => 'pong',
  });
}
