import { idSchema, pageInputSchema, statusSchema } from '@printfloor/contract';
import type { FastifyInstance } from 'fastify';
import { addCommand, addRoute, z } from '../../http/route.ts';
import type { AppServices } from '../../services.ts';
import { addOpenAccess, deleteOpenAccess, pageOpenAccess, regenerateSecret, updateOpenAccess } from './service.ts';

const bindingShape = {
  bindTenantId: idSchema,
  bindUserId: idSchema,
  remark: z.string({ error: 'notText' }).max(256, { error: 'tooLong' }).nullish(),
  status: statusSchema.optional(),
};
const addSchema = z.object(bindingShape);
const updateSchema = z.object({ id: idSchema, ...bindingShape });
const idBody = z.object({ id: idSchema });
const pageSchema = pageInputSchema.extend({
  accessKey: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.string({ error: 'notText' }).max(64, { error: 'tooLong' }).optional(),
  ),
  bindTenantId: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number({ error: 'notNumber' }).int({ error: 'notInteger' }).optional(),
  ),
});

/**
 * sysOpenAccess (admin-net-contract §10): access keys for the signed open API. Platform only.
 * add and secret return the secret once; it is never readable again.
 */
export async function registerSysOpenAccessRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const serverSecret = () => services.config.secrets.jwtSecret;
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysOpenAccess/page',
    summary: 'Access keys with their bound tenant and user (never the secret)',
    body: pageSchema,
    audit: false,
    platformOnly: true,
    handler: async (ctx) => ctx.tenant((tx) => pageOpenAccess(tx, ctx.body, ctx.timeZone)),
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysOpenAccess/add',
    summary: 'Issues a key for a user of a tenant; returns {id, accessKey, accessSecret} — the secret only now',
    body: addSchema,
    platformOnly: true,
    handler: async (ctx) => ctx.tenant((tx) => addOpenAccess(tx, ctx.auth, serverSecret(), ctx.body, ctx.lang)),
  });
  addCommand(app, services, {
    url: '/api/sysOpenAccess/update',
    summary: 'Changes the bound tenant / user, remark, status',
    body: updateSchema,
    platformOnly: true,
    run: (ctx) => ctx.tenant((tx) => updateOpenAccess(tx, ctx.auth, ctx.body, ctx.lang)),
  });
  addCommand(app, services, {
    url: '/api/sysOpenAccess/delete',
    summary: 'Revokes a key',
    body: idBody,
    platformOnly: true,
    run: (ctx) => ctx.tenant((tx) => deleteOpenAccess(tx, ctx.auth, ctx.body.id)),
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysOpenAccess/secret',
    summary: 'Generates a new secret (the old one stops working); returns it once',
    body: idBody,
    platformOnly: true,
    handler: async (ctx) => ctx.tenant((tx) => regenerateSecret(tx, ctx.auth, serverSecret(), ctx.body.id)),
  });
}
