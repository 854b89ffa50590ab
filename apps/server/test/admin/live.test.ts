import type { AddressInfo } from 'node:net';
import type { LiveEvent } from '@printfloor/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SEED } from '../../src/seed/ids.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';

/** A live-channel client that records every event and how it closed. */
class LiveClient {
  readonly events: LiveEvent[] = [];
  closeCode: number | null = null;
  private waiters: (() => void)[] = [];
  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.events.push(JSON.parse(String(data)) as LiveEvent);
      this.wake();
    });
    ws.on('close', (code) => {
      this.closeCode = code;
      this.wake();
    });
  }
  private wake() {
    for (const w of this.waiters.splice(0)) w();
  }
  /** Resolves when `check` holds (re-checked on every message or close), fails after `ms`. */
  async until<T>(check: () => T | undefined | null | false, ms = 15_000): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = check();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`timed out; events: ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }
  event<T extends LiveEvent['type']>(type: T) {
    return this.until(() => this.events.find((e) => e.type === type) as Extract<LiveEvent, { type: T }> | undefined);
  }
  close() {
    this.ws.close();
  }
}

async function listen(server: TestServer): Promise<string> {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/api/ws`;
}

async function connect(url: string, token: string, viaProtocol = false): Promise<LiveClient> {
  const ws = viaProtocol ? new WebSocket(url, ['pf.v1', `pf.token.${token}`]) : new WebSocket(`${url}?token=${token}`);
  const client = new LiveClient(ws);
  await client.until(() => client.closeCode !== null || client.events.some((e) => e.type === 'hello'));
  return client;
}

/**
 * A marker through the live channel, after everything published so far: another user of `client`'s
 * tenant (`account`) connects, and `client` waits for the news that they came online. The hub
 * delivers the channel's events in commit order (one NOTIFY channel), so an event published before
 * the marker that was meant for `client` has reached it by then. Answers the marker's socket (to close).
 */
async function marker(
  server: TestServer,
  url: string,
  client: LiveClient,
  account: string,
  area: 'factory' | 'merchant',
) {
  const token = await server.tokenFor(account, area);
  const me = await server.call<{ realName: string }>('GET', '/api/sysAuth/userInfo', { token });
  const { realName } = me.body.result;
  expect(realName).toBeTruthy();
  const from = client.events.length;
  const socket = await connect(url, token);
  // (A socket closed meanwhile hears nothing more: the caller's assertions say what went wrong.)
  await client.until(
    () =>
      client.closeCode !== null ||
      client.events.slice(from).some((e) => e.type === 'onlineUsers' && e.online === true && e.realName === realName),
  );
  return socket;
}

