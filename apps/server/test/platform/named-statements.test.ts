import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query.ts';
import { createTestDatabase } from '../helpers/server.ts';

/**
 * On PostgreSQL every parameterised query is a named (server-side prepared) statement, parsed
 * once per connection (db/named-statements.ts): what makes a list call cheaper for the database.
 */
describe.runIf(process.env.PRINTFLOOR_TEST_DB === 'pg')('named statements (PostgreSQL)', () => {
  let base: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Database;

  beforeAll(async () => {
    base = await createTestDatabase();
    // One connection, so the session that prepared the statement is the one asked about it.
    db = await createDatabase({ url: base.url as string, poolSize: 1 });
  });
  afterAll(async () => {
    await db.close();
    await base.drop();
  });

  const prepared = () =>
    queryRows<{ name: string; statement: string }>(
      db.orm,
      sql`select name, statement from pg_prepared_statements where statement like ${'%pf_probe%'}`,
    );

  it('prepares a parameterised query once per connection and reuses it', async () => {
    for (const n of [1, 2, 3]) {
      const rows = await queryRows<{ v: number }>(db.orm, sql`select ${n}::int as v, 'pf_probe' as tag`);
      expect(rows).toEqual([{ v: n, tag: 'pf_probe' }]);
    }
    const statements = (await prepared()).filter((s) => !s.statement.includes('pg_prepared_statements'));
    expect(statements).toHaveLength(1);
    expect(statements[0]?.name).toMatch(/^pf_/);
  });

  it('runs queries without parameters unnamed, and a tenant session names its own', async () => {
    await queryRows(db.orm, sql.raw(`select 'pf_probe_plain' as tag`));
    const names = (await prepared()).map((s) => s.statement);
    expect(names.some((s) => s.includes('pf_probe_plain'))).toBe(false);
    // The tenant pool (row-level security) prepares on its own sessions too.
    const rows = await db.asTenant?.(1300000000001, (orm) =>
      queryRows<{ v: string }>(orm, sql`select ${'x'}::text as v, 'pf_probe_tenant' as tag`),
    );
    expect(rows).toEqual([{ v: 'x', tag: 'pf_probe_tenant' }]);
  });
});
