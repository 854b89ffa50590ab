import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { canonicalString, signRequest } from '../../src/auth/open-access.ts';
import { SEED } from '../../src/seed/ids.ts';
import { adminMiscSuite, dbRows, en, fieldErrors, type Page } from './misc-helpers.ts';

interface Issued {
  id: number;
  accessKey: string;
  accessSecret: string;
}

const F = SEED.factory.tenantId;

describe('open access (sysOpenAccess) and signed requests', () => {
  const { suite, superadmin, factory, user1 } = adminMiscSuite();
  let adminKey: Issued;
  let operatorKey: Issued;

  /** Calls the API signed with a key; `override` tampers with one part. */
  async function signed(
    key: { accessKey: string; accessSecret: string },
    method: 'GET' | 'POST',
    url: string,
    options: {
      body?: unknown;
      timestamp?: number;
      nonce?: string;
      signPath?: string;
      secret?: string;
      adminNetHeaders?: boolean;
    } = {},
  ) {
    const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
    const nonce = options.nonce ?? randomBytes(12).toString('hex');
    const path = options.signPath ?? url.split('?')[0] ?? url;
    const signature = signRequest(
      options.secret ?? key.accessSecret,
      canonicalString(method, path, key.accessKey, timestamp, nonce),
    );
    const headers: Record<string, string> = options.adminNetHeaders
      ? { ...en, accessKey: key.accessKey, timestamp, nonce, sign: signature }
      : { ...en, 'X-Access-Key': key.accessKey, 'X-Timestamp': timestamp, 'X-Nonce': nonce, 'X-Signature': signature };
    return suite.server.call<Page<{ tenantId: number }>>(method, url, { headers, body: options.body });
  }

  it('issues a key bound to a user of a tenant; the secret is returned once and stored encrypted', async () => {
    const res = await superadmin.post<Issued>('/api/sysOpenAccess/add', {
      bindTenantId: F,
      bindUserId: SEED.factory.users.factory,
      remark: 'ERP sync',
    });
    expect(res.body.code).toBe(200);
    adminKey = res.body.result;
    expect(adminKey.accessKey).toMatch(/^[0-9a-f]{24}$/);
    expect(adminKey.accessSecret.length).toBeGreaterThanOrEqual(40);
    const [stored] = await dbRows<{ access_secret_enc: string }>(
      suite.server,
      sql`select access_secret_enc from sys_open_access where id = ${adminKey.id}`,
    );
    expect(stored?.access_secret_enc).toMatch(/^v1\./);
    expect(stored?.access_secret_enc).not.toContain(adminKey.accessSecret);

    const page = await superadmin.post<Page<Record<string, unknown>>>('/api/sysOpenAccess/page', { page: 1 });
    const row = page.body.result.items.find((r) => r.id === adminKey.id);
    expect(row).toMatchObject({
      accessKey: adminKey.accessKey,
      bindTenantId: F,
      bindUserAccount: 'factory',
      remark: 'ERP sync',
    });
    expect(JSON.stringify(page.body.result)).not.toContain(adminKey.accessSecret);
    expect(JSON.stringify(page.body.result)).not.toMatch(/secret/i);

    operatorKey = (
      await superadmin.post<Issued>('/api/sysOpenAccess/add', {
        bindTenantId: F,
        bindUserId: SEED.factory.users.operator,
      })
    ).body.result;
  });

  it('accepts a valid signature as the bound user: that user’s tenant and permissions apply', async () => {
    expect((await factory.post('/api/sysPos/add', { name: 'Signed', code: 'SIG-1' })).body.code).toBe(200);
    const ok = await signed(adminKey, 'POST', '/api/sysPos/page', { body: { page: 1, pageSize: 5 } });
    expect(ok.body.code).toBe(200);
    expect(ok.body.result.items.length).toBeGreaterThan(0);
    expect(ok.body.result.items.every((r) => r.tenantId === F)).toBe(true);
    // Admin.NET's header names work too.
    const adminNet = await signed(adminKey, 'POST', '/api/sysPos/page', { body: { page: 1 }, adminNetHeaders: true });
    expect(adminNet.body.code).toBe(200);
    // The operator holds no position codes: refused like the operator's own session would be.
    const refused = await signed(operatorKey, 'POST', '/api/sysPos/page', { body: { page: 1 } });
    expect(refused.body.code).toBe(403);
  });

  it('refuses a wrong secret, a stale or future timestamp, a replayed nonce and a tampered path', async () => {
    const wrong = await signed(adminKey, 'POST', '/api/sysPos/page', { body: { page: 1 }, secret: 'not-the-secret' });
    expect(wrong.body.code).toBe(401);
    const stale = await signed(adminKey, 'POST', '/api/sysPos/page', {
      body: { page: 1 },
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    expect(stale.body.code).toBe(401);
    const future = await signed(adminKey, 'POST', '/api/sysPos/page', {
      body: { page: 1 },
      timestamp: Math.floor(Date.now() / 1000) + 301,
    });
    expect(future.body.code).toBe(401);
    const nonce = randomBytes(12).toString('hex');
    expect((await signed(adminKey, 'POST', '/api/sysPos/page', { body: { page: 1 }, nonce })).body.code).toBe(200);
    expect((await signed(adminKey, 'POST', '/api/sysPos/page', { body: { page: 1 }, nonce })).body.code).toBe(401);
    const [kept] = await dbRows<{ n: number }>(
      suite.server,
      sql`select count(*)::int as n from sys_open_access_nonce where nonce = ${nonce} and expires_at > now()`,
    );
    expect(kept?.n).toBe(1);
    const tampered = await signed(adminKey, 'POST', '/api/sysPos/delete', {
      body: { id: 1 },
      signPath: '/api/sysPos/page',
    });
    expect(tampered.body.code).toBe(401);
    const unknown = await signed({ accessKey: 'deadbeef', accessSecret: 'x' }, 'POST', '/api/sysPos/page', {
      body: { page: 1 },
    });
    expect(unknown.body.code).toBe(401);
    const missing = await suite.server.call('POST', '/api/sysPos/page', {
      headers: { 'X-Access-Key': adminKey.accessKey },
      body: { page: 1 },
    });
    expect(missing.body.code).toBe(401);
  });

  it('regenerating the secret retires the old one; disabling and deleting the key refuse it', async () => {
    const res = await superadmin.post<Issued>('/api/sysOpenAccess/secret', { id: adminKey.id });
    expect(res.body.code).toBe(200);
    expect(res.body.result.accessKey).toBe(adminKey.accessKey);
    expect(res.body.result.accessSecret).not.toBe(adminKey.accessSecret);
    expect((await signed(adminKey, 'POST', '/api/sysPos/page', { body: { page: 1 } })).body.code).toBe(401);
    adminKey = res.body.result;
    expect((await signed(adminKey, 'POST', '/api/sysPos/page', { body: { page: 1 } })).body.code).toBe(200);

    const disable = await superadmin.post('/api/sysOpenAccess/update', {
      id: adminKey.id,
      bindTenantId: F,
      bindUserId: SEED.factory.users.factory,
      status: 2,
    });
    expect(disable.body.code).toBe(200);
    expect((await signed(adminKey, 'POST', '/api/sysPos/page', { body: { page: 1 } })).body.code).toBe(401);
    expect((await superadmin.post('/api/sysOpenAccess/delete', { id: operatorKey.id })).body.code).toBe(200);
    expect((await signed(operatorKey, 'POST', '/api/sysPos/page', { body: { page: 1 } })).body.code).toBe(401);
    expect((await superadmin.post('/api/sysOpenAccess/delete', { id: operatorKey.id })).body.message).toMatch(
      /^\[R0001\]/,
    );
  });

  it('validates: required binding, the user must belong to the bound tenant, status 1/2', async () => {
    const missing = await superadmin.post('/api/sysOpenAccess/add', {});
    expect(missing.body.code).toBe(400);
    expect(Object.keys(fieldErrors(missing.body.message)).sort()).toEqual(['bindTenantId', 'bindUserId']);
    const crossTenant = await superadmin.post('/api/sysOpenAccess/add', {
      bindTenantId: F,
      bindUserId: SEED.merchant.users.merchant,
    });
    expect(fieldErrors(crossTenant.body.message)).toEqual({ bindUserId: ['refers to a record that does not exist'] });
    const noTenant = await superadmin.post('/api/sysOpenAccess/add', { bindTenantId: 42, bindUserId: 42 });
    expect(Object.keys(fieldErrors(noTenant.body.message))).toEqual(['bindTenantId']);
    const badStatus = await superadmin.post('/api/sysOpenAccess/update', {
      id: adminKey.id,
      bindTenantId: F,
      bindUserId: SEED.factory.users.factory,
      status: 5,
    });
    expect(Object.keys(fieldErrors(badStatus.body.message))).toEqual(['status']);
    expect((await superadmin.post('/api/sysOpenAccess/secret', { id: 'x' })).body.code).toBe(400);
    const unknown = await superadmin.post('/api/sysOpenAccess/update', {
      id: 99999999,
      bindTenantId: F,
      bindUserId: SEED.factory.users.factory,
    });
    expect(unknown.body.message).toMatch(/^\[R0001\]/);
  });

  it('is platform only: tenant admins and platform users without the codes are refused', async () => {
    for (const who of [factory, user1]) {
      expect((await who.post('/api/sysOpenAccess/page', { page: 1 })).body.code).toBe(403);
      expect(
        (await who.post('/api/sysOpenAccess/add', { bindTenantId: F, bindUserId: SEED.factory.users.factory })).body
          .code,
      ).toBe(403);
      expect((await who.post('/api/sysOpenAccess/secret', { id: adminKey.id })).body.code).toBe(403);
      expect((await who.post('/api/sysOpenAccess/delete', { id: adminKey.id })).body.code).toBe(403);
    }
  });
});
