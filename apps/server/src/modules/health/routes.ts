import type { FastifyInstance } from 'fastify';
import { pendingMigrations } from '../../db/migrate.ts';
import { addRoute } from '../../http/route.ts';
import type { AppServices } from '../../services.ts';
import type { ServerDomain } from '../domain.ts';

const CHECK_TIMEOUT_MS = 2_000;

/** Resolves with the check's outcome, or false when it takes longer than the load balancer should wait. */
async function within<T>(work: Promise<T>): Promise<T | false> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work, late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Liveness (`ping`), readiness for a load balancer (`/api/health`), and the API benchmark's bare route. */
export async function registerHealthRoutes(
  app: FastifyInstance,
  services: AppServices,
  domains: readonly ServerDomain[],
) {
  let shuttingDown = false;
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });

  addRoute(app, services, {
    method: 'GET',
    url: '/api/health/ping',
    access: 'public',
    audit: false,
    summary: 'Liveness probe; the bare route of the API benchmark',
    handler: async () => 'pong',
  });

  addRoute(app, services, {
    method: 'GET',
    url: '/api/health',
    access: 'public',
    audit: false,
    raw: true,
    summary:
      'Readiness for a load balancer: 200 when the database answers, every migration is applied and the instance is not shutting down; 503 otherwise',
    handler: async (ctx) => {
      const pending = shuttingDown ? false : await within(pendingMigrations(services.db, domains));
      const checks = {
        database: pending !== false,
        migrations: Array.isArray(pending) && pending.length === 0,
        shuttingDown,
      };
      const ready = checks.database && checks.migrations && !shuttingDown;
      ctx.req.resultCode = ready ? 200 : 503;
      return ctx.reply
        .code(ready ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send({ ready, ...checks, pending: Array.isArray(pending) ? pending : [] });
    },
  });
}
