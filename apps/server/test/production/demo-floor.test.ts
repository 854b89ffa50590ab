import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inTenant } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { eventWorkerOf } from '../../src/events/index.ts';
import { seedOrders } from '../../src/modules/orders/seed.ts';
import { seedProductionFloor } from '../../src/modules/production/demo-seed.ts';
import { SEED } from '../../src/seed/ids.ts';
import { PRODUCT_IDS } from '../../src/seed/process-ids.ts';
import { BATCH_STRATEGY_IDS as S } from '../../src/seed/production-ids.ts';
import { serverSuite } from '../helpers/suite.ts';

/**
 * The demo floor (README quick start): with the demo orders, production seeds work orders from the
 * passed orders, releases most of them, batches the pieces and scans the first ones — once — and
 * the orders it started show "in production" once the worker has delivered the events.
 */
interface Page<T> {
  total: number;
  items: T[];
}
type Row = Record<string, unknown> & { id: number };

describe('production: the demo floor', () => {
  const suite = serverSuite(
    { factory: 'factory' },
    {
      setup: async (server) => {
        const demo = { ...server.services, config: { ...server.services.config, demoOrders: true } };
        await seedOrders(demo);
        await seedProductionFloor(demo);
        await seedProductionFloor(demo);
      },
    },
  );
  it('has released work, batches and scans, and the orders it started are in production', async () => {
    const factory = suite.caller('factory');
    const wos = (await factory.post<Page<Row>>('/api/workOrder/page', { pageSize: 1 })).body.result;
    expect(wos.total).toBeGreaterThan(10);
    const tabs = (await factory.post<Record<string, number>>('/api/workOrder/tabCounts', {})).body.result;
    expect(tabs.released).toBeGreaterThan(0);
    expect(tabs.pending).toBeGreaterThan(0);
    expect((await factory.post<Page<Row>>('/api/batch/page', {})).body.result.total).toBeGreaterThan(0);
    // White tees print colour only (their GTX-LIGHT template): the light strategy batches them (a multi-piece
    // order's go to the light multi-piece one), never the dark one; the black hoodies go to the dark ones.
    const T = SEED.factory.tenantId;
    const batched = await inTenant(suite.server.db, T, (tx) =>
      queryRows<{ product_id: string; strategy_id: string; platen: number | null; ink_mode: number | null }>(
        tx,
        sql`select distinct p.product_id::text, b.strategy_id::text, b.platen, b.ink_mode
              from pro_piece p join pro_batch b on b.tenant_id = p.tenant_id and b.id = p.batch_id
             where p.tenant_id = ${T} and not p.is_delete and b.strategy_id is not null`,
      ),
    );
    const strategiesOf = (product: number) =>
      batched.filter((r) => r.product_id === String(product)).map((r) => r.strategy_id);
    expect(strategiesOf(PRODUCT_IDS.dtgTeeWhite)).toContain(String(S.dtgWhite));
    expect(strategiesOf(PRODUCT_IDS.dtgTeeWhite)).not.toContain(String(S.dtgDark));
    expect(strategiesOf(PRODUCT_IDS.dtgHoodie)).toContain(String(S.dtgDark));
    expect(strategiesOf(PRODUCT_IDS.dtgHoodie)).not.toContain(String(S.dtgWhite));
    expect(batched.find((r) => r.strategy_id === String(S.dtgWhite))).toMatchObject({ platen: 2, ink_mode: 0 });
    // No demo batch mixes white tees with the black garments (issue 35: the multi-piece strategy took both into
    // one), and each says which strategy made it.
    const mixes = await inTenant(suite.server.db, T, (tx) =>
      queryRows<{ batch_no: string; kinds: number; strategy_name: string | null }>(
        tx,
        sql`select b.batch_no, b.strategy_name, count(distinct (p.product_id = ${PRODUCT_IDS.dtgTeeWhite}))::int as kinds
              from pro_batch b join pro_piece p on p.tenant_id = b.tenant_id and p.batch_id = b.id
             where b.tenant_id = ${T} and b.print_kind = 1 group by b.batch_no, b.strategy_name`,
      ),
    );
    expect(mixes.length).toBeGreaterThan(1);
    for (const m of mixes) expect(m).toMatchObject({ kinds: 1, strategy_name: expect.any(String) });
    // The released work is planned: the Gantt chart of the coming days is filled.
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const gantt = (await factory.get<{ tasks: unknown[] }>('/api/gantt/list', { from: day(-1), to: day(13) })).body;
    expect(gantt.result.tasks.length).toBeGreaterThan(10);
    expect((await factory.post<Page<Row>>('/api/workReportRecord/page', {})).body.result.total).toBeGreaterThanOrEqual(
      40,
    );
    for (let i = 0; i < 100; i++) {
      await eventWorkerOf(suite.server.services)?.drain();
      const page = (await factory.post<Page<Row>>('/api/order/page', { productionState: 1 })).body.result;
      if (page.total > 0) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('no order is in production');
  });
});
