import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Area } from '@printfloor/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { sm2 } from 'sm-crypto-v2';
import { type BuildOptions, buildApp } from '../../src/app.ts';
import { openSession } from '../../src/auth/sessions.ts';
import { loadConfig } from '../../src/config.ts';
import { createDatabase, type Database } from '../../src/db/client.ts';
import { asPlatform, inTenant } from '../../src/db/context.ts';
import { migrate } from '../../src/db/migrate.ts';
import { sysLoginAccount } from '../../src/db/schema/index.ts';
import { DOMAINS } from '../../src/modules/index.ts';
import { seed } from '../../src/seed/index.ts';
import { type AppServices, createServices } from '../../src/services.ts';

/**
 * Test database: PGlite in memory by default; with PRINTFLOOR_TEST_DB=pg a fresh database
 * on the PostgreSQL server (PRINTFLOOR_TEST_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres),
 * dropped again by close().
 */
export async function createTestDatabase(): Promise<{ db: Database; drop: () => Promise<void>; url?: string }> {
  if (process.env.PRINTFLOOR_TEST_DB !== 'pg') {
    const db = await createDatabase({ inMemory: true });
    return { db, drop: () => db.close() };
  }
  const adminUrl = process.env.PRINTFLOOR_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `pf_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await createDatabase({ url: url.toString(), poolSize: 5 });
  return {
    db,
    url: url.toString(),
    drop: async () => {
      await db.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** One real SM2 key pair per test process: the SM2 paths of login and password change really decrypt. */
const SM2_PAIR = sm2.generateKeyPairHex();

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
  const { db, drop, url } = shared
    ? { db: shared, url: other?.dbUrl, drop: () => shared.close() }
    : await createTestDatabase();
  await migrate(db, DOMAINS);
  const dataDir = other ? other.services.config.dataDir : mkdtempSync(path.join(tmpdir(), 'printfloor-test-'));
  const config = loadConfig({
    inMemory: true,
    // Its own folder per server: ids restart with every test database, so a shared folder would
    // already hold another run's file of the same id (the local store refuses to overwrite).
    dataDir,
    // The suites build the orders they test; the demo volume (and its artwork files) is the app's.
    demoOrders: false,
    jobScheduler: options.jobScheduler ?? true,
    secrets: {
      jwtSecret: randomBytes(32).toString('hex'),
      sm2PublicKey: SM2_PAIR.publicKey,
      sm2PrivateKey: SM2_PAIR.privateKey,
    },
  });
  const services = createServices(config, db);
  if (options.seed !== false && !other) await seed(services);
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
