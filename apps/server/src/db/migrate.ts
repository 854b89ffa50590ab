import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './client.ts';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
const LOCK_KEY = 727274;

/**
 * The platform's migrations (db/migrations) and every domain's (ServerDomain.migrations), in one
 * global order by file name. A name is the migration's identity in pf_migration, so a file keeps
 * its name when it moves to a domain folder and is never applied twice; two files with the same
 * name are refused.
 */
export function migrationFiles(folders: readonly string[]): { name: string; file: string }[] {
  const byName = new Map<string, string>();
  for (const folder of [MIGRATIONS_DIR, ...folders]) {
    for (const name of readdirSync(folder).filter((f) => f.endsWith('.sql'))) {
      const other = byName.get(name);
      if (other) throw new Error(`migration ${name} exists twice: ${other} and ${folder}`);
      byName.set(name, folder);
    }
  }
  return [...byName.keys()].sort().map((name) => ({ name, file: path.join(byName.get(name) as string, name) }));
}

/**
 * Applies the committed SQL files (migrationFiles) of the platform and the given domains (the list of
 * modules/index.ts, passed in so the data layer does not import the modules) in name order, once each, each in its own
 * transaction. A session advisory lock makes concurrent starts of several instances safe.
 */
export async function migrate(db: Database, domains: readonly { migrations?: string }[]): Promise<string[]> {
  const files = migrationFiles(domains.flatMap((d) => (d.migrations ? [d.migrations] : [])));
  return db.withConnection(async (exec) => {
    await exec(`select pg_advisory_lock(${LOCK_KEY})`);
    try {
      await exec(
        'create table if not exists pf_migration (name text primary key, applied_at timestamptz not null default now())',
      );
      const seen = new Set((await exec('select name from pf_migration')).map((r) => String(r.name)));
      const applied: string[] = [];
      for (const { name: file, file: filePath } of files) {
        if (seen.has(file)) continue;
        const text = readFileSync(filePath, 'utf8');
        const name = file.replace(/'/g, "''");
        try {
          await exec(`begin;\n${text}\n;insert into pf_migration (name) values ('${name}');\ncommit;`);
        } catch (error) {
          await exec('rollback').catch(() => undefined);
          throw new Error(`migration ${file} failed: ${(error as Error).message}`);
        }
        applied.push(file);
      }
      return applied;
    } finally {
      await exec(`select pg_advisory_unlock(${LOCK_KEY})`);
    }
  });
}

/** Migration files not yet recorded in pf_migration (readiness: an instance ahead of its database is not ready). */
export async function pendingMigrations(db: Database, domains: readonly { migrations?: string }[]): Promise<string[]> {
  const files = migrationFiles(domains.flatMap((d) => (d.migrations ? [d.migrations] : [])));
  const rows = await db.withConnection((exec) => exec('select name from pf_migration'));
  const seen = new Set(rows.map((r) => String(r.name)));
  return files.map((f) => f.name).filter((name) => !seen.has(name));
}
