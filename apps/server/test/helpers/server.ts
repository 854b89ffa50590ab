import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Area } from '@printfloor/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../../src/app.ts';
import { openSession } from '../../src/auth/sessions.ts';
import { createDatabase, type Database } from '../../src/db/client.ts';
import { asPlatform, inTenant } from '../../src/db/context.ts';
import { migrate } from '../../src/db/migrate.ts';
import { sysLoginAccount } from '../../src/db/schema/index.ts';
import { DOMAINS } from '../../src/modules/index.ts';
import { seed } from '../../src/seed/index.ts';
import { type AppServices, createServices } from '../../src/services.ts';
import { testConfig } from './config.ts';
import { cloneTemplate, openPgTest, pgAdmin, type TemplateKind, type Templates } from './template.ts';

/**
 * Test database: PGlite in memory by default; with PRINTFLOOR_TEST_DB=pg a fresh database
 * on the PostgreSQL server (PRINTFLOOR_TEST_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres),
 * dropped again by close(). With `from`, a copy of the run's template database of that kind (template.ts):
 * already migrated, and seeded for `seeded`; without it (or when the run has no templates) an empty one.
 */
export async function createTestDatabase(from?: TemplateKind): Promise<TestDatabase> {
  const templates = from ? runTemplates() : undefined;
  if (from && templates) return { ...(await cloneTemplate(templates, from)), template: from };
  if (process.env.PRINTFLOOR_TEST_DB !== 'pg') {
    const db = await createDatabase({ inMemory: true });
    return { db, drop: () => db.close() };
  }
  const name = `pf_test_${randomBytes(6).toString('hex')}`;
  await pgAdmin((c) => c.query(`create database ${name}`));
  return openPgTest(name);
}

export interface TestDatabase {
  db: Database;
  drop: () => Promise<void>;
  /** PostgreSQL only: the database's URL. */
  url?: string;
  /** The template it is a copy of (none: an empty database). */
  template?: TemplateKind;
}

/** The run's templates, if the global setup built them for the database this run uses. */
function runTemplates(): Templates | undefined {
  let templates: Templates | undefined;
  try {
    templates = inject('dbTemplates');
  } catch {
    return undefined; // not inside a Vitest worker
  }
  const wanted = process.env.PRINTFLOOR_TEST_DB === 'pg' ? 'pg' : 'pglite';
  const sameDomains = templates?.domains.join() === DOMAINS.map((d) => d.name).join();
  return templates?.kind === wanted && sameDomains ? templates : undefined;
}

export interface TestServer {
  app: FastifyInstance;
  services: AppServices;
  db: Database;
  /** PostgreSQL only: the database URL (a second instance can open its own pool on it). */
  dbUrl?: string;
  close(): Promise<void>;
  /** Calls the API and returns the parsed body (the envelope) and the raw response. */
  call<T = unknown>(
    method: 'GET' | 'POST',
    url: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string>; query?: Record<string, string> },
  ): Promise<CallResult<T>>;
  /** A token pair for a seeded account, without captcha (sessions as login opens them). */
  tokenFor(account: string, area?: Area): Promise<string>;
}

/** What `TestServer.call` answers: the parsed envelope, the headers and the status. */
export interface CallResult<T> {
  body: Envelope<T>;
  headers: Record<string, unknown>;
  status: number;
}

interface Envelope<T> {
  code: number;
  type: string;
  message: string;
  result: T;
  extras: unknown;
  time: string;
}

export async function createTestServer(
  options: {
    seed?: boolean;
    sameDatabaseAs?: TestServer;
    build?: BuildOptions;
    /** false: no job scheduler (no heartbeat, no LISTEN connection, no background queries). */
    jobScheduler?: boolean;
  } = {},
): Promise<TestServer> {
  // A second instance on the database of `sameDatabaseAs` (PostgreSQL): its own pool, services
  // and caches, like another app server behind the load balancer; closing it keeps the database.
  const other = options.sameDatabaseAs;
  if (other && !other.dbUrl) throw new Error('sameDatabaseAs needs a PostgreSQL test server');
  const shared = other?.dbUrl ? await createDatabase({ url: other.dbUrl, poolSize: 5 }) : null;
  const seeded = options.seed !== false;
  const { db, drop, url }: TestDatabase = shared
    ? { db: shared, url: other?.dbUrl, drop: () => shared.close() }
    : await createTestDatabase(seeded ? 'seeded' : 'migrated');
  await migrate(db, DOMAINS);
  // Its own folder per server: ids restart with every test database, so a shared folder would
  // already hold another run's file of the same id (the local store refuses to overwrite).
  const dataDir = other ? other.services.config.dataDir : mkdtempSync(path.join(tmpdir(), 'printfloor-test-'));
  const config = testConfig(dataDir, options.jobScheduler ?? true);
  const services = createServices(config, db);
  // Seeded as every start of the server seeds (idempotent): on a copy of the seeded template it only adds what the
  // database lacks and does what a start does outside it — the demo hot folders under this server's data folder,
  // a warm settings snapshot (modules/sysConfig/settings-store.ts) — in ~1 s instead of the first seed's ~5.
  if (seeded && !other) await seed(services);
  const app = await buildApp(services, { serveWeb: false, ...options.build });
  await app.ready();
  const server: TestServer = {
    app,
    services,
    db,
    dbUrl: url,
    async close() {
      await app.close();
      await drop();
      if (!other) rmSync(dataDir, { recursive: true, force: true });
    },
    async call(method, url, opts = {}) {
      // PostgreSQL delivers change notices to the auth cache right after commit, asynchronously:
      // wait until earlier commits were heard, as they are in practice within milliseconds.
      if (db.kind === 'pg') await services.authCache.settle(db);
      const headers: Record<string, string> = { ...(opts.headers ?? {}) };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      const inject: InjectOptions = { method, url, headers, query: opts.query };
      if (opts.body !== undefined) inject.payload = opts.body as InjectOptions['payload'];
      const res = await app.inject(inject);
      let body: Envelope<never>;
      try {
        body = res.json();
      } catch {
        body = res.body as never;
      }
      return { body, headers: res.headers, status: res.statusCode };
    },
    async tokenFor(account, area) {
      const login = await asPlatform(
        db,
        async (tx) => (await tx.select().from(sysLoginAccount).where(eq(sysLoginAccount.account, account)))[0],
      );
      if (!login) throw new Error(`no seeded account ${account}`);
      const pair = await inTenant(db, login.tenantId, (tx) =>
        openSession(services, tx, { tenantId: login.tenantId, userId: login.userId, area: area ?? 'factory' }),
      );
      return pair.accessToken;
    },
  };
  return server;
}
