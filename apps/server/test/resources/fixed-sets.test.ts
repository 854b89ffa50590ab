import { defineResource, fixedWrites } from '@printfloor/contract';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { baseConditions, whereSql } from '../../src/resources/sql.ts';

/**
 * A resource's fixed values (ResourceInput.fixed): a single value is every row's (read filter,
 * written on add); a set of values is the range its rows are in (read filter `in`, never written).
 */
const label = (en: string) => ({ 'zh-CN': en, en, 'zh-TW': en, 'pt-BR': en });
const option = (value: number) => ({ value, label: label(String(value)) });
const kinds = defineResource({
  name: 'fixedSetProbe',
  table: 'probe',
  scope: 'tenant',
  title: label('Probe'),
  fields: {
    source: { type: 'enum', label: label('Source'), options: [option(1), option(2)] },
    kind: { type: 'enum', label: label('Kind'), options: [option(1), option(2), option(3)] },
  },
  fixed: { source: 2, kind: [2, 3] },
});

describe('resource engine: fixed values and fixed sets', () => {
  it('reads filter a single value with = and a set with in, both bound', () => {
    const where = whereSql(baseConditions(kinds, { tenantId: 7, dataScope: { kind: 'all' } as never }));
    const query = new PgDialect().sqlToQuery(where);
    expect(query.sql).toContain('"t"."source" = $');
    expect(query.sql).toMatch(/"t"\."kind" in \(\$\d+, \$\d+\)/);
    expect(query.params).toEqual(expect.arrayContaining([7, 2, 3]));
  });

  it('only single values are written (adds, imports, the console forms)', () => {
    expect(fixedWrites(kinds.fixed)).toEqual({ source: 2 });
    expect(fixedWrites(undefined)).toEqual({});
  });

  it('an empty set is refused at definition', () => {
    expect(() => defineResource({ ...kinds, name: 'fixedSetEmpty', fixed: { kind: [] } })).toThrow(/empty fixed set/);
  });
});
