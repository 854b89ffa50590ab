import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalStringV2, signRequest } from '../../src/auth/open-access.ts';
import { SEED } from '../../src/seed/ids.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';

interface Issued {
  accessKey: string;
  accessSecret: string;
}

describe('open access v2: the signature covers the query and the body', () => {
  let server: TestServer;
  let key: Issued;

  beforeAll(async () => {
    server = await createTestServer();
    const admin = await server.tokenFor('superadmin', 'admin');
    const res = await server.call<Issued>('POST', '/api/sysOpenAccess/add', {
      token: admin,
      body: { bindTenantId: SEED.factory.tenantId, bindUserId: SEED.factory.users.factory },
    });
    key = res.body.result;
  });
  afterAll(() => server.close());

  /** Signs (signUrl, signBody) and sends (url, body): a man in the middle swapping either. */
  async function send(signUrl: string, signBody: string, url = signUrl, body = signBody) {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = randomBytes(12).toString('hex');
    const bodySha256 = createHash('sha256').update(signBody).digest('hex');
    const signature = signRequest(
      key.accessSecret,
      canonicalStringV2('POST', signUrl, key.accessKey, timestamp, nonce, bodySha256),
    );
    const res = await server.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: {
        'content-type': 'application/json',
        'accept-language': 'en',
        'x-access-key': key.accessKey,
        'x-timestamp': timestamp,
        'x-nonce': nonce,
        'x-signature': signature,
        'x-sign-version': '2',
      },
    });
    return res.json() as { code: number; result: { items: unknown[] } };
  }

  it('accepts a v2-signed call; the query may come in any order', async () => {
    const body = JSON.stringify({ page: 1, pageSize: 5 });
    expect((await send('/api/sysPos/page', body)).code).toBe(200);
    expect((await send('/api/sysPos/page?b=2&a=1', body, '/api/sysPos/page?a=1&b=2')).code).toBe(200);
  });

  it('refuses a swapped body or a swapped query', async () => {
    const body = JSON.stringify({ page: 1, pageSize: 5 });
    const swapped = JSON.stringify({ page: 1, pageSize: 50 });
    expect((await send('/api/sysPos/page', body, '/api/sysPos/page', swapped)).code).toBe(401);
    expect((await send('/api/sysPos/page?a=1', body, '/api/sysPos/page?a=2')).code).toBe(401);
    expect((await send('/api/sysPos/page', body, '/api/sysPos/page?extra=1')).code).toBe(401);
    // Signed without a body, sent with one.
    expect((await send('/api/sysPos/page', '', '/api/sysPos/page', body)).code).toBe(401);
  });
});
