import path from 'node:path';
import { FACTORY_SETTINGS_RESOURCES } from '@printfloor/contract';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../services.ts';
import type { ServerDomain } from '../domain.ts';
import { registerBrotherTemplateRoutes } from './brotherTemplate/routes.ts';
import { brotherTemplateHooks, heatPrintSettingHooks } from './hooks.ts';
import { registerNumberRuleRoutes } from './numberRule/routes.ts';
import { numberedCode } from './numberRule/service.ts';
import { seedFactorySettings } from './seed.ts';
import { registerTenantSettingRoutes } from './tenantSetting/routes.ts';

/** Factory settings (issue 5): number rules, print templates, heat-press settings, tenant settings groups. */
export const factorySettingsDomain: ServerDomain = {
  name: 'factorySettings',
  resources: FACTORY_SETTINGS_RESOURCES,
  hooks: { brotherTemplate: brotherTemplateHooks, heatPrintSetting: heatPrintSettingHooks },
  // Numbered codes of every resource (product, material, and the documents of later domains).
  numberer: numberedCode,
  async registerRoutes(app: FastifyInstance, services: AppServices) {
    await registerNumberRuleRoutes(app, services);
    await registerBrotherTemplateRoutes(app, services);
    await registerTenantSettingRoutes(app, services);
  },
  migrations: path.join(import.meta.dirname, 'migrations'),
  seed: seedFactorySettings,
};

/** Document numbers for other domains: one serial per tenant and target, in the caller's transaction. */
export { nextNumber, nextNumbers } from './numberRule/service.ts';
/** A tenant's values of a settings group (declared defaults for keys never saved), in the caller's transaction. */
export { readSettings, settingValueSql } from './tenantSetting/service.ts';
