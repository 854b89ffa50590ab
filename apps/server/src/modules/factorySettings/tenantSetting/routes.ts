import { normalizeSettings, SETTINGS_GROUPS, settingsSchema } from '@printfloor/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute, z } from '../../../http/route.ts';
import type { AppServices } from '../../../services.ts';
import { readSettings, type SettingValues, writeSettings } from './service.ts';

/**
 * The settings screens (timeZoneSetting, generalSetting, merchantSetting, heatBatchSetting):
 * GET /api/{group}/detail and POST /api/{group}/update, codes {group}:detail / {group}:update,
 * validated by the group's declaration, tenant-scoped, operation-logged (POST).
 */
export async function registerTenantSettingRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  for (const group of SETTINGS_GROUPS) {
    addRoute(app, services, {
      method: 'GET',
      url: `/api/${group.name}/detail`,
      summary: `${group.title.en}: the tenant's values (declared defaults for keys never saved)`,
      handler: async ({ auth, tenant }) => tenant((tx) => readSettings(tx, auth.tenantId, group)),
    });
    addRoute(app, services, {
      method: 'POST',
      url: `/api/${group.name}/update`,
      body: z.preprocess((input) => normalizeSettings(group, input), settingsSchema(group)),
      summary: `${group.title.en}: save any subset of the keys`,
      handler: async ({ auth, body, tenant }) => {
        await tenant((tx) => writeSettings(tx, auth, group, body as SettingValues));
        // The time zone is cached per tenant (http/tenant-zone.ts); sys_tenant's change notice
        // clears every instance's cache, this clears ours at once.
        if (group.storage === 'tenantRow') services.authCache.invalidateAll();
        return null;
      },
    });
  }
}
