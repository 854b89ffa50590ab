import { idInputSchema, MENU_TITLE_HEADER, MENU_TITLE_KEYS } from '@printfloor/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addCommand, addRoute } from '../../http/route.ts';
import type { AppServices } from '../../services.ts';
import { menuInputSchema, menuListQuerySchema, menuUpdateSchema } from './schemas.ts';
import { addMenu, deleteMenu, listMenus, loginMenuTree, ownButtonCodes, titleTexts, updateMenu } from './service.ts';

/** Our console asks for title keys; any other client gets the text in its language. */
const wantsKeys = (req: FastifyRequest) => req.headers[MENU_TITLE_HEADER] === MENU_TITLE_KEYS;

/** sysMenu calls of spec §7 (admin-net-contract §4.2). */
export async function registerSysMenuRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysMenu/loginMenuTree',
    access: 'login',
    audit: false,
    summary: "The caller's menu tree for the session's area (buttons pruned)",
    handler: async ({ req, auth, lang, tenant }) => {
      const tree = await tenant((tx) => loginMenuTree(tx, auth));
      if (wantsKeys(req)) return tree;
      return titleTexts(tree, lang, (node, text) => ({
        ...node,
        meta: { ...node.meta, title: text(node.meta.title) },
      }));
    },
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
    handler: async ({ req, auth, query, lang }) => {
      const menus = await listMenus(services, auth, query, lang);
      if (wantsKeys(req)) return menus;
      return titleTexts(menus, lang, (node, text) => ({ ...node, title: text(node.title) }));
    },
  });
  addCommand(app, services, {
    url: '/api/sysMenu/add',
    body: menuInputSchema,
    summary: 'Add a menu, directory or button (platform users only)',
    run: ({ auth, body }) => addMenu(services, auth, body),
  });
  addCommand(app, services, {
    url: '/api/sysMenu/update',
    body: menuUpdateSchema,
    summary: 'Update a menu (platform users only)',
    run: ({ auth, body }) => updateMenu(services, auth, body),
  });
  addCommand(app, services, {
    url: '/api/sysMenu/delete',
    body: idInputSchema,
    summary: 'Delete a menu with its subtree and grants (platform users only)',
    run: ({ auth, body }) => deleteMenu(services, auth, body.id),
  });
}
