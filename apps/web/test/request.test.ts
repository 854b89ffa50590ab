import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest, http, RequestError, request, takeFarewell, toQueryString } from '../src/api/request.ts';
import { useThemeConfig } from '../src/stores/themeConfig.ts';
import { Local, Session, Tokens } from '../src/utils/storage.ts';
import { jwtWithExp } from './helpers.tsx';

/** A tiny real HTTP server: each test sets `handler`; every request is recorded. */
let server: Server;
let base = '';
let handler: (req: IncomingMessage, res: ServerResponse, body: string) => void = () => {};
const seen: Array<{ method: string; url: string; headers: IncomingMessage['headers']; body: string }> = [];

function envelope(
  res: ServerResponse,
  body: unknown,
  headers: Record<string, string> = {},
  status = 200,
  statusText?: string,
) {
  res.writeHead(status, statusText ?? 'OK', { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handler(req, res, body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const toast = vi.fn();
const reload = vi.fn();

beforeEach(() => {
  seen.length = 0;
  toast.mockReset();
  reload.mockReset();
  window.history.replaceState(null, '', '/factory/dashboard/home');
  configureRequest({
    baseURL: base,
    fetch: (...a) => globalThis.fetch(...a),
    toast,
    reload,
    networkErrorText: () => 'NET',
  });
  useThemeConfig.setState((s) => ({ ...s, area: 'factory', themeConfig: { ...s.themeConfig, globalI18n: 'zh-cn' } }));
});

const ok = (result: unknown) => ({
  code: 200,
  type: 'success',
  message: '',
  result,
  extras: null,
  time: '2026-01-01 00:00:00',
});

describe('request headers', () => {
  it('sends the area token as Bearer and the UI language as Accept-Language', async () => {
    Tokens.set('factory', { accessToken: jwtWithExp(Date.now() / 1000 + 3600), refreshToken: 'r1' });
    Tokens.set('admin', { accessToken: 'admin-token', refreshToken: 'r2' });
    useThemeConfig.setState((s) => ({ ...s, themeConfig: { ...s.themeConfig, globalI18n: 'pt-br' } }));
    handler = (_q, res) => envelope(res, ok(1));
    await http.get('/api/x');
    expect(seen[0]!.headers.authorization).toBe(`Bearer ${Tokens.get('factory')!.accessToken}`);
    expect(seen[0]!.headers['accept-language']).toBe('pt-br');
    expect(seen[0]!.headers['x-authorization']).toBeUndefined();
    await http.get('/api/x', undefined, { area: 'admin' });
    expect(seen[1]!.headers.authorization).toBe('Bearer admin-token');
  });

  it('sends no Authorization header without a token', async () => {
    handler = (_q, res) => envelope(res, ok(1));
    await http.get('/api/x');
    expect(seen[0]!.headers.authorization).toBeUndefined();
  });

  it('adds the refresh token in X-Authorization only when the access token has expired', async () => {
    handler = (_q, res) => envelope(res, ok(1));
    Tokens.set('factory', { accessToken: jwtWithExp(Date.now() / 1000 - 10), refreshToken: 'refresh-1' });
    await http.get('/api/x');
    expect(seen[0]!.headers['x-authorization']).toBe('Bearer refresh-1');
    Tokens.set('factory', { accessToken: jwtWithExp(Date.now() / 1000 + 600), refreshToken: 'refresh-1' });
    await http.get('/api/x');
    expect(seen[1]!.headers['x-authorization']).toBeUndefined();
  });

  it('replaces the stored pair with access-token / x-access-token response headers', async () => {
    Tokens.set('factory', { accessToken: 'old', refreshToken: 'old-r' });
    handler = (_q, res) => envelope(res, ok(1), { 'access-token': 'new-a', 'x-access-token': 'new-r' });
    await http.get('/api/x');
    expect(Tokens.get('factory')).toEqual({ accessToken: 'new-a', refreshToken: 'new-r' });
  });

  it('ignores a lone access-token header (both are needed)', async () => {
    Tokens.set('factory', { accessToken: 'old', refreshToken: 'old-r' });
    handler = (_q, res) => envelope(res, ok(1), { 'access-token': 'new-a' });
    await http.get('/api/x');
    expect(Tokens.get('factory')).toEqual({ accessToken: 'old', refreshToken: 'old-r' });
  });
});

describe('GET encoding', () => {
  it('turns objects into a query string with key[sub] for one nesting level and skips empty values', async () => {
    handler = (_q, res) => envelope(res, ok(1));
    await http.get('/api/sysMenu/list', { title: '菜单', type: 2, empty: '', nil: null, range: { start: 1, end: '' } });
    const url = new URL(seen[0]!.url, base);
    expect(url.searchParams.get('title')).toBe('菜单');
    expect(url.searchParams.get('type')).toBe('2');
    expect(url.searchParams.has('empty')).toBe(false);
    expect(url.searchParams.has('nil')).toBe(false);
    expect(url.searchParams.get('range[start]')).toBe('1');
    expect(url.searchParams.has('range[end]')).toBe(false);
  });

  it('moves a GET data object into the query, like the stock client', async () => {
    handler = (_q, res) => envelope(res, ok(1));
    await request({ url: '/api/sysDictType/dataList', method: 'GET', data: { Code: 'org_type' } });
    expect(seen[0]!.url).toBe('/api/sysDictType/dataList?Code=org_type');
    expect(seen[0]!.body).toBe('');
  });

  it('toQueryString encodes brackets', () => {
    expect(toQueryString({ a: { b: 'c d' } })).toBe('a%5Bb%5D=c%20d');
  });

  it('POST sends JSON', async () => {
    handler = (_q, res) => envelope(res, ok(7));
    await expect(http.post('/api/sysMenu/add', { title: 'x' })).resolves.toBe(7);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.headers['content-type']).toContain('application/json');
    expect(JSON.parse(seen[0]!.body)).toEqual({ title: 'x' });
  });
});

describe('response rules (contract §2.3, spec §8)', () => {
  function seedSession() {
    Tokens.set('factory', { accessToken: 'a', refreshToken: 'r' });
    Tokens.set('merchant', { accessToken: 'm', refreshToken: 'mr' });
    Session.set('factory', 'constList', [1]);
    Local.set('factory', 'themeConfig', { version: 1, config: {} });
  }
  function expectCleared() {
    expect(Tokens.get('factory')).toBeNull();
    expect(Session.get('factory', 'constList')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
    // The other area stays logged in.
    expect(Tokens.get('merchant')).toEqual({ accessToken: 'm', refreshToken: 'mr' });
    // The login page the reload lands on says the login expired, once.
    expect(takeFarewell('factory')).toBe('expired');
    expect(takeFarewell('factory')).toBeNull();
  }

  it('HTTP 401 clears the area tokens and tab storage and reloads', async () => {
    seedSession();
    handler = (_q, res) => envelope(res, {}, {}, 401, 'Unauthorized');
    await expect(http.get('/api/x')).rejects.toBeInstanceOf(RequestError);
    expectCleared();
  });

  it('body code 401 clears and reloads', async () => {
    seedSession();
    handler = (_q, res) =>
      envelope(res, { code: 401, type: 'error', message: '401 登录已过期，请重新登录', result: null });
    await expect(http.get('/api/x')).rejects.toMatchObject({ code: 401 });
    expectCleared();
  });

  it('header access-token = invalid_token clears and reloads even with code 200', async () => {
    seedSession();
    handler = (_q, res) => envelope(res, ok(null), { 'access-token': 'invalid_token' });
    await expect(http.post('/api/sysAuth/logout')).rejects.toBeInstanceOf(RequestError);
    expectCleared();
  });

  it('HTTP status >= 400 rejects with the status text', async () => {
    handler = (_q, res) => envelope(res, { code: 429, message: 'slow down' }, {}, 429, 'Too Many Requests');
    await expect(http.get('/api/x')).rejects.toThrow('Too Many Requests');
    expect(reload).not.toHaveBeenCalled();
  });

  it("HTTP status >= 400 without a status text rejects with 'Request Error.'", async () => {
    handler = (_q, res) => {
      res.statusCode = 502;
      res.statusMessage = '';
      res.end('');
    };
    const fetchNoText: typeof fetch = async (...a) => {
      const r = await globalThis.fetch(...a);
      return new Response(await r.text(), { status: r.status, statusText: '' });
    };
    configureRequest({ fetch: fetchNoText });
    await expect(http.get('/api/x')).rejects.toThrow('Request Error.');
  });

  it('an `errors` field rejects with the errors', async () => {
    handler = (_q, res) => envelope(res, { errors: { account: ['required'] }, code: 200 });
    const err = await http.get('/api/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RequestError);
    expect((err as RequestError).errors).toEqual({ account: ['required'] });
  });

  it('code other than 200 toasts the message and rejects', async () => {
    handler = (_q, res) => envelope(res, { code: 400, type: 'error', message: '[D1000] 密码不正确', result: null });
    await expect(http.post('/api/sysAuth/login', {})).rejects.toThrow('[D1000] 密码不正确');
    expect(toast).toHaveBeenCalledWith('[D1000] 密码不正确');
  });

  it('an object message is stringified in the toast', async () => {
    handler = (_q, res) =>
      envelope(res, { code: 400, type: 'error', message: { account: ['too short'] }, result: null });
    await expect(http.post('/api/x', {})).rejects.toBeInstanceOf(RequestError);
    expect(toast).toHaveBeenCalledWith('{"account":["too short"]}');
  });

  it('silent calls reject without a toast', async () => {
    handler = (_q, res) => envelope(res, { code: 403, type: 'error', message: '403', result: null });
    await expect(http.get('/api/x', undefined, { silent: true })).rejects.toMatchObject({ code: 403 });
    expect(toast).not.toHaveBeenCalled();
  });

  it('a body without a code passes through untouched', async () => {
    handler = (_q, res) => envelope(res, { rows: [1, 2] });
    await expect(http.get('/api/x')).resolves.toEqual({ rows: [1, 2] });
    handler = (_q, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('200');
    };
    await expect(http.post('/api/swagger/checkUrl')).resolves.toBe(200);
  });

  it('code 200 resolves with result', async () => {
    handler = (_q, res) => envelope(res, ok({ id: 1300000000101 }));
    await expect(http.get('/api/x')).resolves.toEqual({ id: 1300000000101 });
  });

  it('a network error shows a toast and rejects', async () => {
    // The server drops the connection without an answer (no port of our choosing that nobody serves).
    handler = (req) => req.socket.destroy();
    await expect(http.get('/api/x')).rejects.toThrow('NET');
    expect(toast).toHaveBeenCalledWith('NET');
  });
});
