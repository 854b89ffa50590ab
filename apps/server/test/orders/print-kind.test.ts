import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROCESS_ROUTE_IDS, PRODUCT_IDS } from '../../src/seed/process-ids.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';
import { orderCalls } from './calls.ts';

/**
 * The kind of work per order line (issue 13): a process route declares direct print or heat
 * transfer; a line has the merchant's kind until review and its product's route's kind after; the
 * order sums its lines up (1 direct print, 2 heat, 3 both) and the direct-print / heat-print lists
 * of both sides hold the orders with a line of their kind — a mixed order is in both.
 */

interface Page<T> {
  total: number;
  items: T[];
}
type Order = Record<string, unknown> & { id: number; lines?: Record<string, unknown>[] };
const en = { 'accept-language': 'en' };
const IMG = 'https://cdn.example.com/art/front.png';

const line = (skuCode: string, over: Record<string, unknown> = {}) => ({
  skuCode,
  colour: '白色',
  size: 'M',
  quantity: 1,
  unitPrice: 10,
  ...over,
});
const order = (lines: Record<string, unknown>[], over: Record<string, unknown> = {}) => ({
  platform: 'temu',
  consignee: 'Ana Lima',
  phone: '13912345678',
  country: 'BR',
  city: 'São Paulo',
  address: 'Rua Augusta 100',
  lines,
  areas: lines.map((_, i) => ({ lineNo: i + 1, area: 1, printImage: IMG })),
  ...over,
});

