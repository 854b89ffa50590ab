import type { Area } from '@printfloor/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { sysMenu } from '../../src/db/schema/index.ts';
import { SEED } from '../../src/seed/ids.ts';
import { addAccount, insertAccount } from '../helpers/accounts.ts';
import { concrete, catalogue as routeCatalogue, wsCloseCode, wsRefused } from '../helpers/routes.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';

/** A plain user (no admin account type) of `tenantId` whose one role holds every menu and button there is. */
async function userWithEveryCode(server: TestServer, tenantId: number, account: string) {
  return asPlatform(server.db, async (tx) => {
    await tx.execute(sql`insert into sys_tenant_menu (tenant_id, menu_id)
      select ${tenantId}, id from sys_menu where not is_delete on conflict do nothing`);
    const [role] = await queryRows<{ id: number }>(
      tx,
      sql`insert into sys_role (tenant_id, name, code) values (${tenantId}, ${account}, ${account}) returning id`,
    );
    const roleId = Number(role?.id);
    await tx.execute(sql`insert into sys_role_menu (tenant_id, role_id, menu_id)
      select ${tenantId}, ${roleId}, id from sys_menu where not is_delete`);
    const userId = await insertAccount(tx, { tenantId, account });
    await tx.execute(
      sql`insert into sys_user_role (tenant_id, user_id, role_id) values (${tenantId}, ${userId}, ${roleId})`,
    );
    return roleId;
  });
}

/** The areas where a button with this code is shown (a session holds the codes of its area). */
async function areasOf(server: TestServer): Promise<Map<string, Area>> {
  const rows = await asPlatform(server.db, (tx) =>
    queryRows<{ permission: string; areas: Area[] | null }>(
      tx,
      sql`select permission, areas from sys_menu where permission is not null and status = 1 and not is_delete`,
    ),
  );
  const out = new Map<string, Area>();
  for (const r of rows) if (!out.has(r.permission)) out.set(r.permission, r.areas?.[0] ?? 'admin');
  return out;
}

/**
 * A sweep calls every route (~450, growing with every domain): its time is the routes' count times a request,
 * which the CI's two lanes can stretch past the default minute.
 */
const SWEEP_TIMEOUT = 600_000;

