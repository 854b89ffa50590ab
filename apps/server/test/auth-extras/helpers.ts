import { sql } from 'drizzle-orm';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { LogSmsSender } from '../../src/modules/sysSms/sender.ts';
import type { TestServer } from '../helpers/server.ts';

export const SEED_PASSWORD = process.env.PRINTFLOOR_SEED_PASSWORD || '123456';

/** Headers for a caller at `ip` (X-Real-IP, honoured from the loopback peer of inject). */
export function from(ip: string, lang = 'en'): Record<string, string> {
  return { 'x-real-ip': ip, 'accept-language': lang };
}

/** A fresh captcha and its answer, read from the table as only a human could. */
export async function solvedCaptcha(server: TestServer, ip: string): Promise<{ codeId: string; code: string }> {
  const { body } = await server.call<{ id: string }>('GET', '/api/sysAuth/captcha', { headers: from(ip) });
  if (body.code !== 200) throw new Error(`captcha failed: ${JSON.stringify(body)}`);
  const [row] = await asPlatform(server.db, (tx) =>
    queryRows<{ answer: string }>(tx, sql`select answer from sys_captcha where id = ${body.result.id}`),
  );
  if (!row) throw new Error('captcha not stored');
  return { codeId: body.result.id, code: row.answer };
}

/** POST sendSms with a solved captcha in the body. */
export async function sendSms(server: TestServer, phone: string, ip: string, lang = 'en') {
  const captcha = await solvedCaptcha(server, ip);
  return server.call<null>('POST', `/api/sysSms/sendSms/${phone}`, { headers: from(ip, lang), body: captcha });
}

export function lastCode(server: TestServer, phone: string): string {
  const sender = server.services.sms;
  if (!(sender instanceof LogSmsSender)) throw new Error('tests expect the default LogSmsSender');
  const code = sender.lastCode(phone);
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

/** Lets the per-phone cool-down pass (as if 60 s went by). */
export async function endCooldown(server: TestServer, phone: string): Promise<void> {
  await asPlatform(server.db, (tx) =>
    tx.execute(
      sql`update sys_throttle set window_start = now() - interval '61 seconds' where key = ${`sms:cool:${phone}`}`,
    ),
  );
}

export async function setUserPhone(server: TestServer, account: string, phone: string | null): Promise<void> {
  await asPlatform(server.db, (tx) =>
    tx.execute(
      sql`update sys_user u set phone = ${phone} from sys_login_account l
           where l.account = ${account} and u.tenant_id = l.tenant_id and u.id = l.user_id`,
    ),
  );
}

export async function setUserStatus(server: TestServer, account: string, status: 1 | 2): Promise<void> {
  await asPlatform(server.db, (tx) =>
    tx.execute(
      sql`update sys_user u set status = ${status} from sys_login_account l
           where l.account = ${account} and u.tenant_id = l.tenant_id and u.id = l.user_id`,
    ),
  );
}
