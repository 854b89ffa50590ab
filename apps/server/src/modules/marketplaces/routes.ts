import {
  idSchema,
  orderSyncResource,
  type ShopAuthorizationState,
  type SyncRunErrorEntry,
  type SyncStarted,
  shopResource,
} from '@printfloor/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { mktSyncRun } from '../../db/schema/index.ts';
import { BizError } from '../../http/errors.ts';
import { addRoute } from '../../http/route.ts';
import { callerOf } from '../../resources/routes.ts';
import type { AppServices } from '../../services.ts';
import { authorizeShop, refreshShop } from './shops/authorize.ts';
import { runningPulls, startPull } from './sync/pull.ts';

/** An instant as epoch ms or an ISO date-time (the console sends ISO with its offset). */
const instant = z.union([z.number(), z.string().min(1)]).transform((v, ctx) => {
  const ms = typeof v === 'number' ? v : Date.parse(v);
  if (!Number.isFinite(ms)) {
    ctx.addIssue({ code: 'custom', message: 'invalid' });
    return z.NEVER;
  }
  return ms;
});

/**
 * The merchant's shop authorization (Stores and authorization: authorize, refreshToken) and
 * Order sync (pull, a run's errors). Every route acts on the caller's tenant only: another
 * merchant's shop id is "record not found" (row-level security).
 */
export function registerMarketplaceRoutes(app: FastifyInstance, services: AppServices): void {
  addRoute(app, services, {
    method: 'POST',
    url: `/api/${shopResource.name}/authorize`,
    permission: `${shopResource.name}:authorize`,
    summary:
      'Stores: authorize a shop with the code the platform gave the merchant (tokens are stored encrypted, never returned)',
    body: z.object({ id: idSchema, code: z.string().trim().min(1).max(2048) }),
    handler: async (ctx): Promise<ShopAuthorizationState> =>
      authorizeShop(callerOf(ctx as never), ctx.body.id, ctx.body.code),
  });
  addRoute(app, services, {
    method: 'POST',
    url: `/api/${shopResource.name}/refreshToken`,
    permission: `${shopResource.name}:refreshToken`,
    summary: "Stores: refresh a shop's platform tokens now (a refusal marks the shop expired)",
    body: z.object({ id: idSchema }),
    handler: async (ctx): Promise<ShopAuthorizationState> => refreshShop(callerOf(ctx as never), ctx.body.id),
  });
  addRoute(app, services, {
    method: 'POST',
    url: `/api/${orderSyncResource.name}/pull`,
    permission: `${orderSyncResource.name}:pull`,
    summary:
      'Order sync: pull a shop\'s orders of a range of at most 7 days (from, to: ISO or epoch ms); returns {runId}, progress arrives as live events "syncProgress"',
    body: z.object({ shopId: idSchema, from: instant, to: instant }),
    handler: async (ctx): Promise<SyncStarted> => {
      const { runId, done } = await startPull(callerOf(ctx as never), { ...ctx.body, trigger: 'manual' });
      done.catch((error: unknown) => ctx.req.log.error({ err: error, runId }, 'order pull failed'));
      return { runId };
    },
  });
  addRoute(app, services, {
    method: 'GET',
    url: `/api/${orderSyncResource.name}/errors`,
    permission: orderSyncResource.permissions.detail,
    summary: 'Order sync: the errors list of a run',
    query: z.object({ id: idSchema }),
    handler: async (ctx): Promise<SyncRunErrorEntry[]> => {
      const [row] = await ctx.read((tx) =>
        tx
          .select({ errors: mktSyncRun.errors })
          .from(mktSyncRun)
          .where(and(eq(mktSyncRun.tenantId, ctx.auth.tenantId), eq(mktSyncRun.id, ctx.query.id))),
      );
      if (!row) throw new BizError('D1002', undefined, 404);
      return row.errors;
    },
  });
  app.addHook('onClose', async () => {
    await Promise.allSettled([...runningPulls(services)]);
  });
}
