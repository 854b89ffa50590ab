import {
  idInputSchema,
  idSchema,
  tenantAddSchema,
  tenantGrantMenuSchema,
  tenantPageSchema,
  tenantStatusSchema,
  tenantUpdateSchema,
} from '@printfloor/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addRoute } from '../../http/route.ts';
import type { AppServices } from '../../services.ts';
import {
  addTenant,
  createTenantDb,
  deleteTenant,
  grantTenantMenus,
  listTenants,
  pageTenants,
  resetTenantAdminPassword,
  setTenantStatus,
  tenantDetail,
  tenantMenuIds,
  tenantUsers,
  updateTenant,
} from './service.ts';

/** A tenant id under any of the names Admin.NET clients use. */
const tenantRef = z
  .looseObject({ id: idSchema.optional(), tenantId: idSchema.optional(), userId: idSchema.optional() })
  .transform((v) => v.id ?? v.tenantId ?? v.userId ?? 0)
  .pipe(z.number().positive({ error: 'idRequired' }));

/** Tenants (platform menu sysTenant): provisioning, branding, menus, admin password, status. */
export async function registerSysTenantRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysTenant/page',
    body: tenantPageSchema,
    audit: false,
    summary: 'Tenants {name?, code?, phone?} with their admin account and kind',
    handler: ({ auth, body }) => pageTenants(services, auth, body),
  });
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysTenant/list',
    audit: false,
    summary: 'Every live tenant [{id, code, name, kind, status}]',
    handler: ({ auth }) => listTenants(services, auth),
  });
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysTenant/detail',
    query: z.object({ id: idSchema }),
    audit: false,
    summary: 'One tenant, or null',
    handler: ({ auth, query }) => tenantDetail(services, auth, query.id),
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysTenant/add',
    body: tenantAddSchema,
    summary: 'Creates a factory or merchant tenant with root org, admin role, admin user and default menus',
    handler: ({ auth, body, lang }) => addTenant(services, auth, body, lang),
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysTenant/update',
    body: tenantUpdateSchema,
    summary: 'Name, contacts and branding (logos, titles, copyright, carousel)',
    handler: ({ auth, body }) => updateTenant(services, auth, body),
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysTenant/delete',
    body: idInputSchema,
    summary: 'Deletes a tenant (the default tenant is protected: D1023)',
    handler: ({ auth, body }) => deleteTenant(services, auth, body.id),
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysTenant/setStatus',
    body: tenantStatusSchema,
    summary: 'Enables or disables a tenant; disabling ends its sessions at once',
    handler: ({ auth, body }) => setTenantStatus(services, auth, body.id, body.status),
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysTenant/grantMenu',
    body: tenantGrantMenuSchema,
    summary: "Replaces the tenant's menus {id, menuIdList}",
    handler: ({ auth, body }) => grantTenantMenus(services, auth, body.id, body.menuIdList),
  });
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysTenant/ownMenuList',
    query: tenantRef,
    audit: false,
    summary: 'Menu ids granted to a tenant (?id= or ?tenantId=)',
    handler: ({ auth, query }) => tenantMenuIds(services, auth, query),
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysTenant/resetPwd',
    body: tenantRef,
    summary: "Resets the tenant admin's password; answers the new one in plain text",
    handler: ({ auth, body }) => resetTenantAdminPassword(services, auth, body),
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysTenant/createDb',
    body: tenantRef,
    summary: 'Admin.NET Db mode only: tenants here share the database (row isolation), so it answers Z1002',
    handler: ({ auth, body }) => createTenantDb(services, auth, body),
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysTenant/userList',
    body: tenantRef,
    audit: false,
    summary: 'Users of a tenant {tenantId}',
    handler: ({ auth, body }) => tenantUsers(services, auth, body),
  });
}
