import type { FastifyInstance } from 'fastify';
import { registerResources } from '../resources/register.ts';
import type { AppServices } from '../services.ts';
import { registerDashboardRoutes } from './dashboard/routes.ts';
import { registerHealthRoutes } from './health/routes.ts';
import { registerSwaggerRoutes } from './swagger/routes.ts';
import { registerSysAuthRoutes } from './sysAuth/routes.ts';
import { registerSysConfigRoutes } from './sysConfig/routes.ts';
import { registerSysConstRoutes } from './sysConst/routes.ts';
import { registerSysDictRoutes } from './sysDict/routes.ts';
import { registerSysMenuRoutes } from './sysMenu/routes.ts';
import { registerSysRoleRoutes } from './sysRole/routes.ts';

/** Every module's routes. Each module folder owns routes.ts → service.ts → the data layer. */
export async function registerModules(app: FastifyInstance, services: AppServices): Promise<void> {
  await registerHealthRoutes(app, services);
  await registerSwaggerRoutes(app, services);
  await registerSysAuthRoutes(app, services);
  await registerSysMenuRoutes(app, services);
  await registerSysRoleRoutes(app, services);
  await registerSysConstRoutes(app, services);
  await registerSysDictRoutes(app, services);
  await registerSysConfigRoutes(app, services);
  await registerDashboardRoutes(app, services);
  await registerResources(app, services);
}
