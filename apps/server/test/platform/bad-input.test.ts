import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeCatalogue } from '../../src/http/route.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';

function concrete(url: string): string {
  return url.replace(/:[^/]+/g, 'x');
}

const BAD_BODIES: unknown[] = [
  'garbage',
  42,
  { id: 'abc', page: 'x', pageSize: -1, status: 'on', account: 5, ids: 'nope' },
  { id: 1e30, name: { nested: true }, code: ['a'], value: null },
  { __proto__: { admin: true }, constructor: 'x' },
];

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
  });
  afterAll(() => server.close());

  it('never answers 500, and answers 400 with a message to a body of the wrong shape', async () => {
    const failures: string[] = [];
    for (const r of routeCatalogue(server.app)) {
      if (/logout|forceOffline|qrConfirm/.test(r.url)) continue; // would end the caller's own session
      for (const body of r.method === 'POST' ? BAD_BODIES : [undefined]) {
        let answered: { code: number; message: string } | undefined;
        let status = 0;
        for (const token of tokens) {
          const res = await server.call(r.method, concrete(r.url), {
            token,
            ...(body === undefined ? { query: { id: 'abc', code: '', Id: '-1' } } : { body }),
            headers: { 'accept-language': 'en' },
          });
          answered = typeof res.body === 'object' && res.body ? res.body : undefined;
          status = res.status;
          if (answered?.code !== 403) break;
        }
        const code = answered?.code;
        if (status >= 500 || code === 500)
          failures.push(`${r.method} ${r.url} ${JSON.stringify(body)} → ${status}/${code}`);
        if (!r.raw && r.hasBody && body === 'garbage' && code !== 400 && code !== 403 && code !== 429)
          failures.push(`${r.method} ${r.url} "garbage" → ${code}`);
        if (code === 400 && !answered?.message) failures.push(`${r.method} ${r.url} 400 without a message`);
      }
    }
    expect(failures).toEqual([]);
  });
});
