import { idInputSchema } from '@printfloor/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import type { AppServices } from '../../services.ts';
import { menuInputSchema, menuListQuerySchema, menuUpdateSchema } from './schemas.ts';
import { addMenu, deleteMenu, listMenus, loginMenuTree, ownButtonCodes, updateMenu } from './service.ts';

/** sysMenu calls of spec §7 (admin-net-contract §4.2). */
export async function registerSysMenuRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysMenu/loginMenuTree',
    access: 'login',
    audit: false,
    summary: "The caller's menu tree for the session's area (buttons pruned)",
    handler: ({ auth, tenant }) => tenant((tx) => loginMenuTree(tx, auth)),
  });
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysMenu/ownBtnPermList',
    access: 'login',
    audit: false,
    summary: "The caller's button permission codes",
    handler: ({ auth, tenant }) => tenant((tx) => ownButtonCodes(tx, auth)),
  });
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysMenu/list',
    query: menuListQuerySchema,
    audit: false,
    summary: 'Menu catalogue: a tree, or a flat list when Title or Type filters',
    handler: ({ auth, query, lang }) => listMenus(services, auth, query, lang),
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysMenu/add',
    body: menuInputSchema,
    summary: 'Add a menu, directory or button (platform users only)',
    handler: async ({ auth, body }) => {
      await addMenu(services, auth, body);
      return null;
    },
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysMenu/update',
    body: menuUpdateSchema,
    summary: 'Update a menu (platform users only)',
    handler: async ({ auth, body }) => {
      await updateMenu(services, auth, body);
      return null;
    },
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysMenu/delete',
    body: idInputSchema,
    summary: 'Delete a menu with its subtree and grants (platform users only)',
    handler: async ({ auth, body }) => {
      await deleteMenu(services, auth, body.id);
      return null;
    },
  });
}
