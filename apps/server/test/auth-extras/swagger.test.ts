import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { routeCatalogue } from '../../src/http/route.ts';
import { SWAGGER_COOKIE } from '../../src/modules/swagger/cookie.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';
import { SEED_PASSWORD } from './helpers.ts';

describe('Swagger UI login', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  const submit = (path: string, form: Record<string, string>, ip = '10.8.0.1') =>
    server.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-real-ip': ip },
      payload: new URLSearchParams(form).toString(),
    });
  const check = (path: string, cookie?: string) =>
    server.app.inject({ method: 'POST', url: path, headers: cookie ? { cookie } : {} });
  const cookieOf = (setCookie: string | string[] | undefined) => {
    const line = Array.isArray(setCookie) ? setCookie[0] : setCookie;
    return line?.split(';')[0] ?? '';
  };

  it('checkUrl answers a bare 401 without the cookie, on both paths', async () => {
    for (const path of ['/swagger/checkUrl', '/api/swagger/checkUrl']) {
      const res = await check(path);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('401');
      expect(res.json()).toBe(401);
    }
  });

  it('submitUrl accepts a platform super/system administrator and sets an HttpOnly signed cookie', async () => {
    for (const path of ['/swagger/submitUrl', '/api/swagger/submitUrl']) {
      const res = await submit(path, { UserName: 'superadmin', Password: SEED_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('200');
      const setCookie = String(res.headers['set-cookie']);
      expect(setCookie).toMatch(new RegExp(`^${SWAGGER_COOKIE}=`));
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).toContain('SameSite=Strict');
      const cookie = cookieOf(res.headers['set-cookie']);
      expect((await check('/swagger/checkUrl', cookie)).body).toBe('200');
      expect((await check('/api/swagger/checkUrl', `other=1; ${cookie}`)).body).toBe('200');
    }
    const admin = await submit('/swagger/submitUrl', { UserName: 'admin', Password: SEED_PASSWORD });
    expect(admin.body).toBe('200');
  });

  it('submitUrl refuses wrong passwords, unknown accounts, ordinary users and other tenants with a bare 401', async () => {
    const cases = [
      { UserName: 'superadmin', Password: 'wrong-password' },
      { UserName: 'nobody-here', Password: SEED_PASSWORD },
      { UserName: 'user1', Password: SEED_PASSWORD }, // platform, 777
      { UserName: 'factory', Password: SEED_PASSWORD }, // factory tenant admin, 888
      { UserName: '', Password: '' },
      { Password: SEED_PASSWORD },
    ];
    for (const form of cases as Record<string, string>[]) {
      const res = await submit('/swagger/submitUrl', form);
      expect(res.statusCode, JSON.stringify(form)).toBe(200);
      expect(res.body, JSON.stringify(form)).toBe('401');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const json = await server.app.inject({
      method: 'POST',
      url: '/swagger/submitUrl',
      headers: { 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(json.body).toBe('401');
  });

  it('writes submitUrl to the operation log with the password masked', async () => {
    await submit('/swagger/submitUrl', { UserName: 'superadmin', Password: 'Secret-Guess-42' }, '10.8.0.9');
    let rows: { request_param: string; result_code: number }[] = [];
    for (let i = 0; i < 40 && rows.length === 0; i++) {
      rows = await asPlatform(server.db, (tx) =>
        queryRows(
          tx,
          sql`select request_param, result_code from sys_log_op
               where controller_name = 'swagger' and action_name = 'submitUrl' and remote_ip = '10.8.0.9'`,
        ),
      );
      if (rows.length === 0) await new Promise((r) => setTimeout(r, 50));
    }
    expect(rows).toHaveLength(1);
    expect(rows[0]?.result_code).toBe(401);
    expect(rows[0]?.request_param).toContain('superadmin');
    expect(rows[0]?.request_param).not.toContain('Secret-Guess-42');
  });

  it('rejects a tampered or forged cookie', async () => {
    const res = await submit('/swagger/submitUrl', { UserName: 'superadmin', Password: SEED_PASSWORD });
    const cookie = cookieOf(res.headers['set-cookie']);
    const [name, value] = cookie.split('=') as [string, string];
    const [userId, exp, sig] = value.split('.') as [string, string, string];
    const later = `${name}=${userId}.${Number(exp) + 3600}.${sig}`;
    expect((await check('/swagger/checkUrl', later)).body).toBe('401');
    const flipped = `${name}=${userId}.${exp}.${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`;
    expect((await check('/swagger/checkUrl', flipped)).body).toBe('401');
    const expired = `${name}=${userId}.${Math.floor(Date.now() / 1000) - 10}.${sig}`;
    expect((await check('/swagger/checkUrl', expired)).body).toBe('401');
    expect((await check('/swagger/checkUrl', `${name}=garbage`)).body).toBe('401');
  });

  it('/swagger shows the login form without the cookie and guards the document', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/swagger', headers: { 'accept-language': 'pt-BR' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/swagger/submitUrl');
    expect(page.body).toContain('name="UserName"');
    expect(page.body).toContain('name="Password"');
    expect(page.body).toContain('Entrar');
    const json = await server.app.inject({ method: 'GET', url: '/swagger/json' });
    expect(json.body).toBe('401');
  });

  it('/swagger/json lists every route once logged in, and /swagger serves the UI', async () => {
    const login = await submit('/swagger/submitUrl', { UserName: 'superadmin', Password: SEED_PASSWORD });
    const cookie = cookieOf(login.headers['set-cookie']);
    const res = await server.app.inject({ method: 'GET', url: '/swagger/json', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/sysAuth/login',
      '/api/sysAuth/loginPhone',
      '/api/sysAuth/qrTicket',
      '/api/sysAuth/qrTicketStatus',
      '/api/sysAuth/qrScan',
      '/api/sysAuth/qrConfirm',
      '/api/sysSms/sendSms/{phoneNumber}',
      '/swagger/checkUrl',
      '/api/swagger/submitUrl',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    // Every route but the hidden ones (the live channel, the Swagger UI's own files) is documented.
    const catalogue = routeCatalogue(server.app).filter((r) => !r.hidden);
    expect(catalogue.length).toBeGreaterThan(400);
    for (const route of catalogue) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[path]?.[route.method.toLowerCase()], `${route.method} ${route.url}`).toBeDefined();
    }
    const ui = await server.app.inject({ method: 'GET', url: '/swagger', headers: { cookie } });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger-initializer.js');
    const init = await server.app.inject({
      method: 'GET',
      url: '/swagger/static/swagger-initializer.js',
      headers: { cookie },
    });
    expect(init.statusCode).toBe(200);
  });
});
