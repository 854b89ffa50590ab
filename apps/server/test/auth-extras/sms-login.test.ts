import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import type { LogSmsSender } from '../../src/modules/sysSms/sender.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';
import { endCooldown, from, lastCode, sendSms, setUserPhone, setUserStatus, solvedCaptcha } from './helpers.ts';

const OPERATOR_PHONE = '13810000002'; // seeded: operator (factory tenant, 777)
const MERCHANT_PHONE = '13820000001'; // seeded: merchant (merchant tenant, 888)

describe('SMS codes and phone login', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  const loginPhone = (body: unknown, ip = '10.1.0.1', lang = 'en') =>
    server.call<{ accessToken: string; refreshToken: string }>('POST', '/api/sysAuth/loginPhone', {
      headers: from(ip, lang),
      body,
    });

  it('refuses to send without a solved captcha (D0008), in the caller language', async () => {
    const ip = '10.0.0.1';
    const none = await server.call('POST', `/api/sysSms/sendSms/${OPERATOR_PHONE}`, { headers: from(ip) });
    expect(none.body).toMatchObject({ code: 400, type: 'error' });
    expect(none.body.message).toMatch(/^\[D0008\] /);

    const { codeId } = await solvedCaptcha(server, ip);
    const wrong = await server.call('POST', `/api/sysSms/sendSms/${OPERATOR_PHONE}`, {
      headers: from(ip, 'pt-BR'),
      body: { codeId, code: '999' },
    });
    expect(wrong.body.message).toBe('[D0008] Código de verificação incorreto');
    // The captcha was spent by the wrong answer.
    const again = await server.call('POST', `/api/sysSms/sendSms/${OPERATOR_PHONE}`, {
      headers: from(ip),
      body: { codeId, code: '999' },
    });
    expect(again.body.message).toMatch(/^\[D0008\] /);
    expect((server.services.sms as LogSmsSender).lastCode(OPERATOR_PHONE)).toBeUndefined();
  });

  it('accepts the captcha in the query string too', async () => {
    const ip = '10.0.0.2';
    const phone = '13900000002';
    const captcha = await solvedCaptcha(server, ip);
    const res = await server.call('POST', `/api/sysSms/sendSms/${phone}`, { headers: from(ip), query: captcha });
    expect(res.body).toMatchObject({ code: 200, result: null });
    expect(lastCode(server, phone)).toMatch(/^\d{6}$/);
  });

  it('sends a 6-digit code that is stored only as a hash, valid 5 minutes', async () => {
    const phone = '13900000003';
    const res = await sendSms(server, phone, '10.0.0.3');
    expect(res.body.code).toBe(200);
    const code = lastCode(server, phone);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await asPlatform(server.db, (tx) =>
      queryRows<{ code_hash: string; ttl: number }>(
        tx,
        sql`select code_hash, extract(epoch from expires_at - now())::int as ttl from sys_sms_code where phone = ${phone}`,
      ),
    );
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.code_hash).not.toContain(code);
    expect(row?.ttl).toBeGreaterThan(280);
    expect(row?.ttl).toBeLessThanOrEqual(300);
  });

  it('keeps a 60 s cool-down per phone number', async () => {
    const phone = '13900000004';
    expect((await sendSms(server, phone, '10.0.0.4')).body.code).toBe(200);
    const first = lastCode(server, phone);
    const second = await sendSms(server, phone, '10.0.0.5', 'zh-CN');
    expect(second.body.code).toBe(400);
    expect(second.body.message).toMatch(/^\[D1051\] 验证码刚刚发送过，请 (60|59|58) 秒后再试$/);
    expect(lastCode(server, phone)).toBe(first);
    await endCooldown(server, phone);
    expect((await sendSms(server, phone, '10.0.0.5')).body.code).toBe(200);
  });

  it('allows at most 10 codes per IP per hour', async () => {
    const ip = '10.0.0.6';
    for (let i = 0; i < 10; i++) {
      const res = await sendSms(server, `1370000000${i}`, ip);
      expect(res.body.code, `send ${i + 1}`).toBe(200);
    }
    const eleventh = await sendSms(server, '13700000010', ip, 'en');
    expect(eleventh.body).toMatchObject({ code: 400, type: 'error' });
    expect(eleventh.body.message).toBe('[D1033] Too many requests, try again later');
    expect((server.services.sms as LogSmsSender).lastCode('13700000010')).toBeUndefined();
    // Another address is not affected.
    expect((await sendSms(server, '13700000010', '10.0.0.7')).body.code).toBe(200);
  });

  it('allows at most 5 codes per phone number per day', async () => {
    const phone = '13900000005';
    for (let i = 0; i < 5; i++) {
      await endCooldown(server, phone);
      expect((await sendSms(server, phone, `10.0.1.${i}`)).body.code, `send ${i + 1}`).toBe(200);
    }
    await endCooldown(server, phone);
    const sixth = await sendSms(server, phone, '10.0.1.9');
    expect(sixth.body.message).toMatch(/^\[D1052\] /);
  });

  it('rejects a malformed phone number with 400 and a message', async () => {
    const captcha = await solvedCaptcha(server, '10.0.0.8');
    for (const bad of ['12345678901', '1381000000', 'abcdefghijk', '138100000021']) {
      const res = await server.call('POST', `/api/sysSms/sendSms/${bad}`, { headers: from('10.0.0.8'), body: captcha });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(400);
      expect(res.body.message).toContain('Invalid mobile number');
    }
  });

  it('logs in with the code: tokens in result and headers, the token works, the code is single use', async () => {
    await sendSms(server, OPERATOR_PHONE, '10.0.2.1');
    const code = lastCode(server, OPERATOR_PHONE);
    const res = await loginPhone({ phone: OPERATOR_PHONE, code, area: 'factory' });
    expect(res.body.code).toBe(200);
    expect(res.body.result.accessToken).toBeTruthy();
    expect(res.body.result.refreshToken).toBeTruthy();
    expect(res.headers['access-token']).toBe(res.body.result.accessToken);
    expect(res.headers['x-access-token']).toBe(res.body.result.refreshToken);
    const me = await server.call<{ account: string; area: string }>('GET', '/api/sysAuth/userInfo', {
      token: res.body.result.accessToken,
    });
    expect(me.body.code).toBe(200);
    expect(me.body.result.account).toBe('operator');
    // Visit log written for the phone login.
    const [visit] = await asPlatform(server.db, (tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from sys_log_vis where account = 'operator' and action_name = 'loginPhone' and status = 'success'`,
      ),
    );
    expect(visit?.n).toBe(1);
    const reuse = await loginPhone({ phone: OPERATOR_PHONE, code });
    expect(reuse.body.message).toMatch(/^\[D1031\] /);
  });

  it('answers D1031 for a missing or expired code and D1032 for a wrong one; 5 wrong entries burn it', async () => {
    const phone = '13810000003'; // seeded: warehouse
    expect((await loginPhone({ phone, code: '123456' })).body.message).toMatch(/^\[D1031\] /);

    await sendSms(server, phone, '10.0.3.1');
    const code = lastCode(server, phone);
    const wrong = code === '000000' ? '000001' : '000000';
    await asPlatform(server.db, (tx) =>
      tx.execute(sql`update sys_sms_code set expires_at = now() - interval '1 second' where phone = ${phone}`),
    );
    expect((await loginPhone({ phone, code })).body.message).toMatch(/^\[D1031\] /);

    await endCooldown(server, phone);
    await sendSms(server, phone, '10.0.3.2');
    const fresh = lastCode(server, phone);
    const other = fresh === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await loginPhone({ phone, code: other }, '10.0.3.3', 'zh-TW');
      expect(res.body.message).toBe('[D1032] 驗證碼錯誤！');
    }
    // Burnt: even the right code no longer works.
    expect((await loginPhone({ phone, code: fresh })).body.message).toMatch(/^\[D1031\] /);
    expect(wrong).not.toBe(code);
  });

  it('applies the account-login rules: area of the tenant kind, disabled user', async () => {
    await sendSms(server, MERCHANT_PHONE, '10.0.4.1');
    const toFactory = await loginPhone({
      phone: MERCHANT_PHONE,
      code: lastCode(server, MERCHANT_PHONE),
      area: 'factory',
    });
    expect(toFactory.body.message).toMatch(/^\[D1030\] /);

    const phone = '13800000003'; // seeded: user1 (platform)
    await setUserStatus(server, 'user1', 2);
    try {
      await sendSms(server, phone, '10.0.4.2');
      const res = await loginPhone({ phone, code: lastCode(server, phone) });
      expect(res.body.message).toMatch(/^\[D1017\] /);
    } finally {
      await setUserStatus(server, 'user1', 1);
    }
  });

  it('needs the tenant code when the number has accounts in several tenants; one answer otherwise', async () => {
    const shared = '13600000001';
    await setUserPhone(server, 'warehouse', shared); // factory tenant
    await setUserPhone(server, 'shopstaff', shared); // merchant tenant
    await sendSms(server, shared, '10.0.5.1');
    const ambiguous = await loginPhone({ phone: shared, code: lastCode(server, shared) });
    expect(ambiguous.body.message).toMatch(/^\[D1054\] /);

    await endCooldown(server, shared);
    await sendSms(server, shared, '10.0.5.2');
    const scoped = await loginPhone({ phone: shared, code: lastCode(server, shared), tenantCode: 'merchant' });
    expect(scoped.body.code).toBe(200);
    const me = await server.call<{ account: string }>('GET', '/api/sysAuth/userInfo', {
      token: scoped.body.result.accessToken,
    });
    expect(me.body.result.account).toBe('shopstaff');

    const nobody = '13600000009';
    await sendSms(server, nobody, '10.0.5.3');
    const unknown = await loginPhone({ phone: nobody, code: lastCode(server, nobody) });
    expect(unknown.body.message).toBe(ambiguous.body.message);
  });

  it('answers D1053 and keeps no code when the sender fails', async () => {
    const original = server.services.sms;
    server.services.sms = {
      send: async () => {
        throw new Error('provider down');
      },
    };
    try {
      const phone = '13900000006';
      const res = await sendSms(server, phone, '10.0.6.1');
      expect(res.body.message).toMatch(/^\[D1053\] /);
      const rows = await asPlatform(server.db, (tx) =>
        queryRows(tx, sql`select 1 from sys_sms_code where phone = ${phone}`),
      );
      expect(rows).toHaveLength(0);
    } finally {
      server.services.sms = original;
    }
  });

  it('answers bad bodies with 400 and a message, never 500', async () => {
    const cases: unknown[] = [
      undefined,
      {},
      { phone: 'x', code: '1234' },
      { phone: OPERATOR_PHONE },
      { phone: OPERATOR_PHONE, code: '12' },
      { phone: OPERATOR_PHONE, code: { a: 1 } },
      { phone: OPERATOR_PHONE, code: '1234', area: 'moon' },
      { phone: 13810000002, code: '1234' },
      [1, 2],
      'text',
    ];
    for (const body of cases) {
      const res = await loginPhone(body, '10.0.7.1');
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.body.code, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toBeTruthy();
    }
    const sms = await server.call('POST', `/api/sysSms/sendSms/${OPERATOR_PHONE}`, {
      headers: from('10.0.7.2'),
      body: [1, 2],
    });
    expect(sms.body.code).toBe(400);
    const smsBadCaptcha = await server.call('POST', `/api/sysSms/sendSms/${OPERATOR_PHONE}`, {
      headers: from('10.0.7.2'),
      body: { codeId: { x: 1 }, code: [1] },
    });
    expect(smsBadCaptcha.body.code).toBe(400);
  });
});
