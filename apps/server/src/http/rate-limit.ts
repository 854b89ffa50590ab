import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { clientIp as throttleIp } from './client-ip.ts';

/**
 * Rate limiting (admin-net-contract §14): a counter per client IP **and route** over a
 * one-minute window, answered with HTTP 429 and the body
 * `{code: 429, type: 'error', message, result: null, extras: null}` (no `time`; the message
 * comes from STATUS_MESSAGES[429] in the caller's language, written by app.ts's error handler).
 *
 * A factory puts many scanners and browsers behind one NAT address, so the general limit
 * is generous (RATE_LIMIT_PER_MINUTE, default 1200 per IP and route; 0 switches it off).
 * Calls that guess secrets or cost money get a much smaller budget per IP and route
 * (RATE_LIMIT_AUTH_PER_MINUTE, default 30; 0 switches it off): captcha, the logins,
 * SMS sending, QR tickets, unlock-screen and the Swagger login.
 *
 * Counters live in each instance's memory: with N instances behind a balancer the
 * effective budget is up to N times higher. The SMS throttles of sysSms are kept in the
 * database and hold across instances.
 */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 1200;
export const DEFAULT_AUTH_RATE_LIMIT_PER_MINUTE = 30;

/** Route patterns (as registered) that get the strict budget. */
export const STRICT_ROUTES: ReadonlySet<string> = new Set([
  '/api/sysAuth/captcha',
  '/api/sysAuth/login',
  '/api/sysAuth/loginPhone',
  '/api/sysAuth/unLockScreen',
  '/api/sysAuth/qrTicket',
  '/api/sysSms/sendSms/:phoneNumber',
  '/swagger/submitUrl',
  '/api/swagger/submitUrl',
]);

export interface RateLimitOptions {
  /** General limit per IP and route per minute; 0 = off. */
  perMinute?: number;
  /** Limit per IP and route per minute for STRICT_ROUTES; 0 = off. */
  authPerMinute?: number;
}

function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
}

/** Settings from RATE_LIMIT_PER_MINUTE and RATE_LIMIT_AUTH_PER_MINUTE, overridable in code. */
export function rateLimitSettings(options: RateLimitOptions = {}): Required<RateLimitOptions> {
  return {
    perMinute: options.perMinute ?? envInt('RATE_LIMIT_PER_MINUTE', DEFAULT_RATE_LIMIT_PER_MINUTE),
    authPerMinute: options.authPerMinute ?? envInt('RATE_LIMIT_AUTH_PER_MINUTE', DEFAULT_AUTH_RATE_LIMIT_PER_MINUTE),
  };
}

function routeOf(req: FastifyRequest): string {
  return req.routeOptions?.url ?? req.url.split('?')[0] ?? '';
}

/** Registers the limiter on every route added after it (call before the modules). */
export async function registerRateLimit(app: FastifyInstance, options: RateLimitOptions = {}): Promise<void> {
  const { perMinute, authPerMinute } = rateLimitSettings(options);
  if (perMinute === 0 && authPerMinute === 0) return;
  const strict = (req: FastifyRequest) => STRICT_ROUTES.has(routeOf(req));
  await app.register(rateLimit, {
    global: true,
    timeWindow: 60_000,
    hook: 'onRequest',
    keyGenerator: (req) => `${throttleIp(req)}|${req.method}|${routeOf(req)}`,
    max: (req) => (strict(req) ? authPerMinute : perMinute),
    // A budget of 0 means "no limit" for that class of routes.
    allowList: (req) => (strict(req) ? authPerMinute === 0 : perMinute === 0),
    errorResponseBuilder: (_req, context) => {
      const error = new Error(`rate limited, retry in ${context.after}`) as FastifyError;
      error.statusCode = 429;
      return error;
    },
  });
}

export { throttleIp };
