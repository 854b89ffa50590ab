import type { FastifyReply, FastifyRequest } from 'fastify';
import { asPlatform } from '../db/context.ts';
import { sysLogEx, sysLogOp, sysLogVis } from '../db/schema/index.ts';
import { clientIp } from '../http/route.ts';
import type { AppServices } from '../services.ts';
import { parseUserAgent } from './user-agent.ts';

const SECRET_KEYS = /pass(word)?|pwd|secret|token|code$|captcha|key$/i;
const MAX_TEXT = 4000;

/** Copies a request payload for the log with secrets replaced by "***". */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => maskSecrets(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    out[k] =
      SECRET_KEYS.test(k) && (typeof v === 'string' || typeof v === 'number') ? '***' : maskSecrets(v, depth + 1);
  }
  return out;
}

function clip(text: string | undefined | null): string | null {
  if (text === undefined || text === null) return null;
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
}

/** Falls back to the platform tenant for calls that belong to no tenant (anonymous failures). */
function tenantOf(req: FastifyRequest, fallback: number): number {
  return req.auth?.tenantId ?? req.auditTenantId ?? fallback;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Tenant to log an anonymous call under (set by login once the account is known). */
    auditTenantId?: number;
    auditUser?: { userId: number; account: string; realName: string };
  }
}

const PLATFORM_TENANT = 1300000000001;

/** Writes still running after their response was sent. */
const pending = new Set<Promise<unknown>>();

function track(write: Promise<unknown>, req: FastifyRequest, what: string): void {
  const p = write
    .catch((error) => req.log.error({ err: error }, `${what} write failed`))
    .finally(() => pending.delete(p));
  pending.add(p);
}

/** Waits for the log writes in flight (graceful shutdown, tests). */
export async function flushAuditWrites(): Promise<void> {
  while (pending.size) await Promise.allSettled([...pending]);
}

/**
 * Writes the operation log for every mutating call (POST routes that do not opt out),
 * after the response is sent so it adds no latency. Logs are tenant-scoped rows.
 */
export function writeOperationLog(services: AppServices, req: FastifyRequest, reply: FastifyReply): void {
  const meta = req.routeMeta;
  if (!meta?.audit) return;
  const ua = String(req.headers['user-agent'] ?? '');
  const { browser, os } = parseUserAgent(ua);
  const user = req.auth ?? req.auditUser;
  const row = {
    tenantId: tenantOf(req, PLATFORM_TENANT),
    controllerName: meta.service,
    actionName: meta.action,
    displayTitle: meta.permission,
    status: req.resultCode === 200 ? 'success' : 'fail',
    remoteIp: clientIp(req),
    browser,
    os,
    elapsed: Math.round(reply.elapsedTime),
    logLevel: req.resultCode === 200 ? 'Information' : 'Warning',
    account: user?.account ?? null,
    realName: user?.realName ?? null,
    userId: user?.userId ?? null,
    httpMethod: req.method,
    requestUrl: req.url,
    requestParam: clip(JSON.stringify(maskSecrets({ ...(req.query as object), ...(req.body as object) }))),
    resultCode: req.resultCode ?? reply.statusCode,
    returnResult: clip(req.resultMessage ?? null),
    userAgent: ua,
    traceId: String(req.id),
  };
  track(
    asPlatform(services.db, (tx) => tx.insert(sysLogOp).values(row)),
    req,
    'operation log',
  );
}

/** Exception log: unexpected failures, with the stack kept server-side only. */
export function writeExceptionLog(services: AppServices, req: FastifyRequest, error: Error): void {
  const ua = String(req.headers['user-agent'] ?? '');
  const { browser, os } = parseUserAgent(ua);
  const user = req.auth ?? req.auditUser;
  track(
    asPlatform(services.db, (tx) =>
      tx.insert(sysLogEx).values({
        tenantId: tenantOf(req, PLATFORM_TENANT),
        controllerName: req.routeMeta?.service ?? null,
        actionName: req.routeMeta?.action ?? null,
        displayTitle: req.routeMeta?.permission ?? null,
        status: 'error',
        remoteIp: clientIp(req),
        browser,
        os,
        logLevel: 'Error',
        account: user?.account ?? null,
        realName: user?.realName ?? null,
        userId: user?.userId ?? null,
        httpMethod: req.method,
        requestUrl: req.url,
        requestParam: clip(JSON.stringify(maskSecrets({ ...(req.query as object), ...(req.body as object) }))),
        traceId: String(req.id),
        exception: clip(error.stack ?? String(error)),
        message: clip(error.message),
        userAgent: ua,
      }),
    ),
    req,
    'exception log',
  );
}

/** Visit log: login and logout (admin-net-contract §14). */
export async function writeVisitLog(
  services: AppServices,
  req: FastifyRequest,
  entry: {
    tenantId: number;
    userId: number | null;
    account: string;
    realName: string | null;
    action: string;
    status: 'success' | 'fail';
    elapsed?: number;
  },
): Promise<void> {
  const ua = String(req.headers['user-agent'] ?? '');
  const { browser, os } = parseUserAgent(ua);
  await asPlatform(services.db, (tx) =>
    tx.insert(sysLogVis).values({
      tenantId: entry.tenantId,
      controllerName: 'sysAuth',
      actionName: entry.action,
      displayTitle: `sysAuth:${entry.action}`,
      status: entry.status,
      remoteIp: clientIp(req),
      browser,
      os,
      elapsed: entry.elapsed ?? null,
      logLevel: entry.status === 'success' ? 'Information' : 'Warning',
      account: entry.account,
      realName: entry.realName,
      userId: entry.userId,
    }),
  );
}
