import { beforeAll, describe, expect, it } from 'vitest';
import { cacheRegistryOf, maskCacheValue } from '../../src/modules/sysCache/registry.ts';
import { SEED } from '../../src/seed/ids.ts';
import { adminMiscSuite } from './misc-helpers.ts';

describe('cache viewer (sysCache)', () => {
  const { suite, superadmin, factory, user1 } = adminMiscSuite();
  const scratch = new Map<string, unknown>();

  beforeAll(async () => {
    const { server } = suite;
    cacheRegistryOf(server.services).register({
      name: 'scratch',
      keys: () => [...scratch.keys()],
      get: (key) => scratch.get(key),
      delete: (key) => scratch.delete(key),
    });
  });

  it('lists the real keys of the auth cache and the settings store', async () => {
    await user1.post('/api/sysLogOp/page', { page: 1 });
    const res = await superadmin.get<string[]>('/api/sysCache/keyList');
    expect(res.body.code).toBe(200);
    const keys = res.body.result;
    expect(
      keys.some((k) => k.startsWith(`auth:codes:${SEED.platform.tenantId}:${SEED.platform.users.superadmin}:`)),
    ).toBe(true);
    expect(keys.some((k) => k.startsWith('auth:session:'))).toBe(true);
    expect(keys).toContain('settings:sys_token_expire');
  });

  it('shows values: settings as stored, code sets as arrays, secrets and tokens masked', async () => {
    const setting = await superadmin.get<string>(
      `/api/sysCache/value/${encodeURIComponent('settings:sys_token_expire')}`,
    );
    expect(setting.body.result).toBe('20');
    const keys = (await superadmin.get<string[]>('/api/sysCache/keyList')).body.result;
    const codesKey = keys.find((k) =>
      k.startsWith(`auth:codes:${SEED.platform.tenantId}:${SEED.platform.users.superadmin}:`),
    );
    const codes = await superadmin.get<string[]>(`/api/sysCache/value/${encodeURIComponent(String(codesKey))}`);
    expect(codes.body.result).toContain('sysCache:keyList');

    scratch.set('user:1', { name: 'Ada', accessToken: 'eyJ.secret', nested: { password: 'p', ok: 1 } });
    scratch.set('api_secret', 'plain-secret');
    const masked = await superadmin.get('/api/sysCache/value/scratch:user:1');
    expect(masked.body.result).toEqual({ name: 'Ada', accessToken: '***', nested: { password: '***', ok: 1 } });
    expect((await superadmin.get('/api/sysCache/value/scratch:api_secret')).body.result).toBe('***');
    expect((await superadmin.get('/api/sysCache/value/scratch:missing')).body.result).toBeNull();
    expect(maskCacheValue(new Set(['a']))).toEqual(['a']);
  });

  it('keysByPrefixKey, delete one key and deleteByPreKey', async () => {
    scratch.set('a:1', 1);
    scratch.set('a:2', 2);
    scratch.set('b:1', 3);
    const prefixed = await superadmin.get<string[]>('/api/sysCache/keysByPrefixKey/scratch:a:');
    expect(prefixed.body.result).toEqual(['scratch:a:1', 'scratch:a:2']);
    expect((await superadmin.post<boolean>('/api/sysCache/delete/scratch:b:1')).body.result).toBe(true);
    expect((await superadmin.post<boolean>('/api/sysCache/delete/scratch:b:1')).body.result).toBe(false);
    expect((await superadmin.post<number>('/api/sysCache/deleteByPreKey/scratch:a:')).body.result).toBe(2);
    expect([...scratch.keys()].filter((k) => /^[ab]:/.test(k))).toEqual([]);

    // Dropping the caller's own cached codes (computed for this very request; on PostgreSQL the
    // test helper's notice barrier clears other entries between calls): recomputed on the next call.
    const prefix = `auth:codes:${SEED.platform.tenantId}:${SEED.platform.users.superadmin}:`;
    expect(
      (await superadmin.post<number>(`/api/sysCache/deleteByPreKey/${encodeURIComponent(prefix)}`)).body.result,
    ).toBe(1);
    expect((await superadmin.get<string[]>('/api/sysCache/keyList')).body.code).toBe(200);
  });

  it('validates the key parameter', async () => {
    // A key of no known cache, or without the source separator, is simply not cached.
    expect((await superadmin.get('/api/sysCache/value/nosource')).body.result).toBeNull();
    expect((await superadmin.post<boolean>('/api/sysCache/delete/unknown:key')).body.result).toBe(false);
    expect((await superadmin.post<number>('/api/sysCache/deleteByPreKey/zzz')).body.result).toBe(0);
  });

  it('is platform only: tenant admins and platform users without the codes are refused', async () => {
    for (const who of [factory, user1]) {
      expect((await who.get('/api/sysCache/keyList')).body.code).toBe(403);
      expect((await who.get('/api/sysCache/value/settings:sys_token_expire')).body.code).toBe(403);
      expect((await who.get('/api/sysCache/keysByPrefixKey/auth')).body.code).toBe(403);
      expect((await who.post('/api/sysCache/delete/settings:sys_token_expire')).body.code).toBe(403);
      expect((await who.post('/api/sysCache/deleteByPreKey/auth')).body.code).toBe(403);
    }
  });
});
