import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import * as schema from '../../src/db/schema/index.ts';
import { DOMAINS } from '../../src/modules/index.ts';
import { createTestDatabase } from '../helpers/server.ts';

/**
 * The Drizzle schema (src/db/schema) must describe every table the migrations create, column by
 * column: name, type and nullability, and the primary key. A migration that renames or retypes a
 * column without the schema (or the other way round) fails here, before any request does.
 */

interface DbColumn {
  table: string;
  column: string;
  type: string;
  notNull: boolean;
}

const norm = (type: string) => type.replace(/\s+/g, '').toLowerCase();

let db: Database;
let drop: () => Promise<void>;
let columns: DbColumn[];
let primaryKeys: Map<string, string[]>;
const tables: PgTable[] = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
  is(value, PgTable),
);

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  await migrate(db, DOMAINS);
  await db.withConnection(async (exec) => {
    columns = (
      await exec(`select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null
                    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
                   where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
                   order by c.relname, a.attnum`)
    ).map((r) => ({
      table: String(r.table),
      column: String(r.column),
      type: norm(String(r.type)),
      notNull: r.not_null === true,
    }));
    const pkRows = await exec(`select c.relname as table, a.attname as column
                                 from pg_constraint k join pg_class c on c.oid = k.conrelid
                                 join pg_namespace n on n.oid = c.relnamespace
                                 join lateral unnest(k.conkey) with ordinality as u(attnum, pos) on true
                                 join pg_attribute a on a.attrelid = c.oid and a.attnum = u.attnum
                                where n.nspname = 'public' and k.contype = 'p' order by c.relname, u.pos`);
    primaryKeys = new Map();
    for (const r of pkRows) {
      const list = primaryKeys.get(String(r.table)) ?? [];
      list.push(String(r.column));
      primaryKeys.set(String(r.table), list);
    }
  });
});

afterAll(async () => {
  await drop();
});

describe('Drizzle schema vs. migrations', () => {
  it('describes every table the migrations create, and no other', () => {
    const inDb = [...new Set(columns.map((c) => c.table))].sort();
    const inSchema = tables.map((t) => getTableConfig(t).name).sort();
    expect(inSchema).toEqual(inDb);
    expect(inDb.length).toBeGreaterThanOrEqual(66);
  });

  it('has the same columns, types and nullability as the database', () => {
    const problems: string[] = [];
    for (const table of tables) {
      const config = getTableConfig(table);
      const dbCols = new Map(columns.filter((c) => c.table === config.name).map((c) => [c.column, c]));
      const seen = new Set<string>();
      for (const col of config.columns) {
        seen.add(col.name);
        const actual = dbCols.get(col.name);
        if (!actual) {
          problems.push(`${config.name}.${col.name}: in the schema, not in the database`);
          continue;
        }
        if (norm(col.getSQLType()) !== actual.type)
          problems.push(`${config.name}.${col.name}: schema ${col.getSQLType()}, database ${actual.type}`);
        // A primary-key column is not null in the database whatever the schema says.
        if ((col.notNull || col.primary) !== actual.notNull)
          problems.push(`${config.name}.${col.name}: schema notNull=${col.notNull}, database ${actual.notNull}`);
      }
      for (const name of dbCols.keys())
        if (!seen.has(name)) problems.push(`${config.name}.${name}: in the database, not in the schema`);
    }
    expect(problems).toEqual([]);
  });

  it('has the same primary keys as the database', () => {
    const problems: string[] = [];
    for (const table of tables) {
      const config = getTableConfig(table);
      const declared = [
        ...config.columns.filter((c) => c.primary).map((c) => c.name),
        ...config.primaryKeys.flatMap((pk) => pk.columns.map((c) => c.name)),
      ];
      const actual = primaryKeys.get(config.name) ?? [];
      if (declared.join(',') !== actual.join(','))
        problems.push(`${config.name}: schema (${declared.join(', ')}), database (${actual.join(', ')})`);
    }
    expect(problems).toEqual([]);
  });
});
