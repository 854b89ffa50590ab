import { sql } from 'drizzle-orm';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import type { TestServer } from '../helpers/server.ts';

/** Sets a system parameter (sys_config) and drops the settings cache. */
export async function setConfig(server: TestServer, code: string, value: string): Promise<void> {
  await asPlatform(server.db, (tx) =>
    tx.execute(sql`insert into sys_config (name, code, value, sys_flag, group_code)
                   values (${code}, ${code}, ${value}, 1, 'Default')
                   on conflict (code) do update set value = excluded.value`),
  );
  server.services.settings.invalidate();
}

let ipSeq = 0;
/**
 * A client address no other call used: login and captcha are rate limited per IP and
 * route (http/rate-limit.ts), and X-Real-IP from a loopback peer is the client address.
 */
export function freshIp(): string {
  ipSeq += 1;
  return `172.${16 + (ipSeq >> 16)}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
}

/** A fresh captcha and its answer (read from the table, as only a human could). */
export async function solvedCaptcha(server: TestServer): Promise<{ codeId: string; code: string; img: string }> {
  const { body } = await server.call<{ id: string; img: string }>('GET', '/api/sysAuth/captcha', {
    headers: { 'x-real-ip': freshIp() },
  });
  const [row] = await asPlatform(server.db, (tx) =>
    queryRows<{ answer: string }>(tx, sql`select answer from sys_captcha where id = ${body.result.id}`),
  );
  if (!row) throw new Error('captcha not stored');
  return { codeId: body.result.id, code: row.answer, img: body.result.img };
}

export interface LoginOptions {
  password?: string;
  area?: string;
  tenantCode?: string | number;
  ip?: string;
  lang?: string;
  captcha?: boolean;
}

/** POST /api/sysAuth/login with a solved captcha (unless captcha: false). */
export async function login(server: TestServer, account: string, options: LoginOptions = {}) {
  const captcha = options.captcha === false ? null : await solvedCaptcha(server);
  const headers: Record<string, string> = { 'accept-language': options.lang ?? 'en' };
  headers['x-real-ip'] = options.ip ?? freshIp();
  return server.call<{ accessToken: string; refreshToken: string; timeZone: string }>('POST', '/api/sysAuth/login', {
    headers,
    body: {
      account,
      password: options.password ?? '123456',
      ...(captcha ? { codeId: captcha.codeId, code: captcha.code } : {}),
      ...(options.area ? { area: options.area } : {}),
      ...(options.tenantCode !== undefined ? { tenantCode: options.tenantCode } : {}),
    },
  });
}
