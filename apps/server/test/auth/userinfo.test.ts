import { sql } from 'drizzle-orm';
import { sm2 } from 'sm-crypto-v2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthContext } from '../../src/auth/context.ts';
import { buttonCodes } from '../../src/auth/permissions.ts';
import { sm2Decrypt } from '../../src/auth/sm2.ts';
import { asPlatform, inTenant } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { SEED_ORGS, SEED_POSITIONS } from '../../src/seed/identity.ts';
import { SEED } from '../../src/seed/ids.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';
import { login, setConfig } from './auth-helpers.ts';

const USER_INFO_KEYS = [
  'id',
  'account',
  'realName',
  'accountType',
  'avatar',
  'tenantId',
  'lastLoginIp',
  'lastLoginTime',
  'address',
  'signature',
  'orgId',
  'orgName',
  'orgType',
  'posName',
  'phone',
  'idCardNum',
  'email',
  'introduction',
  'roleIds',
  'timeZone',
  'buttons',
  'area',
  'tenant',
].sort();

const TENANT_KEYS = [
  'logo',
  'mlogo',
  'title',
  'viceTitle',
  'mviceTitle',
  'copyright',
  'copyrightInfo',
  'isSystem',
  'isFactory',
  'isMerchant',
  'isCopyright',
  'isCarousel',
  'brother',
].sort();

interface UserInfo {
  id: number;
  account: string;
  realName: string;
  accountType: number;
  tenantId: number;
  lastLoginIp: string;
  lastLoginTime: string;
  orgId: number;
  orgName: string;
  orgType: string;
  posName: string;
  phone: string;
  roleIds: number[];
  timeZone: string;
  buttons: string[];
  area: string;
  tenant: Record<string, unknown>;
}

