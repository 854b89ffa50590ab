import type { AddressInfo } from 'node:net';
import { LIVE_CLOSE, LIVE_LIMITS } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { liveHubOf } from '../../src/modules/live/hub.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';

interface Socket {
  ws: WebSocket;
  /** Resolves with the close code and reason. */
  closed: Promise<{ code: number; reason: string }>;
}

/** Opens a live socket and waits for its hello (or its close). */
async function open(url: string, token: string): Promise<Socket> {
  const ws = new WebSocket(`${url}?token=${token}`);
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise<void>((resolve) => {
    ws.on('message', () => resolve());
    ws.on('close', () => resolve());
  });
  return { ws, closed };
}

const until = async (check: () => Promise<boolean> | boolean, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe('live sockets are capped and tokens stay out of the log', () => {
  let server: TestServer;
  let url: string;
  const log: string[] = [];

  beforeAll(async () => {
    server = await createTestServer({ build: { logger: true, logStream: { write: (line) => void log.push(line) } } });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api/ws`;
  }, 240_000);
  afterAll(() => server.close());

  const onlineRows = async () =>
    (
      await asPlatform(server.db, (tx) =>
        queryRows<{ n: number }>(tx, sql`select count(*)::int as n from sys_online_user`),
      )
    )[0]?.n ?? 0;

  it('redacts tokens in the URL and the authorization headers of the request log', async () => {
    const token = await server.tokenFor('factory', 'factory');
    const socket = await open(url, token);
    socket.ws.close();
    await socket.closed;
    const base = url.replace('ws://', 'http://').replace('/api/ws', '');
    await fetch(`${base}/api/health/ping?access_token=${token}&x=1`);
    await fetch(`${base}/api/sysAuth/userInfo`, {
      headers: { authorization: `Bearer ${token}`, 'x-authorization': `Bearer ${token}` },
    });
    await until(() => log.some((l) => l.includes('/api/sysAuth/userInfo')));
    const text = log.join('');
    expect(text).toContain('/api/ws?token=[redacted]');
    expect(text).toContain('/api/health/ping?access_token=[redacted]&x=1');
    // Neither the whole token nor its signature part appears anywhere.
    expect(text).not.toContain(token);
    expect(text).not.toContain(token.split('.')[2]);
  });

  it(`closes the oldest sockets of a session beyond ${LIVE_LIMITS.perSession} with 4008 "session"`, async () => {
    const token = await server.tokenFor('factory', 'factory');
    const sockets: Socket[] = [];
    for (let i = 0; i < LIVE_LIMITS.perSession + 2; i++) sockets.push(await open(url, token));
    expect(await sockets[0]?.closed).toEqual({ code: LIVE_CLOSE.tooManySockets, reason: 'session' });
    expect(await sockets[1]?.closed).toEqual({ code: LIVE_CLOSE.tooManySockets, reason: 'session' });
    expect(sockets.slice(2).every((s) => s.ws.readyState === WebSocket.OPEN)).toBe(true);
    expect(liveHubOf(server.services)?.size).toBe(LIVE_LIMITS.perSession);
    await until(async () => (await onlineRows()) === LIVE_LIMITS.perSession);
    for (const s of sockets) s.ws.close();
    await Promise.all(sockets.map((s) => s.closed));
    await until(async () => (await onlineRows()) === 0);
  });

  it(`closes the oldest sockets of a user beyond ${LIVE_LIMITS.perUser} with 4008 "user"`, async () => {
    const sockets: Socket[] = [];
    // One socket per session (a login each), all the same user.
    for (let i = 0; i < LIVE_LIMITS.perUser + 1; i++)
      sockets.push(await open(url, await server.tokenFor('factory', 'factory')));
    expect(await sockets[0]?.closed).toEqual({ code: LIVE_CLOSE.tooManySockets, reason: 'user' });
    expect(sockets.slice(1).every((s) => s.ws.readyState === WebSocket.OPEN)).toBe(true);
    // Another user of the tenant is not affected.
    const other = await open(url, await server.tokenFor('operator', 'factory'));
    expect(other.ws.readyState).toBe(WebSocket.OPEN);
    expect(liveHubOf(server.services)?.size).toBe(LIVE_LIMITS.perUser + 1);
    for (const s of [...sockets, other]) s.ws.close();
    await Promise.all([...sockets, other].map((s) => s.closed));
    // The server forgets each socket in a transaction of its own after the close: let those finish
    // before the suite closes the server, so its close does not race 32 of them queued on PGlite's
    // one connection (on a loaded CI the close once outlasted the hook's 60 s right after this case).
    await until(async () => (await onlineRows()) === 0, 60_000);
  });
});
