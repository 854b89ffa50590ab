import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { SEED } from '../../src/seed/ids.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';

interface MenuItem {
  id: number;
  pid: number;
  type: number;
  name: string | null;
  title: string;
  permission: string | null;
  path: string | null;
  areas: string[] | null;
  children: MenuItem[];
}

describe('sysMenu add, update, delete, list', () => {
  let server: TestServer;
  let admin: string;
  const post = (url: string, body: unknown, token = admin, lang = 'en') =>
    server.call('POST', url, { token, body, headers: { 'accept-language': lang } });
  const findByTitle = async (title: string) => {
    const { body } = await server.call<MenuItem[]>('GET', '/api/sysMenu/list', {
      token: admin,
      query: { Title: title },
    });
    expect(body.code).toBe(200);
    return body.result;
  };

  beforeAll(async () => {
    server = await createTestServer();
    admin = await server.tokenFor('superadmin', 'admin');
  });
  afterAll(() => server.close());

  it('lists the catalogue as a tree without a filter and flat with one', async () => {
    const { body } = await server.call<MenuItem[]>('GET', '/api/sysMenu/list', { token: admin });
    expect(body.code).toBe(200);
    const roots = body.result.map((m) => m.name);
    expect(roots).toEqual(expect.arrayContaining(['dashboard', 'baseData', 'merchantOrders', 'system', 'platform']));
    const system = body.result.find((m) => m.name === 'system') as MenuItem;
    expect(system.children.map((c) => c.name)).toContain('sysUser');
    const sysUser = system.children.find((c) => c.name === 'sysUser') as MenuItem;
    expect(sysUser.children.map((c) => c.permission)).toContain('sysUser:page');

    // Title filter: the key or its translation; Type filter: flat list.
    const byKey = await findByTitle('menu.sysUser');
    expect(byKey.map((m) => m.name).sort()).toEqual(['sysUser', 'sysUserCenter']);
    expect(byKey[0]?.children).toEqual([]);
    const byText = await findByTitle('账号管理');
    expect(byText.map((m) => m.name)).toContain('sysUser');
    const dirs = await server.call<MenuItem[]>('GET', '/api/sysMenu/list', { token: admin, query: { Type: '1' } });
    expect(dirs.body.result.length).toBeGreaterThan(5);
    expect(dirs.body.result.every((m) => m.type === 1)).toBe(true);
  });

  it('adds a menu and a button, updates and deletes the subtree with its grants', async () => {
    const add = await post('/api/sysMenu/add', {
      pid: 0,
      type: 2,
      name: 'testScreen',
      path: '/test/screen',
      component: '/test/screen/index',
      title: 'menu.testScreen',
      areas: ['factory'],
      orderNo: 5,
    });
    expect(add.body.code).toBe(200);
    const [menu] = await findByTitle('menu.testScreen');
    expect(menu).toMatchObject({ name: 'testScreen', type: 2, areas: ['factory'], permission: null });
    const id = (menu as MenuItem).id;

    // A button: route fields cleared, areas inherited from the parent.
    const btn = await post('/api/sysMenu/add', {
      pid: id,
      type: 3,
      title: 'button.page',
      permission: 'testScreen:page',
      name: 'ignored',
      path: '/ignored',
    });
    expect(btn.body.code).toBe(200);
    const buttons = await server.call<MenuItem[]>('GET', '/api/sysMenu/list', {
      token: admin,
      query: { Type: '3', Title: 'button.page' },
    });
    const created = buttons.body.result.find((m) => m.permission === 'testScreen:page') as MenuItem;
    expect(created).toMatchObject({ pid: id, name: null, path: null, areas: ['factory'] });

    const upd = await post('/api/sysMenu/update', {
      id,
      pid: 0,
      type: 2,
      name: 'testScreen2',
      path: '/test/screen2',
      component: '/test/screen2/index',
      title: 'menu.testScreen2',
      areas: ['factory'],
    });
    expect(upd.body.code).toBe(200);
    expect((await findByTitle('menu.testScreen2'))[0]?.path).toBe('/test/screen2');

    // Grant both to the factory tenant and a role, then delete: all gone in one go.
    await asPlatform(server.db, async (tx) => {
      for (const menuId of [id, created.id]) {
        await tx.execute(
          sql`insert into sys_tenant_menu (tenant_id, menu_id) values (${SEED.factory.tenantId}, ${menuId})`,
        );
        await tx.execute(
          sql`insert into sys_role_menu (tenant_id, role_id, menu_id) values (${SEED.factory.tenantId}, ${SEED.factory.roles.operator}, ${menuId})`,
        );
      }
    });
    const factoryToken = await server.tokenFor('factory', 'factory');
    const codesBefore = await server.call<string[]>('GET', '/api/sysMenu/ownBtnPermList', { token: factoryToken });
    expect(codesBefore.body.result).toContain('testScreen:page');

    const del = await post('/api/sysMenu/delete', { id });
    expect(del.body.code).toBe(200);
    expect(await findByTitle('menu.testScreen2')).toEqual([]);
    const grants = await asPlatform(server.db, (tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select (select count(*) from sys_tenant_menu where menu_id in (${id}, ${created.id}))::int
                 + (select count(*) from sys_role_menu where menu_id in (${id}, ${created.id}))::int as n`,
      ),
    );
    expect(grants[0]?.n).toBe(0);
    const codesAfter = await server.call<string[]>('GET', '/api/sysMenu/ownBtnPermList', { token: factoryToken });
    expect(codesAfter.body.result).not.toContain('testScreen:page');
    // Deleting again: not found.
    expect((await post('/api/sysMenu/delete', { id })).body.message).toMatch(/^\[D1002\]/);
  });

  it('applies the catalogue rules with their error codes', async () => {
    const base = { pid: 0, type: 2, component: '/x/index' };
    const code = async (body: unknown, url = '/api/sysMenu/add') => {
      const res = await post(url, body);
      expect(res.body.code).toBe(400);
      return res.body.message.slice(0, 7);
    };
    // D4000: title of a non-button exists; permission of a button exists.
    expect(await code({ ...base, name: 'x1', path: '/x1', title: 'menu.sysUser' })).toBe('[D4000]');
    expect(await code({ pid: 1310000000111, type: 3, title: 'button.page', permission: 'sysUser:page' })).toBe(
      '[D4000]',
    );
    // D4009: route name exists.
    expect(await code({ ...base, name: 'sysUser', path: '/x2', title: 'menu.x2' })).toBe('[D4009]');
    // D4003 / D4004: a button needs a well-formed code.
    expect(await code({ pid: 1310000000111, type: 3, title: 'button.x' })).toBe('[D4003]');
    expect(await code({ pid: 1310000000111, type: 3, title: 'button.x', permission: 'sysUserpage' })).toBe('[D4004]');
    // D4010: a button cannot be a parent.
    expect(await code({ ...base, pid: 1310000000112, name: 'x3', path: '/x3', title: 'menu.x3' })).toBe('[D4010]');
    // D4008: own parent, or under its own subtree.
    expect(
      await code(
        { ...base, id: 1310000000101, pid: 1310000000101, name: 'system', title: 'menu.system' },
        '/api/sysMenu/update',
      ),
    ).toBe('[D4008]');
    expect(
      await code(
        { id: 1310000000101, pid: 1310000000111, type: 1, name: 'system', path: '/system', title: 'menu.system' },
        '/api/sysMenu/update',
      ),
    ).toBe('[D4008]');
    // Unknown id / parent.
    expect(await code({ ...base, id: 99999999, name: 'x4', title: 'menu.x4' }, '/api/sysMenu/update')).toBe('[D1002]');
    expect(await code({ ...base, pid: 99999999, name: 'x5', title: 'menu.x5' })).toBe('[D1002]');
  });

  it('answers the message in the caller language', async () => {
    const res = await post('/api/sysMenu/add', { pid: 1310000000111, type: 3, title: 'button.x' }, admin, 'pt-BR');
    expect(res.body.message).toBe('[D4003] Um botão precisa de um código de permissão');
  });

  it('refuses catalogue changes by a factory admin (D4011) and by users without the code (403)', async () => {
    // The factory admin does not hold sysMenu:add (admin-area menu): deny by default.
    const factory = await server.tokenFor('factory', 'factory');
    const denied = await post('/api/sysMenu/add', { pid: 0, type: 2, name: 'f1', title: 'menu.f1' }, factory);
    expect(denied.body.code).toBe(403);
    // Even holding the code, a non-platform tenant may not change the catalogue.
    await asPlatform(server.db, async (tx) => {
      await tx.execute(
        sql`update sys_menu set areas = array['admin','factory'] where id in (1310000000321, 1310000000301, 1310000000322, 1310000000323, 1310000000324, 1310000000325)`,
      );
      await tx.execute(
        sql`insert into sys_tenant_menu (tenant_id, menu_id) select ${SEED.factory.tenantId}, id from sys_menu
            where id in (1310000000321, 1310000000301, 1310000000322, 1310000000323, 1310000000324, 1310000000325) on conflict do nothing`,
      );
    });
    const factory2 = await server.tokenFor('factory', 'factory');
    for (const [url, body] of [
      ['/api/sysMenu/add', { pid: 0, type: 2, name: 'f1', title: 'menu.f1' }],
      ['/api/sysMenu/update', { id: 1300000000111, pid: 1300000000101, type: 2, name: 'home', title: 'menu.home' }],
      ['/api/sysMenu/delete', { id: 1300000000121 }],
    ] as const) {
      const res = await post(url, body, factory2);
      expect(res.body.code).toBe(400);
      expect(res.body.message).toBe('[D4011] Only platform administrators can change the menu catalogue');
    }
    // The factory admin's list shows its own grant only.
    const list = await server.call<MenuItem[]>('GET', '/api/sysMenu/list', { token: factory2, query: { Type: '2' } });
    expect(list.body.code).toBe(200);
    expect(list.body.result.map((m) => m.name)).toContain('workshop');
    expect(list.body.result.map((m) => m.name)).not.toContain('sysTenant');
  });

  it('answers bad bodies and queries with 400, never 500', async () => {
    const bodies: unknown[] = [
      undefined,
      {},
      [],
      'x',
      { type: 9, title: 't' },
      { type: 2, title: '' },
      { type: 2, title: 'x'.repeat(65) },
      { type: 2, title: 'ok', pid: 'abc' },
      { type: 2, title: 'ok', areas: ['nowhere'] },
      { type: 2, title: 'ok', areas: 'factory' },
      { type: 2, title: 'ok', isHide: 'maybe' },
      { type: 2, title: 'ok', status: 7 },
      { type: 2, title: 'ok', path: 'p'.repeat(129) },
    ];
    for (const body of bodies) {
      for (const url of ['/api/sysMenu/add', '/api/sysMenu/update']) {
        const res = await post(url, body);
        expect(res.status).toBe(200);
        expect(res.body.code, `${url} ${JSON.stringify(body)}`).toBe(400);
        expect(res.body.message.length).toBeGreaterThan(0);
      }
    }
    for (const body of [undefined, {}, { id: 'x' }, { id: -1 }, { id: 1.5 }]) {
      const res = await post('/api/sysMenu/delete', body);
      expect(res.body.code).toBe(400);
    }
    const q = await server.call('GET', '/api/sysMenu/list', { token: admin, query: { Type: 'abc' } });
    expect(q.body.code).toBe(400);
    const raw = await server.app.inject({
      method: 'POST',
      url: '/api/sysMenu/add',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      payload: '{"type":',
    });
    expect(raw.json().code).toBe(400);
  });
});
