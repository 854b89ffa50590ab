import { idInputSchema, idSchema, orgAddSchema, orgListQuerySchema, orgUpdateSchema } from '@printfloor/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addCommand, addRoute } from '../../http/route.ts';
import type { AppServices } from '../../services.ts';
import { addOrg, deleteOrg, findOrg, listOrgs, updateOrg } from './service.ts';

/** sysOrg (admin-net-contract §10): the organisation tree of the tenant. */
export async function registerSysOrgRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const tz = services.config.timeZone;
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysOrg/list',
    query: orgListQuerySchema,
    audit: false,
    summary: 'The organisation tree in the caller’s data scope (rooted at Id; Name/Code/Type filter)',
    handler: ({ auth, query, tenant }) => tenant((tx) => listOrgs(tx, auth, query, tz)),
  });
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysOrg/detail',
    query: z.object({ id: idSchema }),
    summary: 'One organisation (null outside the tenant or data scope)',
    handler: ({ auth, query, tenant }) => tenant((tx) => findOrg(tx, auth, query.id, tz)),
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysOrg/add',
    body: orgAddSchema,
    summary: 'Add an organisation; returns the id',
    handler: ({ auth, body, tenant }) => tenant((tx) => addOrg(tx, auth, body, tz)),
  });
  addCommand(app, services, {
    url: '/api/sysOrg/update',
    body: orgUpdateSchema,
    summary: 'Update an organisation (not under itself or its children: D2001)',
    run: ({ caller, body, tenant }) => tenant((tx) => updateOrg(tx, caller, body, tz)),
  });
  addCommand(app, services, {
    url: '/api/sysOrg/delete',
    body: idInputSchema,
    summary: 'Delete an organisation and its subtree (refused with users, secondary users or for the root)',
    run: ({ caller, body, tenant }) => tenant((tx) => deleteOrg(tx, caller, body.id, tz)),
  });
}
