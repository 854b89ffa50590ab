import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { SEED } from '../../src/seed/ids.ts';
import { defaultTenantMenuIds } from '../../src/seed/menus.ts';
import { login } from '../auth/auth-helpers.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';

interface MenuNode {
  id: number;
  name: string;
  children?: MenuNode[];
}
const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

describe('sysTenant: provisioning, status, menus, protection', () => {
  let server: TestServer;
  let superadmin: string;
  const en = { 'accept-language': 'en' };
  const form = (over: Record<string, unknown> = {}) => ({
    kind: 'merchant',
    code: 'teeworld',
    name: 'Tee World',
    adminAccount: 'teeadmin',
    adminPassword: 'Secret123',
    phone: '13912345678',
    email: 'boss@tee.example',
    title: 'Tee World console',
    carousel: ['https://cdn.example.com/a.png'],
    ...over,
  });

  beforeAll(async () => {
    server = await createTestServer();
    superadmin = await server.tokenFor('superadmin', 'admin');
  }, 300_000);
  afterAll(() => server.close());

  const add = (body: unknown, token = superadmin) =>
    server.call<number>('POST', '/api/sysTenant/add', { token, body, headers: en });

  it('validates the form (kind, code, account, password, phone, images)', async () => {
    const { body } = await add({
      kind: 'system',
      code: '1bad',
      name: '',
      adminAccount: 'x',
      adminPassword: '12',
      phone: '123',
      logo: 'javascript:alert(1)',
    });
    expect(body.code).toBe(400);
    const fields = JSON.parse(body.message) as Record<string, string[]>;
    expect(Object.keys(fields)).toEqual(
      expect.arrayContaining(['kind', 'code', 'name', 'adminAccount', 'phone', 'logo']),
    );
    const weak = await add(form({ adminPassword: '12' }));
    expect(weak.body.code).toBe(400);
    expect(weak.body.message).toContain('adminPassword');
  });

  it('creates a merchant tenant with root org, admin role, admin user and the default grant, in one go', async () => {
    const { body } = await add(form());
    expect(body.code).toBe(200);
    const tenantId = body.result;
    const rows = await asPlatform(server.db, async (tx) => ({
      tenant: await queryRows<Record<string, unknown>>(tx, sql`select * from sys_tenant where id = ${tenantId}`),
      orgs: await queryRows<Record<string, unknown>>(tx, sql`select * from sys_org where tenant_id = ${tenantId}`),
      roles: await queryRows<Record<string, unknown>>(tx, sql`select * from sys_role where tenant_id = ${tenantId}`),
      users: await queryRows<Record<string, unknown>>(tx, sql`select * from sys_user where tenant_id = ${tenantId}`),
      account: await queryRows<Record<string, unknown>>(
        tx,
        sql`select * from sys_login_account where account = 'teeadmin'`,
      ),
      userRoles: await queryRows(tx, sql`select * from sys_user_role where tenant_id = ${tenantId}`),
      menus: await queryRows<{ menu_id: number }>(
        tx,
        sql`select menu_id from sys_tenant_menu where tenant_id = ${tenantId}`,
      ),
      roleMenus: await queryRows<{ role_id: number; menu_id: number }>(
        tx,
        sql`select role_id, menu_id from sys_role_menu where tenant_id = ${tenantId}`,
      ),
    }));
    const tenant = rows.tenant[0];
    expect(tenant?.is_merchant).toBe(true);
    expect(tenant?.is_factory).toBe(false);
    expect(rows.orgs).toHaveLength(1);
    expect(rows.orgs[0]?.name).toBe('Tee World');
    expect(Number(tenant?.org_id)).toBe(Number(rows.orgs[0]?.id));
    // The admin role, and the staff role a merchant gives its accounts (seed/merchant-staff.ts).
    expect(rows.roles.map((r) => [r.code, r.name]).sort()).toEqual([
      ['merchant_staff', '商户员工'],
      ['sys_admin', '系统管理员'],
    ]);
    expect(rows.users).toHaveLength(1);
    expect(rows.users[0]?.account_type).toBe(888);
    expect(Number(tenant?.user_id)).toBe(Number(rows.users[0]?.id));
    expect(Number(rows.account[0]?.tenant_id)).toBe(tenantId);
    expect(rows.userRoles).toHaveLength(1);
    const expected = defaultTenantMenuIds('merchant').sort();
    expect(rows.menus.map((m) => Number(m.menu_id)).sort()).toEqual(expected);
    const adminRole = rows.roles.find((r) => r.code === 'sys_admin');
    const adminMenus = rows.roleMenus.filter((m) => Number(m.role_id) === Number(adminRole?.id));
    expect(adminMenus).toHaveLength(expected.length);

    const page = await server.call<{ items: { code: string; kind: string; adminAccount: string }[] }>(
      'POST',
      '/api/sysTenant/page',
      { token: superadmin, body: { name: 'tee world' } },
    );
    expect(page.body.result.items).toEqual([
      expect.objectContaining({ code: 'teeworld', kind: 'merchant', adminAccount: 'teeadmin' }),
    ]);
  });

  it('refuses a taken account (across tenants) or code, and writes nothing', async () => {
    const count = async () =>
      (
        await asPlatform(server.db, (tx) =>
          queryRows<{ n: number }>(tx, sql`select count(*)::int as n from sys_tenant`),
        )
      )[0]?.n;
    const before = await count();
    const taken = await add(form({ code: 'other1', name: 'Other', adminAccount: 'factory' }));
    expect(taken.body.message).toContain('D1003');
    const dupCode = await add(form({ name: 'Other 2', adminAccount: 'other2admin' }));
    expect(dupCode.body.message).toContain('Z1005');
    expect(await count()).toBe(before);
  });

  it('the new admin logs in to the merchant area only and sees only merchant menus', async () => {
    const wrongArea = await login(server, 'teeadmin', { password: 'Secret123', area: 'factory' });
    expect(wrongArea.body.message).toContain('D1030');
    const ok = await login(server, 'teeadmin', { password: 'Secret123', area: 'merchant' });
    expect(ok.body.code).toBe(200);
    const token = ok.body.result.accessToken;
    const tree = await server.call<MenuNode[]>('GET', '/api/sysMenu/loginMenuTree', { token });
    const ids = new Set(flatten(tree.body.result).map((m) => m.id));
    const merchantMenus = new Set(defaultTenantMenuIds('merchant'));
    expect(ids.size).toBeGreaterThan(3);
    for (const id of ids) expect(merchantMenus.has(id)).toBe(true);
    const factoryOnly = defaultTenantMenuIds('factory').filter((id) => !merchantMenus.has(id));
    expect(factoryOnly.some((id) => ids.has(id))).toBe(false);
  });

  it('branding update, menu grant and admin password reset', async () => {
    const [t] = await asPlatform(server.db, (tx) =>
      queryRows<{ id: number }>(tx, sql`select id from sys_tenant where code = 'teeworld'`),
    );
    const id = Number(t?.id);
    const upd = await server.call('POST', '/api/sysTenant/update', {
      token: superadmin,
      body: { id, name: 'Tee World Ltd', logo: 'https://cdn.example.com/logo.png', viceTitle: 'Shirts', carousel: [] },
    });
    expect(upd.body.code).toBe(200);
    const detail = await server.call<{ name: string; logo: string; viceTitle: string }>(
      'GET',
      '/api/sysTenant/detail',
      {
        token: superadmin,
        query: { id: String(id) },
      },
    );
    expect(detail.body.result).toMatchObject({ name: 'Tee World Ltd', logo: 'https://cdn.example.com/logo.png' });

    const some = defaultTenantMenuIds('merchant').slice(0, 5);
    const factoryMenu = defaultTenantMenuIds('factory').find((m) => !defaultTenantMenuIds('merchant').includes(m));
    const grant = await server.call('POST', '/api/sysTenant/grantMenu', {
      token: superadmin,
      body: { id, menuIdList: [...some, factoryMenu] },
    });
    expect(grant.body.code).toBe(200);
    const own = await server.call<number[]>('GET', '/api/sysTenant/ownMenuList', {
      token: superadmin,
      query: { id: String(id) },
    });
    expect(own.body.result.sort()).toEqual([...some].sort());

    const oldSession = (await login(server, 'teeadmin', { password: 'Secret123', area: 'merchant' })).body.result
      .accessToken;
    const reset = await server.call<string>('POST', '/api/sysTenant/resetPwd', { token: superadmin, body: { id } });
    expect(reset.body.result).toMatch(/^[A-Za-z0-9]{10}$/);
    expect((await server.call('GET', '/api/sysAuth/userInfo', { token: oldSession })).body.code).toBe(401);
    const relog = await login(server, 'teeadmin', { password: reset.body.result, area: 'merchant' });
    expect(relog.body.code).toBe(200);
  });

  it('a disabled tenant cannot log in and its sessions stop; enabling lets it back', async () => {
    const live = await server.tokenFor('merchant', 'merchant');
    expect((await server.call('GET', '/api/sysAuth/userInfo', { token: live })).body.code).toBe(200);
    const off = await server.call('POST', '/api/sysTenant/setStatus', {
      token: superadmin,
      body: { id: SEED.merchant.tenantId, status: 2 },
    });
    expect(off.body.code).toBe(200);
    expect((await server.call('GET', '/api/sysAuth/userInfo', { token: live })).body.code).toBe(401);
    const refused = await login(server, 'merchant', { area: 'merchant' });
    expect(refused.body.message).toContain('Z1003');
    await server.call('POST', '/api/sysTenant/setStatus', {
      token: superadmin,
      body: { id: SEED.merchant.tenantId, status: 1 },
    });
    expect((await login(server, 'merchant', { area: 'merchant' })).body.code).toBe(200);
  });

  it('the platform tenant cannot be deleted or disabled; another tenant can be deleted and frees its accounts', async () => {
    const del = await server.call('POST', '/api/sysTenant/delete', {
      token: superadmin,
      headers: en,
      body: { id: SEED.platform.tenantId },
    });
    expect(del.body.message).toContain('D1023');
    const off = await server.call('POST', '/api/sysTenant/setStatus', {
      token: superadmin,
      body: { id: SEED.platform.tenantId, status: 2 },
    });
    expect(off.body.message).toContain('Z1006');
    const [t] = await asPlatform(server.db, (tx) =>
      queryRows<{ id: number }>(tx, sql`select id from sys_tenant where code = 'teeworld'`),
    );
    const gone = await server.call('POST', '/api/sysTenant/delete', { token: superadmin, body: { id: Number(t?.id) } });
    expect(gone.body.code).toBe(200);
    expect((await login(server, 'teeadmin', { password: 'whatever1', area: 'merchant' })).body.message).toContain(
      'D1000',
    );
    const again = await add(form({ code: 'teeworld2', name: 'Tee World 2' }));
    expect(again.body.code).toBe(200);
  });

  it('createDb explains that tenants share the database (Z1002); an unknown tenant is Z1004', async () => {
    const shared = await server.call('POST', '/api/sysTenant/createDb', {
      token: superadmin,
      headers: en,
      body: { id: SEED.merchant.tenantId },
    });
    expect(shared.body.message).toContain('[Z1002]');
    expect(shared.body.message).toContain('row-level security');
    const unknown = await server.call('POST', '/api/sysTenant/createDb', { token: superadmin, body: { id: 42 } });
    expect(unknown.body.message).toContain('[Z1004]');
    const bad = await server.call('POST', '/api/sysTenant/createDb', { token: superadmin, body: { id: 'x' } });
    expect(bad.body.code).toBe(400);
  });

  it('non-platform callers are refused (403), even a tenant admin', async () => {
    const factory = await server.tokenFor('factory', 'factory');
    for (const [method, url, body] of [
      ['POST', '/api/sysTenant/page', {}],
      ['POST', '/api/sysTenant/add', form({ code: 'x1', name: 'X1', adminAccount: 'xadmin1' })],
      ['POST', '/api/sysTenant/setStatus', { id: SEED.merchant.tenantId, status: 2 }],
      ['POST', '/api/sysTenant/createDb', { id: SEED.merchant.tenantId }],
    ] as const) {
      const res = await server.call(method, url, { token: factory, body });
      expect(res.body.code).toBe(403);
    }
    const user1 = await server.tokenFor('user1', 'admin');
    expect((await server.call('POST', '/api/sysTenant/page', { token: user1, body: {} })).body.code).toBe(403);
  });
});
