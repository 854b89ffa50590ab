import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/auth/password.ts';
import { asPlatform } from '../../src/db/context.ts';
import { sysLoginAccount, sysMenu, sysUser } from '../../src/db/schema/index.ts';
import { routeCatalogue } from '../../src/http/route.ts';
import { SEED } from '../../src/seed/ids.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';

function concrete(url: string): string {
  return url.replace(/:[^/]+/g, 'x');
}

/** Deny by default (admin-net-contract §15 row 7), checked over every registered route. */
describe('deny-by-default permissions on every route', () => {
  let server: TestServer;
  let noRolesToken: string;
  beforeAll(async () => {
    server = await createTestServer();
    const password = await hashPassword('Secret#123');
    await asPlatform(server.db, async (tx) => {
      const [user] = await tx
        .insert(sysUser)
        .values({
          tenantId: SEED.factory.tenantId,
          account: 'noroles',
          password,
          realName: 'No Roles',
          accountType: 777,
        })
        .returning({ id: sysUser.id });
      await tx
        .insert(sysLoginAccount)
        .values({ account: 'noroles', tenantId: SEED.factory.tenantId, userId: user!.id });
    });
    noRolesToken = await server.tokenFor('noroles', 'factory');
  });
  afterAll(() => server.close());

  it('has routes of every access kind', () => {
    const routes = routeCatalogue(server.app);
    expect(routes.some((r) => r.access === 'public')).toBe(true);
    expect(routes.some((r) => r.access === 'login')).toBe(true);
    expect(routes.filter((r) => r.access === 'permission').length).toBeGreaterThan(20);
  });

  it('answers 401 to an anonymous caller on every non-public route', async () => {
    for (const r of routeCatalogue(server.app).filter((x) => x.access !== 'public')) {
      const { body } = await server.call(r.method, concrete(r.url), r.method === 'POST' ? { body: {} } : {});
      expect(`${r.method} ${r.url} → ${body.code}`).toBe(`${r.method} ${r.url} → 401`);
    }
  });

  it('ignores a stale or forged token on a public route (the login page still works)', async () => {
    const { body } = await server.call('GET', '/api/sysAuth/captcha', { token: 'abc.def.ghi' });
    expect(body.code).toBe(200);
  });

  it('answers 401 to a forged token', async () => {
    const { body, headers } = await server.call('GET', '/api/sysAuth/userInfo', { token: 'abc.def.ghi' });
    expect(body.code).toBe(401);
    expect(headers['access-token']).toBe('invalid_token');
  });

  it('answers 403 on every permission route to a user who holds no code, and lets self-service routes through', async () => {
    for (const r of routeCatalogue(server.app)) {
      if (r.access === 'public' || r.url.endsWith('/logout')) continue; // logout would end this very session
      const { body } = await server.call(r.method, concrete(r.url), {
        token: noRolesToken,
        ...(r.method === 'POST' ? { body: {} } : {}),
      });
      if (r.access === 'permission') expect(`${r.method} ${r.url} → ${body.code}`).toBe(`${r.method} ${r.url} → 403`);
      else expect(`${r.method} ${r.url} → ${body.code}`).not.toMatch(/→ (401|403|500)$/);
    }
  });

  it('declares every permission route code as a seeded button, so admins can grant it', async () => {
    const buttons = await asPlatform(server.db, (tx) =>
      tx.select({ permission: sysMenu.permission }).from(sysMenu).where(eq(sysMenu.type, 3)),
    );
    const declared = new Set(buttons.map((b) => b.permission));
    const missing = routeCatalogue(server.app)
      .filter((r) => r.access === 'permission' && !declared.has(r.permission))
      .map((r) => r.permission);
    expect(missing).toEqual([]);
  });
});
