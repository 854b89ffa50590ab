import type { MenuItem } from '@printfloor/contract';
import { describe, expect, it } from 'vitest';
import { buildRoutes, roleAllowed } from '../src/router/backEnd.ts';
import { resolveView, type ViewLoader, viewRegistryFrom } from '../src/router/viewRegistry.ts';

const page = (async () => ({ default: () => null })) as ViewLoader;
const registry: Record<string, ViewLoader> = {
  '/system/user/index': page,
  '/system/userCenter/index': page,
  '/system/role/index': page,
  '/home/index': page,
  '/platform/config/index': page,
};

describe('resolveView (component string → page file)', () => {
  it('matches /x/index, x/index, /x and .vue suffixes', () => {
    for (const c of ['/system/user/index', 'system/user/index', '/system/user', '/system/user/index.vue']) {
      expect(resolveView(c, registry)).toMatchObject({ kind: 'view', key: '/system/user/index' });
    }
  });
  it('a unique prefix matches; an ambiguous or missing one drops the route', () => {
    expect(resolveView('/platform/conf', registry)).toMatchObject({ kind: 'view', key: '/platform/config/index' });
    expect(resolveView('/system/use', registry)).toBeNull();
    expect(resolveView('/system/nothing/index', registry)).toBeNull();
    expect(resolveView('', registry)).toBeNull();
  });
  it('knows the shell components', () => {
    expect(resolveView('Layout', registry)).toEqual({ kind: 'parent' });
    expect(resolveView('layout/routerView/parent', registry)).toEqual({ kind: 'parent' });
    expect(resolveView('layout/routerView/iframes', registry)).toEqual({ kind: 'iframe' });
    expect(resolveView('layout/routerView/link', registry)).toEqual({ kind: 'link' });
  });
  it('builds keys from glob paths', () => {
    expect(Object.keys(viewRegistryFrom({ '../views/system/user/index.tsx': page }))).toEqual(['/system/user/index']);
  });
});

const menus: MenuItem[] = [
  {
    id: 1,
    pid: 0,
    type: 1,
    path: '/system',
    component: 'Layout',
    orderNo: 2,
    meta: { title: 'system' },
    children: [
      {
        id: 11,
        pid: 1,
        type: 2,
        path: '/system/role',
        component: '/system/role/index',
        orderNo: 2,
        meta: { title: 'role' },
      },
      {
        id: 12,
        pid: 1,
        type: 2,
        path: '/system/user',
        component: '/system/user/index',
        orderNo: 1,
        meta: { title: 'user', roles: ['admin'] },
        children: [{ id: 121, pid: 12, type: 3, permission: 'sysUser:add', meta: { title: 'add' } }],
      },
      { id: 13, pid: 1, type: 2, path: '/system/missing', component: '/system/missing/index', meta: { title: 'x' } },
      {
        id: 14,
        pid: 1,
        type: 2,
        path: '/system/off',
        component: '/system/role/index',
        status: 2,
        meta: { title: 'off' },
      },
    ],
  },
  { id: 2, pid: 0, type: 1, path: '/empty', component: 'Layout', meta: { title: 'empty' }, children: [] },
  {
    id: 3,
    pid: 0,
    type: 2,
    path: '/dashboard/home',
    component: '/home/index',
    orderNo: 1,
    meta: { title: 'home' },
  },
  {
    id: 4,
    pid: 0,
    type: 2,
    path: '/doc/link',
    component: 'layout/routerView/link',
    meta: { title: 'docs', isLink: 'https://example.com' },
  },
  {
    id: 5,
    pid: 0,
    type: 2,
    path: '/platform/job/board',
    component: 'layout/routerView/iframes',
    meta: { title: 'board', isIframe: true, isLink: 'http://localhost:5005/schedule' },
  },
];

describe('buildRoutes (menu tree → routes)', () => {
  it('drops buttons, disabled menus, menus without a page and empty directories; sorts by orderNo', () => {
    const { tree, flat } = buildRoutes(menus, registry, ['admin']);
    expect(tree.map((r) => r.path)).toEqual(['/dashboard/home', '/system', '/doc/link', '/platform/job/board']);
    expect(tree[1]!.children!.map((r) => r.path)).toEqual(['/system/user', '/system/role']);
    expect(flat.map((r) => r.path).sort()).toEqual(
      ['/dashboard/home', '/doc/link', '/platform/job/board', '/system/role', '/system/user'].sort(),
    );
    expect(flat.find((r) => r.path === '/doc/link')!.view).toEqual({ kind: 'link' });
    expect(flat.find((r) => r.path === '/platform/job/board')!.view).toEqual({ kind: 'iframe' });
  });
  it('keeps a route listing roles only for users with one of them', () => {
    expect(buildRoutes(menus, registry, []).flat.some((r) => r.path === '/system/user')).toBe(false);
    expect(buildRoutes(menus, registry, ['admin']).flat.some((r) => r.path === '/system/user')).toBe(true);
    expect(roleAllowed({ roles: [] }, [])).toBe(true);
    expect(roleAllowed({ roles: ['a', 'b'] }, ['b'])).toBe(true);
    expect(roleAllowed({ roles: ['a'] }, ['b'])).toBe(false);
  });
  it('marks dynamic paths', () => {
    const { flat } = buildRoutes(
      [{ id: 9, pid: 0, type: 2, path: '/system/user/:id', component: '/system/user/index', meta: { title: 'u' } }],
      registry,
    );
    expect(flat[0]!.meta.isDynamic).toBe(true);
  });
});
