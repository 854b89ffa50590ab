import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, type Database } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { DOMAINS } from '../../src/modules/index.ts';
import { seed } from '../../src/seed/index.ts';
import { createServices } from '../../src/services.ts';
import { testConfig } from './config.ts';

/**
 * The run's template databases (docs/testing.md "Template databases"). Migrating and seeding a database takes
 * seconds (PGlite also spends ~3 s on its initdb), and the server suite needs ~100 of them a run: they are built
 * once per run by the global setup (`global-setup.ts`), and each test server starts from a copy —
 * `CREATE DATABASE … TEMPLATE` on PostgreSQL, a data-directory tarball (`dumpDataDir` / `loadDataDir`) for
 * PGlite. `migrated` has the schema only (suites that seed nothing, or seed themselves); `seeded` also has the
 * demo seed (without demo orders), exactly what `createTestServer` built before. Every test server still runs
 * `migrate` on its copy (a no-op that proves the template is current).
 */
export type TemplateKind = 'migrated' | 'seeded';

export type Templates = (
  | { kind: 'pglite'; files: Record<TemplateKind, string> }
  | { kind: 'pg'; databases: Record<TemplateKind, string> }
) & {
  /** The domains migrated and seeded into the templates: a file that registers another (a fixture domain) gets
   * an empty database and migrates and seeds it itself. */
  domains: string[];
};

export const PG_ADMIN_URL = process.env.PRINTFLOOR_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function pgUrlOf(database: string): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function pgAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/** Seeds `db` as a test server would (same configuration, a throwaway data folder). */
async function seedTemplate(db: Database): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'printfloor-template-'));
  try {
    await seed(createServices(testConfig(dataDir, false), db));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Builds this run's templates on the database the run uses (PRINTFLOOR_TEST_DB); `dispose` removes them. */
export async function buildTemplates(): Promise<{ templates: Templates; dispose: () => Promise<void> }> {
  const run = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const domains = DOMAINS.map((d) => d.name);
  if (process.env.PRINTFLOOR_TEST_DB === 'pg') {
    const databases = { migrated: `pf_tpl_${run}_migrated`, seeded: `pf_tpl_${run}_seeded` };
    await pgAdmin((c) => c.query(`create database ${databases.migrated}`));
    await relaxCommits(databases.migrated);
    const migrated = await createDatabase({ url: pgUrlOf(databases.migrated), poolSize: 2 });
    await migrate(migrated, DOMAINS);
    await migrated.close();
    // A template must have no session open while it is copied: the pools above and below are closed first.
    await pgAdmin((c) => c.query(`create database ${databases.seeded} template ${databases.migrated}`));
    await relaxCommits(databases.seeded);
    const seeded = await createDatabase({ url: pgUrlOf(databases.seeded), poolSize: 2 });
    await seedTemplate(seeded);
    await seeded.close();
    return {
      templates: { kind: 'pg', databases, domains },
      dispose: () =>
        pgAdmin(async (c) => {
          for (const name of Object.values(databases)) await c.query(`drop database if exists ${name} with (force)`);
        }),
    };
  }
  const dir = path.join(tmpdir(), `printfloor-templates-${run}`);
  mkdirSync(dir, { recursive: true });
  const files = { migrated: path.join(dir, 'migrated.tar'), seeded: path.join(dir, 'seeded.tar') };
  const db = await createDatabase({ inMemory: true });
  await migrate(db, DOMAINS);
  writeFileSync(files.migrated, await dumpOf(db));
  await seedTemplate(db);
  writeFileSync(files.seeded, await dumpOf(db));
  await db.close();
  return {
    templates: { kind: 'pglite', files, domains },
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function dumpOf(db: Database): Promise<Buffer> {
  if (!db.dumpDataDir) throw new Error('not an embedded database');
  return Buffer.from(await (await db.dumpDataDir()).arrayBuffer());
}

/** A new database copied from the run's template of `kind`; `drop` removes it. */
export async function cloneTemplate(
  templates: Templates,
  kind: TemplateKind,
): Promise<{ db: Database; drop: () => Promise<void>; url?: string }> {
  if (templates.kind === 'pglite') {
    const db = await createDatabase({ inMemory: true, loadDataDir: new Blob([readFileSync(templates.files[kind])]) });
    return { db, drop: () => db.close() };
  }
  const name = `pf_test_${randomBytes(6).toString('hex')}`;
  await pgAdmin((c) => c.query(`create database ${name} template ${templates.databases[kind]}`));
  return openPgTest(name);
}

/**
 * A test database's commits do not wait for the disk (`synchronous_commit = off`, for every session opened on
 * it, the test's own and the servers it starts): on this machine a commit waited ~15 ms for its flush, and a
 * route sweep commits thousands (a refused request logs its operation). Nothing a test proves depends on it:
 * transactions stay atomic, isolated and visible on commit; only a crash of the PostgreSQL server itself could
 * lose the last commits, and no test crashes it (the killed processes are ours). Benchmarks keep the default.
 */
export async function relaxCommits(name: string): Promise<void> {
  await pgAdmin((c) => c.query(`alter database ${name} set synchronous_commit = off`));
}

/** Opens the test database `name` on the PostgreSQL server; `drop` closes it and drops it. */
export async function openPgTest(name: string): Promise<{ db: Database; drop: () => Promise<void>; url: string }> {
  await relaxCommits(name);
  const url = pgUrlOf(name);
  const db = await createDatabase({ url, poolSize: 5 });
  return {
    db,
    url,
    drop: async () => {
      await db.close();
      await pgAdmin((c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}
