import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../helpers/server.ts';
import { prepareResourceFixture } from '../resources/fixture.ts';

interface Config {
  id: number;
  name: string;
  code: string;
  value: string | null;
  sysFlag: number;
  groupCode: string | null;
}

describe('sysConfig (admin-net-contract §6.4)', () => {
  let server: TestServer;
  let admin: string;
  const en = { 'accept-language': 'en' };
  let builtIn: number;
  let custom: number;

  beforeAll(async () => {
    server = await createTestServer();
    await prepareResourceFixture(server);
    admin = await server.tokenFor('superadmin', 'admin');
  });
  afterAll(() => server.close());

  const post = <T = unknown>(url: string, body: unknown, token = admin) =>
    server.call<T>('POST', url, { token, body, headers: en });
  const get = <T = unknown>(url: string, token = admin) => server.call<T>('GET', url, { token, headers: en });

  it('adds parameters; a duplicate code is D9000', async () => {
    const a = await post<number>('/api/sysConfig/add', {
      name: 'Test built-in',
      code: 'zz_builtin',
      value: 'one',
      sysFlag: 1,
      groupCode: 'zz_group',
    });
    expect(a.body.code).toBe(200);
    builtIn = a.body.result;
    const b = await post<number>('/api/sysConfig/add', {
      name: 'Test custom',
      code: 'zz_custom',
      value: '5',
      groupCode: 'zz_group',
    });
    custom = b.body.result;
    expect((await get<Config>(`/api/sysConfig/detail?id=${custom}`)).body.result).toMatchObject({
      sysFlag: 2,
      value: '5',
    });
    const dup = await post('/api/sysConfig/add', { name: 'x', code: 'zz_custom' });
    expect(dup.body.message).toBe('[D9000] The parameter code already exists');
    const bad = await post('/api/sysConfig/add', { name: 'x', code: 'zz_bad', sysFlag: 3 });
    expect(JSON.parse(bad.body.message)).toEqual({ sysFlag: ['has an invalid value'] });
  });

  it('pages with name / code / groupCode filters, lists, and lists groups', async () => {
    const page = await post<{ items: Config[]; total: number }>('/api/sysConfig/page', { groupCode: 'zz_group' });
    expect(page.body.result.items.map((c) => c.code)).toEqual(['zz_builtin', 'zz_custom']);
    const byCode = await post<{ items: Config[] }>('/api/sysConfig/page', { code: 'custom' });
    expect(byCode.body.result.items.map((c) => c.code)).toEqual(['zz_custom']);
    expect((await get<Config[]>('/api/sysConfig/list')).body.result.map((c) => c.code)).toEqual(
      expect.arrayContaining(['zz_builtin', 'zz_custom']),
    );
    expect((await get<string[]>('/api/sysConfig/groupList')).body.result).toContain('zz_group');
  });

  it('an update is visible through the settings cache at once', async () => {
    expect(await server.services.settings.get('zz_custom')).toBe('5');
    const upd = await post('/api/sysConfig/update', { id: custom, name: 'Test custom', code: 'zz_custom', value: '7' });
    expect(upd.body.code).toBe(200);
    expect(await server.services.settings.get('zz_custom')).toBe('7');
  });

  it('built-in parameters cannot be deleted (D9001), singly or in a batch', async () => {
    const del = await post('/api/sysConfig/delete', { id: builtIn });
    expect(del.body.message).toBe('[D9001] Built-in parameters cannot be deleted');
    const zh = await server.call('POST', '/api/sysConfig/delete', {
      token: admin,
      body: { id: builtIn },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.body.message).toBe('[D9001] 禁止删除系统内置参数');
    const batch = await post('/api/sysConfig/batchDelete', [custom, builtIn]);
    expect(batch.body.message).toMatch(/^\[D9001\]/);
    // Nothing of the refused batch was deleted.
    expect((await get<Config>(`/api/sysConfig/detail?id=${custom}`)).body.result).not.toBeNull();
    const ok = await post('/api/sysConfig/batchDelete', [custom]);
    expect(ok.body).toMatchObject({ code: 200, result: 1 });
    expect(await server.services.settings.get('zz_custom')).toBeNull();
    expect((await get<Config>(`/api/sysConfig/detail?id=${builtIn}`)).body.result?.code).toBe('zz_builtin');
  });

  it('tenant administrators hold no sysConfig codes', async () => {
    const factory = await server.tokenFor('factory', 'factory');
    expect((await post('/api/sysConfig/page', {}, factory)).body.code).toBe(403);
    expect((await post('/api/sysConfig/add', { name: 'x', code: 'zz_t' }, factory)).body.code).toBe(403);
  });
});
