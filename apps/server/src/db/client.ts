import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { DEFAULT_DATABASE_POOL_SIZE } from '../config.ts';
import { nameStatements } from './named-statements.ts';
import type * as schema from './schema/index.ts';

export type Schema = typeof schema;
/**
 * The drizzle instances are made without the schema: it only serves drizzle's relational query API
 * (`db.query.<table>.findMany`), which nothing here uses, and with it every transaction built one query
 * builder per table (~70) — 3.5 % of the server's time in the scan benchmark. Queries name their tables.
 */
type NoSchema = Record<string, never>;
export type Orm = PgDatabase<PgQueryResultHKT, NoSchema>;
export type Tx = PgTransaction<PgQueryResultHKT, NoSchema, ExtractTablesWithRelations<NoSchema>>;
/** Anything queries can run on: the pool or an open transaction. */
export type Executor = Orm | Tx;

export interface Database {
  kind: 'pglite' | 'pg';
  orm: Orm;
  /**
   * PostgreSQL only: runs `fn` on a connection of the tenant pool, whose sessions run as the
   * non-owner role printfloor_app (row-level security applies) with `app.tenant_id` = `tenantId`
   * at session level — set in one statement only when the connection last served another tenant.
   * No transaction is opened: `fn` may open one (`inTenant`) or read with single statements.
   */
  asTenant?<T>(tenantId: number | null, fn: (orm: Orm) => Promise<T>): Promise<T>;
  /** Runs `fn` on one raw connection; `exec` runs a (multi-statement) script and returns the last rows. */
  withConnection<T>(fn: (exec: (sqlText: string) => Promise<Record<string, unknown>[]>) => Promise<T>): Promise<T>;
  /**
   * LISTENs on `channel`: `onMessage` gets each payload; `onReset` is called when the
   * listening connection was lost (notices may have been missed). Returns an unsubscribe.
   */
  listen(channel: string, onMessage: (payload: string) => void, onReset: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (the test run's template database, `loadDataDir`). */
  dumpDataDir?(): Promise<Blob>;
}

export interface DatabaseOptions {
  url?: string;
  dataDir?: string;
  inMemory?: boolean;
  /** In memory only: start from this data directory (a `dumpDataDir` tarball) instead of an empty cluster. */
  loadDataDir?: Blob;
  poolSize?: number;
}

/** How long an idle pooled connection stays open, and after how long a connection is renewed. */
const POOL_IDLE_MS = 10 * 60_000;
const POOL_LIFETIME_S = 60 * 60;

/** int8 → JS number (ids are below 2^53, admin-net-contract §1.3); numeric stays a string. */
function parseInt8(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`int8 value ${value} is not a safe integer`);
  return n;
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const poolOptions: pg.PoolConfig = {
      connectionString: options.url,
      max: options.poolSize ?? DEFAULT_DATABASE_POOL_SIZE,
      // A floor's scans come seconds apart. With pg's default (an idle connection closed after 10 s),
      // the stations' next scans after a quiet moment reconnected: log in, set the session up, parse
      // and plan every prepared statement again (the scan's statement: 2.6 ms of planning, five times)
      // — bench:production measured bursts 11 s apart at p50 88 ms, p99 242 ms. Idle connections now
      // stay ten minutes, and each is renewed after an hour, so what a session caches stays bounded.
      idleTimeoutMillis: POOL_IDLE_MS,
      maxLifetimeSeconds: POOL_LIFETIME_S,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === 20 ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    };
    const pool = new pg.Pool(poolOptions);
    // Tenant work has its own pool whose sessions are printfloor_app from the start, so switching
    // to a tenant costs no statement when the connection already serves it, and a one-statement
    // read needs no transaction at all (issue 11: a list answer in one round trip).
    const tenantPool = new pg.Pool({
      ...poolOptions,
      onConnect: async (client) => {
        await client.query(`select set_config('role', 'printfloor_app', false)`);
      },
    });
    // An idle connection the server ends (restart, failover, dropped test database) must not crash the process.
    pool.on('error', () => undefined);
    tenantPool.on('error', () => undefined);
    // Nor one that is checked out but between queries (a transaction awaiting other work): its
    // next query fails and the transaction rolls back, without an unhandled 'error' event.
    for (const p of [pool, tenantPool])
      p.on('connect', (client) => {
        client.on('error', () => undefined);
        nameStatements(client);
      });
    const orm = drizzlePg({ client: pool }) as unknown as Orm;
    const sessionTenant = new WeakMap<pg.PoolClient, string>();
    const sessionOrm = new WeakMap<pg.PoolClient, Orm>();
    return {
      kind: 'pg',
      orm,
      async asTenant(tenantId, fn) {
        const client = await tenantPool.connect();
        try {
          const tenant = tenantId === null ? '' : String(tenantId);
          if (sessionTenant.get(client) !== tenant) {
            sessionTenant.delete(client);
            await client.query(`select set_config('app.tenant_id', $1, false)`, [tenant]);
            sessionTenant.set(client, tenant);
          }
          let clientOrm = sessionOrm.get(client);
          if (!clientOrm) {
            clientOrm = drizzlePg({ client }) as unknown as Orm;
            sessionOrm.set(client, clientOrm);
          }
          return await fn(clientOrm);
        } finally {
          client.release();
        }
      },
      listen: (channel, onMessage, onReset) => listenPg(options.url as string, channel, onMessage, onReset),
      async withConnection(fn) {
        const conn = await pool.connect();
        try {
          return await fn(async (text) => {
            const res = (await conn.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
            const last = Array.isArray(res) ? res[res.length - 1] : res;
            return (last?.rows ?? []) as Record<string, unknown>[];
          });
        } finally {
          conn.release();
        }
      },
      close: async () => {
        await Promise.all([pool.end(), tenantPool.end()]);
      },
    };
  }
  let client: PGlite;
  if (options.inMemory) client = new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  else {
    const dir = path.join(options.dataDir ?? 'data', 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  await client.waitReady;
  const orm = drizzlePglite({ client }) as unknown as Orm;
  return {
    kind: 'pglite',
    orm,
    async listen(channel, onMessage) {
      const unsubscribe = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await unsubscribe();
      };
    },
    withConnection(fn) {
      return fn(async (text) => {
        const res = await client.exec(text);
        return (res[res.length - 1]?.rows ?? []) as Record<string, unknown>[];
      });
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/** A dedicated connection for LISTEN, reconnecting after errors (and reporting the gap). */
async function listenPg(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onReset: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => {
      if (msg.channel === channel) onMessage(msg.payload ?? '');
    });
    c.on('error', () => undefined);
    c.on('end', () => {
      if (stopped) return;
      onReset();
      setTimeout(() => {
        if (!stopped) void connect().catch(() => onReset());
      }, 1000);
    });
    await c.connect();
    await c.query(`listen ${channel}`);
    client = c;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}
