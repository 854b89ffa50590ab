import { type PluginRow, pluginPageSchema, pluginUpdateSchema } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../auth/context.ts';
import { asPlatform, inTenant } from '../../db/context.ts';
import { queryRows } from '../../db/query.ts';
import { BizError } from '../../errors.ts';
import { addRoute } from '../../http/route.ts';
import type { AppServices } from '../../services.ts';
import { effectiveConfig, pluginById, pluginRegistry, validateConfig } from './registry.ts';
import { pluginStates, savePluginState } from './state.ts';

/** The tenant a call acts on: the caller's own; the platform may name another (which must exist). */
async function targetTenant(services: AppServices, auth: AuthContext, tenantId: number | undefined): Promise<number> {
  if (tenantId === undefined || tenantId === auth.tenantId) return auth.tenantId;
  if (auth.tenantKind !== 'system') throw new BizError('D1304', undefined, 403);
  const rows = await asPlatform(services.db, (tx) =>
    queryRows<{ id: string }>(
      tx,
      sql`select id::text as "id" from sys_tenant where id = ${tenantId} and not is_delete`,
    ),
  );
  if (!rows.length) throw new BizError('D1002', undefined, 404);
  return tenantId;
}

/**
 * sysPlugin: the optional parts of the system with their version and state in a tenant (`page`),
 * enabled or disabled and configured per tenant (`update`, the config checked against the
 * plugin's declared fields). The state is a TENANT row, written in that tenant's transaction.
 */
export async function registerSysPluginRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysPlugin/page',
    body: pluginPageSchema,
    audit: false,
    summary: 'The plugins with their version and state in a tenant {tenantId?: the platform may name one}',
    handler: async ({ body, auth }): Promise<PluginRow[]> => {
      const tenantId = await targetTenant(services, auth, body.tenantId);
      const states = await inTenant(services.db, tenantId, (tx) => pluginStates(tx, tenantId));
      return pluginRegistry().map((plugin) => {
        const state = states.get(plugin.id);
        return {
          ...plugin,
          tenantId,
          enabled: state?.enabled ?? true,
          config: effectiveConfig(plugin, state?.config ?? {}),
          updateTime: state?.updateTime ?? null,
        };
      });
    },
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysPlugin/update',
    body: pluginUpdateSchema,
    summary: 'Enables or disables a plugin in a tenant and sets its configuration (checked against its fields)',
    handler: async ({ body, auth }) => {
      const plugin = pluginById(body.id);
      const config = validateConfig(plugin, body.config);
      const tenantId = await targetTenant(services, auth, body.tenantId);
      await inTenant(services.db, tenantId, (tx) =>
        savePluginState(tx, tenantId, plugin.id, { enabled: body.enabled, config }, auth),
      );
    },
  });
}
