import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { asPlatform } from '../db/context.ts';
import { sysLogEx, sysLogOp, sysLogVis } from '../db/schema/index.ts';
import { clientIp } from '../http/route.ts';
import type { AppServices } from '../services.ts';
import { parseUserAgent } from './user-agent.ts';

const SECRET_KEYS = /pass(word)?|pwd|secret|token|code$|captcha|key$/i;
const MAX_TEXT = 4000;

const MAX_LOG_DEPTH = 6;

/**
 * Copies a request payload for the log with secrets replaced by "***". Deeper than
 * MAX_LOG_DEPTH it writes "…" instead of the value: a body nested 10,000 levels deep must
 * still leave its log row, and neither this copy nor JSON.stringify may walk it whole.
 */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_LOG_DEPTH) return '…';
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

/**
 * A log row PostgreSQL accepts: a NUL character (refused in text) becomes U+FFFD. The log must
 * survive exactly the input that was refused for carrying one (a user agent, an error message).
 */
function storable<T extends Record<string, unknown>>(row: T): T {
  const out: Record<string, unknown> = { ...row };
  for (const [key, value] of Object.entries(out)) {
    if (typeof value === 'string' && value.includes('\0')) out[key] = value.replaceAll('\0', '\uFFFD');
  }
  return out as T;
}

function requestParam(req: FastifyRequest): string | null {
  const body = req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body) ? req.body : {};
  return clip(JSON.stringify(maskSecrets({ ...(req.query as object), ...body })));
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
    /** Refused by validation or the input gate: logged even where the route's calls are not (GET). */
    refusedInput?: boolean;
  }
}

const PLATFORM_TENANT = 1300000000001;

/** Writes still running after their response was sent. */
const pending = new Set<Promise<unknown>>();

/** At most this many log rows go in one insert. */
const MAX_BATCH = 200;

type LogTable = typeof sysLogOp | typeof sysLogEx;
interface Queued {
  row: Record<string, unknown>;
  req: FastifyRequest;
  what: string;
}

/**
 * The writer of one log table on one database, group-committing: a row arriving while no write
 * runs is written at once (no added delay); rows arriving while one runs wait for it and then go
 * together in one insert in one transaction. Under load a logged call then costs a share of a
 * transaction (begin, insert, commit: three round trips) instead of one of its own. Nothing is
 * dropped: a batch the database refuses is written again row by row, so one bad row loses only
 * itself (and is reported), and `flushAuditWrites` (graceful close) waits until the queue is empty.
 */
class LogWriter {
  private queue: Queued[] = [];
  private running = false;

  constructor(
    private readonly db: Database,
    private readonly table: LogTable,
  ) {}

  add(entry: Queued): void {
    this.queue.push(entry);
    if (this.running) return;
    this.running = true;
    const p = this.drain().finally(() => {
      this.running = false;
      pending.delete(p);
    });
    pending.add(p);
  }

  private async drain(): Promise<void> {
    while (this.queue.length) {
      const batch = this.queue.splice(0, MAX_BATCH);
      try {
        await this.insert(batch);
      } catch {
        for (const entry of batch) {
          await this.insert([entry]).catch((error: unknown) =>
            entry.req.log.error({ err: error }, `${entry.what} write failed`),
          );
        }
      }
    }
  }

  private insert(batch: Queued[]): Promise<unknown> {
    // The owner writes: a log row may belong to another tenant than the connection's last one.
    return asPlatform(this.db, (tx) => tx.insert(this.table).values(batch.map((e) => e.row) as never));
  }
}

const writers = new WeakMap<Database, Map<LogTable, LogWriter>>();

function enqueue(db: Database, table: LogTable, entry: Queued): void {
  let byTable = writers.get(db);
  if (!byTable) {
    byTable = new Map();
    writers.set(db, byTable);
  }
  let writer = byTable.get(table);
  if (!writer) {
    writer = new LogWriter(db, table);
    byTable.set(table, writer);
  }
  writer.add(entry);
}

/** Waits for the log writes in flight and queued (graceful shutdown, tests). */
export async function flushAuditWrites(): Promise<void> {
  while (pending.size) await Promise.allSettled([...pending]);
}

/**
 * Writes the operation log for every mutating call (POST routes that do not opt out) and
 * every call refused by validation or the input gate (a probe with NUL characters, huge
 * numbers or deep nesting leaves its trace even on a read), after the response is sent so
 * it adds no latency. Logs are tenant-scoped rows.
 */
export function writeOperationLog(services: AppServices, req: FastifyRequest, reply: FastifyReply): void {
  const meta = req.routeMeta;
  if (!meta || (!meta.audit && !req.refusedInput)) return;
  const row = {
    ...requestColumns(req),
    status: req.resultCode === 200 ? 'success' : 'fail',
    elapsed: Math.round(reply.elapsedTime),
    logLevel: req.resultCode === 200 ? 'Information' : 'Warning',
    resultCode: req.resultCode ?? reply.statusCode,
    returnResult: clip(req.resultMessage ?? null),
  };
  enqueue(services.db, sysLogOp, { row: storable(row), req, what: 'operation log' });
}

/** Exception log: unexpected failures, with the stack kept server-side only. */
export function writeExceptionLog(services: AppServices, req: FastifyRequest, error: Error): void {
  const row = {
    ...requestColumns(req),
    status: 'error',
    logLevel: 'Error',
    exception: clip(error.stack ?? String(error)),
    message: clip(error.message),
  };
  enqueue(services.db, sysLogEx, { row: storable(row), req, what: 'exception log' });
}

/** The columns the operation and exception logs share: who called what, from where, with which parameters. */
function requestColumns(req: FastifyRequest) {
  const ua = String(req.headers['user-agent'] ?? '');
  const { browser, os } = parseUserAgent(ua);
  const user = req.auth ?? req.auditUser;
  return {
    tenantId: tenantOf(req, PLATFORM_TENANT),
    controllerName: req.routeMeta?.service ?? null,
    actionName: req.routeMeta?.action ?? null,
    displayTitle: req.routeMeta?.permission ?? null,
    remoteIp: clientIp(req),
    browser,
    os,
    account: user?.account ?? null,
    realName: user?.realName ?? null,
    userId: user?.userId ?? null,
    httpMethod: req.method,
    requestUrl: req.url,
    requestParam: requestParam(req),
    userAgent: ua,
    traceId: String(req.id),
  };
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
