import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import type { AppServices } from '../../services.ts';
import { groupList } from './service.ts';

/**
 * sysConfig calls beyond the generated ones (page, list, detail, add, update, delete,
 * batchDelete, export, import come from the resource declaration; built-in rows are
 * protected and the settings cache refreshed by resources/hooks/sysConfig.ts).
 */
export async function registerSysConfigRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysConfig/groupList',
    summary: 'Distinct parameter group codes',
    handler: async (ctx) => ctx.tenant((tx) => groupList(tx)),
  });
}
