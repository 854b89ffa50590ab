import { ERROR_MESSAGES } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { SEED } from '../../src/seed/ids.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';
import { login, setConfig } from './auth-helpers.ts';

type Pair = { accessToken: string; refreshToken: string };

/**
 * Logs in as if `minutesAgo` minutes had passed since: the JWT clock is moved back, so the
 * tokens are the real ones login issued, only older (access 10 min, refresh 14 days).
 */
async function loginInThePast(server: TestServer, account: string, minutesAgo: number): Promise<Pair> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() - minutesAgo * 60_000);
  try {
    const res = await login(server, account, { captcha: false });
    expect(res.body.code).toBe(200);
    return res.body.result;
  } finally {
    vi.useRealTimers();
  }
}

function refreshHeaders(pair: Pair) {
  return { authorization: `Bearer ${pair.accessToken}`, 'x-authorization': `Bearer ${pair.refreshToken}` };
}

async function session(server: TestServer, accessToken: string) {
  const verified = server.services.tokens.verifyAccess(accessToken);
  const claims = verified && ('claims' in verified ? verified.claims : verified.expired);
  const [row] = await asPlatform(server.db, (tx) =>
    queryRows<{ refresh_gen: number; revoked_at: Date | null; revoke_reason: string | null; expires_at: Date }>(
      tx,
      sql`select refresh_gen, revoked_at, revoke_reason, expires_at from sys_session where id = ${claims?.Sid ?? 0}`,
    ),
  );
  return row;
}

