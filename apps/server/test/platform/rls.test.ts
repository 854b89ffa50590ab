import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform, inTenant } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { SEED } from '../../src/seed/ids.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';

/** The schema rules of docs/architecture.md "Multi-tenancy", checked against the live catalogue. */
describe('tenant isolation in the schema', () => {
  let server: TestServer;
  let tables: { name: string; kind: string | null; rls: boolean }[];
  beforeAll(async () => {
    server = await createTestServer();
    tables = await asPlatform(server.db, (tx) =>
      queryRows<{ name: string; kind: string | null; rls: boolean }>(
        tx,
        sql`select c.relname as name, obj_description(c.oid, 'pg_class') as kind, c.relrowsecurity as rls
              from pg_class c join pg_namespace n on n.oid = c.relnamespace
             where n.nspname = 'public' and c.relkind = 'r' and c.relname <> 'pf_migration' order by 1`,
      ),
    );
  });
  afterAll(() => server.close());

  it('marks every table GLOBAL or TENANT', () => {
    expect(tables.length).toBeGreaterThan(10);
    for (const t of tables) expect([t.name, t.kind]).toEqual([t.name, expect.stringMatching(/^(GLOBAL|TENANT)$/)]);
  });

  it('gives every tenant table tenant_id, row-level security and a key led by tenant_id (distributable)', async () => {
    const tenantTables = tables.filter((t) => t.kind === 'TENANT');
    expect(tenantTables.length).toBeGreaterThan(5);
    for (const t of tenantTables) {
      expect([t.name, t.rls]).toEqual([t.name, true]);
      const uniques = await asPlatform(server.db, (tx) =>
        queryRows<{ index: string; first: string }>(
          tx,
          sql`select i.relname as index, a.attname as first
                from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class c on c.oid = x.indrelid
                join pg_attribute a on a.attrelid = c.oid and a.attnum = x.indkey[0]
               where c.relname = ${t.name} and (x.indisunique or x.indisprimary)`,
        ),
      );
      expect(uniques.length, `${t.name} has a primary key`).toBeGreaterThan(0);
      for (const u of uniques) expect(`${t.name}.${u.index}:${u.first}`).toBe(`${t.name}.${u.index}:tenant_id`);
    }
  });

  it('shows no tenant rows to a transaction without a tenant, and only its own rows to a tenant', async () => {
    const withOwnRows: string[] = [];
    for (const t of tables.filter((x) => x.kind === 'TENANT')) {
      const none = await inTenant(server.db, null, (tx) =>
        queryRows<{ n: number }>(tx, sql`select count(*)::int as n from ${sql.identifier(t.name)}`),
      );
      expect([t.name, none[0]?.n]).toEqual([t.name, 0]);
      const foreign = await inTenant(server.db, SEED.factory.tenantId, (tx) =>
        queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from ${sql.identifier(t.name)} where tenant_id <> ${SEED.factory.tenantId}`,
        ),
      );
      expect([t.name, foreign[0]?.n]).toEqual([t.name, 0]);
      // Without any filter of its own, the tenant sees exactly its own rows (RLS does not hide them).
      const own = await inTenant(server.db, SEED.factory.tenantId, (tx) =>
        queryRows<{ n: number }>(tx, sql`select count(*)::int as n from ${sql.identifier(t.name)}`),
      );
      const stored = await asPlatform(server.db, (tx) =>
        queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from ${sql.identifier(t.name)} where tenant_id = ${SEED.factory.tenantId}`,
        ),
      );
      expect([t.name, own[0]?.n]).toEqual([t.name, stored[0]?.n]);
      if ((stored[0]?.n ?? 0) > 0) withOwnRows.push(t.name);
    }
    // The comparison above means something only where the factory has rows: the seeded tables do.
    expect(withOwnRows).toEqual(expect.arrayContaining(['sys_user', 'sys_role', 'sys_org', 'sys_pos']));
    const all = await asPlatform(server.db, (tx) =>
      queryRows<{ n: number }>(tx, sql`select count(distinct tenant_id)::int as n from sys_user`),
    );
    expect(all[0]?.n).toBeGreaterThanOrEqual(3);
  });

  it('refuses to write a row into another tenant: the row-level security policy says no', async () => {
    const refusal = await inTenant(server.db, SEED.factory.tenantId, (tx) =>
      tx.execute(sql`insert into sys_pos (tenant_id, name) values (${SEED.merchant.tenantId}, 'intruder')`),
    ).then(
      () => null,
      (error: unknown) => error,
    );
    // Drizzle wraps the driver's error; the PostgreSQL one is the cause (SQLSTATE 42501).
    const cause = (refusal as { cause?: { code?: string; message?: string } } | null)?.cause ?? refusal;
    expect(cause).toMatchObject({
      code: '42501',
      message: expect.stringMatching(/new row violates row-level security policy for table "sys_pos"/),
    });
    // The same insert into its own tenant passes, so the refusal is about the tenant, not the statement.
    await inTenant(server.db, SEED.factory.tenantId, async (tx) => {
      await tx.execute(sql`insert into sys_pos (tenant_id, name) values (${SEED.factory.tenantId}, 'insider')`);
    });
  });
});
