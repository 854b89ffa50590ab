import { filterShape } from '@printfloor/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { DOMAINS } from '../../src/modules/index.ts';

/**
 * A list filter is bound as its column's type, so the contract's filter schema must accept exactly
 * the column's range: an int4 bound on an int8 column refuses real ids (a region's 12-digit parent
 * code, a tenant id), a safe-integer bound on an int4 column lets PostgreSQL refuse the statement.
 * Every searchable integer and enum field of every domain, against the migrated columns.
 */
describe('list filters accept exactly the range of their column', () => {
  let db: Database;
  let columnType: Map<string, string>;

  beforeAll(async () => {
    db = await createDatabase({ inMemory: true });
    await migrate(db, DOMAINS);
    const rows = await db.withConnection((exec) =>
      exec("select table_name, column_name, data_type from information_schema.columns where table_schema = 'public'"),
    );
    columnType = new Map(rows.map((r) => [`${r.table_name}.${r.column_name}`, String(r.data_type)]));
  });
  afterAll(() => db.close());

  it('int8 columns take any safe integer, int4 columns stop at 2^31 − 1', () => {
    const checked: string[] = [];
    const wrong: string[] = [];
    for (const resource of DOMAINS.flatMap((d) => d.resources ?? [])) {
      const shape = filterShape(resource);
      for (const field of resource.fieldList) {
        if ((field.type !== 'integer' && field.type !== 'enum') || !field.search || !shape[field.key]) continue;
        const type = columnType.get(`${resource.table}.${field.column}`);
        if (!type) continue; // a view or computed column: not bound to a table column here
        const schema = shape[field.key]!;
        const big = 110000000000; // Beijing's national region code: an int8 value
        const accepted = schema.safeParse(big).success;
        checked.push(`${resource.name}.${field.key}`);
        if (type === 'bigint' && !accepted) wrong.push(`${resource.name}.${field.key} (bigint) refuses ${big}`);
        if (type !== 'bigint' && accepted) wrong.push(`${resource.name}.${field.key} (${type}) accepts ${big}`);
      }
    }
    expect(checked.length).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  });
});
