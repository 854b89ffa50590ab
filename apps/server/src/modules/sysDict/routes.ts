import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addRoute } from '../../http/route.ts';
import { resourceStores } from '../../resources/register.ts';
import type { ResourceStore } from '../../resources/store.ts';
import type { AppServices } from '../../services.ts';
import { callerFrom, DictService } from './service.ts';

const codeQuery = z.object({
  code: z.string({ error: 'codeRequired' }).trim().min(1, { error: 'codeRequired' }).max(128),
});

/**
 * sysDictType and sysDictData calls beyond the generated ones (add, update, delete, setStatus,
 * page, list, detail, export, import come from the resource declarations in packages/contract).
 * The reads the console makes before routing are open to any logged-in user ('login').
 */
export async function registerSysDictRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  let dict: DictService | null = null;
  const service = (): DictService => {
    if (!dict) {
      const stores = resourceStores.get(services) as Map<string, ResourceStore>;
      dict = new DictService(stores.get('sysDictType') as ResourceStore, stores.get('sysDictData') as ResourceStore);
    }
    return dict;
  };

  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysDictType/allDictList',
    access: 'login',
    summary: 'Every dictionary type with all its values (children)',
    handler: async (ctx) => ctx.tenant((tx) => service().allDictList(tx, callerFrom(ctx))),
  });

  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysDictType/dataList',
    access: 'login',
    summary: 'The values of one dictionary type (every status)',
    query: codeQuery,
    handler: async (ctx) => ctx.tenant((tx) => service().typeDataList(tx, callerFrom(ctx), ctx.query.code)),
  });

  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysDictData/dataList/:code',
    access: 'login',
    summary: 'Enabled values of an enabled dictionary type',
    params: codeQuery,
    handler: async (ctx) => ctx.tenant((tx) => service().enabledDataList(tx, callerFrom(ctx), ctx.params.code)),
  });

  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysDictData/dataList',
    access: 'login',
    summary: 'The values of one dictionary type, optionally filtered by status',
    query: codeQuery.extend({ status: z.coerce.number().int().nullish() }),
    handler: async (ctx) =>
      ctx.tenant((tx) => service().dataListByStatus(tx, callerFrom(ctx), ctx.query.code, ctx.query.status)),
  });
}
