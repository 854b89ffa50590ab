import { LIVE_TOKEN_PROTOCOL_PREFIX } from '@printfloor/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asText, BAD_VALUES, badRequests, catalogue, wsCloseCode, wsRefused } from '../helpers/routes.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';

/** "No request can produce a 500 with internals": every route, fed nonsense by a caller who may call it. */
describe('bad input on every endpoint', () => {
  let server: TestServer;
  let tokens: string[];
  beforeAll(async () => {
    server = await createTestServer();
    tokens = [
      await server.tokenFor('superadmin', 'admin'),
      await server.tokenFor('factory', 'factory'),
      await server.tokenFor('merchant', 'merchant'),
    ];
  }, 300_000);
  afterAll(() => server.close());

  it('sweeps every registered route: the API, the live channel and the Swagger login', () => {
    const routes = catalogue(server.app);
    // 450 when this was written; far fewer means routes went missing from the catalogue.
    expect(routes.length).toBeGreaterThan(400);
    const names = routes.map((r) => `${r.method} ${r.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/ws',
        'POST /swagger/checkUrl',
        'POST /swagger/submitUrl',
        'POST /api/swagger/checkUrl',
        'POST /api/swagger/submitUrl',
        'GET /api/sysUser/ownRoleList/:userId',
        'POST /api/sysAuth/login',
      ]),
    );
    expect(routes.filter((r) => r.params.length).length).toBeGreaterThanOrEqual(10);
    expect(routes.filter((r) => r.method === 'GET' && r.queryKeys.length).length).toBeGreaterThan(50);
  });

  it('never answers 500 to bad path parameters, query strings or bodies, and answers 400 with a message to a body of the wrong shape', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const r of catalogue(server.app)) {
      if (r.kind === 'websocket') continue; // the next test
      if (/logout|forceOffline|qrConfirm/.test(r.url)) continue; // would end the caller's own session
      // The first token the route did not refuse (403) goes first for its next bad requests: a factory route
      // otherwise heard the platform's token refused before every one of them (a third of the requests sent).
      let order = tokens;
      for (const bad of badRequests(r)) {
        let answered: { code: number; message: string } | undefined;
        let status = 0;
        for (const token of order) {
          const res = await server.call(r.method, bad.url, {
            token,
            ...(bad.body === undefined ? {} : { body: bad.body }),
            ...(bad.query ? { query: bad.query as Record<string, string> } : {}),
            headers: { 'accept-language': 'en' },
          });
          sent += 1;
          answered = typeof res.body === 'object' && res.body ? res.body : undefined;
          status = res.status;
          if (answered?.code !== 403) {
            order = [token, ...tokens.filter((t) => t !== token)];
            break;
          }
        }
        const code = answered?.code;
        if (status >= 500 || code === 500) failures.push(`${r.method} ${r.url} ${bad.label} → ${status}/${code}`);
        if (!r.raw && r.hasBody && bad.body === 'garbage' && code !== 400 && code !== 403 && code !== 429)
          failures.push(`${r.method} ${r.url} "garbage" → ${code}`);
        if (code === 400 && !answered?.message) failures.push(`${r.method} ${r.url} 400 without a message`);
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(5000);
  }, 900_000);

  it('refuses every bad token on the WebSocket routes (live channel: close 4401; SignalR hub: HTTP 401), in the query or the subprotocol', async () => {
    const ws = catalogue(server.app).filter((r) => r.kind === 'websocket');
    expect(ws.map((r) => r.url)).toContain('/api/ws');
    const failures: string[] = [];
    for (const r of ws) {
      for (const v of [...BAD_VALUES, 'abc.def.ghi']) {
        const text = encodeURIComponent(asText(v));
        const viaQuery = await wsCloseCode(server.app, `${r.url}?token=${text}&access_token=${text}`);
        // A subprotocol is a token in the HTTP sense: characters outside it are sent as '_'.
        const viaProtocol = await wsCloseCode(server.app, r.url, [
          'pf.v1',
          `${LIVE_TOKEN_PROTOCOL_PREFIX}${text.replace(/[^\w.-]/g, '_')}`,
        ]);
        for (const [how, code] of [
          ['query', viaQuery],
          ['protocol', viaProtocol],
        ] as const)
          if (!wsRefused(code)) failures.push(`${r.url} token ${how} ${asText(v).slice(0, 30)} → ${code}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
