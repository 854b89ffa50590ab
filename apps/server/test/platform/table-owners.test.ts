import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableName, isTable } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema/index.ts';
import { sourceFiles } from '../helpers/source-files.ts';

/**
 * Who writes a table (issue 34): a domain owns the tables its own migrations create
 * (`apps/server/src/modules/<domain>/migrations/*.sql`), and only its folder writes them; other domains call
 * its commands (its index.ts) or react to its events. This test reads the server's source and lists every
 * statement that inserts into, updates or deletes from a domain's table outside that domain's folder: raw SQL
 * (`insert into <t>`, `update <t>`, `delete from <t>`) and Drizzle (`.insert(<t>)`, `.update(<t>)`,
 * `.delete(<t>)`). The resource engine (src/resources/) writes any declared resource's table on its
 * declaration's behalf and is not counted; tables of the platform's own migrations (src/db/migrations) have no
 * domain owner here.
 *
 * KNOWN is what still crosses a boundary, file by file: the debt issue 34 pays off. The test fails on a writer
 * that is not listed (call the owner's command instead) and on a listed one that is gone (take it off the list).
 */

const ROOT = path.resolve(import.meta.dirname, '../../src');
const MODULES = path.join(ROOT, 'modules');
const ENGINE = path.join(ROOT, 'resources') + path.sep;

/** `file (relative to apps/server/src) → table` written there though another domain owns it. */
const KNOWN: Record<string, readonly string[]> = {};

/**
 * Tables a migration of another folder made for a domain with no migrations of its own: the developer tools'
 * migration (sysCodeGen 0028) also created the plugins' state, which the sysPlugin service owns.
 */
const MADE_FOR: Record<string, string> = { sys_plugin_state: 'sysPlugin' };

/** Table → the domain whose migrations create it. */
function owners(): Map<string, string> {
  const out = new Map<string, string>();
  for (const domain of readdirSync(MODULES)) {
    const dir = path.join(MODULES, domain, 'migrations');
    let files: string[];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.sql'));
    } catch {
      continue;
    }
    for (const f of files)
      for (const m of readFileSync(path.join(dir, f), 'utf8').matchAll(
        /\bcreate\s+(?:unlogged\s+)?table\s+(?:if\s+not\s+exists\s+)?([a-z_][a-z0-9_]*)/gi,
      ))
        out.set((m[1] ?? '').toLowerCase(), domain);
  }
  for (const [table, domain] of Object.entries(MADE_FOR)) out.set(table, domain);
  return out;
}

/** Drizzle table variable → table name. */
function drizzleTables(): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, table] of Object.entries(schema)) if (isTable(table)) out.set(name, getTableName(table));
  return out;
}

/** The tables a source text inserts into, updates or deletes from. */
function writtenTables(text: string, tables: Map<string, string>): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+([a-z_][a-z0-9_]*)\b/gi)) {
    const table = (m[1] ?? '').toLowerCase();
    // `update <table> set`, `update <table> <alias> set`, `insert into <table> (`, `delete from <table> where`:
    // a word after "update" in prose ("update the state") is not a table of ours, which `owners` decides.
    out.push(table);
  }
  // A seed's helper given the table's name (`insertMissing(tx, 'mes_device', rows)`).
  for (const m of text.matchAll(/\b(?:insert|upsert)\w*\(\s*\w+,\s*'([a-z_][a-z0-9_]*)'/g)) out.push(m[1] ?? '');
  for (const m of text.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g)) {
    const table = tables.get(m[1] ?? '');
    if (table) out.push(table);
  }
  return out;
}

/** The domain a source file belongs to (its folder under modules/), or null for the platform's code. */
function domainOf(file: string): string | null {
  const rel = path.relative(MODULES, file);
  if (rel.startsWith('..')) return null;
  return rel.split(path.sep)[0] ?? null;
}

describe('a table is written only by the domain that owns it', () => {
  const tables = drizzleTables();
  const owner = owners();

  it('knows the owners from the migrations, and finds both kinds of writes (the scanner itself)', () => {
    expect(owner.get('oms_order')).toBe('orders');
    expect(owner.get('oms_shop')).toBe('orders');
    expect(owner.get('pro_piece')).toBe('production');
    expect(owner.get('mkt_sync_run')).toBe('marketplaces');
    const sample = [
      'await tx.execute(sql`update pro_piece p set state = 4 where p.id = 1`);',
      'await tx.execute(sql`insert into oms_order_log (tenant_id) values (1)`);',
      'await tx.execute(sql`delete from mkt_sync_run where id = 2`);',
      'await tx.update(omsShop).set({ authStatus: "expired" });',
      'await tx.insert(proPiece).values(rows);',
      "await insertMissing(tx, 'mes_device', DEVICES);",
    ].join('\n');
    expect(writtenTables(sample, tables)).toEqual([
      'pro_piece',
      'oms_order_log',
      'mkt_sync_run',
      'mes_device',
      'oms_shop',
      'pro_piece',
    ]);
  });

  it("lists every write of a domain's table outside its folder, and nothing else than KNOWN", () => {
    const found: Record<string, string[]> = {};
    for (const file of sourceFiles(ROOT)) {
      if (file.startsWith(ENGINE)) continue;
      const here = domainOf(file);
      const foreign = writtenTables(readFileSync(file, 'utf8'), tables).filter((t) => {
        const of = owner.get(t);
        return of !== undefined && of !== here;
      });
      if (foreign.length) found[path.relative(ROOT, file).split(path.sep).join('/')] = [...new Set(foreign)].sort();
    }
    expect(found).toEqual(Object.fromEntries(Object.entries(KNOWN).map(([f, w]) => [f, [...w].sort()])));
  });
});
