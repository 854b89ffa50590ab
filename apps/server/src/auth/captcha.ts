import { Resvg } from '@resvg/resvg-js';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { asPlatform } from '../db/context.ts';
import { queryRows } from '../db/query.ts';

/**
 * Login captcha (admin-net-contract §3.1): a one-operation arithmetic image, 150×50,
 * valid 60 s, single use, case-insensitive. Answers live in the global sys_captcha table
 * so every app instance can verify them. The image is a PNG (browsers render it under
 * the stock client's data-URL prefix just the same).
 */
export const CAPTCHA_TTL_SECONDS = 60;
const WIDTH = 150;
const HEIGHT = 50;

export interface Captcha {
  /** Decimal id (a sequence value, below 2^53, so clients may hold it as a number). */
  id: string;
  /** Base64 of the PNG image. */
  img: string;
}

export async function renderCaptcha(): Promise<{ answer: string; png: Buffer }> {
  // Loaded on first use: svg-captcha parses its font (opentype.js) at load, memory a server with
  // captchas off, or before its first login page, need not hold.
  const { default: svgCaptcha } = await import('svg-captcha');
  const { text, data } = svgCaptcha.createMathExpr({
    width: WIDTH,
    height: HEIGHT,
    mathMin: 1,
    mathMax: 9,
    mathOperator: '+',
    noise: 2,
    color: true,
    background: '#f4f6fb',
  });
  const png = new Resvg(data, { fitTo: { mode: 'original' } }).render().asPng();
  return { answer: text, png };
}

/** Creates a captcha and stores its answer; prunes expired answers on the way. */
export async function createCaptcha(db: Database): Promise<Captcha> {
  const { answer, png } = await renderCaptcha();
  // sys_captcha is a global table (captchas are issued before anyone is known).
  const id = await asPlatform(db, async (tx) => {
    await tx.execute(sql`delete from sys_captcha where expires_at < now()`);
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`insert into sys_captcha (id, answer, expires_at)
          values (nextval('pf_id_seq')::text, ${answer}, now() + make_interval(secs => ${CAPTCHA_TTL_SECONDS}))
          returning id`,
    );
    return String(rows[0]?.id);
  });
  return { id, img: png.toString('base64') };
}

/** True when `code` answers captcha `id` before it expires. The captcha is spent either way. */
export async function verifyCaptcha(db: Database, id: string | null | undefined, code: string | null | undefined) {
  if (!id || !code) return false;
  const rows = await asPlatform(db, (tx) =>
    queryRows<{ answer: string; live: boolean }>(
      tx,
      sql`delete from sys_captcha where id = ${id} returning answer, expires_at > now() as live`,
    ),
  );
  const row = rows[0];
  return !!row && row.live && row.answer.trim().toLowerCase() === code.trim().toLowerCase();
}
