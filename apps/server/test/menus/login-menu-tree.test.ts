import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_ROWS } from '../../src/seed/menu-catalogue/index.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';

interface MenuOutput {
  id: number;
  pid: number;
  type: number;
  name: string | null;
  path: string;
  component: string | null;
  permission: string | null;
  orderNo: number;
  meta: Record<string, unknown>;
  children: MenuOutput[];
}

function flatten(tree: MenuOutput[]): MenuOutput[] {
  return tree.flatMap((n) => [n, ...flatten(n.children)]);
}

const rowById = new Map(MENU_ROWS.map((r) => [r.id, r]));
const inArea = (id: number, area: string) => {
  const areas = rowById.get(id)?.areas;
  return areas === null || areas === undefined ? true : areas.includes(area);
};

describe('sysMenu/loginMenuTree and ownBtnPermList', () => {
  let server: TestServer;
  const tree = async (account: string, area: 'admin' | 'manage' | 'factory' | 'merchant') => {
    const token = await server.tokenFor(account, area);
    const { body } = await server.call<MenuOutput[]>('GET', '/api/sysMenu/loginMenuTree', { token });
    expect(body.code).toBe(200);
    return body.result;
  };
  const buttons = async (account: string, area: 'admin' | 'manage' | 'factory' | 'merchant') => {
    const token = await server.tokenFor(account, area);
    const { body } = await server.call<string[]>('GET', '/api/sysMenu/ownBtnPermList', { token });
    expect(body.code).toBe(200);
    return body.result;
  };

  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('answers 401 without a token', async () => {
    const { body } = await server.call('GET', '/api/sysMenu/loginMenuTree');
    expect(body.code).toBe(401);
  });

  it('returns MenuOutput items with meta, ordered by (orderNo, id), no buttons', async () => {
    const result = await tree('superadmin', 'admin');
    expect(Array.isArray(result)).toBe(true);
    const first = result[0] as MenuOutput;
    expect(Object.keys(first).sort()).toEqual(
      [
        'id',
        'pid',
        'type',
        'name',
        'path',
        'component',
        'permission',
        'redirect',
        'orderNo',
        'status',
        'remark',
        'createTime',
        'updateTime',
        'createUserName',
        'updateUserName',
        'meta',
        'children',
      ].sort(),
    );
    expect(Object.keys(first.meta).sort()).toEqual(
      ['title', 'icon', 'isIframe', 'isLink', 'isHide', 'isKeepAlive', 'isAffix'].sort(),
    );
    expect(first.name).toBe('dashboard');
    const home = first.children.find((c) => c.name === 'home');
    expect(home).toMatchObject({ path: '/dashboard/home', component: '/home/index', meta: { isAffix: true } });
    const all = flatten(result);
    expect(all.some((n) => n.type === 3)).toBe(false);
    const check = (nodes: MenuOutput[]) => {
      for (let i = 1; i < nodes.length; i++) {
        const a = nodes[i - 1] as MenuOutput;
        const b = nodes[i] as MenuOutput;
        expect(a.orderNo < b.orderNo || (a.orderNo === b.orderNo && a.id < b.id)).toBe(true);
      }
      for (const n of nodes) check(n.children);
    };
    check(result);
    // The API docs menu is an iframe of /swagger; the hidden job board is listed but hidden, and is
    // the console's own board page (the schedule lives in the database, not on an API host page).
    expect(all.find((n) => n.name === 'sysApi')?.meta).toMatchObject({ isIframe: true, isLink: '/swagger' });
    expect(all.find((n) => n.name === 'sysJobDashboard')).toMatchObject({
      path: '/platform/job/dashboard',
      component: '/system/job/dashboard/index',
      meta: { isHide: true, isIframe: false },
    });
  });

  it('superadmin in admin sees the admin area only; in manage the operator subset', async () => {
    const admin = flatten(await tree('superadmin', 'admin'));
    expect(admin.every((n) => inArea(n.id, 'admin'))).toBe(true);
    const names = new Set(admin.map((n) => n.name));
    for (const name of ['sysUser', 'sysRole', 'sysTenant', 'sysMenu', 'sysDict', 'sysCodeGen', 'sysApi', 'sysLogDiff'])
      expect(names.has(name)).toBe(true);
    for (const name of ['workshop', 'merchantOrder', 'order']) expect(names.has(name)).toBe(false);

    const manage = flatten(await tree('superadmin', 'manage'));
    const manageNames = new Set(manage.map((n) => n.name));
    for (const name of [
      'home',
      'sysTenant',
      'sysUser',
      'sysNotice',
      'sysLogOp',
      'sysOnlineUser',
      'sysDict',
      'sysConfig',
    ])
      expect(manageNames.has(name)).toBe(true);
    for (const name of ['sysMenu', 'sysCodeGen', 'sysRole', 'workshop']) expect(manageNames.has(name)).toBe(false);
  });

  it('platform admin (888) sees the platform grant of its area without role rows', async () => {
    const admin = flatten(await tree('admin', 'admin'));
    expect(admin.map((n) => n.name)).toContain('sysMenu');
    expect(admin.every((n) => inArea(n.id, 'admin'))).toBe(true);
    const manage = flatten(await tree('admin', 'manage'));
    expect(manage.map((n) => n.name)).not.toContain('sysMenu');
    expect(manage.map((n) => n.name)).toContain('sysTenant');
  });

  it('factory admin sees the factory menus only', async () => {
    const all = flatten(await tree('factory', 'factory'));
    const names = new Set(all.map((n) => n.name));
    for (const name of ['home', 'todo', 'workshop', 'product', 'order', 'workOrder', 'team', 'materialIn', 'bill'])
      expect(names.has(name)).toBe(true);
    for (const name of ['sysTenant', 'sysMenu', 'merchantOrder', 'sysCodeGen']) expect(names.has(name)).toBe(false);
    expect(all.every((n) => inArea(n.id, 'factory'))).toBe(true);
    const codes = await buttons('factory', 'factory');
    expect(codes).toContain('workshop:add');
    expect(codes).toContain('sysUser:page');
    expect(codes).not.toContain('sysMenu:add');
    expect(codes).not.toContain('merchantOrder:page');
  });

  it('merchant admin sees the merchant menus only', async () => {
    const all = flatten(await tree('merchant', 'merchant'));
    const names = new Set(all.map((n) => n.name));
    for (const name of [
      'home',
      'merchantOrder',
      'merchantDtgOrder',
      'orderSync',
      'shop',
      'merchantAccount',
      'sysUserCenter',
    ])
      expect(names.has(name)).toBe(true);
    for (const name of ['workshop', 'todo', 'sysTenant', 'order', 'sysUser', 'sysRole'])
      expect(names.has(name)).toBe(false);
    expect(all.every((n) => inArea(n.id, 'merchant'))).toBe(true);
  });

  it('a narrower role sees fewer menus and lacks the buttons it was not given', async () => {
    const adminMenus = flatten(await tree('factory', 'factory'));
    const operator = flatten(await tree('operator', 'factory'));
    const names = new Set(operator.map((n) => n.name));
    expect(operator.length).toBeLessThan(adminMenus.length);
    for (const name of ['home', 'workOrder', 'batch', 'workshop', 'product', 'sysUserCenter'])
      expect(names.has(name)).toBe(true);
    for (const name of ['materialIn', 'bill', 'sysUser', 'order']) expect(names.has(name)).toBe(false);
    const codes = await buttons('operator', 'factory');
    expect(codes).toContain('workOrder:add');
    expect(codes).toContain('workshop:page');
    expect(codes).not.toContain('workshop:add');
    expect(codes).not.toContain('workshop:delete');
    expect(codes).not.toContain('materialIn:page');

    const warehouse = new Set(flatten(await tree('warehouse', 'factory')).map((n) => n.name));
    expect(warehouse.has('materialIn')).toBe(true);
    expect(warehouse.has('workOrder')).toBe(false);

    const member = flatten(await tree('shopstaff', 'merchant'));
    expect(member.map((n) => n.name)).toContain('merchantOrder');
    expect(member.map((n) => n.name)).not.toContain('shop');
    const memberCodes = await buttons('shopstaff', 'merchant');
    expect(memberCodes).toEqual(expect.arrayContaining(['merchantOrder:page', 'merchantOrder:add']));
    expect(memberCodes).not.toContain('merchantOrder:delete');
    expect(memberCodes).not.toContain('shop:page');

    const user1 = flatten(await tree('user1', 'admin'));
    expect(user1.map((n) => n.name)).toEqual(expect.arrayContaining(['home', 'sysUser', 'sysOrg']));
    expect(user1.map((n) => n.name)).not.toContain('sysTenant');
    const user1Codes = await buttons('user1', 'admin');
    expect(user1Codes).toContain('sysUser:page');
    expect(user1Codes).not.toContain('sysUser:add');
  });

  it('enforces a denied button on the server (deny by default)', async () => {
    const token = await server.tokenFor('operator', 'factory');
    const { body } = await server.call('GET', '/api/sysMenu/list', { token });
    expect(body.code).toBe(403);
  });

  it('ownBtnPermList of the super admin holds every code of its area', async () => {
    const codes = await buttons('superadmin', 'admin');
    expect(codes).toEqual([...codes].sort());
    const expected = MENU_ROWS.filter((r) => r.type === 3 && inArea(r.id, 'admin')).map((r) => r.permission);
    expect(new Set(codes)).toEqual(new Set(expected));
  });
});
