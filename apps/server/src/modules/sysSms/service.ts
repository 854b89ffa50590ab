import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { inTenant } from '../../db/context.ts';
import { sysSmsCode } from '../../db/schema/index.ts';
import { BizError } from '../../errors.ts';
import type { AppServices } from '../../services.ts';
import { countUse, pruneThrottle } from './throttle.ts';

/** SMS login codes (admin-net-contract §3.1 sendSms / loginPhone, §15 #9). */
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_SECONDS = 5 * 60;
export const SMS_COOLDOWN_SECONDS = 60;
export const SMS_PER_PHONE_PER_DAY = 5;
export const SMS_PER_IP_PER_HOUR = 10;
/** Wrong entries that burn a code. */
export const SMS_MAX_ATTEMPTS = 5;

/** Mainland China mobile number: 11 digits, `1[3-9]` then 9 digits (shell-reference verifyPhone). */
export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;
export const phoneSchema = z
  .string({ error: 'mobileInvalid' })
  .trim()
  .regex(MAINLAND_MOBILE, { error: 'mobileInvalid' });

const hmacKeys = new WeakMap<AppServices, Buffer>();

/** Codes are stored as HMAC-SHA256(server key, phone:code): a 6-digit code hashed without a key is brute-forced at once. */
function codeHash(services: AppServices, phone: string, code: string): string {
  let key = hmacKeys.get(services);
  if (!key) {
    key = createHmac('sha256', services.config.secrets.jwtSecret).update('printfloor:sms-code').digest();
    hmacKeys.set(services, key);
  }
  return createHmac('sha256', key).update(`${phone}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Issues a new code for `phone` and hands it to the configured sender. Throttles, in
 * order: one code per phone per 60 s (D1051), 5 per phone per day (D1052), 10 per IP per
 * hour (D1033). A refused request counts nothing (the counters roll back with it).
 * The caller has already checked the captcha.
 */
export async function sendSmsCode(services: AppServices, input: { phone: string; ip: string }): Promise<void> {
  const { phone, ip } = input;
  const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
  const hash = codeHash(services, phone, code);
  // Global tables only (sys_throttle, sys_sms_code): run as the app role with no tenant.
  await inTenant(services.db, null, async (tx) => {
    const cool = await countUse(tx, `sms:cool:${phone}`, SMS_COOLDOWN_SECONDS, 1);
    if (!cool.allowed) throw new BizError('D1051', { seconds: cool.retryAfterSeconds });
    const day = await countUse(tx, `sms:phone:${phone}`, 24 * 3600, SMS_PER_PHONE_PER_DAY);
    if (!day.allowed) throw new BizError('D1052');
    const hour = await countUse(tx, `sms:ip:${ip}`, 3600, SMS_PER_IP_PER_HOUR);
    if (!hour.allowed) throw new BizError('D1033');
    await tx
      .insert(sysSmsCode)
      .values({
        phone,
        codeHash: hash,
        expiresAt: sql`now() + make_interval(secs => ${SMS_CODE_TTL_SECONDS}::int)`,
        attempts: 0,
        sentAt: sql`now()`,
      })
      .onConflictDoUpdate({
        target: sysSmsCode.phone,
        set: {
          codeHash: hash,
          expiresAt: sql`now() + make_interval(secs => ${SMS_CODE_TTL_SECONDS}::int)`,
          attempts: 0,
          sentAt: sql`now()`,
        },
      });
    if (randomInt(0, 50) === 0) await pruneThrottle(tx, 'sms:', 2 * 24 * 3600);
  });
  try {
    await services.sms.send(phone, code);
  } catch (error) {
    // The throttles stay counted: a failing provider must not become a way around them.
    await inTenant(services.db, null, (tx) =>
      tx.delete(sysSmsCode).where(sql`${sysSmsCode.phone} = ${phone} and ${sysSmsCode.codeHash} = ${hash}`),
    );
    throw Object.assign(new BizError('D1053'), { cause: error });
  }
}

/**
 * Checks a code and burns it on success. Missing, expired or burnt → D1031; wrong → D1032,
 * and the fifth wrong entry burns the code.
 */
export async function verifySmsCode(services: AppServices, phone: string, code: string): Promise<void> {
  const given = codeHash(services, phone, code.trim());
  // Global table sys_sms_code: app role, no tenant.
  const outcome = await inTenant(services.db, null, async (tx) => {
    const [row] = await tx
      .select({
        codeHash: sysSmsCode.codeHash,
        attempts: sysSmsCode.attempts,
        live: sql<boolean>`${sysSmsCode.expiresAt} > now()`,
      })
      .from(sysSmsCode)
      .where(eq(sysSmsCode.phone, phone))
      .for('update');
    if (!row) return 'missing' as const;
    if (!row.live || row.attempts >= SMS_MAX_ATTEMPTS) {
      await tx.delete(sysSmsCode).where(eq(sysSmsCode.phone, phone));
      return 'missing' as const;
    }
    if (!sameHash(row.codeHash, given)) {
      if (row.attempts + 1 >= SMS_MAX_ATTEMPTS) await tx.delete(sysSmsCode).where(eq(sysSmsCode.phone, phone));
      else
        await tx
          .update(sysSmsCode)
          .set({ attempts: row.attempts + 1 })
          .where(eq(sysSmsCode.phone, phone));
      return 'wrong' as const;
    }
    await tx.delete(sysSmsCode).where(eq(sysSmsCode.phone, phone));
    return 'ok' as const;
  });
  if (outcome === 'missing') throw new BizError('D1031');
  if (outcome === 'wrong') throw new BizError('D1032');
}
