import type { FastifyInstance } from 'fastify';
import { addRoute, z } from '../../http/route.ts';
import type { AppServices } from '../../services.ts';
import { cacheRegistryOf } from './registry.ts';

const keyParams = z.object({ key: z.string({ error: 'required' }).min(1, { error: 'required' }).max(512) });
const prefixParams = z.object({
  prefixKey: z.string({ error: 'required' }).min(1, { error: 'required' }).max(512),
});

/**
 * sysCache (admin-net-contract §10): the in-memory caches of the instance that answers
 * (auth state, system parameters, …) through the CacheRegistry. Codes come from the path
 * without its parameter: `sysCache/delete/{key}` → `sysCache:delete`. Platform only.
 */
export async function registerSysCacheRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const registry = () => cacheRegistryOf(services);
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysCache/keyList',
    summary: 'Every cached key of this instance, as {source}:{key}',
    platformOnly: true,
    handler: async () => registry().keyList(),
  });
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysCache/value/:key',
    summary: 'The cached value (secrets masked), null when not cached',
    params: keyParams,
    platformOnly: true,
    handler: async (ctx) => registry().value(ctx.params.key),
  });
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysCache/keysByPrefixKey/:prefixKey',
    summary: 'Cached keys starting with the prefix',
    params: prefixParams,
    platformOnly: true,
    handler: async (ctx) => registry().keysByPrefix(ctx.params.prefixKey),
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysCache/delete/:key',
    summary: 'Drops one cached entry (it is reloaded on next use); returns whether it was cached',
    params: keyParams,
    platformOnly: true,
    handler: async (ctx) => registry().delete(ctx.params.key),
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysCache/deleteByPreKey/:prefixKey',
    summary: 'Drops every cached entry whose key starts with the prefix; returns the count',
    params: prefixParams,
    platformOnly: true,
    handler: async (ctx) => registry().deleteByPrefix(ctx.params.prefixKey),
  });
}
