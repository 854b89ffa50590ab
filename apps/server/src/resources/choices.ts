import type { Resource, SearchChoice } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { dataScopeOf } from '../auth/data-scope.ts';
import type { Tx } from '../db/client.ts';
import { queryRows } from '../db/query.ts';
import { baseConditions, col, ident, T, whereSql } from './sql.ts';
import type { Caller } from './types.ts';

/** Where a field's options come from: the target resource and its value and label columns. */
export interface ChoiceSource {
  target: Resource;
  valueColumn: string;
  labelColumn: string;
  /** The value is a number on the wire (an integer, ref or enum field of the target). */
  numeric: boolean;
}

/**
 * The option sources of `owner`'s fields with `choices`, by field key. Resolved when the engine
 * registers (an unknown target or field fails the start, not a request).
 */
export function choiceSources(owner: Resource, all: readonly Resource[]): Map<string, ChoiceSource> {
  const out = new Map<string, ChoiceSource>();
  for (const field of owner.fieldList) {
    const spec = field.choices;
    if (!spec) continue;
    const target = all.find((r) => r.name === spec.resource);
    const value = target?.fieldList.find((f) => f.key === spec.valueField);
    const label = target?.fieldList.find((f) => f.key === spec.labelField);
    if (!target || !value || !label)
      throw new Error(
        `${owner.name}.${field.key}: choices of an unknown ${spec.resource}.${spec.valueField}/${spec.labelField}`,
      );
    out.set(field.key, {
      target,
      valueColumn: value.column,
      labelColumn: label.column,
      numeric: ['integer', 'ref', 'enum'].includes(value.type),
    });
  }
  return out;
}

/**
 * The options, read like a list of the target in the caller's tenant: its tenant column, live rows,
 * its data scope and fixed values (and row-level security under them). One option per value — the
 * smallest label when several rows share it —, rows without a value left out, ordered by label.
 */
export async function readChoices(tx: Tx, caller: Caller, source: ChoiceSource): Promise<SearchChoice[]> {
  const { target } = source;
  const scope = {
    tenantId: caller.auth.tenantId,
    dataScope: target.dataScope ? await dataScopeOf(tx, caller.auth) : ({ kind: 'all' } as const),
  };
  const value = col(source.valueColumn);
  const rows = await queryRows<{ value: unknown; label: string | null }>(
    tx,
    sql`select ${value} as value, min(${col(source.labelColumn)}::text) as label from ${ident(target.table)} ${T}
        ${whereSql([...baseConditions(target, scope), sql`${value} is not null`])}
        group by ${value} order by 2, 1 limit ${target.maxRows}`,
  );
  return rows.map((r) => ({
    value: source.numeric ? Number(r.value) : String(r.value),
    label: r.label ?? String(r.value),
  }));
}