describe('live channel: notices, online users, force offline', () => {
  let server: TestServer;
  let url: string;
  let factory: string;
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    server = await createTestServer();
    url = await listen(server);
    factory = await server.tokenFor('factory', 'factory');
  }, 300_000);
  afterAll(async () => {
    for (const c of clients) c.close();
    await server.close();
  });

  it('refuses a missing or bad token with 4401', async () => {
    const none = new LiveClient(new WebSocket(url));
    expect(await none.until(() => none.closeCode)).toBe(4401);
    const bad = new LiveClient(new WebSocket(`${url}?token=not.a.jwt`));
    expect(await bad.until(() => bad.closeCode)).toBe(4401);
  });

  it('delivers a published notice to every user of the tenant, not to other tenants', async () => {
    const operator = await connect(url, await server.tokenFor('operator', 'factory'));
    const merchant = await connect(url, await server.tokenFor('merchant', 'merchant'), true);
    clients.push(operator, merchant);
    expect(merchant.events.some((e) => e.type === 'hello')).toBe(true);
    const add = await server.call<number>('POST', '/api/sysNotice/add', {
      token: factory,
      body: { title: 'Live hello', type: 1, content: '<p>hi</p>' },
    });
    await server.call('POST', '/api/sysNotice/public', { token: factory, body: { id: add.body.result } });
    const event = await operator.event('notice');
    expect(event.notice).toMatchObject({ id: add.body.result, title: 'Live hello', type: 1 });
    // Published after the notice, through the same channel, to the merchant's tenant: the notice
    // would have reached the merchant's socket before this marker.
    clients.push(await marker(server, url, merchant, 'shopstaff', 'merchant'));
    expect(merchant.events.some((e) => e.type === 'notice')).toBe(false);
  });

  it('lists who is connected per tenant, and force offline ends that session at once', async () => {
    const warehouseToken = await server.tokenFor('warehouse', 'factory');
    const warehouse = await connect(url, warehouseToken);
    clients.push(warehouse);
    const page = await server.call<{ items: { id: number; userName: string; tenantId: number }[] }>(
      'POST',
      '/api/sysOnlineUser/page',
      { token: factory, body: { page: 1, pageSize: 50 } },
    );
    const row = page.body.result.items.find((r) => r.userName === 'warehouse');
    expect(row).toBeTruthy();
    expect(page.body.result.items.every((r) => r.tenantId === SEED.factory.tenantId)).toBe(true);

    const superadmin = await server.tokenFor('superadmin', 'admin');
    const all = await server.call<{ items: { tenantId: number }[] }>('POST', '/api/sysOnlineUser/page', {
      token: superadmin,
      body: {},
    });
    expect(new Set(all.body.result.items.map((r) => r.tenantId)).size).toBeGreaterThan(1);

    const merchant = await server.tokenFor('merchant', 'merchant');
    const foreign = await server.call('POST', '/api/sysOnlineUser/forceOffline', {
      token: merchant,
      body: { id: row?.id },
    });
    expect(foreign.body.code).not.toBe(200);

    const off = await server.call('POST', '/api/sysOnlineUser/forceOffline', { token: factory, body: { id: row?.id } });
    expect(off.body.code).toBe(200);
    expect((await warehouse.event('forceOffline')).reason).toBe('forceOffline');
    expect(await warehouse.until(() => warehouse.closeCode)).toBe(4001);
    expect((await server.call('GET', '/api/sysAuth/userInfo', { token: warehouseToken })).body.code).toBe(401);

    const after = await server.call<{ items: { userName: string }[] }>('POST', '/api/sysOnlineUser/page', {
      token: factory,
      body: {},
    });
    expect(after.body.result.items.some((r) => r.userName === 'warehouse')).toBe(false);
    const operatorToken = await server.tokenFor('operator', 'factory');
    expect((await server.call('POST', '/api/sysOnlineUser/page', { token: operatorToken, body: {} })).body.code).toBe(
      403,
    );
  });

  it('logout, a password change and disabling a user close the sockets of the sessions they end', async () => {
    // Logout: the socket of that session is told and closed.
    const loggingOut = await server.tokenFor('operator', 'factory');
    const own = await connect(url, loggingOut);
    clients.push(own);
    await server.call('POST', '/api/sysAuth/logout', { token: loggingOut });
    expect((await own.event('forceOffline')).reason).toBe('sessionEnded');
    expect(await own.until(() => own.closeCode)).toBe(4001);

    // Password change: every other session of the user ends live, the caller's stays open.
    const here = await server.tokenFor('warehouse', 'factory');
    const elsewhere = await server.tokenFor('warehouse', 'factory');
    const hereSocket = await connect(url, here);
    const elsewhereSocket = await connect(url, elsewhere);
    clients.push(hereSocket, elsewhereSocket);
    const changed = await server.call('POST', '/api/sysUser/changePwd', {
      token: here,
      body: { passwordOld: '123456', passwordNew: 'Changed99', passwordNew2: 'Changed99' },
    });
    expect(changed.body.code).toBe(200);
    expect((await elsewhereSocket.event('forceOffline')).reason).toBe('sessionEnded');
    expect(await elsewhereSocket.until(() => elsewhereSocket.closeCode)).toBe(4001);
    expect((await server.call('GET', '/api/sysAuth/userInfo', { token: elsewhere })).body.code).toBe(401);
    // A marker to the tenant, after the password change: the caller's socket hears it, still open,
    // without a force offline before it.
    clients.push(await marker(server, url, hereSocket, 'operator', 'factory'));
    expect(hereSocket.closeCode).toBeNull();
    expect(hereSocket.events.some((e) => e.type === 'forceOffline')).toBe(false);
    expect((await server.call('GET', '/api/sysAuth/userInfo', { token: here })).body.code).toBe(200);

    // Disabled by an administrator: every session of the user ends live.
    const disabled = await server.call('POST', '/api/sysUser/setStatus', {
      token: factory,
      body: { id: SEED.factory.users.warehouse, status: 2 },
    });
    expect(disabled.body).toMatchObject({ code: 200 });
    expect(await hereSocket.until(() => hereSocket.closeCode)).toBe(4001);
    expect((await server.call('GET', '/api/sysAuth/userInfo', { token: here })).body.code).toBe(401);
  });

  it('a revoked session cannot open the channel', async () => {
    const token = await server.tokenFor('operator', 'factory');
    await server.call('POST', '/api/sysAuth/logout', { token });
    const client = new LiveClient(new WebSocket(`${url}?token=${token}`));
    expect(await client.until(() => client.closeCode)).toBe(4401);
  });
});

describe.runIf(process.env.PRINTFLOOR_TEST_DB === 'pg')('live channel across two instances (PostgreSQL)', () => {
  let first: TestServer;
  let second: TestServer;
  let secondUrl: string;

  beforeAll(async () => {
    first = await createTestServer();
    second = await createTestServer({ sameDatabaseAs: first });
    secondUrl = await listen(second);
  }, 300_000);
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('a notice published on one instance reaches a socket held by the other; force offline too', async () => {
    const operatorToken = await second.tokenFor('operator', 'factory');
    const operator = await connect(secondUrl, operatorToken);
    const factory = await first.tokenFor('factory', 'factory');
    const id = (
      await first.call<number>('POST', '/api/sysNotice/add', {
        token: factory,
        body: { title: 'Across instances', type: 2, content: '<p>x</p>' },
      })
    ).body.result;
    await first.call('POST', '/api/sysNotice/public', { token: factory, body: { id } });
    expect((await operator.event('notice')).notice.title).toBe('Across instances');

    const page = await first.call<{ items: { id: number; userName: string }[] }>('POST', '/api/sysOnlineUser/page', {
      token: factory,
      body: {},
    });
    const row = page.body.result.items.find((r) => r.userName === 'operator');
    expect(row).toBeTruthy();
    await first.call('POST', '/api/sysOnlineUser/forceOffline', { token: factory, body: { id: row?.id } });
    expect(await operator.until(() => operator.closeCode)).toBe(4001);
    expect((await second.call('GET', '/api/sysAuth/userInfo', { token: operatorToken })).body.code).toBe(401);
  });
});