describe('GET /api/sysAuth/userInfo and the small sysAuth reads', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
    await setConfig(server, 'sys_captcha', 'false');
  });
  afterAll(() => server.close());

  it('has every field of the login user info (spec §3 + Admin.NET)', async () => {
    const { accessToken } = (await login(server, 'admin', { captcha: false, ip: '10.11.12.13' })).body.result;
    const res = await server.call<UserInfo>('GET', '/api/sysAuth/userInfo', { token: accessToken });
    expect(res.body.code).toBe(200);
    const info = res.body.result;
    expect(Object.keys(info).sort()).toEqual(USER_INFO_KEYS);
    expect(Object.keys(info.tenant).sort()).toEqual(TENANT_KEYS);
    expect(info).toMatchObject({
      id: SEED.platform.users.admin,
      account: 'admin',
      realName: '管理员',
      accountType: 888,
      tenantId: SEED.platform.tenantId,
      lastLoginIp: '10.11.12.13',
      orgId: SEED.platform.orgId,
      orgName: 'PrintFloor 科技',
      orgType: '101',
      posName: '总经理',
      phone: '13800000002',
      roleIds: [SEED.platform.roles.sysAdmin],
      timeZone: 'Asia/Shanghai',
      area: 'admin',
    });
    expect(info.lastLoginTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(Array.isArray(info.buttons)).toBe(true);
    expect(info.buttons.every((b) => typeof b === 'string')).toBe(true);
    expect(info.tenant).toMatchObject({
      title: 'PrintFloor',
      viceTitle: 'AI 赋能的智能制造',
      logo: '/logo.svg',
      isSystem: true,
      isFactory: false,
      isMerchant: false,
      isCarousel: false,
      brother: false,
    });
    // avatar, address, signature are written as null, not omitted.
    const raw = await server.app.inject({
      method: 'GET',
      url: '/api/sysAuth/userInfo',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(raw.body).toContain('"avatar":null');
  });

  it('describes a factory user with their tenant, org, position, roles and buttons', async () => {
    const { accessToken } = (await login(server, 'operator', { captcha: false })).body.result;
    const info = (await server.call<UserInfo>('GET', '/api/sysAuth/userInfo', { token: accessToken })).body.result;
    expect(info).toMatchObject({
      account: 'operator',
      accountType: 777,
      tenantId: SEED.factory.tenantId,
      orgId: SEED_ORGS.factory.production,
      orgName: '生产部',
      posName: '印花操作员',
      roleIds: [SEED.factory.roles.operator],
      area: 'factory',
    });
    expect(info.tenant).toMatchObject({ isFactory: true, isSystem: false, title: '深圳 PrintFloor 数码直喷工厂' });
    // The buttons are exactly the caller's own permission codes (what the permission check uses).
    const verified = server.services.tokens.verifyAccess(accessToken);
    if (!verified || !('claims' in verified)) throw new Error('token not valid');
    const codes = await inTenant(server.db, SEED.factory.tenantId, (tx) =>
      buttonCodes(tx, {
        userId: SEED.factory.users.operator,
        tenantId: SEED.factory.tenantId,
        accountType: 777,
        area: 'factory',
      } as AuthContext),
    );
    expect(info.buttons).toEqual(codes);
    expect(info.buttons.length).toBeGreaterThan(0);
    // The same codes as the caller's own button list (open to every signed-in user).
    const own = await server.call<string[]>('GET', '/api/sysMenu/ownBtnPermList', { token: accessToken });
    expect(own.body.code).toBe(200);
    expect([...info.buttons].sort()).toEqual([...own.body.result].sort());
  });

  it('shows a change of role menus, user roles or role status at once (button cache)', async () => {
    const F = SEED.factory;
    const { accessToken } = (await login(server, 'operator', { captcha: false })).body.result;
    const buttons = async () =>
      (await server.call<UserInfo>('GET', '/api/sysAuth/userInfo', { token: accessToken })).body.result.buttons;
    const before = await buttons();
    expect(await buttons()).toEqual(before);
    const [menu] = await asPlatform(server.db, (tx) =>
      queryRows<{ id: number; permission: string }>(
        tx,
        sql`select m.id, m.permission from sys_menu m
              join sys_tenant_menu tm on tm.menu_id = m.id and tm.tenant_id = ${F.tenantId}
             where m.permission is not null and m.status = 1 and not m.is_delete
               and (m.areas is null or 'factory' = any(m.areas))
               and m.permission not in (select jsonb_array_elements_text(${JSON.stringify(before)}::jsonb))
             order by m.id limit 1`,
      ),
    );
    if (!menu) throw new Error('no grantable factory button in the seed');
    await asPlatform(server.db, (tx) =>
      tx.execute(
        sql`insert into sys_role_menu (tenant_id, role_id, menu_id) values (${F.tenantId}, ${F.roles.operator}, ${menu.id})`,
      ),
    );
    expect(await buttons()).toContain(menu.permission);
    await asPlatform(server.db, (tx) =>
      tx.execute(sql`update sys_role set status = 2 where tenant_id = ${F.tenantId} and id = ${F.roles.operator}`),
    );
    expect(await buttons()).toEqual([]);
    await asPlatform(server.db, (tx) =>
      tx.execute(sql`update sys_role set status = 1 where tenant_id = ${F.tenantId} and id = ${F.roles.operator}`),
    );
    expect(await buttons()).toContain(menu.permission);
    await asPlatform(server.db, (tx) =>
      tx.execute(sql`delete from sys_user_role where tenant_id = ${F.tenantId} and user_id = ${F.users.operator}`),
    );
    expect(await buttons()).toEqual([]);
    await asPlatform(server.db, async (tx) => {
      await tx.execute(
        sql`insert into sys_user_role (tenant_id, user_id, role_id) values (${F.tenantId}, ${F.users.operator}, ${F.roles.operator})`,
      );
      await tx.execute(
        sql`delete from sys_role_menu where tenant_id = ${F.tenantId} and role_id = ${F.roles.operator} and menu_id = ${menu.id}`,
      );
    });
    expect(await buttons()).toEqual(before);
  });

  it('follows the tenant time zone and the user’s changed position', async () => {
    await asPlatform(server.db, async (tx) => {
      await tx.execute(sql`update sys_tenant set time_zone = 'America/Sao_Paulo' where id = ${SEED.merchant.tenantId}`);
      await tx.execute(
        sql`update sys_user set pos_id = ${SEED_POSITIONS.merchant.owner} where id = ${SEED.merchant.users.shopstaff}`,
      );
    });
    const { accessToken } = (await login(server, 'shopstaff', { captcha: false })).body.result;
    const info = (await server.call<UserInfo>('GET', '/api/sysAuth/userInfo', { token: accessToken })).body.result;
    expect(info.timeZone).toBe('America/Sao_Paulo');
    expect(info.posName).toBe('店长');
    expect(info.accountType).toBe(666);
    expect(info.tenant.isMerchant).toBe(true);
  });

  it('gives the super admin no roles but the whole button catalogue', async () => {
    const { accessToken } = (await login(server, 'superadmin', { captcha: false })).body.result;
    const info = (await server.call<UserInfo>('GET', '/api/sysAuth/userInfo', { token: accessToken })).body.result;
    expect(info.accountType).toBe(999);
    expect(info.roleIds).toEqual([]);
    const [row] = await asPlatform(server.db, async (tx) => {
      const res = (await tx.execute(
        sql`select count(distinct permission)::int as n from sys_menu
             where permission is not null and status = 1 and not is_delete and (areas is null or 'admin' = any(areas))`,
      )) as unknown as { rows: { n: number }[] };
      return res.rows;
    });
    expect(info.buttons.length).toBe(row?.n);
  });

  it('needs a token', async () => {
    const res = await server.call('GET', '/api/sysAuth/userInfo');
    expect(res.body.code).toBe(401);
  });

  it('watermarkConfig follows sys_watermark', async () => {
    const { accessToken } = (await login(server, 'user1', { captcha: false })).body.result;
    await setConfig(server, 'sys_watermark', 'false');
    const off = await server.call('GET', '/api/sysAuth/watermarkConfig', { token: accessToken });
    expect(off.body.result).toEqual({ watermarkEnabled: false });
    await setConfig(server, 'sys_watermark', 'true');
    const on = await server.call('GET', '/api/sysAuth/watermarkConfig', { token: accessToken });
    expect(on.body.result).toEqual({ watermarkEnabled: true });
    expect((await server.call('GET', '/api/sysAuth/watermarkConfig')).body.code).toBe(401);
  });

  it('unLockScreen checks the password from the query or the body, SM2 or plain', async () => {
    const { accessToken } = (await login(server, 'user1', { captcha: false })).body.result;
    const call = (opts: { query?: Record<string, string>; body?: unknown }) =>
      server.call<boolean>('POST', '/api/sysAuth/unLockScreen', {
        token: accessToken,
        ...opts,
        headers: { 'accept-language': 'en' },
      });
    expect((await call({ query: { password: '123456' } })).body.result).toBe(true);
    expect((await call({ query: { password: 'wrong-one' } })).body.result).toBe(false);
    expect((await call({ body: { password: '123456' } })).body.result).toBe(true);
    expect((await call({ body: { Password: 'nope' } })).body.result).toBe(false);
    const pair = sm2.generateKeyPairHex();
    const secrets = server.services.config.secrets;
    const saved = { ...secrets };
    Object.assign(secrets, { sm2PublicKey: pair.publicKey, sm2PrivateKey: pair.privateKey });
    try {
      const cipher = sm2.doEncrypt('123456', pair.publicKey, 1);
      expect((await call({ query: { password: cipher } })).body.result).toBe(true);
    } finally {
      Object.assign(secrets, saved);
    }
    const missing = await call({});
    expect(missing.body.code).toBe(400);
    expect(missing.body.message).toContain('The password is required');
    expect((await call({ body: { password: 42 } })).body.code).toBe(400);
    expect((await server.call('POST', '/api/sysAuth/unLockScreen', { query: { password: '123456' } })).body.code).toBe(
      401,
    );
  });

  it('loginConfig answers the switches, the SM2 public key and a tenant’s branding by code or id', async () => {
    await setConfig(server, 'sys_captcha', 'true');
    await setConfig(server, 'sys_second_ver', 'false');
    const plain = await server.call<Record<string, unknown>>('GET', '/api/sysAuth/loginConfig');
    expect(plain.body.result).toEqual({
      secondVerEnabled: false,
      captchaEnabled: true,
      cryptoPublicKey: expect.stringMatching(/^04[0-9a-f]{128}$/),
      oauthProviders: [],
    });
    // The served key is the public half of the server's own pair: what a client encrypts with it, the server reads.
    const served = (plain.body.result as { cryptoPublicKey: string }).cryptoPublicKey;
    expect(sm2Decrypt(sm2.doEncrypt('123456', served, 1), server.services.config.secrets.sm2PrivateKey)).toBe('123456');
    await setConfig(server, 'sys_captcha', 'false');
    const byCode = await server.call<{ captchaEnabled: boolean; tenant: Record<string, unknown> }>(
      'GET',
      '/api/sysAuth/loginConfig',
      { query: { code: 'factory' } },
    );
    expect(byCode.body.result.captchaEnabled).toBe(false);
    expect(Object.keys(byCode.body.result.tenant).sort()).toEqual(
      [
        'id',
        'code',
        'name',
        'logo',
        'mlogo',
        'title',
        'viceTitle',
        'mviceTitle',
        'copyright',
        'copyrightInfo',
        'isCopyright',
        'isCarousel',
        'carousel',
        'isSystem',
        'isFactory',
        'isMerchant',
      ].sort(),
    );
    expect(byCode.body.result.tenant).toMatchObject({
      id: SEED.factory.tenantId,
      code: 'factory',
      name: '深圳 PrintFloor 数码直喷工厂',
      isFactory: true,
      carousel: [],
    });
    const byId = await server.call<{ tenant: { code: string } }>('GET', '/api/sysAuth/loginConfig', {
      query: { Code: String(SEED.merchant.tenantId) },
    });
    expect(byId.body.result.tenant.code).toBe('merchant');
    const unknown = await server.call<{ tenant: unknown }>('GET', '/api/sysAuth/loginConfig', {
      query: { code: 'nope' },
    });
    expect(unknown.body.result.tenant).toBeNull();
    await asPlatform(server.db, (tx) =>
      tx.execute(sql`update sys_tenant set status = 2 where id = ${SEED.merchant.tenantId}`),
    );
    try {
      const disabled = await server.call<{ tenant: unknown }>('GET', '/api/sysAuth/loginConfig', {
        query: { code: 'merchant' },
      });
      expect(disabled.body.result.tenant).toBeNull();
    } finally {
      await asPlatform(server.db, (tx) =>
        tx.execute(sql`update sys_tenant set status = 1 where id = ${SEED.merchant.tenantId}`),
      );
    }
    const tooLong = await server.call('GET', '/api/sysAuth/loginConfig', { query: { code: 'x'.repeat(100) } });
    expect(tooLong.body.code).toBe(400);
  });
});
