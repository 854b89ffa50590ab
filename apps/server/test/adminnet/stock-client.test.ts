import { sm2 } from 'sm-crypto-v2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../src/seed/ids.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';
import { ADMIN_NET_SM2, captchaAnswer, JSON_PATCH, StockClient } from './stock-client.ts';

/**
 * Admin.NET's own web client (admin.net 2.4.33) against our server, call by call: login,
 * bootstrap and the first calls of every system page, each sent with the method, path,
 * headers and body its generated API code builds (stock-client.ts), and each answer checked
 * for what the page reads from it.
 */

interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
interface Tree {
  id: number;
  name?: string;
  title?: string;
  children?: Tree[] | null;
}
interface MenuNode {
  id: number;
  title: string;
  type: number;
  component?: string;
  orderNo: number;
  meta: { title: string };
  children?: MenuNode[] | null;
}

function flatten<T extends { children?: T[] | null }>(nodes: T[]): T[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
}

describe('Admin.NET stock client: login, bootstrap and every system page', () => {
  let server: TestServer;
  let client: StockClient;

  beforeAll(async () => {
    server = await createTestServer();
    // The server holds Admin.NET's published pair: the stock client hard-codes its public key.
    Object.assign(server.services.config.secrets, {
      sm2PublicKey: ADMIN_NET_SM2.publicKey,
      sm2PrivateKey: ADMIN_NET_SM2.privateKey,
    });
    client = new StockClient(server);
  }, 300_000);
  afterAll(async () => {
    await server.close();
  });

  it('accepts every JSON media type with the same answers as plain JSON', async () => {
    const send = (contentType: string, payload: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/sysAuth/login',
        headers: { 'content-type': contentType, 'accept-language': 'en', 'x-real-ip': '10.77.9.9' },
        payload,
      });
    const body = JSON.stringify({ account: 'nobody-here', password: 'x' });
    const plain = (await send('application/json', body)).json();
    for (const type of [
      JSON_PATCH,
      'text/json',
      'application/problem+json',
      'application/vnd.api+json; charset=utf-8',
    ]) {
      const answer = (await send(type, body)).json();
      expect([type, answer.code, answer.message]).toEqual([type, plain.code, plain.message]);
      const broken = (await send(type, '{"account":')).json();
      expect([type, broken.code, broken.message]).toEqual([type, 400, 'The request body is not valid JSON']);
    }
    const tooBig = await send(JSON_PATCH, JSON.stringify({ account: 'x'.repeat(26 * 1024 * 1024) }));
    expect(tooBig.json().code).toBe(400);
  });

  it('answers unknown /api and /hubs paths with a 404 envelope', async () => {
    for (const url of ['/api/nothing/here', '/api', '/hubs/nothing', '/hubs']) {
      const res = await server.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      expect([url, res.statusCode, res.json().code]).toEqual([url, 404, 404]);
    }
  });

  it('logs in with the SM2-encrypted password and a captcha, as the login page does', async () => {
    const config = await client.ok<{ captchaEnabled: boolean; secondVerEnabled: boolean }>({
      method: 'GET',
      path: '/api/sysAuth/loginConfig',
    });
    expect(config.captchaEnabled).toBe(true);
    const captcha = await client.ok<{ id: string; img: string }>({ method: 'GET', path: '/api/sysAuth/captcha' });
    expect(captcha.img.length).toBeGreaterThan(100);
    // account.vue: {...ruleForm, password: sm2.doEncrypt(password, publicKey, 1)}
    const login = await client.ok<{ accessToken: string; refreshToken: string }>({
      method: 'POST',
      path: '/api/sysAuth/login',
      body: {
        account: 'superadmin',
        password: sm2.doEncrypt('123456', ADMIN_NET_SM2.publicKey, 1),
        code: await captchaAnswer(server, captcha.id),
        codeId: captcha.id,
      },
    });
    expect(login.accessToken).toBeTruthy();
    expect(client.accessToken).toBe(login.accessToken);
    expect(client.refreshToken).toBe(login.refreshToken);
  });

  it('bootstraps: userInfo, watermark, constants, dictionaries, menu tree in zh-CN, buttons, unread notices', async () => {
    const user = await client.ok<{ id: number; account: string; buttons: string[]; roleIds: number[] }>({
      method: 'GET',
      path: '/api/sysAuth/userInfo',
    });
    expect(user.account).toBe('superadmin');
    expect(user.buttons).toEqual(expect.arrayContaining(['sysUser:add', 'sysRole:page', 'sysTenant:page']));
    expect(Array.isArray(user.roleIds)).toBe(true);
    const watermark = await client.ok<{ watermarkEnabled: boolean }>({
      method: 'GET',
      path: '/api/sysAuth/watermarkConfig',
    });
    expect(typeof watermark.watermarkEnabled).toBe('boolean');
    const consts = await client.ok<{ code: string; data: { result: unknown[] } }[]>({
      method: 'GET',
      path: '/api/sysConst/list',
    });
    expect(consts.length).toBeGreaterThan(0);
    for (const c of consts) expect(Array.isArray(c.data.result)).toBe(true);
    const dicts = await client.ok<{ code: string; children: { code: string; value: string }[] }[]>({
      method: 'GET',
      path: '/api/sysDictType/allDictList',
    });
    expect(dicts.find((d) => d.code === 'org_type')?.children.length).toBeGreaterThan(0);
    const menus = await client.ok<MenuNode[]>({
      method: 'GET',
      path: '/api/sysMenu/loginMenuTree',
    });
    const all = flatten(menus);
    const userMenu = all.find((m) => m.component === '/system/user/index');
    // The stock client has no translations for our keys: titles arrive as text.
    expect(userMenu?.meta.title).toBe('账号管理');
    expect(all.filter((m) => /^menu\./.test(m.meta.title))).toEqual([]);
    const buttons = await client.ok<string[]>({ method: 'GET', path: '/api/sysMenu/ownBtnPermList' });
    expect(buttons).toEqual(expect.arrayContaining(['sysUser:page']));
    const unread = await client.ok<unknown[]>({ method: 'GET', path: '/api/sysNotice/unReadList' });
    expect(Array.isArray(unread)).toBe(true);
  });

  it('menu titles follow Accept-Language; our console keeps its keys', async () => {
    const english = new StockClient(server, 'en');
    english.accessToken = client.accessToken;
    const tree = flatten(
      await english.ok<MenuNode[]>({
        method: 'GET',
        path: '/api/sysMenu/loginMenuTree',
      }),
    );
    expect(tree.some((m) => m.meta.title === 'Users')).toBe(true);
    const list = flatten(await english.ok<MenuNode[]>({ method: 'GET', path: '/api/sysMenu/list' }));
    expect(list.filter((m) => /^menu\./.test(m.title))).toEqual([]);
    const console = await server.call<MenuNode[]>('GET', '/api/sysMenu/list', {
      token: client.accessToken ?? '',
      headers: { 'x-menu-title': 'key' },
    });
    expect(flatten(console.body.result).some((m) => m.title === 'menu.sysUser')).toBe(true);
  });

  it('saving a menu from the stock menu page keeps the title key it was shown as text', async () => {
    const rows = flatten(await client.ok<MenuNode[]>({ method: 'GET', path: '/api/sysMenu/list' }));
    const pos = rows.find((m) => m.component === '/system/pos/index') as MenuNode;
    expect(pos.title).toBe('职位管理');
    // editMenu.vue posts its form: the row as listed, with the changed field.
    await client.ok({ method: 'POST', path: '/api/sysMenu/update', body: { ...pos, orderNo: pos.orderNo + 1 } });
    const keys = await server.call<MenuNode[]>('GET', '/api/sysMenu/list', {
      token: client.accessToken ?? '',
      headers: { 'x-menu-title': 'key' },
    });
    const saved = flatten(keys.body.result).find((m) => m.id === pos.id) as MenuNode;
    expect([saved.title, saved.orderNo]).toEqual(['menu.sysPos', pos.orderNo + 1]);
  });

  it('users page: org tree, "all organisations" (-1), one organisation, the root (0), the edit dialog', async () => {
    const orgs = await client.ok<Tree[]>({ method: 'GET', path: '/api/sysOrg/list', query: { Id: 0 } });
    expect(orgs.length).toBeGreaterThan(0);
    // user/index.vue: Object.assign(queryParams, tableParams) → {orgId, page, pageSize, total}
    const all = await client.ok<Paged<{ id: number; account: string }>>({
      method: 'POST',
      path: '/api/sysUser/page',
      body: { orgId: -1, page: 1, pageSize: 20, total: 0 },
    });
    expect(all.total).toBeGreaterThan(0);
    const org = orgs[0] as Tree;
    const inOrg = await client.ok<Paged<unknown>>({
      method: 'POST',
      path: '/api/sysUser/page',
      body: { orgId: org.id, page: 1, pageSize: 20, total: all.total },
    });
    expect(inOrg.total).toBeLessThanOrEqual(all.total);
    const root = await client.ok<Paged<unknown>>({
      method: 'POST',
      path: '/api/sysUser/page',
      body: { orgId: 0, page: 1, pageSize: 20, total: inOrg.total },
    });
    expect(root.total).toBe(all.total);
    const filtered = await client.ok<Paged<{ account: string }>>({
      method: 'POST',
      path: '/api/sysUser/page',
      body: { orgId: -1, account: 'admin', page: 1, pageSize: 20, total: all.total },
    });
    expect(filtered.items.every((u) => u.account.includes('admin'))).toBe(true);
    // editUser.vue: positions and roles on mount, the user's roles and extension orgs on open
    expect(await client.ok<unknown[]>({ method: 'GET', path: '/api/sysPos/list' })).toEqual(expect.any(Array));
    expect(await client.ok<unknown[]>({ method: 'GET', path: '/api/sysRole/list' })).toEqual(expect.any(Array));
    const someone = all.items.find((u) => u.account === 'admin') ?? all.items[0];
    const id = someone?.id ?? SEED.platform.users.superadmin;
    expect(await client.ok<number[]>({ method: 'GET', path: `/api/sysUser/ownRoleList/${id}` })).toEqual(
      expect.any(Array),
    );
    expect(await client.ok<unknown[]>({ method: 'GET', path: `/api/sysUser/ownExtOrgList/${id}` })).toEqual(
      expect.any(Array),
    );
  });

  it('roles page: page, menu tree, own menus, data-scope orgs', async () => {
    const roles = await client.ok<Paged<{ id: number }>>({
      method: 'POST',
      path: '/api/sysRole/page',
      body: { page: 1, pageSize: 20, total: 0 },
    });
    expect(roles.total).toBeGreaterThan(0);
    const menus = await client.ok<MenuNode[]>({ method: 'GET', path: '/api/sysMenu/list' });
    expect(flatten(menus).filter((m) => /^menu\./.test(m.title))).toEqual([]);
    const role = roles.items[0] as { id: number };
    expect(
      await client.ok<number[]>({ method: 'GET', path: '/api/sysRole/ownMenuList', query: { Id: role.id } }),
    ).toEqual(expect.any(Array));
    expect(
      await client.ok<number[]>({ method: 'GET', path: '/api/sysRole/ownOrgList', query: { Id: role.id } }),
    ).toEqual(expect.any(Array));
  });

  it('organisations page: tree from the root (Id=0), one branch, org types', async () => {
    const tree = await client.ok<Tree[]>({ method: 'GET', path: '/api/sysOrg/list', query: { Id: 0 } });
    const first = tree[0] as Tree;
    const branch = await client.ok<Tree[]>({ method: 'GET', path: '/api/sysOrg/list', query: { Id: first.id } });
    expect(branch[0]?.id).toBe(first.id);
    const byName = await client.ok<Tree[]>({
      method: 'GET',
      path: '/api/sysOrg/list',
      query: { Id: 0, Name: first.name },
    });
    expect(byName.length).toBeGreaterThan(0);
    const types = await client.ok<{ code: string; value: string }[]>({
      method: 'GET',
      path: '/api/sysDictData/dataList/org_type',
    });
    expect(types.length).toBeGreaterThan(0);
  });

  it('positions, menus, dictionaries and config pages', async () => {
    expect((await client.ok<unknown[]>({ method: 'GET', path: '/api/sysPos/list' })).length).toBeGreaterThan(0);
    const menus = await client.ok<MenuNode[]>({ method: 'GET', path: '/api/sysMenu/list' });
    expect(menus.length).toBeGreaterThan(0);
    const filteredMenus = await client.ok<MenuNode[]>({
      method: 'GET',
      path: '/api/sysMenu/list',
      query: { Title: '账号', Type: 2 },
    });
    expect(filteredMenus.some((m) => m.title === '账号管理')).toBe(true);
    const types = await client.ok<Paged<{ id: number; code: string }>>({
      method: 'POST',
      path: '/api/sysDictType/page',
      body: { page: 1, pageSize: 20, total: 0 },
    });
    expect(types.total).toBeGreaterThan(0);
    const orgType = types.items.find((t) => t.code === 'org_type') ?? (types.items[0] as { id: number });
    const data = await client.ok<Paged<unknown>>({
      method: 'POST',
      path: '/api/sysDictData/page',
      body: { dictTypeId: orgType.id, page: 1, pageSize: 20, total: 0 },
    });
    expect(data.total).toBeGreaterThan(0);
    // config/index.vue through components/table: {page, pageSize, field, order} from defaultSort
    const config = await client.ok<Paged<{ code: string }>>({
      method: 'POST',
      path: '/api/sysConfig/page',
      body: { page: 1, pageSize: 20, field: 'orderNo', order: 'ascending' },
    });
    expect(config.items.some((c) => c.code === 'sys_captcha')).toBe(true);
    expect(await client.ok<string[]>({ method: 'GET', path: '/api/sysConfig/groupList' })).toEqual(expect.any(Array));
  });

  it('tenants page: page, menu grant dialog', async () => {
    const tenants = await client.ok<Paged<{ id: number; userId: number }>>({
      method: 'POST',
      path: '/api/sysTenant/page',
      body: { page: 1, pageSize: 10, total: 0 },
    });
    expect(tenants.total).toBeGreaterThan(0);
    const tenant = tenants.items[0] as { userId: number };
    expect(
      await client.ok<number[]>({
        method: 'GET',
        path: '/api/sysTenant/ownMenuList',
        query: { UserId: tenant.userId },
      }),
    ).toEqual(expect.any(Array));
  });

  it('notices, logs, online users and files pages', async () => {
    const pages: [string, Record<string, unknown>][] = [
      ['/api/sysNotice/page', { page: 1, pageSize: 20, total: 0 }],
      ['/api/sysLogVis/page', { page: 1, pageSize: 20, total: 0 }],
      ['/api/sysLogOp/page', { page: 1, pageSize: 20, field: 'createTime', order: 'descending', total: 0 }],
      ['/api/sysLogEx/page', { page: 1, pageSize: 20, field: 'createTime', order: 'descending', total: 0 }],
      ['/api/sysLogDiff/page', { page: 1, pageSize: 10, total: 0 }],
      ['/api/sysOnlineUser/page', { page: 1, pageSize: 10, total: 1 }],
      ['/api/sysFile/page', { page: 1, pageSize: 10, total: 0 }],
    ];
    for (const [path, body] of pages) {
      const page = await client.ok<Paged<unknown>>({ method: 'POST', path, body });
      expect([path, Array.isArray(page.items)]).toEqual([path, true]);
    }
    // The visit log holds our login; a time window as the date pickers send it.
    const visits = await client.ok<Paged<unknown>>({
      method: 'POST',
      path: '/api/sysLogVis/page',
      body: { startTime: '2000-01-01 00:00:00', endTime: '2999-01-01 00:00:00', page: 1, pageSize: 20, total: 0 },
    });
    expect(visits.total).toBeGreaterThan(0);
    // home/notice: the notice centre, and the user centre
    const received = await client.ok<Paged<unknown>>({
      method: 'GET',
      path: '/api/sysNotice/pageReceived',
      query: { Page: 1, PageSize: 10 },
    });
    expect(Array.isArray(received.items)).toBe(true);
    const me = await client.ok<{ account: string }>({ method: 'GET', path: '/api/sysUser/baseInfo' });
    expect(me.account).toBe('superadmin');
  });

  it('logs out as the user menu does (no body, no content type)', async () => {
    const out = await client.send({ method: 'POST', path: '/api/sysAuth/logout' });
    expect(out.body.code).toBe(200);
    expect(out.headers['access-token']).toBe('invalid_token');
    const after = await client.send({ method: 'GET', path: '/api/sysAuth/userInfo' });
    expect(after.body.code).toBe(401);
  });
});