/** Deny by default (admin-net-contract §15 row 7), checked over every registered route. */
describe('deny-by-default permissions on every route', () => {
  let server: TestServer;
  let noRolesToken: string;
  beforeAll(async () => {
    server = await createTestServer();
    await addAccount(server, { tenantId: SEED.factory.tenantId, account: 'noroles', realName: 'No Roles' });
    noRolesToken = await server.tokenFor('noroles', 'factory');
  }, 300_000);
  afterAll(() => server.close());

  it('has routes of every access kind', () => {
    const routes = routeCatalogue(server.app);
    expect(routes.some((r) => r.access === 'public')).toBe(true);
    expect(routes.some((r) => r.access === 'login')).toBe(true);
    expect(routes.filter((r) => r.access === 'permission').length).toBeGreaterThan(20);
  });

  it(
    'answers 401 to an anonymous caller on every non-public route (the live channel closes with 4401)',
    async () => {
      const guarded = routeCatalogue(server.app).filter((x) => x.access !== 'public');
      expect(guarded.map((r) => r.url)).toContain('/api/ws');
      for (const r of guarded) {
        if (r.kind === 'websocket') {
          const outcome = await wsCloseCode(server.app, r.url);
          expect(`${r.url} → ${outcome} refused: ${wsRefused(outcome)}`).toBe(`${r.url} → ${outcome} refused: true`);
          continue;
        }
        const { body, status } = await server.call(r.method, concrete(r.url), r.method === 'POST' ? { body: {} } : {});
        // Envelope code 401; a bare route (SignalR negotiate) answers HTTP 401 as ASP.NET does.
        const code = r.kind === 'api' ? body.code : status;
        expect(`${r.method} ${r.url} → ${code}`).toBe(`${r.method} ${r.url} → 401`);
      }
    },
    SWEEP_TIMEOUT,
  );

  it('ignores a stale or forged token on a public route (the login page still works)', async () => {
    const { body } = await server.call('GET', '/api/sysAuth/captcha', { token: 'abc.def.ghi' });
    expect(body.code).toBe(200);
  });

  it('answers 401 to a forged token', async () => {
    const { body, headers } = await server.call('GET', '/api/sysAuth/userInfo', { token: 'abc.def.ghi' });
    expect(body.code).toBe(401);
    expect(headers['access-token']).toBe('invalid_token');
  });

  it(
    'answers 403 on every permission route to a user who holds no code, and lets self-service routes through',
    async () => {
      for (const r of routeCatalogue(server.app)) {
        if (r.access === 'public' || r.kind === 'websocket' || r.url.endsWith('/logout')) continue; // logout would end this very session
        const { body } = await server.call(r.method, concrete(r.url), {
          token: noRolesToken,
          ...(r.method === 'POST' ? { body: {} } : {}),
        });
        if (r.access === 'permission') expect(`${r.method} ${r.url} → ${body.code}`).toBe(`${r.method} ${r.url} → 403`);
        else expect(`${r.method} ${r.url} → ${body.code}`).not.toMatch(/→ (401|403|500)$/);
      }
    },
    SWEEP_TIMEOUT,
  );

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

  it(
    'needs exactly its own code on every permission route: all codes pass, all codes but its own are refused',
    async () => {
      const roleId = await userWithEveryCode(server, SEED.platform.tenantId, 'allcodes');
      const areas = await areasOf(server);
      const tokens = new Map<Area, string>();
      const tokenIn = async (area: Area) => {
        if (!tokens.has(area)) tokens.set(area, await server.tokenFor('allcodes', area));
        return tokens.get(area) as string;
      };
      const routes = routeCatalogue(server.app).filter((r) => r.access === 'permission');
      expect(routes.length).toBeGreaterThan(300);
      const failures: string[] = [];
      for (const r of routes) {
        const token = await tokenIn(areas.get(r.permission) ?? 'admin');
        const call = () =>
          server.call(r.method, concrete(r.url), { token, ...(r.method === 'POST' ? { body: {} } : {}) });
        const held = (await call()).body.code;
        if (held === 401 || held === 403) failures.push(`${r.method} ${r.url} with every code → ${held}`);
        const without = await asPlatform(server.db, (tx) =>
          queryRows<{ menu_id: number }>(
            tx,
            sql`delete from sys_role_menu where tenant_id = ${SEED.platform.tenantId} and role_id = ${roleId}
                 and menu_id in (select id from sys_menu where permission = ${r.permission}) returning menu_id`,
          ),
        );
        try {
          const refused = (await call()).body.code;
          if (refused !== 403) failures.push(`${r.method} ${r.url} without ${r.permission} → ${refused}`);
        } finally {
          await asPlatform(server.db, (tx) =>
            tx.execute(sql`insert into sys_role_menu (tenant_id, role_id, menu_id)
            select ${SEED.platform.tenantId}, ${roleId}, unnest(${`{${without.map((w) => w.menu_id).join(',')}}`}::bigint[])`),
          );
        }
      }
      expect(failures).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );

  it(
    'refuses every platform-only route to a factory user who holds every code',
    async () => {
      await userWithEveryCode(server, SEED.factory.tenantId, 'factoryall');
      const areas = await areasOf(server);
      const routes = routeCatalogue(server.app).filter((r) => r.platformOnly);
      expect(routes.length).toBeGreaterThanOrEqual(10);
      const failures: string[] = [];
      for (const r of routes) {
        const area = areas.get(r.permission) ?? 'admin';
        const token = await server.tokenFor('factoryall', area);
        // The code is held: the refusal comes from the platform-only rule, not from a missing button.
        const info = await server.call<{ buttons: string[] }>('GET', '/api/sysAuth/userInfo', { token });
        if (!info.body.result.buttons.includes(r.permission)) failures.push(`${r.permission} not held in ${area}`);
        const { body } = await server.call(r.method, concrete(r.url), {
          token,
          ...(r.method === 'POST' ? { body: {} } : {}),
        });
        if (body.code !== 403) failures.push(`${r.method} ${r.url} → ${body.code}`);
      }
      expect(failures).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );
});
