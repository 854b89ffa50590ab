import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './client.ts';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
const LOCK_KEY = 727274;

/**
 * Applies the committed SQL files of db/migrations in name order, once each, each in
 * its own transaction. A session advisory lock makes concurrent starts of several
 * instances safe.
 */
export async function migrate(db: Database): Promise<string[]> {
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  return db.withConnection(async (exec) => {
    await exec(`select pg_advisory_lock(${LOCK_KEY})`);
    try {
      await exec(
        'create table if not exists pf_migration (name text primary key, applied_at timestamptz not null default now())',
      );
      const seen = new Set((await exec('select name from pf_migration')).map((r) => String(r.name)));
      const applied: string[] = [];
      for (const file of files) {
        if (seen.has(file)) continue;
        const text = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
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