describe('tokens: silent refresh, revocation, reuse detection', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
    await setConfig(server, 'sys_captcha', 'false');
    await setConfig(server, 'sys_token_expire', '10');
    await setConfig(server, 'sys_refresh_token_expire', '20160');
  });
  afterAll(() => server.close());

  it('swaps an expired access token and its refresh token for a new pair in the response headers', async () => {
    const old = await loginInThePast(server, 'user1', 30);
    const before = await session(server, old.accessToken);
    const res = await server.call<{ account: string }>('GET', '/api/sysAuth/userInfo', {
      headers: refreshHeaders(old),
    });
    expect(res.body.code).toBe(200);
    expect(res.body.result.account).toBe('user1');
    const next = {
      accessToken: String(res.headers['access-token']),
      refreshToken: String(res.headers['x-access-token']),
    };
    expect(next.accessToken.split('.')).toHaveLength(3);
    expect(next.accessToken).not.toBe(old.accessToken);
    expect(next.refreshToken).not.toBe(old.refreshToken);
    // The new access token works on its own; the refresh token cannot be used as one.
    expect((await server.call('GET', '/api/sysAuth/userInfo', { token: next.accessToken })).body.code).toBe(200);
    const after = await session(server, next.accessToken);
    expect(after?.refresh_gen).toBe(1);
    // The session slides with the refresh token's lifetime.
    expect(new Date(after?.expires_at ?? 0).getTime()).toBeGreaterThan(new Date(before?.expires_at ?? 0).getTime());
    // The new pair refreshes again once its access token has expired (generation 1 → 2).
    const claims = server.services.tokens.verifyAccess(next.accessToken);
    expect(claims && 'claims' in claims ? claims.claims.Account : null).toBe('user1');
  });

  it('answers 401 with access-token: invalid_token for an expired token without a refresh token', async () => {
    const old = await loginInThePast(server, 'user1', 30);
    const res = await server.call('GET', '/api/sysAuth/userInfo', { token: old.accessToken });
    expect(res.body.code).toBe(401);
    expect(res.headers['access-token']).toBe('invalid_token');
  });

  it('refuses a refresh token bound to another access token', async () => {
    const a = await loginInThePast(server, 'user1', 30);
    const b = await loginInThePast(server, 'user1', 30);
    const res = await server.call('GET', '/api/sysAuth/userInfo', {
      headers: refreshHeaders({ accessToken: a.accessToken, refreshToken: b.refreshToken }),
    });
    expect(res.body.code).toBe(401);
    expect(res.headers['access-token']).toBe('invalid_token');
  });

  it('refuses an expired refresh token', async () => {
    await setConfig(server, 'sys_refresh_token_expire', '20');
    try {
      const old = await loginInThePast(server, 'user1', 30);
      const res = await server.call('GET', '/api/sysAuth/userInfo', { headers: refreshHeaders(old) });
      expect(res.body.code).toBe(401);
    } finally {
      await setConfig(server, 'sys_refresh_token_expire', '20160');
    }
  });

  it('serves parallel requests presenting the same refresh token within the 5 s grace, rotating once', async () => {
    const old = await loginInThePast(server, 'user2', 30);
    const before = await session(server, old.accessToken);
    // All in flight at once, as a console page that fires several queries when its token has expired.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => server.call('GET', '/api/sysAuth/userInfo', { headers: refreshHeaders(old) })),
    );
    expect(answers.map((a) => a.body.code)).toEqual([200, 200, 200, 200, 200]);
    for (const a of answers) expect(a.headers['access-token']).toBeTruthy();
    const after = await session(server, old.accessToken);
    expect(after?.revoked_at).toBeNull();
    // One exchange, the others served in its grace: the generation moved by exactly one.
    expect(after?.refresh_gen).toBe(Number(before?.refresh_gen) + 1);
  });

  it('revokes the session when a used refresh token comes back after the grace', async () => {
    const old = await loginInThePast(server, 'user2', 30);
    const first = await server.call('GET', '/api/sysAuth/userInfo', { headers: refreshHeaders(old) });
    expect(first.body.code).toBe(200);
    const fresh = String(first.headers['access-token']);
    await asPlatform(server.db, (tx) =>
      tx.execute(
        sql`update sys_session set rotated_at = now() - interval '10 seconds' where user_id = ${SEED.platform.users.user2}`,
      ),
    );
    const reuse = await server.call('GET', '/api/sysAuth/userInfo', { headers: refreshHeaders(old) });
    expect(reuse.body.code).toBe(401);
    expect(reuse.headers['access-token']).toBe('invalid_token');
    const row = await session(server, old.accessToken);
    expect(row?.revoked_at).not.toBeNull();
    expect(row?.revoke_reason).toBe('refresh-reuse');
    // The thief and the owner are both out: the pair issued by the first refresh is dead too.
    expect((await server.call('GET', '/api/sysAuth/userInfo', { token: fresh })).body.code).toBe(401);
  });

  it('refuses a refresh token used as an access token, and tampered tokens', async () => {
    const pair = (await login(server, 'user3', { captcha: false })).body.result;
    const asAccess = await server.call('GET', '/api/sysAuth/userInfo', { token: pair.refreshToken });
    expect(asAccess.body.code).toBe(401);
    expect(asAccess.headers['access-token']).toBe('invalid_token');
    const [h, p, s] = pair.accessToken.split('.') as [string, string, string];
    const tampered = `${h}.${p}.${s.slice(0, -2)}${s.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await server.call('GET', '/api/sysAuth/userInfo', { token: tampered })).body.code).toBe(401);
    expect((await server.call('GET', '/api/sysAuth/userInfo', { token: 'not-a-jwt' })).body.code).toBe(401);
    // An expired refresh-shaped token in Authorization is refused as well.
    const res = await server.call('GET', '/api/sysAuth/userInfo', {
      headers: { authorization: `Bearer ${pair.refreshToken}`, 'x-authorization': `Bearer ${pair.refreshToken}` },
    });
    expect(res.body.code).toBe(401);
  });

  it('logout revokes the session: the token then answers 401 with access-token: invalid_token', async () => {
    const pair = (await login(server, 'user3', { captcha: false, ip: '10.20.30.40' })).body.result;
    const other = (await login(server, 'user3', { captcha: false })).body.result;
    const out = await server.call('POST', '/api/sysAuth/logout', { token: pair.accessToken });
    expect(out.body.code).toBe(200);
    expect(out.headers['access-token']).toBe('invalid_token');
    const after = await server.call('GET', '/api/sysAuth/userInfo', { token: pair.accessToken });
    expect(after.body.code).toBe(401);
    expect(after.headers['access-token']).toBe('invalid_token');
    // The refresh token of that session is dead too.
    expect((await session(server, pair.accessToken))?.revoke_reason).toBe('logout');
    // Only that session: the same user's other login still works.
    expect((await server.call('GET', '/api/sysAuth/userInfo', { token: other.accessToken })).body.code).toBe(200);
    const [log] = await asPlatform(server.db, (tx) =>
      queryRows<{ action_name: string; account: string; tenant_id: number }>(
        tx,
        sql`select action_name, account, tenant_id from sys_log_vis where action_name = 'logout' and account = 'user3'`,
      ),
    );
    expect(log).toMatchObject({ action_name: 'logout', account: 'user3' });
    expect(Number(log?.tenant_id)).toBe(SEED.platform.tenantId);
    // Logging out again, or without a token: not logged in.
    expect((await server.call('POST', '/api/sysAuth/logout', { token: pair.accessToken })).body.code).toBe(401);
    expect((await server.call('POST', '/api/sysAuth/logout')).body.code).toBe(401);
  });

  it("stops a disabled user's existing token at once, and a disabled tenant's", async () => {
    const pair = (await login(server, 'operator', { captcha: false })).body.result;
    expect((await server.call('GET', '/api/sysAuth/userInfo', { token: pair.accessToken })).body.code).toBe(200);
    await asPlatform(server.db, (tx) =>
      tx.execute(sql`update sys_user set status = 2 where id = ${SEED.factory.users.operator}`),
    );
    const res = await server.call('GET', '/api/sysAuth/userInfo', { token: pair.accessToken });
    expect(res.body.code).toBe(401);
    expect(res.headers['access-token']).toBe('invalid_token');
    await asPlatform(server.db, (tx) =>
      tx.execute(sql`update sys_user set status = 1 where id = ${SEED.factory.users.operator}`),
    );
    await asPlatform(server.db, (tx) =>
      tx.execute(sql`update sys_tenant set status = 2 where id = ${SEED.factory.tenantId}`),
    );
    try {
      expect((await server.call('GET', '/api/sysAuth/userInfo', { token: pair.accessToken })).body.code).toBe(401);
    } finally {
      await asPlatform(server.db, (tx) =>
        tx.execute(sql`update sys_tenant set status = 1 where id = ${SEED.factory.tenantId}`),
      );
    }
  });

  it('a disabled user cannot refresh either', async () => {
    const old = await loginInThePast(server, 'warehouse', 30);
    await asPlatform(server.db, (tx) =>
      tx.execute(sql`update sys_user set status = 2 where id = ${SEED.factory.users.warehouse}`),
    );
    try {
      const res = await server.call('GET', '/api/sysAuth/userInfo', { headers: refreshHeaders(old) });
      expect(res.body.code).toBe(401);
      expect(res.headers['x-access-token']).toBeUndefined();
    } finally {
      await asPlatform(server.db, (tx) =>
        tx.execute(sql`update sys_user set status = 1 where id = ${SEED.factory.users.warehouse}`),
      );
    }
  });

  it('GET refreshToken mints a refresh token bound to the caller’s own access token only', async () => {
    const mine = (await login(server, 'user4', { captcha: false })).body.result;
    const theirs = (await login(server, 'user4', { captcha: false })).body.result;
    const res = await server.call<string>('GET', '/api/sysAuth/refreshToken', {
      token: mine.accessToken,
      query: { accessToken: mine.accessToken },
    });
    expect(res.body.code).toBe(200);
    expect(typeof res.body.result).toBe('string');
    const claims = server.services.tokens.verifyRefresh(res.body.result, mine.accessToken);
    expect(claims).not.toBeNull();
    // Query keys are case-insensitive (?AccessToken=).
    const pascal = await server.call<string>('GET', '/api/sysAuth/refreshToken', {
      token: mine.accessToken,
      query: { AccessToken: mine.accessToken },
    });
    expect(pascal.body.code).toBe(200);
    for (const accessToken of [theirs.accessToken, mine.refreshToken, 'garbage']) {
      const bad = await server.call('GET', '/api/sysAuth/refreshToken', {
        token: mine.accessToken,
        query: { accessToken },
        headers: { 'accept-language': 'en' },
      });
      expect(bad.body.code).toBe(400);
      expect(bad.body.message).toBe(`[D1040] ${ERROR_MESSAGES.D1040.en}`);
    }
    const missing = await server.call('GET', '/api/sysAuth/refreshToken', { token: mine.accessToken });
    expect(missing.body.code).toBe(400);
    expect((await server.call('GET', '/api/sysAuth/refreshToken', { query: { accessToken: 'x' } })).body.code).toBe(
      401,
    );
  });

  it('a refresh token from GET refreshToken performs the silent refresh', async () => {
    const old = await loginInThePast(server, 'user4', 30);
    // Another session's expired token is not the caller's: refused.
    const live = (await login(server, 'user4', { captcha: false })).body.result;
    const foreign = await server.call('GET', '/api/sysAuth/refreshToken', {
      token: live.accessToken,
      query: { accessToken: old.accessToken },
    });
    expect(foreign.body.code).toBe(400);
    // The caller's own expired token (the call itself is served through a silent refresh).
    const minted = await server.call<string>('GET', '/api/sysAuth/refreshToken', {
      headers: refreshHeaders(old),
      query: { accessToken: old.accessToken },
    });
    expect(minted.body.code).toBe(200);
    const again = await server.call<{ account: string }>('GET', '/api/sysAuth/userInfo', {
      headers: refreshHeaders({ accessToken: old.accessToken, refreshToken: minted.body.result }),
    });
    expect(again.body.code).toBe(200);
    expect(again.body.result.account).toBe('user4');
    expect(again.headers['x-access-token']).toBeTruthy();
    expect((await session(server, old.accessToken))?.refresh_gen).toBe(2);
  });
});
