import {
  idSchema,
  orderSyncResource,
  PLATFORM_SHOP_RESOURCES,
  type Resource,
  type ShopAuthorizationState,
  type SyncRunErrorEntry,
  type SyncStarted,
  shopResource,
} from '@printfloor/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { inTenant } from '../../db/context.ts';
import { queryRows } from '../../db/query.ts';
import { mktSyncRun } from '../../db/schema/index.ts';
import { BizError } from '../../errors.ts';
import { addRoute } from '../../http/route.ts';
import { callerOf } from '../../resources/routes.ts';
import type { Caller } from '../../resources/types.ts';
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
    handler: async (ctx): Promise<ShopAuthorizationState> => authorizeShop(callerOf(ctx), ctx.body.id, ctx.body.code),
  });
  addRoute(app, services, {
    method: 'POST',
    url: `/api/${shopResource.name}/refreshToken`,
    permission: `${shopResource.name}:refreshToken`,
    summary: "Stores: refresh a shop's platform tokens now (a refusal marks the shop expired)",
    body: z.object({ id: idSchema }),
    handler: async (ctx): Promise<ShopAuthorizationState> => refreshShop(callerOf(ctx), ctx.body.id),
  });
  addRoute(app, services, {
    method: 'POST',
    url: `/api/${orderSyncResource.name}/pull`,
    permission: `${orderSyncResource.name}:pull`,
    summary:
      'Order sync: pull a shop\'s orders of a range of at most 7 days (from, to: ISO or epoch ms); returns {runId}, progress arrives as live events "syncProgress"',
    body: z.object({ shopId: idSchema, from: instant, to: instant }),
    handler: async (ctx): Promise<SyncStarted> => {
      const { runId, done } = await startPull(callerOf(ctx), { ...ctx.body, trigger: 'manual' });
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
  for (const resource of PLATFORM_SHOP_RESOURCES) registerFactoryShopRoutes(app, services, resource);
  app.addHook('onClose', async () => {
    await Promise.allSettled([...runningPulls(services)]);
  });
}

/**
 * The factory acting for a merchant it serves: the shop must be one its view shows (row-level
 * security, policy factory_view, and the list's platform); the work then runs in the merchant's
 * tenant, under the factory user's name, exactly as the merchant's own authorize or pull.
 */
async function forServedShop(caller: Caller, shopId: number, platform: string | null): Promise<Caller> {
  const { services, auth } = caller;
  const [shop] = await inTenant(services.db, auth.tenantId, (tx) =>
    queryRows<{ tenant_id: string }>(
      tx,
      sql`select tenant_id::text from oms_shop
           where factory_tenant_id = ${auth.tenantId} and id = ${shopId} and not is_delete
             and (${platform}::text is null or platform = ${platform}::text)`,
    ),
  );
  if (!shop) throw new BizError('D1002', undefined, 404);
  return {
    ...caller,
    auth: {
      ...auth,
      tenantId: Number(shop.tenant_id),
      userId: 0,
      realName: `${auth.realName || auth.account} (factory)`,
      orgId: null,
      orgName: null,
      tenantKind: 'merchant',
    },
  };
}

/** Third-party platforms (factory): authorize and pull orders on its customers' shops. */
function registerFactoryShopRoutes(app: FastifyInstance, services: AppServices, resource: Resource): void {
  const platform = typeof resource.fixed?.platform === 'string' ? resource.fixed.platform : null;
  addRoute(app, services, {
    method: 'POST',
    url: `/api/${resource.name}/authorize`,
    permission: `${resource.name}:authorize`,
    summary: `${resource.title.en}: authorize a customer's shop with the platform's code (tokens are never returned)`,
    body: z.object({ id: idSchema, code: z.string().trim().min(1).max(2048) }),
    handler: async (ctx): Promise<ShopAuthorizationState> => {
      const caller = await forServedShop(callerOf(ctx), ctx.body.id, platform);
      return authorizeShop(caller, ctx.body.id, ctx.body.code);
    },
  });
  addRoute(app, services, {
    method: 'POST',
    url: `/api/${resource.name}/pullOrder`,
    permission: `${resource.name}:pullOrder`,
    summary: `${resource.title.en}: pull a customer's shop's orders of at most 7 days; the run shows in the merchant's Order sync`,
    body: z.object({ id: idSchema, from: instant, to: instant }),
    handler: async (ctx): Promise<SyncStarted> => {
      const caller = await forServedShop(callerOf(ctx), ctx.body.id, platform);
      const { runId, done } = await startPull(caller, {
        shopId: ctx.body.id,
        from: ctx.body.from,
        to: ctx.body.to,
        trigger: 'manual',
      });
      done.catch((error: unknown) => ctx.req.log.error({ err: error, runId }, 'order pull failed'));
      return { runId };
    },
  });
}
