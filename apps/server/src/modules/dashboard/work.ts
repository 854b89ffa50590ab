import {
  BASE_DATA_RESOURCES,
  PRODUCTION_DATA_RESOURCES,
  type Resource,
  WORKBENCH_TILES,
  WORKFORCE_RESOURCES,
  type WorkbenchTile,
} from '@printfloor/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/context.ts';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';

/**
 * The factory's and merchant's workbench: what the caller works with, not the platform's
 * figures. Tiles count the master data the caller may open (its `<resource>:page` code), so a
 * packer does not see a product count they cannot click through to.
 */

const DECLARED = new Map<string, Resource>(
  [...BASE_DATA_RESOURCES, ...PRODUCTION_DATA_RESOURCES, ...WORKFORCE_RESOURCES].map((r) => [r.name, r as Resource]),
);

function tileCount(resource: Resource, tenantId: number, index: number): SQL {
  // Table names come from the contract's declarations, never from input.
  const live = resource.softDelete ? sql` and not is_delete` : sql``;
  const enabled = resource.hasStatus ? sql`count(*) filter (where status = 1)::int` : sql`null::int`;
  return sql`select ${index}::int as i, count(*)::int as total, ${enabled} as enabled
               from ${sql.identifier(resource.table)} where tenant_id = ${tenantId}${live}`;
}

/** `codes`: the caller's button codes (the cached set every permission check reads). */
export async function workbenchTiles(tx: Tx, auth: AuthContext, codes: ReadonlySet<string>): Promise<WorkbenchTile[]> {
  const shown = WORKBENCH_TILES.filter((t) => DECLARED.has(t.resource) && codes.has(`${t.resource}:page`));
  if (shown.length === 0) return [];
  const parts = shown.map((t, i) => tileCount(DECLARED.get(t.resource) as Resource, auth.tenantId, i));
  const rows = await queryRows<{ i: number; total: number; enabled: number | null }>(
    tx,
    sql.join(parts, sql` union all `),
  );
  const byIndex = new Map(rows.map((r) => [Number(r.i), r]));
  return shown.map((t, i) => {
    const row = byIndex.get(i);
    return {
      resource: t.resource,
      path: t.path,
      total: Number(row?.total ?? 0),
      enabled: row?.enabled === null || row?.enabled === undefined ? null : Number(row.enabled),
    };
  });
}
