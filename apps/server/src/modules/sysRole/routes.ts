import {
  grantDataScopeSchema,
  grantMenuSchema,
  idInputSchema,
  idSchema,
  ROLE_EXPORT_LABELS,
  roleAddSchema,
  rolePageSchema,
  roleUpdateSchema,
  setStatusInputSchema,
} from '@printfloor/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addCommand, addRoute } from '../../http/route.ts';
import { contentDisposition, XLSX_MIME } from '../../resources/xlsx.ts';
import type { AppServices } from '../../services.ts';
import { exportRoles } from './export.ts';
import {
  addRole,
  deleteRole,
  findRole,
  grantableMenuTree,
  grantDataScope,
  grantMenu,
  ownMenuList,
  ownOrgList,
  pageRoles,
  setRoleStatus,
  updateRole,
} from './manage.ts';
import { listOwnRoles } from './service.ts';

const idQuery = z.object({ id: idSchema });

/** sysRole (admin-net-contract §10): the role list loaded before routing and role administration. */
export async function registerSysRoleRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const tz = services.config.timeZone;
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysRole/list',
    access: 'login',
    audit: false,
    summary: "The caller's roles [{id, name, code}] (tenant admins: every role of the tenant)",
    handler: ({ auth, tenant }) => tenant((tx) => listOwnRoles(tx, auth)),
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysRole/page',
    body: rolePageSchema,
    audit: false,
    summary: 'Roles of the tenant in the data scope, with userCount',
    handler: ({ auth, body, tenant }) => tenant((tx) => pageRoles(tx, auth, body, tz)),
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysRole/export',
    body: rolePageSchema.omit({ page: true, pageSize: true }),
    raw: true,
    summary: 'The roles of the search (tenant, data scope, name, code) as xlsx',
    handler: async ({ auth, body, tenant, lang, timeZone, req, reply }) => {
      const buffer = await tenant((tx) => exportRoles(tx, auth, body, lang, timeZone));
      req.resultCode = 200;
      return reply
        .header('Content-Type', XLSX_MIME)
        .header('Content-Disposition', contentDisposition(`${ROLE_EXPORT_LABELS.sheet[lang]}.xlsx`))
        .send(buffer);
    },
  });
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysRole/detail',
    query: idQuery,
    summary: 'One role (null outside the tenant or data scope)',
    handler: ({ auth, query, tenant }) => tenant((tx) => findRole(tx, auth, query.id, tz)),
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysRole/add',
    body: roleAddSchema,
    summary: 'Add a role (with menuIdList); returns the id',
    handler: ({ auth, body, tenant }) => tenant((tx) => addRole(tx, auth, body)),
  });
  addCommand(app, services, {
    url: '/api/sysRole/update',
    body: roleUpdateSchema,
    summary: 'Update a role',
    run: ({ caller, body, tenant }) => tenant((tx) => updateRole(tx, caller, body, tz)),
  });
  addCommand(app, services, {
    url: '/api/sysRole/delete',
    body: idInputSchema,
    summary: 'Delete a role (not sys_admin: D1019; not with users: D1025)',
    run: ({ caller, body, tenant }) => tenant((tx) => deleteRole(tx, caller, body.id, tz)),
  });
  addCommand(app, services, {
    url: '/api/sysRole/setStatus',
    body: setStatusInputSchema,
    summary: 'Enable or disable a role',
    run: ({ caller, body, tenant }) => tenant((tx) => setRoleStatus(tx, caller, body, tz)),
  });
  addCommand(app, services, {
    url: '/api/sysRole/grantMenu',
    body: grantMenuSchema,
    summary: "Replace a role's menus and buttons (checked + half-checked ids; tenant's menus only: D1060)",
    run: ({ caller, body, tenant }) => tenant((tx) => grantMenu(tx, caller, body, tz)),
  });
  addCommand(app, services, {
    url: '/api/sysRole/grantDataScope',
    body: grantDataScopeSchema,
    summary: "Set a role's data scope (orgIdList for Define)",
    run: ({ caller, body, tenant }) => tenant((tx) => grantDataScope(tx, caller, body, tz)),
  });
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysRole/ownMenuList',
    query: idQuery,
    summary: "A role's menu ids",
    handler: ({ auth, query, tenant }) => tenant((tx) => ownMenuList(tx, auth, query.id, tz)),
  });
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysRole/ownOrgList',
    query: idQuery,
    summary: "A Define role's org ids",
    handler: ({ auth, query, tenant }) => tenant((tx) => ownOrgList(tx, auth, query.id, tz)),
  });
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysRole/grantableMenuTree',
    permission: 'sysRole:grantMenu',
    audit: false,
    summary: "The tenant's menus as a tree: what the grant-menu drawer offers (needs sysRole:grantMenu)",
    handler: ({ auth, tenant }) => tenant((tx) => grantableMenuTree(tx, auth)),
  });
}
