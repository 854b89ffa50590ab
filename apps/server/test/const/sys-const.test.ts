import { CONST_CLASSES } from '@printfloor/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../helpers/server.ts';

interface ConstOutput {
  name: string;
  code: string | number | boolean;
  data: null;
}

describe('sysConst and sysRole/list', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await createTestServer();
    token = await server.tokenFor('operator', 'factory');
  });
  afterAll(() => server.close());

  it('requires a login', async () => {
    for (const url of ['/api/sysConst/list', '/api/sysConst/data/CommonConst', '/api/sysRole/list']) {
      expect((await server.call('GET', url)).body.code).toBe(401);
    }
  });

  it('lists every class as {name, code, data: {result: [...]}} for any logged-in user', async () => {
    const { body } = await server.call<{ name: string; code: string; data: { result: ConstOutput[] } }[]>(
      'GET',
      '/api/sysConst/list',
      { token, headers: { 'accept-language': 'en' } },
    );
    expect(body.code).toBe(200);
    expect(body.result.map((c) => c.code)).toEqual(CONST_CLASSES.map((c) => c.code));
    const common = body.result.find((c) => c.code === 'CommonConst');
    expect(common?.name).toBe('Platform config');
    expect(Object.keys(common ?? {}).sort()).toEqual(['code', 'data', 'name']);
    expect(common?.data.result).toEqual(
      expect.arrayContaining([
        { name: 'SysCaptcha', code: 'sys_captcha', data: null },
        { name: 'SysTokenExpire', code: 'sys_token_expire', data: null },
        { name: 'SysAdminRole', code: 'sys_admin', data: null },
      ]),
    );
    const lock = body.result.find((c) => c.code === 'LockScreenConst');
    expect(lock?.data.result).toContainEqual({ name: 'LockScreenTime', code: 300, data: null });
    const zh = await server.call<{ name: string; code: string }[]>('GET', '/api/sysConst/list', { token });
    expect(zh.body.result.find((c) => c.code === 'CommonConst')?.name).toBe('平台配置');
  });

  it('returns one class by typeName (case-insensitive), [] for an unknown one', async () => {
    const { body } = await server.call<ConstOutput[]>('GET', '/api/sysConst/data/TimeZoneConst', { token });
    expect(body.code).toBe(200);
    expect(body.result).toContainEqual({ name: 'DefaultTimeZone', code: 'Asia/Shanghai', data: null });
    const lower = await server.call<ConstOutput[]>('GET', '/api/sysConst/data/orderpullconst', { token });
    expect(lower.body.result).toContainEqual({ name: 'MaxDays', code: 7, data: null });
    const unknown = await server.call<ConstOutput[]>('GET', '/api/sysConst/data/NoSuchConst', { token });
    expect(unknown.body).toMatchObject({ code: 200, result: [] });
  });

  it('answers a missing typeName with the required-parameter message', async () => {
    for (const url of ['/api/sysConst/data/', '/api/sysConst/data', '/api/sysConst/data/%20']) {
      const { body } = await server.call('GET', url, { token, headers: { 'accept-language': 'en' } });
      expect(body.code, url).toBe(400);
      expect(body.message, url).toContain('The constant type name is required');
    }
  });

  it("sysRole/list gives the caller's roles; tenant admins get every role of their tenant", async () => {
    const own = await server.call<{ id: number; name: string; code: string }[]>('GET', '/api/sysRole/list', { token });
    expect(own.body.code).toBe(200);
    expect(own.body.result.map((r) => r.code)).toEqual(['operator']);
    expect(Object.keys(own.body.result[0] ?? {}).sort()).toEqual(['code', 'id', 'name']);
    expect(typeof own.body.result[0]?.id).toBe('number');

    const admin = await server.tokenFor('factory', 'factory');
    const all = await server.call<{ code: string }[]>('GET', '/api/sysRole/list', { token: admin });
    expect(all.body.result.map((r) => r.code).sort()).toEqual(['operator', 'sys_admin', 'warehouse']);

    // Another tenant's roles are never listed.
    const merchant = await server.tokenFor('merchant', 'merchant');
    const theirs = await server.call<{ code: string }[]>('GET', '/api/sysRole/list', { token: merchant });
    expect(theirs.body.result.map((r) => r.code).sort()).toEqual(['member', 'merchant_staff', 'sys_admin']);

    const superadmin = await server.tokenFor('superadmin', 'admin');
    const platform = await server.call<{ code: string }[]>('GET', '/api/sysRole/list', { token: superadmin });
    expect(platform.body.result.map((r) => r.code)).toEqual(
      expect.arrayContaining(['sys_admin', 'sys_deptChild', 'sys_dept', 'sys_self', 'sys_define']),
    );
    expect(platform.body.result.map((r) => r.code)).not.toContain('operator');
  });
});
