import { STATUS_MESSAGES } from '@printfloor/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_AUTH_RATE_LIMIT_PER_MINUTE,
  DEFAULT_RATE_LIMIT_PER_MINUTE,
  rateLimitSettings,
} from '../../src/http/rate-limit.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';

/** Builds a server with the given RATE_LIMIT_* environment (read when the app is built). */
async function serverWith(env: Record<string, string | undefined>): Promise<TestServer> {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    return await createTestServer({ seed: false });
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

describe('rate limiting', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serverWith({ RATE_LIMIT_PER_MINUTE: '5', RATE_LIMIT_AUTH_PER_MINUTE: '3' });
  });
  afterAll(() => server.close());

  const ping = (headers: Record<string, string>, url = '/api/health/ping') =>
    server.app.inject({ method: 'GET', url, headers });

  it('answers HTTP 429 with {code, type, message, result, extras} (localized, no time) past the limit per IP and route', async () => {
    const ip = { 'x-real-ip': '172.20.0.1', 'accept-language': 'pt-BR' };
    for (let i = 0; i < 5; i++) expect((await ping(ip)).statusCode, `call ${i + 1}`).toBe(200);
    const limited = await ping(ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 429,
      type: 'error',
      message: STATUS_MESSAGES[429]['pt-BR'],
      result: null,
      extras: null,
    });
    expect(limited.headers['retry-after']).toBeDefined();
    const zh = await ping({ 'x-real-ip': '172.20.0.1', 'accept-language': 'zh-CN' });
    expect(zh.json().message).toBe('访问过于频繁,请稍后重试!');
    // Another client address, and another route of the same address, have their own budgets.
    expect((await ping({ 'x-real-ip': '172.20.0.2' })).statusCode).toBe(200);
    expect((await ping(ip, '/api/sysAuth/loginConfig')).statusCode).toBe(200);
  });

  it('gives captcha, logins and SMS a stricter budget', async () => {
    const ip = { 'x-real-ip': '172.20.1.1' };
    for (let i = 0; i < 3; i++) {
      const res = await server.app.inject({ method: 'GET', url: '/api/sysAuth/captcha', headers: ip });
      expect(res.statusCode, `captcha ${i + 1}`).toBe(200);
    }
    const captcha = await server.app.inject({ method: 'GET', url: '/api/sysAuth/captcha', headers: ip });
    expect(captcha.statusCode).toBe(429);
    expect(captcha.json().code).toBe(429);
    for (let i = 0; i < 3; i++) {
      await server.app.inject({ method: 'POST', url: '/api/sysAuth/loginPhone', headers: ip, payload: {} });
    }
    const login = await server.app.inject({ method: 'POST', url: '/api/sysAuth/loginPhone', headers: ip, payload: {} });
    expect(login.statusCode).toBe(429);
    for (let i = 0; i < 3; i++) {
      await server.app.inject({ method: 'POST', url: '/api/sysSms/sendSms/13800000001', headers: ip });
    }
    const sms = await server.app.inject({ method: 'POST', url: '/api/sysSms/sendSms/13900000001', headers: ip });
    expect(sms.statusCode).toBe(429);
    // The general routes of that address still have their larger budget.
    expect((await ping(ip)).statusCode).toBe(200);
  });

  it('ignores X-Real-IP from a peer that is not an internal proxy', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await server.app.inject({
        method: 'GET',
        url: '/api/health/ping',
        remoteAddress: '203.0.113.7',
        headers: { 'x-real-ip': `198.51.100.${i}` },
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/health/ping',
      remoteAddress: '203.0.113.7',
      headers: { 'x-real-ip': '198.51.100.99' },
    });
    expect(res.statusCode).toBe(429);
  });

  it('reads its budgets from the environment, with generous defaults', () => {
    const saved = { a: process.env.RATE_LIMIT_PER_MINUTE, b: process.env.RATE_LIMIT_AUTH_PER_MINUTE };
    delete process.env.RATE_LIMIT_PER_MINUTE;
    delete process.env.RATE_LIMIT_AUTH_PER_MINUTE;
    try {
      expect(rateLimitSettings()).toEqual({
        perMinute: DEFAULT_RATE_LIMIT_PER_MINUTE,
        authPerMinute: DEFAULT_AUTH_RATE_LIMIT_PER_MINUTE,
      });
      expect(DEFAULT_RATE_LIMIT_PER_MINUTE).toBe(1200);
      process.env.RATE_LIMIT_PER_MINUTE = '0';
      process.env.RATE_LIMIT_AUTH_PER_MINUTE = 'nonsense';
      expect(rateLimitSettings()).toEqual({ perMinute: 0, authPerMinute: DEFAULT_AUTH_RATE_LIMIT_PER_MINUTE });
    } finally {
      if (saved.a === undefined) delete process.env.RATE_LIMIT_PER_MINUTE;
      else process.env.RATE_LIMIT_PER_MINUTE = saved.a;
      if (saved.b === undefined) delete process.env.RATE_LIMIT_AUTH_PER_MINUTE;
      else process.env.RATE_LIMIT_AUTH_PER_MINUTE = saved.b;
    }
  });

  it('RATE_LIMIT_PER_MINUTE=0 switches the general limit off but keeps the strict one', async () => {
    const open = await serverWith({ RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_AUTH_PER_MINUTE: '2' });
    try {
      for (let i = 0; i < 30; i++) {
        const res = await open.app.inject({ method: 'GET', url: '/api/health/ping' });
        expect(res.statusCode).toBe(200);
      }
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        codes.push((await open.app.inject({ method: 'GET', url: '/api/sysAuth/captcha' })).statusCode);
      }
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await open.close();
    }
  });
});
