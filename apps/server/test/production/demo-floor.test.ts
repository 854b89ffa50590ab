import { describe, expect, it } from 'vitest';
import { eventWorkerOf } from '../../src/events/index.ts';
import { seedOrders } from '../../src/modules/orders/seed.ts';
import { seedProductionFloor } from '../../src/modules/production/demo-seed.ts';
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
