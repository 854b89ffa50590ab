import { ADMIN_MISC_RESOURCES, EVENT_RESOURCES, NOTICE_RESOURCES, SYSTEM_RESOURCES } from '@printfloor/contract';
import type { FastifyInstance } from 'fastify';
import { registerEventWorker, sysEventHooks } from '../events/index.ts';
import { SYSTEM_RESOURCE_HOOKS } from '../resources/hooks/index.ts';
import { registerResources } from '../resources/register.ts';
import type { AppServices } from '../services.ts';
import { baseDataDomain } from './baseData/index.ts';
import { registerDashboardRoutes } from './dashboard/routes.ts';
import type { ServerDomain } from './domain.ts';
import { factorySettingsDomain } from './factorySettings/index.ts';
import { registerHealthRoutes } from './health/routes.ts';
import { registerLiveRoutes } from './live/routes.ts';
import { marketplacesDomain } from './marketplaces/index.ts';
import { merchantAccountDomain } from './merchantAccount/index.ts';
import { ordersDomain } from './orders/index.ts';
import { productionDomain } from './production/index.ts';
import { productionDataDomain } from './productionData/index.ts';
import { registerSwaggerRoutes } from './swagger/routes.ts';
import { registerSysAuthRoutes } from './sysAuth/routes.ts';
import { registerSysCacheRoutes } from './sysCache/routes.ts';
import { sysCodeGenDomain } from './sysCodeGen/index.ts';
import { registerSysCommonRoutes } from './sysCommon/routes.ts';
import { registerSysConfigRoutes } from './sysConfig/routes.ts';
import { registerSysConstRoutes } from './sysConst/routes.ts';
import { registerSysDatabaseRoutes } from './sysDatabase/routes.ts';
import { registerSysDictRoutes } from './sysDict/routes.ts';
import { registerSysEnumRoutes } from './sysEnum/routes.ts';
import { registerSysFileRoutes } from './sysFile/routes.ts';
import { sysFormDesDomain } from './sysFormDes/index.ts';
import { sysJobDomain } from './sysJob/index.ts';
import { registerSysLogRoutes } from './sysLog/routes.ts';
import { registerSysMenuRoutes } from './sysMenu/routes.ts';
import { sysNoticeHooks } from './sysNotice/index.ts';
import { registerSysNoticeListeners } from './sysNotice/notices.listener.ts';
import { registerSysNoticeRoutes } from './sysNotice/routes.ts';
import { registerOnlineUserHub } from './sysOnlineUser/hub.ts';
import { registerSysOnlineUserRoutes } from './sysOnlineUser/routes.ts';
import { registerSysOpenAccessRoutes } from './sysOpenAccess/routes.ts';
import { registerSysOrgRoutes } from './sysOrg/routes.ts';
import { registerSysPluginRoutes } from './sysPlugin/routes.ts';
import { sysPrintDomain } from './sysPrint/index.ts';
import { registerSysRegionRoutes } from './sysRegion/routes.ts';
import { registerSysRoleRoutes } from './sysRole/routes.ts';
import { registerSysServerRoutes } from './sysServer/routes.ts';
import { registerSysSmsRoutes } from './sysSms/routes.ts';
import { registerSysTenantRoutes } from './sysTenant/routes.ts';
import { registerSysUserRoutes } from './sysUser/routes.ts';
import { workforceDomain } from './workforce/index.ts';

export type { ServerDomain } from './domain.ts';

/** An Admin.NET system service: its routes only (its tables are in db/migrations, its rows in seed/). */
const service = (name: string, registerRoutes: ServerDomain['registerRoutes'], extra: Partial<ServerDomain> = {}) => ({
  name,
  registerRoutes,
  ...extra,
});

/**
 * The list of domains: routes, resources, hooks, listeners, migrations and seeds are all taken
 * from here, in this order. A business domain is one folder (modules/<name>/index.ts exporting
 * its ServerDomain) plus one line below.
 */
export const DOMAINS: ServerDomain[] = [
  service('health', registerHealthRoutes),
  service('swagger', registerSwaggerRoutes),
  service('sysAuth', registerSysAuthRoutes),
  service('sysSms', registerSysSmsRoutes),
  service('sysMenu', registerSysMenuRoutes),
  service('sysRole', registerSysRoleRoutes),
  service('sysUser', registerSysUserRoutes),
  service('sysOrg', registerSysOrgRoutes),
  service('sysConst', registerSysConstRoutes),
  service('sysDict', registerSysDictRoutes),
  service('sysFile', registerSysFileRoutes),
  service('sysConfig', registerSysConfigRoutes),
  service('dashboard', registerDashboardRoutes),
  service('sysLog', registerSysLogRoutes),
  service('sysServer', registerSysServerRoutes),
  service('sysCache', registerSysCacheRoutes),
  service('sysDatabase', registerSysDatabaseRoutes),
  service('sysCommon', registerSysCommonRoutes),
  service('sysEnum', registerSysEnumRoutes),
  service('sysRegion', registerSysRegionRoutes),
  service('sysOpenAccess', registerSysOpenAccessRoutes),
  service('sysTenant', registerSysTenantRoutes),
  service('sysNotice', registerSysNoticeRoutes, {
    resources: NOTICE_RESOURCES,
    hooks: { sysNotice: sysNoticeHooks },
    registerListeners: registerSysNoticeListeners,
  }),
  service('sysOnlineUser', registerSysOnlineUserRoutes),
  service('live', registerLiveRoutes),
  // Admin.NET clients' SignalR hub: a second transport of the live hub's events (after 'live').
  service('onlineUserHub', async (app, services) => registerOnlineUserHub(app, services)),
  // The outbox's deliveries and dead letters (src/events), read-only for the platform.
  { name: 'sysEvent', resources: EVENT_RESOURCES, hooks: { sysEvent: sysEventHooks } },
  // The generic system resources (positions, dictionaries, parameters, …) served by the engine.
  { name: 'system', resources: [...SYSTEM_RESOURCES, ...ADMIN_MISC_RESOURCES], hooks: SYSTEM_RESOURCE_HOOKS },
  baseDataDomain,
  productionDataDomain,
  factorySettingsDomain,
  workforceDomain,
  ordersDomain,
  merchantAccountDomain,
  marketplacesDomain,
  sysJobDomain,
  productionDomain,
  // Developer tools (issue 16): code generation (its migration also holds the plugins' table) and plugins.
  sysCodeGenDomain,
  service('sysPlugin', registerSysPluginRoutes),
  sysFormDesDomain,
  sysPrintDomain,
];

/**
 * Adds a domain to the list (call before migrate, seed and buildApp; tests use it for a
 * scratch domain made of folders only).
 */
export function registerDomain(domain: ServerDomain): void {
  if (DOMAINS.some((d) => d.name === domain.name)) throw new Error(`domain ${domain.name} registered twice`);
  DOMAINS.push(domain);
}

/** Every domain's routes, then the resource engine's endpoints, listeners and the event worker. */
export async function registerModules(app: FastifyInstance, services: AppServices): Promise<void> {
  for (const domain of DOMAINS) await domain.registerRoutes?.(app, services, DOMAINS);
  await registerResources(app, services, DOMAINS);
  // Listeners before the worker starts: events pending from before a restart find them.
  for (const domain of DOMAINS) domain.registerListeners?.();
  await registerEventWorker(app, services);
}
