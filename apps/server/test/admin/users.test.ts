import { describe, expect, it } from 'vitest';
import { SEED_ORGS, SEED_POSITIONS } from '../../src/seed/identity.ts';
import { SEED } from '../../src/seed/ids.ts';
import { serverSuite } from '../helpers/suite.ts';
import { fieldErrors, get, type Page, post, rows, sql, type UserItem } from './helpers.ts';

const F = SEED.factory;
const P = SEED.platform;

describe('sysUser: users of the tenant', () => {
  const suite = serverSuite({ factory: 'factory', operator: 'operator', platformAdmin: ['admin', 'admin'] });

  const newUser = (over: Record<string, unknown> = {}) => ({
    account: 'printer01',
    password: 'secret123',
    realName: '陈静',
    phone: '13912345678',
    email: 'chen@example.com',
    orgId: SEED_ORGS.factory.production,
    posId: SEED_POSITIONS.factory.operator,
    roleIdList: [F.roles.operator],
    ...over,
  });

  it('pages the users of the own tenant only, with org, position and role names', async () => {
    const { body } = await post<Page<UserItem>>(suite.server, suite.factory, '/api/sysUser/page', {
      page: 1,
      pageSize: 50,
    });
    expect(body.code).toBe(200);
    const accounts = body.result.items.map((u) => u.account).sort();
    expect(accounts).toEqual(['factory', 'operator', 'warehouse']);
    expect(body.result.items.every((u) => u.tenantId === F.tenantId)).toBe(true);
    const op = body.result.items.find((u) => u.account === 'operator');
    expect(op?.roleName).toBe('生产操作员');
    expect(op).not.toHaveProperty('password');
  });

  it('filters by org (child orgs included), account and status', async () => {
    const byOrg = await post<Page<UserItem>>(suite.server, suite.factory, '/api/sysUser/page', {
      orgId: SEED_ORGS.factory.root,
    });
    expect(byOrg.body.result.total).toBe(3);
    const prod = await post<Page<UserItem>>(suite.server, suite.factory, '/api/sysUser/page', {
      orgId: SEED_ORGS.factory.production,
    });
    expect(prod.body.result.items.map((u) => u.account)).toEqual(['operator']);
    const byAccount = await post<Page<UserItem>>(suite.server, suite.factory, '/api/sysUser/page', { Account: 'WARE' });
    expect(byAccount.body.result.items.map((u) => u.account)).toEqual(['warehouse']);
  });

  it('adds a user with roles and a login-account row; the detail answers roleIdList', async () => {
    const { body } = await post<number>(suite.server, suite.factory, '/api/sysUser/add', newUser());
    expect(body.code).toBe(200);
    const id = body.result;
    expect(typeof id).toBe('number');
    const detail = await get<UserItem & { roleIdList: number[] }>(
      suite.server,
      suite.factory,
      `/api/sysUser/detail?id=${id}`,
    );
    expect(detail.body.result).toMatchObject({ account: 'printer01', realName: '陈静', status: 1 });
    expect(detail.body.result.roleIdList).toEqual([F.roles.operator]);
    const login = await rows<{ tenant_id: string }>(
      suite.server,
      sql`select tenant_id from sys_login_account where account = 'printer01'`,
    );
    expect(Number(login[0]?.tenant_id)).toBe(F.tenantId);
    const roles = await get<number[]>(suite.server, suite.factory, `/api/sysUser/ownRoleList/${id}`);
    expect(roles.body.result).toEqual([F.roles.operator]);
    // The new user can work with their role's codes.
    const token = await suite.server.tokenFor('printer01', 'factory');
    const info = await get<{ account: string }>(suite.server, token, '/api/sysAuth/userInfo');
    expect(info.body.result.account).toBe('printer01');
  });

  it('validates every field with messages in the caller language', async () => {
    const { body } = await post(suite.server, suite.factory, '/api/sysUser/add', {
      account: '1bad',
      password: '123',
      realName: '',
      phone: '123',
      email: 'nope',
      orgId: null,
      accountType: 999,
    });
    expect(body.code).toBe(400);
    const fields = fieldErrors(body.message);
    expect(fields.account?.[0]).toContain('must start with a letter');
    expect(fields.realName?.[0]).toContain('is required');
    expect(fields.phone?.[0]).toBe(
      'Invalid phone number (start numbers outside mainland China with + and the country code)',
    );
    expect(fields.email?.[0]).toBe('Invalid e-mail address');
    expect(fields.accountType?.[0]).toBeTruthy();
    expect(fields.orgId).toBeTruthy();
    const zh = await suite.server.call('POST', '/api/sysUser/add', {
      token: suite.factory,
      body: newUser({ account: 'x' }),
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(fieldErrors(zh.body.message).account?.[0]).toMatch(/字母开头/);
    const shortPwd = await post(
      suite.server,
      suite.factory,
      '/api/sysUser/add',
      newUser({ account: 'short01', password: '123' }),
    );
    expect(fieldErrors(shortPwd.body.message).password?.[0]).toContain('6 to 16');
    const badOrg = await post(
      suite.server,
      suite.factory,
      '/api/sysUser/add',
      newUser({ account: 'badorg01', orgId: P.orgId }),
    );
    expect(fieldErrors(badOrg.body.message).orgId?.[0]).toContain('does not exist');
    const badRole = await post(
      suite.server,
      suite.factory,
      '/api/sysUser/add',
      newUser({ account: 'badrole01', roleIdList: [P.roles.sysAdmin] }),
    );
    expect(badRole.body.message).toContain('[D1061]');
  });

  it('refuses an account that exists in any tenant (D1003)', async () => {
    for (const account of ['merchant', 'admin', 'printer01', 'PRINTER01']) {
      const { body } = await post(suite.server, suite.factory, '/api/sysUser/add', newUser({ account }));
      expect(body.message, account).toContain('[D1003]');
    }
  });

  it('refuses callers without the button code (deny by default)', async () => {
    for (const [url, payload] of [
      ['/api/sysUser/page', {}],
      ['/api/sysUser/add', newUser({ account: 'denied01' })],
      ['/api/sysUser/setStatus', { id: F.users.warehouse, status: 2 }],
      ['/api/sysUser/resetPwd', { id: F.users.warehouse }],
      ['/api/sysUser/delete', { id: F.users.warehouse }],
    ] as const) {
      const { body } = await post(suite.server, suite.operator, url, payload);
      expect(body.code, url).toBe(403);
    }
  });

  it("never shows or changes another tenant's user", async () => {
    const detail = await get(suite.server, suite.factory, `/api/sysUser/detail?id=${P.users.user1}`);
    expect(detail.body.result).toBeNull();
    for (const [url, payload] of [
      ['/api/sysUser/setStatus', { id: P.users.user1, status: 2 }],
      ['/api/sysUser/resetPwd', { id: P.users.user1 }],
      ['/api/sysUser/delete', { id: P.users.user1 }],
      ['/api/sysUser/grantRole', { userId: P.users.user1, roleIdList: [] }],
      ['/api/sysUser/update', { ...newUser({ account: 'user1' }), id: P.users.user1, orgId: SEED_ORGS.factory.root }],
    ] as const) {
      const { body } = await post(suite.server, suite.factory, url, payload);
      expect(body.message, url).toContain('[D1002]');
    }
    const roles = await get<number[]>(suite.server, suite.factory, `/api/sysUser/ownRoleList/${P.users.user1}`);
    expect(roles.body.result).toEqual([]);
    const [row] = await rows<{ status: number }>(
      suite.server,
      sql`select status from sys_user where id = ${P.users.user1}`,
    );
    expect(row?.status).toBe(1);
  });

  it('updates a user and keeps the global account index in sync', async () => {
    const page = await post<Page<UserItem>>(suite.server, suite.factory, '/api/sysUser/page', { account: 'printer01' });
    const id = page.body.result.items[0]?.id as number;
    const { body } = await post(suite.server, suite.factory, '/api/sysUser/update', {
      ...newUser({ account: 'printer02', realName: 'Chen Jing 2' }),
      id,
      roleIdList: [F.roles.warehouse],
    });
    expect(body.code).toBe(200);
    const login = await rows<{ account: string }>(
      suite.server,
      sql`select account from sys_login_account where user_id = ${id}`,
    );
    expect(login.map((r) => r.account)).toEqual(['printer02']);
    const roles = await get<number[]>(suite.server, suite.factory, `/api/sysUser/ownRoleList/${id}`);
    expect(roles.body.result).toEqual([F.roles.warehouse]);
    const diff = await rows<{ n: number }>(
      suite.server,
      sql`select count(*)::int as n from sys_log_diff where table_name = 'sys_user' and business_id = ${id}`,
    );
    expect(diff[0]?.n).toBeGreaterThan(0);
  });

  it("disabling a user makes their existing token fail on the next call; enabling doesn't revive it", async () => {
    const token = await suite.server.tokenFor('warehouse', 'factory');
    expect((await get(suite.server, token, '/api/sysAuth/userInfo')).body.code).toBe(200);
    const off = await post(suite.server, suite.factory, '/api/sysUser/setStatus', { id: F.users.warehouse, status: 2 });
    expect(off.body.code).toBe(200);
    expect((await get(suite.server, token, '/api/sysAuth/userInfo')).body.code).toBe(401);
    const bad = await post(suite.server, suite.factory, '/api/sysUser/setStatus', { id: F.users.warehouse, status: 3 });
    expect(bad.body.code).toBe(400);
    await post(suite.server, suite.factory, '/api/sysUser/setStatus', { id: F.users.warehouse, status: 1 });
    expect((await get(suite.server, token, '/api/sysAuth/userInfo')).body.code).toBe(401);
  });

  it('refuses to disable or delete oneself', async () => {
    const status = await post(suite.server, suite.factory, '/api/sysUser/setStatus', {
      id: F.users.factory,
      status: 2,
    });
    expect(status.body.message).toContain('[D1026]');
    const del = await post(suite.server, suite.factory, '/api/sysUser/delete', { id: F.users.factory });
    expect(del.body.message).toContain('[D1001]');
  });

  it('resets a password to a generated one and ends the sessions', async () => {
    const token = await suite.server.tokenFor('operator', 'factory');
    const { body } = await post<string>(suite.server, suite.factory, '/api/sysUser/resetPwd', { id: F.users.operator });
    expect(body.code).toBe(200);
    expect(body.result).toMatch(/^[A-Za-z0-9]{10}$/);
    expect((await get(suite.server, token, '/api/sysAuth/userInfo')).body.code).toBe(401);
    await suite.renew('operator');
  });

  it('unlocks a locked login', async () => {
    await rows(
      suite.server,
      sql`insert into sys_login_failure (account, ip, count, locked_until) values ('operator', '10.0.0.9', 5, now() + interval '30 minutes')`,
    );
    const { body } = await post(suite.server, suite.factory, '/api/sysUser/unlockLogin', { id: F.users.operator });
    expect(body.code).toBe(200);
    const left = await rows(suite.server, sql`select 1 from sys_login_failure where account = 'operator'`);
    expect(left).toHaveLength(0);
  });

  it('grants roles', async () => {
    const { body } = await post(suite.server, suite.factory, '/api/sysUser/grantRole', {
      userId: F.users.warehouse,
      roleIdList: [F.roles.warehouse, F.roles.operator],
    });
    expect(body.code).toBe(200);
    const roles = await get<number[]>(suite.server, suite.factory, `/api/sysUser/ownRoleList/${F.users.warehouse}`);
    expect(roles.body.result.sort()).toEqual([F.roles.operator, F.roles.warehouse].sort());
  });

  it('deletes a user: the account is free again', async () => {
    const page = await post<Page<UserItem>>(suite.server, suite.factory, '/api/sysUser/page', { account: 'printer02' });
    const id = page.body.result.items[0]?.id as number;
    const token = await suite.server.tokenFor('printer02', 'factory');
    const { body } = await post(suite.server, suite.factory, '/api/sysUser/delete', { id });
    expect(body.code).toBe(200);
    expect((await get(suite.server, token, '/api/sysAuth/userInfo')).body.code).toBe(401);
    expect((await get(suite.server, suite.factory, `/api/sysUser/detail?id=${id}`)).body.result).toBeNull();
    const again = await post<number>(
      suite.server,
      suite.factory,
      '/api/sysUser/add',
      newUser({ account: 'printer02' }),
    );
    expect(again.body.code).toBe(200);
  });

  describe('data scope on the user list (platform tenant)', () => {
    it('Dept (user2, R&D) sees the R&D users only', async () => {
      const token = await suite.server.tokenFor('user2', 'admin');
      const { body } = await post<Page<UserItem>>(suite.server, token, '/api/sysUser/page', { pageSize: 100 });
      expect(body.code).toBe(200);
      expect(body.result.items.map((u) => u.account)).toEqual(['user2']);
      expect(body.result.items.every((u) => u.orgId === SEED_ORGS.platform.rnd)).toBe(true);
    });
    it('DeptChild (user1, headquarters) sees headquarters and below', async () => {
      const token = await suite.server.tokenFor('user1', 'admin');
      const { body } = await post<Page<UserItem>>(suite.server, token, '/api/sysUser/page', { pageSize: 100 });
      expect(body.result.items.map((u) => u.account).sort()).toEqual(['user1', 'user2', 'user3', 'user4']);
    });
    it('Self (user3) sees only themself; another user is out of scope', async () => {
      const token = await suite.server.tokenFor('user3', 'admin');
      const { body } = await post<Page<UserItem>>(suite.server, token, '/api/sysUser/page', { pageSize: 100 });
      expect(body.result.items.map((u) => u.account)).toEqual(['user3']);
      const detail = await get(suite.server, token, `/api/sysUser/detail?id=${P.users.user1}`);
      expect(detail.body.result).toBeNull();
    });
    it('the tenant admin sees everyone but the super admin', async () => {
      const { body } = await post<Page<UserItem>>(suite.server, suite.platformAdmin, '/api/sysUser/page', {
        pageSize: 100,
      });
      const accounts = body.result.items.map((u) => u.account);
      expect(accounts).toContain('user4');
      expect(accounts).not.toContain('superadmin');
    });
  });

  describe('merchant list', () => {
    it('platform admins list merchant accounts of merchant tenants', async () => {
      const { body } = await post<Page<UserItem>>(suite.server, suite.platformAdmin, '/api/sysUser/page', {
        merchant: true,
        pageSize: 100,
      });
      expect(body.code).toBe(200);
      expect(body.result.items.map((u) => u.account).sort()).toEqual(['merchant', 'merchant2', 'shopstaff']);
      const merchantTenants: number[] = [SEED.merchant.tenantId, SEED.merchant2.tenantId];
      expect(body.result.items.every((u) => merchantTenants.includes(u.tenantId))).toBe(true);
      expect(body.result.items.find((u) => u.account === 'merchant')?.tenantName).toBe('深圳潮T小店');
      expect(body.result.items.find((u) => u.account === 'merchant2')?.tenantName).toBe('杭州印象文创');
    });
    it('a factory admin cannot list them', async () => {
      const { body } = await post(suite.server, suite.factory, '/api/sysUser/page', { merchant: true });
      expect(body.code).toBe(403);
    });
  });
});
