import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type Aggregate,
  batchAggregate,
  orderAggregate,
  pieceAggregate,
  shopAggregate,
  workOrderAggregate,
} from '@printfloor/contract';
import { getTableColumns, getTableName, isTable, type Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema/index.ts';
import { DOMAINS } from '../../src/modules/index.ts';
import { sourceFiles } from '../helpers/source-files.ts';

/**
 * Who writes a state (issue 34): a state field moves only through a declared transition — the engine's
 * `runTransition` for a list's buttons, `runSystemTransition` for the system and for a domain's commands —
 * never through an `update … set state = …` of its own. This test reads the server's source and lists every
 * statement that writes a state column outside the engine (apps/server/src/resources/): raw SQL
 * (`update <table> [alias] set <column> = …`) and Drizzle (`.update(<table>).set({ <column>: … })`).
 *
 * The state columns are the declared ones (every resource's transition fields and every aggregate's) and, so
 * that an undeclared state machine is seen too, any column named `state` or `…_state`.
 *
 * KNOWN is what is still written by hand, file by file: the debt issue 34 pays off. The test fails on a writer
 * that is not listed (a new one: declare a transition instead) and on a listed one that is gone (take it off the
 * list: the ratchet only turns one way).
 */

const ROOT = path.resolve(import.meta.dirname, '../../src');
const ENGINE = path.join(ROOT, 'resources') + path.sep;

/** `file (relative to apps/server/src) → table.column` still written by hand. */
const KNOWN: Record<string, readonly string[]> = {
  // Orders' marketplace pull mirrors the platform's own order state (not a state of ours: a copy, kept as the platform says).
  'modules/orders/marketplace.ts': ['oms_order.store_order_state'],
  // Production's floor: pieces, work orders and batches move by scans, releases and withdrawals in set-based SQL.
  'modules/production/demo-seed.ts': ['pro_work_order.state'],
  'modules/production/pieces/scan.ts': ['pro_piece.state', 'pro_task.state'],
  'modules/production/pieces/scan-statement.ts': ['pro_piece.state', 'pro_task.state'],
  // Runs of background work (an import, a pull, a job) marked interrupted after a crash.
  'modules/orders/import/run.ts': ['oms_import_record.state'],
  'modules/marketplaces/sync/pull.ts': ['mkt_sync_run.state'],
};

/** Table → its state columns (declared, or named like a state). */
function stateColumns(): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const add = (table: string, column: string) => {
    if (!out.has(table)) out.set(table, new Set());
    out.get(table)?.add(column);
  };
  for (const r of DOMAINS.flatMap((d) => d.resources ?? []))
    for (const key of r.stateFields) {
      const field = r.fieldList.find((f) => f.key === key);
      if (field) add(r.table, field.column);
    }
  for (const a of [orderAggregate, shopAggregate, pieceAggregate, workOrderAggregate, batchAggregate] as Aggregate[])
    for (const t of a.transitionList) add(a.table, t.column);
  for (const table of Object.values(schema as Record<string, unknown>).filter((t): t is Table => isTable(t)))
    for (const column of Object.values(getTableColumns(table)))
      if (/(^|_)state$/.test(column.name)) add(getTableName(table), column.name);
  return out;
}

/** Drizzle table variable → [table name, property → column name]. */
function drizzleTables(): Map<string, [string, Map<string, string>]> {
  const out = new Map<string, [string, Map<string, string>]>();
  for (const [name, table] of Object.entries(schema))
    if (isTable(table))
      out.set(name, [
        getTableName(table),
        new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name])),
      ]);
  return out;
}

/** `table.column` pairs a source text writes with an UPDATE (raw SQL or Drizzle). */
function writtenColumns(text: string, tables: Map<string, [string, Map<string, string>]>): string[] {
  const out: string[] = [];
  const raw =
    /\bupdate\s+([a-z_][a-z0-9_]*)(?:\s+(?:as\s+)?(?!set\b)[a-z_][a-z0-9_]*)?\s+set\s+([\s\S]{0,2000}?)(?:\bwhere\b|\bfrom\b|\breturning\b|`)/gi;
  for (const m of text.matchAll(raw)) {
    const [, table = '', assignments = ''] = m;
    for (const c of assignments.matchAll(/(?:^|,)\s*(?:[a-z_]+\.)?([a-z_][a-z0-9_]*)\s*=(?!=)/gi))
      out.push(`${table.toLowerCase()}.${(c[1] ?? '').toLowerCase()}`);
  }
  const drizzle = /\.update\(\s*(\w+)\s*\)\s*\.set\(\s*\{([\s\S]*?)\}\s*\)/g;
  for (const m of text.matchAll(drizzle)) {
    const [, variable = '', body = ''] = m;
    const table = tables.get(variable);
    if (!table) continue;
    for (const k of body.matchAll(/(?:^|,)\s*(\w+)\s*:/g)) {
      const column = table[1].get(k[1] ?? '');
      if (column) out.push(`${table[0]}.${column}`);
    }
  }
  return out;
}

describe('state fields are written only by declared transitions', () => {
  const tables = drizzleTables();

  it('finds both kinds of hand-written state updates (the scanner itself)', () => {
    const sample = [
      'await tx.execute(sql`update pro_piece p set state = ${x}, update_time = now() where p.id = 1`);',
      'await tx.update(omsShop).set({ authStatus: "expired", authError: reason });',
      'await tx.execute(sql`update oms_order set remark = ${r} where id = 2`);',
    ].join('\n');
    expect(writtenColumns(sample, tables)).toEqual([
      'pro_piece.state',
      'pro_piece.update_time',
      'oms_order.remark',
      'oms_shop.auth_status',
      'oms_shop.auth_error',
    ]);
  });

  it('lists every writer of a state column outside the engine, and nothing else than KNOWN', () => {
    const states = stateColumns();
    // The declared machines are there: an empty list would let every writer through.
    expect(states.get('oms_order')).toContain('production_state');
    expect(states.get('oms_shop')).toContain('auth_status');
    expect(states.get('pro_piece')).toContain('state');
    const found: Record<string, string[]> = {};
    for (const file of sourceFiles(ROOT)) {
      if (file.startsWith(ENGINE)) continue;
      const writes = writtenColumns(readFileSync(file, 'utf8'), tables).filter((w) => {
        const [table = '', column = ''] = w.split('.');
        return states.get(table)?.has(column);
      });
      if (writes.length) found[path.relative(ROOT, file).split(path.sep).join('/')] = [...new Set(writes)].sort();
    }
    expect(found).toEqual(Object.fromEntries(Object.entries(KNOWN).map(([f, w]) => [f, [...w].sort()])));
  });
});