describe('orders: kind of work per line', () => {
  let server: TestServer;
  let merchant: string;
  let factory: string;

  const { call, ok } = orderCalls(() => server);
  const detail = async (token: string, id: number, resource: string) =>
    (await call<Order | null>('GET', `/api/${resource}/detail`, token, undefined, { id: String(id) })).body.result;
  const listed = async (token: string, resource: string, id: number) => {
    const page = await call<Page<Order>>('POST', `/api/${resource}/page`, token, { pageSize: 500 });
    expect(page.body.code).toBe(200);
    return page.body.result.items.some((o) => o.id === id);
  };
  /** The lists of each side that hold the order. */
  const lists = async (id: number) => ({
    merchant: (
      await Promise.all(
        ['merchantOrder', 'merchantDtgOrder', 'merchantHeatOrder'].map(async (r) => [r, await listed(merchant, r, id)]),
      )
    )
      .filter(([, v]) => v)
      .map(([r]) => r),
    factory: (await Promise.all(['order', 'heatOrder'].map(async (r) => [r, await listed(factory, r, id)])))
      .filter(([, v]) => v)
      .map(([r]) => r),
  });

  beforeAll(async () => {
    server = await createTestServer();
    merchant = await server.tokenFor('merchant', 'merchant');
    factory = await server.tokenFor('factory', 'factory');
  }, 300_000);
  afterAll(() => server.close());

  it("a process route declares its kind of work (the seed's heat route is heat transfer; direct print by default)", async () => {
    expect((await detail(factory, PROCESS_ROUTE_IDS.heatTransfer, 'processRoute'))?.printKind).toBe(2);
    expect((await detail(factory, PROCESS_ROUTE_IDS.dtg, 'processRoute'))?.printKind).toBe(1);
    const heatOnly = await call<Page<Record<string, unknown>>>('POST', '/api/processRoute/page', factory, {
      printKind: 2,
    });
    expect(heatOnly.body.result.items.map((r) => r.code)).toEqual(['RT-HT']);
    const bad = await call('POST', '/api/processRoute/update', factory, { id: PROCESS_ROUTE_IDS.dtg, printKind: 9 });
    expect(bad.body.code).toBe(400);
  });

  it("a line given without a kind has its list's kind; the order sums its lines up; a mixed order is in both lists", async () => {
    const dtg = await ok<number>('/api/merchantOrder/add', merchant, order([line('TEE-W-M')]));
    expect(await detail(merchant, dtg, 'merchantOrder')).toMatchObject({ printKind: 1, lines: [{ printKind: 1 }] });

    const heat = await ok<number>('/api/merchantHeatOrder/add', merchant, order([line('TEE-W-M')]));
    expect(await detail(merchant, heat, 'merchantOrder')).toMatchObject({ printKind: 2, lines: [{ printKind: 2 }] });

    const mixed = await ok<number>(
      '/api/merchantHeatOrder/add',
      merchant,
      order([line('TEE-W-M'), line('TEE-W-M', { printKind: 1 })]),
    );
    expect(await detail(merchant, mixed, 'merchantOrder')).toMatchObject({
      printKind: 3,
      lines: [{ printKind: 2 }, { printKind: 1 }],
    });
    expect((await lists(dtg)).merchant).toEqual(['merchantOrder', 'merchantDtgOrder']);
    expect((await lists(heat)).merchant).toEqual(['merchantOrder', 'merchantHeatOrder']);
    expect((await lists(mixed)).merchant).toEqual(['merchantOrder', 'merchantDtgOrder', 'merchantHeatOrder']);
    // The summary is a column and a search inside a list too: the mixed orders of the heat list.
    const mixedOnly = await call<Page<Order>>('POST', '/api/merchantHeatOrder/page', merchant, {
      printKind: 3,
      pageSize: 500,
    });
    expect(mixedOnly.body.result.items.map((o) => o.id)).toContain(mixed);
    expect(mixedOnly.body.result.items.map((o) => o.id)).not.toContain(heat);
    // The summary is derived: given on the order, it is ignored.
    const ignored = await ok<number>('/api/merchantOrder/add', merchant, order([line('TEE-W-M')], { printKind: 2 }));
    expect((await detail(merchant, ignored, 'merchantOrder'))?.printKind).toBe(1);

    // Editing the lines' kinds moves the order between the lists.
    const before = await detail(merchant, mixed, 'merchantOrder');
    await ok('/api/merchantOrder/update', merchant, {
      id: mixed,
      lines: (before?.lines ?? []).map((l) => ({ ...l, printKind: 2 })),
    });
    expect((await lists(mixed)).merchant).toEqual(['merchantOrder', 'merchantHeatOrder']);

    // Submitted, each order is on the factory's desk by its lines' kinds.
    for (const id of [dtg, heat]) await ok('/api/merchantOrder/submit', merchant, { id });
    const both = await ok<number>(
      '/api/merchantDtgOrder/add',
      merchant,
      order([line('TEE-W-M'), line('TEE-W-M', { printKind: 2 })]),
    );
    await ok('/api/merchantOrder/submit', merchant, { id: both });
    expect((await lists(dtg)).factory).toEqual(['order']);
    expect((await lists(heat)).factory).toEqual(['heatOrder']);
    expect((await lists(both)).factory).toEqual(['order', 'heatOrder']);
    expect(await detail(factory, heat, 'order')).toBeNull();
    expect((await detail(factory, heat, 'heatOrder'))?.lines).toMatchObject([{ printKind: 2 }]);
    // The figures of the workbench count what the factory's order list holds.
    const tabs = (await call<Record<string, number>>('POST', '/api/order/tabCounts', factory, {})).body.result;
    const overview = await call<{ orders: Record<string, number> }>('GET', '/api/dashboard/overview', factory);
    expect(overview.body.result.orders.pendingReview).toBe(tabs.pending);
  });

  it("on review each line takes its product's route's kind: a line declared direct print made by a heat route", async () => {
    await ok('/api/omsProductMapping/add', factory, {
      platform: 'temu',
      skuCode: 'TEE-HT-M',
      colour: '灰色',
      size: 'M',
      productId: PRODUCT_IDS.heatTee,
      printAreas: [{ area: 1 }],
    });
    await ok('/api/omsProductMapping/add', factory, {
      platform: 'temu',
      skuCode: 'TEE-DTG-M',
      productId: PRODUCT_IDS.dtgTeeWhite,
      printAreas: [{ area: 1 }],
    });
    const id = await ok<number>(
      '/api/merchantDtgOrder/add',
      merchant,
      order([line('TEE-HT-M', { colour: '灰色' }), line('TEE-DTG-M')]),
    );
    expect((await detail(merchant, id, 'merchantOrder'))?.printKind).toBe(1);
    await ok('/api/merchantOrder/submit', merchant, { id });
    expect((await lists(id)).factory).toEqual(['order']);

    await ok('/api/order/audit', factory, { id });
    const after = await detail(factory, id, 'orderSearch');
    expect(after).toMatchObject({
      approvalState: 1,
      printKind: 3,
      lines: [
        { skuCode: 'TEE-HT-M', printKind: 2, productName: '烫画T恤（灰色）' },
        { skuCode: 'TEE-DTG-M', printKind: 1 },
      ],
    });
    expect((await lists(id)).factory).toEqual(['order', 'heatOrder']);
    expect((await lists(id)).merchant).toEqual(['merchantOrder', 'merchantDtgOrder', 'merchantHeatOrder']);
  });
});
