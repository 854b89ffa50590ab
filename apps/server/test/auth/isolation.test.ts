import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { SEED_ORGS, SEED_POSITIONS } from '../../src/seed/identity.ts';
import { SEED } from '../../src/seed/ids.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';
import { login, setConfig } from './auth-helpers.ts';

/**
 * Tenant A (factory) must never see tenant B (merchant) rows through the sysAuth calls.
 * Tenant tables have primary key (tenant_id, id), so tenant B can hold rows with the very
 * ids tenant A uses: every join must stay inside the caller's tenant.
 */
describe('tenant isolation of the sysAuth calls', () => {
  let server: TestServer;
  const F = SEED.factory;
  const M = SEED.merchant;
  beforeAll(async () => {
    server = await createTestServer();
    await setConfig(server, 'sys_captcha', 'false');
    // Tenant B rows that collide with tenant A ids.
    await asPlatform(server.db, async (tx) => {
      await tx.execute(
        sql`insert into sys_org (tenant_id, id, pid, name) values (${M.tenantId}, ${SEED_ORGS.factory.production}, 0, 'LEAK org')`,
      );
      await tx.execute(
        sql`insert into sys_pos (tenant_id, id, name, code) values (${M.tenantId}, ${SEED_POSITIONS.factory.operator}, 'LEAK pos', 'leak')`,
      );
      await tx.execute(
        sql`insert into sys_role (tenant_id, id, name, code) values (${M.tenantId}, 1329999999999, 'LEAK role', 'leak')`,
      );
      await tx.execute(
        sql`insert into sys_user_role (tenant_id, user_id, role_id) values (${M.tenantId}, ${F.users.operator}, 1329999999999)`,
      );
    });
  });
  afterAll(() => server.close());

  it('userInfo joins only rows of the caller’s tenant', async () => {
    const { accessToken } = (await login(server, 'operator', { captcha: false })).body.result;
    const res = await server.call<{ orgName: string; posName: string; roleIds: number[]; tenantId: number }>(
      'GET',
      '/api/sysAuth/userInfo',
      { token: accessToken },
    );
    expect(res.body.result.tenantId).toBe(F.tenantId);
    expect(res.body.result.orgName).toBe('生产部');
    expect(res.body.result.posName).toBe('印花操作员');
    expect(res.body.result.roleIds).toEqual([F.roles.operator]);
    expect(JSON.stringify(res.body.result)).not.toContain('LEAK');
  });

  it('a token whose claims name another tenant finds no session there', async () => {
    const { accessToken } = (await login(server, 'operator', { captcha: false })).body.result;
    const verified = server.services.tokens.verifyAccess(accessToken);
    if (!verified || !('claims' in verified)) throw new Error('token not valid');
    const {
      iat: _i,
      exp: _e,
      nbf: _n,
      iss: _s,
      aud: _a,
      ...claims
    } = verified.claims as typeof verified.claims & Record<string, unknown>;
    // Signed with our key (as if the secret leaked): the session row still lives in tenant A only.
    const forged = server.services.tokens.signAccess({ ...claims, TenantId: M.tenantId }, 10);
    const res = await server.call('GET', '/api/sysAuth/userInfo', { token: forged });
    expect(res.body.code).toBe(401);
  });

  it('a factory user cannot mint refresh tokens for a merchant session', async () => {
    const factory = (await login(server, 'operator', { captcha: false })).body.result;
    const merchant = (await login(server, 'merchant', { captcha: false })).body.result;
    const res = await server.call('GET', '/api/sysAuth/refreshToken', {
      token: factory.accessToken,
      query: { accessToken: merchant.accessToken },
    });
    expect(res.body.code).toBe(400);
  });

  it('logout in one tenant leaves the sessions of another alone', async () => {
    const factory = (await login(server, 'warehouse', { captcha: false })).body.result;
    const merchant = (await login(server, 'shopstaff', { captcha: false })).body.result;
    expect((await server.call('POST', '/api/sysAuth/logout', { token: factory.accessToken })).body.code).toBe(200);
    expect((await server.call('GET', '/api/sysAuth/userInfo', { token: merchant.accessToken })).body.code).toBe(200);
    const live = await asPlatform(server.db, (tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from sys_session where tenant_id = ${M.tenantId} and revoked_at is null`,
      ),
    );
    expect(live[0]?.n).toBeGreaterThan(0);
  });

  it('the session and visit-log rows of a login land in the user’s own tenant', async () => {
    await login(server, 'shopstaff', { captcha: false, ip: '10.99.0.1' });
    const rows = await asPlatform(server.db, (tx) =>
      queryRows<{ tenant_id: number }>(tx, sql`select tenant_id from sys_log_vis where remote_ip = '10.99.0.1'`),
    );
    expect(rows.map((r) => Number(r.tenant_id))).toEqual([M.tenantId]);
    const sessions = await asPlatform(server.db, (tx) =>
      queryRows<{ tenant_id: number }>(
        tx,
        sql`select distinct tenant_id from sys_session where user_id = ${M.users.shopstaff}`,
      ),
    );
    expect(sessions.map((r) => Number(r.tenant_id))).toEqual([M.tenantId]);
  });

  it('an account is scoped to its tenant at login: the merchant code cannot reach a factory account', async () => {
    const res = await login(server, 'factory', { captcha: false, tenantCode: 'merchant' });
    expect(res.body.code).toBe(400);
    expect(res.headers['access-token']).toBeUndefined();
  });
});
