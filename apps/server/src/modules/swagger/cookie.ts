import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../../services.ts';

/**
 * The Swagger UI login cookie: `<userId>.<expiry seconds>.<HMAC-SHA256>` signed with a key
 * derived from the JWT secret, HttpOnly, SameSite=Strict. (No cookie plugin: the header is
 * written and read here.)
 */
export const SWAGGER_COOKIE = 'pf_swagger';
export const SWAGGER_COOKIE_SECONDS = 8 * 3600;

const keys = new WeakMap<AppServices, Buffer>();

function signature(services: AppServices, payload: string): Buffer {
  let key = keys.get(services);
  if (!key) {
    key = createHmac('sha256', services.config.secrets.jwtSecret).update('printfloor:swagger-cookie').digest();
    keys.set(services, key);
  }
  return createHmac('sha256', key).update(payload).digest();
}

/** Cookie header → name/value pairs (first occurrence wins). */
export function parseCookies(header: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!out.has(name)) {
      const raw = part.slice(eq + 1).trim();
      try {
        out.set(name, decodeURIComponent(raw));
      } catch {
        out.set(name, raw);
      }
    }
  }
  return out;
}

export function swaggerCookieValue(services: AppServices, userId: number, nowMs = Date.now()): string {
  const payload = `${userId}.${Math.floor(nowMs / 1000) + SWAGGER_COOKIE_SECONDS}`;
  return `${payload}.${signature(services, payload).toString('base64url')}`;
}

/** True when the request carries an unexpired cookie signed by this server. */
export function hasSwaggerCookie(services: AppServices, req: FastifyRequest): boolean {
  const value = parseCookies(req.headers.cookie).get(SWAGGER_COOKIE);
  if (!value) return false;
  const match = /^(\d{1,20})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return false;
  const [, userId, exp, sig] = match as unknown as [string, string, string, string];
  if (Number(exp) * 1000 <= Date.now()) return false;
  const expected = signature(services, `${userId}.${exp}`);
  const given = Buffer.from(sig, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function setSwaggerCookie(services: AppServices, req: FastifyRequest, reply: FastifyReply, userId: number) {
  const secure = req.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'Set-Cookie',
    `${SWAGGER_COOKIE}=${swaggerCookieValue(services, userId)}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${SWAGGER_COOKIE_SECONDS}${secure}`,
  );
}
