import type { AddressInfo } from 'node:net';
import {
  HttpTransportType,
  type HubConnection,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
} from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestServer, type TestServer } from '../helpers/server.ts';

/**
 * The SignalR hub of Admin.NET clients (/hubs/onlineUser), driven by Microsoft's own client
 * library: connected the way Admin.NET's web client connects (Web/src/views/system/onlineUser/
 * signalR.ts: `?access_token=` in the URL, WebSockets, skipNegotiation) and the negotiated way.
 */

interface OnlineUserList {
  realName: string;
  online: boolean;
  userList: { connectionId: string; userName: string; realName: string }[];
}

/** A hub client that records every invocation it receives. */
class Recorder {
  readonly calls: { method: string; arg: unknown }[] = [];
  closed = false;
  constructor(readonly connection: HubConnection) {
    for (const method of ['OnlineUserList', 'PublicNotice', 'ForceOffline', 'ReceiveMessage']) {
      connection.on(method, (arg: unknown) => this.calls.push({ method, arg }));
    }
    connection.onclose(() => {
      this.closed = true;
    });
  }
  /** Waits for an invocation of `method` whose argument passes `check`. */
  async next<T>(method: string, check: (arg: T) => boolean = () => true, ms = 15_000): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const hit = this.calls.find((c) => c.method === method && check(c.arg as T));
      if (hit) return hit.arg as T;
      if (Date.now() > deadline) throw new Error(`no ${method}; got ${JSON.stringify(this.calls).slice(0, 600)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

describe('SignalR hub /hubs/onlineUser', () => {
  let server: TestServer;
  let base: string;
  const open: HubConnection[] = [];

  /** As the stock client: token in the query, WebSockets only, no negotiate. */
  async function stockConnect(token: string): Promise<Recorder> {
    const connection = new HubConnectionBuilder()
      .configureLogging(LogLevel.None)
      .withUrl(`${base}/hubs/onlineUser?access_token=${token}`, {
        transport: HttpTransportType.WebSockets,
        skipNegotiation: true,
      })
      .build();
    const recorder = new Recorder(connection);
    open.push(connection);
    await connection.start();
    return recorder;
  }

  beforeAll(async () => {
    server = await createTestServer();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  }, 300_000);
  afterAll(async () => {
    await Promise.all(open.map((c) => c.stop().catch(() => undefined)));
    await server.close();
  });

  it('refuses a missing or bad token (negotiate and upgrade answer 401)', async () => {
    const negotiate = await fetch(`${base}/hubs/onlineUser/negotiate?negotiateVersion=1`, { method: 'POST' });
    expect(negotiate.status).toBe(401);
    await expect(stockConnect('not.a.jwt')).rejects.toThrow();
    const refused = await new Promise<number>((resolve) => {
      const ws = new WebSocket(`${base.replace('http', 'ws')}/hubs/onlineUser`);
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => resolve(101));
    });
    expect(refused).toBe(401);
  });

  it('speaks the JSON hub protocol: handshake, pings, completions, unknown methods, close', async () => {
    const token = await server.tokenFor('user1', 'admin');
    const ws = new WebSocket(`${base.replace('http', 'ws')}/hubs/onlineUser?access_token=${token}`);
    const records: string[] = [];
    ws.on('message', (data) => records.push(...String(data).split('\u001e').filter(Boolean)));
    await new Promise((resolve) => ws.on('open', resolve));
    ws.send('{"protocol":"json","version":1}\u001e');
    const wait = async (check: (r: Record<string, unknown>) => boolean) => {
      for (let i = 0; i < 300; i += 1) {
        const hit = records.map((r) => JSON.parse(r) as Record<string, unknown>).find(check);
        if (hit) return hit;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`not received; got ${records.join(' | ')}`);
    };
    expect(records[0] ?? (await wait(() => true))).toBeTruthy();
    expect(JSON.parse(records[0] as string)).toEqual({});
    // A client ping is accepted silently; an unknown method's invocation completes with an error.
    ws.send('{"type":6}\u001e{"type":1,"invocationId":"7","target":"NoSuchMethod","arguments":[]}\u001e');
    const completion = await wait((r) => r.type === 3 && r.invocationId === '7');
    expect(completion.error).toContain('NoSuchMethod');
    // user1 holds no force-offline code: refused in the caller's language (zh-CN by default).
    ws.send('{"type":1,"invocationId":"8","target":"ForceOffline","arguments":[{"connectionId":"x"}]}\u001e');
    expect((await wait((r) => r.type === 3 && r.invocationId === '8')).error).toBe('403 禁止访问，没有权限');
    const closed = new Promise<number>((resolve) => ws.on('close', resolve));
    ws.send('{"type":7}\u001e');
    expect(await closed).toBe(1000);
  });

  it('rejects an unsupported protocol in the handshake', async () => {
    const token = await server.tokenFor('user2', 'admin');
    const ws = new WebSocket(`${base.replace('http', 'ws')}/hubs/onlineUser?access_token=${token}`);
    const records: string[] = [];
    ws.on('message', (data) => records.push(String(data)));
    await new Promise((resolve) => ws.on('open', resolve));
    const closed = new Promise<number>((resolve) => ws.on('close', resolve));
    ws.send('{"protocol":"messagepack","version":1}\u001e');
    await closed;
    expect(records.join('')).toContain('"error"');
  });

  it('online-user changes, a published notice and force offline, as Admin.NET sends them', async () => {
    const superadmin = await server.tokenFor('superadmin', 'admin');
    const watcher = await stockConnect(superadmin);
    const self = await watcher.next<OnlineUserList>('OnlineUserList', (l) => l.online);
    expect(self.userList.some((u) => u.userName === 'superadmin')).toBe(true);

    // A second user connects the negotiated way (bearer header, negotiate version 1).
    const adminToken = await server.tokenFor('admin', 'admin');
    const negotiated = new HubConnectionBuilder()
      .configureLogging(LogLevel.None)
      .withUrl(`${base}/hubs/onlineUser`, { accessTokenFactory: () => adminToken })
      .build();
    open.push(negotiated);
    const other = new Recorder(negotiated);
    await negotiated.start();
    expect(negotiated.connectionId).toBeTruthy();
    const joined = await watcher.next<OnlineUserList>('OnlineUserList', (l) =>
      l.userList.some((u) => u.connectionId === negotiated.connectionId),
    );
    expect(joined.online).toBe(true);
    expect(joined.realName).toBeTruthy();

    // Publishing a notice reaches both as PublicNotice with the whole SysNotice.
    const call = (url: string, body: unknown) => server.call<number>('POST', url, { token: superadmin, body });
    const id = (await call('/api/sysNotice/add', { title: 'Hub notice', type: 1, content: '<p>Hello hub</p>' })).body
      .result;
    expect((await call('/api/sysNotice/public', { id })).body.code).toBe(200);
    for (const client of [watcher, other]) {
      const notice = await client.next<{ id: number; title: string; content: string; publicTime: string }>(
        'PublicNotice',
      );
      expect([notice.id, notice.title, notice.content]).toEqual([id, 'Hub notice', '<p>Hello hub</p>']);
      expect(notice.publicTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }

    // The online-user page kicks the other connection through the hub, as the stock page does.
    await watcher.connection.send('ForceOffline', { connectionId: negotiated.connectionId });
    expect(await other.next<string>('ForceOffline')).toBe('强制下线');
    for (let i = 0; i < 100 && negotiated.state !== HubConnectionState.Disconnected; i += 1) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(negotiated.state).toBe(HubConnectionState.Disconnected);
    const left = await watcher.next<OnlineUserList>('OnlineUserList', (l) => !l.online);
    expect(left.userList.some((u) => u.connectionId === negotiated.connectionId)).toBe(false);
    // The session behind it is over for the API too.
    const after = await server.call('GET', '/api/sysAuth/userInfo', { token: adminToken });
    expect(after.body.code).toBe(401);
    expect(watcher.connection.state).toBe(HubConnectionState.Connected);
  });
});
