import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { ordersDomain } from '../../src/modules/orders/index.ts';
import { SEED } from '../../src/seed/ids.ts';
import { useTempStorage } from '../files/helpers.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';

/** The demo orders of `npm start` (issue 13): two merchants, every state, artwork that loads, a consistent story, returns. */
describe('orders demo seed', () => {
  let server: TestServer;
  let cleanup: () => void;
  const rows = <T>(query: ReturnType<typeof sql>) => asPlatform(server.db, (tx) => queryRows<T>(tx, query));

  beforeAll(async () => {
    server = await createTestServer();
    ({ cleanup } = useTempStorage(server));
    // As `npm start` seeds it (the suites' servers leave the demo volume out).
    Object.assign(server.services.config, { demoOrders: true });
    await ordersDomain.seedLate?.(server.services);
    await ordersDomain.seedLate?.(server.services); // idempotent: a merchant with orders (a factory with returns) is left alone
  }, 300_000);
  afterAll(async () => {
    await server.close();
    cleanup();
  });

  it('gives each demo merchant 120 orders in every state, open to the demo factory exactly when once submitted', async () => {
    const counts = await rows<{ tenant_id: number; n: number; states: string[] }>(
      sql`select tenant_id, count(*)::int as n,
                 array_agg(distinct submit_state || '/' || approval_state || '/' || abnormal_flag || '/' || print_state) as states
            from oms_order group by tenant_id order by tenant_id`,
    );
    expect(counts.map((c) => [Number(c.tenant_id), c.n])).toEqual([
      [SEED.merchant.tenantId, 120],
      [SEED.merchant2.tenantId, 120],
    ]);
    // Draft, pending, passed, printed, rejected (back to draft), abnormal, cancelled.
    expect(counts[0]?.states).toEqual(
      expect.arrayContaining(['0/0/0/0', '1/0/0/0', '1/1/0/0', '1/1/0/1', '0/2/0/0', '1/1/1/0', '2/0/0/0']),
    );
    const leaks = await rows<{ n: number }>(
      sql`select count(*)::int as n from oms_order o
           where (o.factory_tenant_id is null)
               = exists (select 1 from oms_order_log g where g.tenant_id = o.tenant_id and g.order_id = o.id and g.action = 'submit')`,
    );
    expect(leaks[0]?.n).toBe(0);
  });

  it('ships a few passed, printed orders and gives the factory returns of them in every state, on their timelines', async () => {
    const shipped = await rows<{ n: number; bad: number }>(
      sql`select count(*)::int as n,
                 count(*) filter (where approval_state <> 1 or print_state <> 1 or tracking_no is null or shipping_time is null)::int as bad
            from oms_order where shipping_state = 1`,
    );
    expect(shipped[0]?.n).toBeGreaterThan(0);
    expect(shipped[0]?.bad).toBe(0);
    const returns = await rows<{ status: number; n: number }>(
      sql`select status, count(*)::int as n from oms_shipping_return where tenant_id = ${SEED.factory.tenantId} group by status order by status`,
    );
    expect(returns.map((r) => r.status)).toEqual([0, 1, 2, 3]);
    // Every return names a shipped order of the factory, returns no more than was ordered, and is on the timeline.
    const wrong = await rows<{ n: number }>(
      sql`select count(*)::int as n from oms_shipping_return r
            left join oms_order o on o.id = r.order_id and o.tenant_id = r.order_tenant_id
                                 and o.factory_tenant_id = r.tenant_id and o.shipping_state = 1
           where o.id is null
              or exists (select 1 from oms_shipping_return_line rl join oms_order_line ol on ol.id = rl.order_line_id
                          where rl.return_id = r.id and (rl.quantity > ol.quantity or ol.order_id <> r.order_id))
              or not exists (select 1 from oms_order_log g where g.order_id = r.order_id and g.action = 'returnRegistered'
                                and g.reason = r.return_no)
              or r.quantity <> (select sum(quantity) from oms_shipping_return_line rl where rl.return_id = r.id)`,
    );
    expect(wrong[0]?.n).toBe(0);
    const future = await rows<{ n: number }>(
      sql`select count(*)::int as n from oms_order_log where create_time > now()`,
    );
    expect(future[0]?.n).toBe(0);
  });

  it('keeps totals equal to the lines, a timeline for every order, and artwork that loads', async () => {
    const wrong = await rows<{ n: number }>(
      sql`select count(*)::int as n from oms_order o
           where o.total_price <> (select sum(quantity * unit_price) from oms_order_line l where l.tenant_id = o.tenant_id and l.order_id = o.id)
              or o.product_count <> (select sum(quantity) from oms_order_line l where l.tenant_id = o.tenant_id and l.order_id = o.id)
              or not exists (select 1 from oms_order_log g where g.tenant_id = o.tenant_id and g.order_id = o.id and g.action = 'add')`,
    );
    expect(wrong[0]?.n).toBe(0);
    const [area] = await rows<{ print_image: string; mockup_image: string }>(
      sql`select print_image, mockup_image from oms_order_area limit 1`,
    );
    for (const url of [area?.print_image, area?.mockup_image]) {
      const res = await server.app.inject({ method: 'GET', url: String(url) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
    }
  });

  it('gives each demo merchant an import template for its shop export, valid and open to the demo factory', async () => {
    const factory = await server.tokenFor('factory', 'factory');
    const res = await server.call<{ total: number; items: { name: string; merchantName: string }[] }>(
      'POST',
      '/api/importTemplate/page',
      { token: factory, body: {} },
    );
    expect(res.body.result.items.map((t) => t.merchantName).sort()).toEqual(['杭州印象文创', '演示商户店铺'].sort());
    const merchant = await server.tokenFor('merchant', 'merchant');
    const mine = await server.call<{ items: { id: number }[] }>('POST', '/api/customImportTemplate/page', {
      token: merchant,
      body: {},
    });
    const detail = await server.call<{ columns: unknown[]; areas: unknown[] }>(
      'GET',
      '/api/customImportTemplate/detail',
      {
        token: merchant,
        query: { id: String(mine.body.result.items[0]?.id) },
      },
    );
    expect(detail.body.result.columns.length).toBeGreaterThanOrEqual(13);
    expect(detail.body.result.areas).toHaveLength(2);
  });
});
