import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../helpers/server.ts';

describe('envelope and conventions', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('wraps a result in {code, type, message, result, extras, time}', async () => {
    const { body, headers } = await server.call('GET', '/api/health/ping');
    expect(body).toMatchObject({ code: 200, type: 'success', message: '', result: 'pong', extras: null });
    expect(body.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(headers['admin.net']).toBe('Admin.NET');
  });

  it('answers an unknown API path with code 404 in the envelope', async () => {
    const { body } = await server.call('GET', '/api/nope/nothing', { headers: { 'accept-language': 'en' } });
    expect(body.code).toBe(404);
    expect(body.type).toBe('error');
  });

  it('answers malformed JSON with code 400 and a message in the caller language', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/health/ping',
      headers: { 'content-type': 'application/json', 'accept-language': 'pt-BR' },
      payload: '{"a":',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 400, message: 'O corpo da requisição não é um JSON válido' });
  });
});
