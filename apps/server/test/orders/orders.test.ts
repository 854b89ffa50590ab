import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform, inTenant } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { SEED } from '../../src/seed/ids.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';
import { orderCalls } from './calls.ts';

/**
 * Orders (issue 13): the merchant's drafts, submission and cancellation, the factory's review,
 * the timeline, and who may see what — the merchant its own orders at every stage, the factory
 * its customers' orders from submission on, nobody else anything (row-level security).
 */

interface Page<T> {
  total: number;
  items: T[];
}
type Order = Record<string, unknown> & { id: number; orderCode: string };
const en = { 'accept-language': 'en' };
const IMG = 'https://cdn.example.com/art/front.png';

/** A complete DTG order for the seeded Temu mapping TEE-W-M (white, M, front + back). */
const teeOrder = (over: Record<string, unknown> = {}) => ({
  printKind: 1,
  platform: 'temu',
  externalId: `T-${Math.random().toString(36).slice(2, 10)}`,
  consignee: 'Ana Lima',
  phone: '13912345678',
  country: 'BR',
  city: 'São Paulo',
  address: 'Rua Augusta 100',
  freight: 5.5,
  lines: [{ skuCode: 'TEE-W-M', colour: '白色', size: 'M', quantity: 2, unitPrice: 20.25 }],
  areas: [
    { lineNo: 1, area: 1, printImage: IMG, mockupImage: IMG },
    { lineNo: 1, area: 2, printImage: IMG },
  ],
  ...over,
});

describe('orders: merchant drafts, submission, factory review, timeline, tenancy', () => {
  let server: TestServer;
  let merchant: string;
  let factory: string;
  let shopId: number;

  const { call } = orderCalls(() => server);
  const add = async (token: string, body: unknown, resource = 'merchantOrder') => {
    const res = await call<number>('POST', `/api/${resource}/add`, token, body);
    expect(res.body.message).toBe('');
    expect(res.body.code).toBe(200);
    return res.body.result;
  };
  const detail = async (token: string, id: number, resource = 'merchantOrder') =>
    (await call<Order | null>('GET', `/api/${resource}/detail`, token, undefined, { id: String(id) })).body.result;

  beforeAll(async () => {
    server = await createTestServer();
    merchant = await server.tokenFor('merchant', 'merchant');
    factory = await server.tokenFor('factory', 'factory');
    const shop = await call<number>('POST', '/api/shop/add', merchant, {
      platform: 'temu',
      name: 'PrintFloor 官方店',
      property: 'real',
      area: 'cross_border',
      temuShopType: 'semi_managed',
    });
    expect(shop.body.code).toBe(200);
    shopId = shop.body.result;
  }, 300_000);
  afterAll(() => server.close());

  it('adds a draft: code numbered, totals and counts from the lines, shop name from the shop, a timeline entry', async () => {
    const id = await add(merchant, teeOrder({ shopId }));
    const row = await detail(merchant, id);
    expect(row?.orderCode).toMatch(/^SO/);
    expect(row).toMatchObject({
      submitState: 0,
      approvalState: 0,
      totalPrice: 40.5,
      totalAmount: 46,
      productCount: 2,
      designCount: 2,
      skuCodes: 'TEE-W-M',
      shopName: 'PrintFloor 官方店',
      source: 1,
    });
    expect(row?.lines).toHaveLength(1);
    expect(row?.areas).toHaveLength(2);
    const timeline = await call<{ action: string }[]>('GET', '/api/merchantOrder/timeline', merchant, undefined, {
      id: String(id),
    });
    expect(timeline.body.result.map((e) => e.action)).toEqual(['add']);
    // The factory sees no draft.
    expect(await detail(factory, id, 'order')).toBeNull();
  });

  it("the merchant's general settings fill the logistics and freight of a new order left without them", async () => {
    const bad = await call('POST', '/api/merchantGeneralSetting/update', merchant, { defaultFreight: -1 });
    expect(bad.body.code).toBe(400);
    const saved = await call('POST', '/api/merchantGeneralSetting/update', merchant, {
      defaultLogisticsMode: 'YunExpress',
      defaultFreight: 12.5,
    });
    expect(saved.body.code).toBe(200);
    const id = await add(merchant, teeOrder({ freight: null }));
    expect(await detail(merchant, id)).toMatchObject({ logisticsMode: 'YunExpress', freight: 12.5, totalAmount: 53 });
    const own = await add(merchant, teeOrder({ logisticsMode: '顺丰标快', freight: 0 }));
    expect(await detail(merchant, own)).toMatchObject({ logisticsMode: '顺丰标快', freight: 0 });
    // The factory neither reads nor writes a merchant's settings.
    expect((await call('GET', '/api/merchantGeneralSetting/detail', factory)).body.code).toBe(403);
    await call('POST', '/api/merchantGeneralSetting/update', merchant, {
      defaultLogisticsMode: null,
      defaultFreight: null,
    });
  });

  it('a Temu shop type on another platform is refused on its field', async () => {
    const res = await call('POST', '/api/shop/add', merchant, {
      platform: 'shein',
      name: 'SHEIN shop',
      property: 'real',
      area: 'cross_border',
      temuShopType: 'local',
    });
    expect(res.body.code).toBe(400);
    expect(JSON.parse(res.body.message)).toEqual({ temuShopType: ['Only Temu shops have a shop type'] });
  });

  it('refuses to submit an incomplete order, naming what is missing, and changes nothing', async () => {
    const id = await add(merchant, teeOrder({ areas: [] }));
    const res = await call('POST', '/api/merchantOrder/submit', merchant, { id });
    expect(res.body.code).toBe(400);
    expect(res.body.message).toContain('line 1 has no print image');
    expect((await detail(merchant, id))?.submitState).toBe(0);
  });

  it('submits, then the factory sees it, passes it, and both sides read the same timeline', async () => {
    const id = await add(merchant, teeOrder({ shopId }));
    const submitted = await call('POST', '/api/merchantOrder/submit', merchant, { id });
    expect(submitted.body.code).toBe(200);
    // Submitted orders are the factory's: the merchant can no longer edit them.
    const edit = await call('POST', '/api/merchantOrder/update', merchant, { id, consignee: 'Someone else' });
    expect(edit.body.code).toBe(400);
    expect(edit.body.message).toContain('cannot be changed once submitted');

    const seen = await detail(factory, id, 'order');
    expect(seen).toMatchObject({ submitState: 1, approvalState: 0, merchantName: expect.any(String) });
    const passed = await call('POST', '/api/order/audit', factory, { id });
    expect(passed.body.code).toBe(200);
    const after = await detail(factory, id, 'order');
    expect(after?.approvalState).toBe(1);
    expect(after?.lines).toMatchObject([{ productName: expect.stringMatching(/\S/) }]);
    // A second pass is refused naming the current state.
    const again = await call('POST', '/api/order/audit', factory, { id });
    expect(again.body.code).toBe(400);
    expect(again.body.message).toContain('Passed');

    const mine = await detail(merchant, id);
    expect(mine?.approvalState).toBe(1);
    const timeline = await call<{ action: string; bySide: string; fromState: number; toState: number }[]>(
      'GET',
      '/api/merchantOrder/timeline',
      merchant,
      undefined,
      { id: String(id) },
    );
    expect(timeline.body.result.map((e) => [e.action, e.bySide, e.fromState, e.toState])).toEqual([
      ['add', 'merchant', null, null],
      ['submit', 'merchant', 0, 1],
      ['audit', 'factory', 0, 1],
    ]);
    const factoryTimeline = await call<unknown[]>('GET', '/api/order/timeline', factory, undefined, { id: String(id) });
    expect(factoryTimeline.body.result).toHaveLength(3);
  });

  it('passes a batch in one call: every line gets its product, every order its timeline entry', async () => {
    const ids = [await add(merchant, teeOrder({ shopId })), await add(merchant, teeOrder({ shopId }))];
    expect((await call('POST', '/api/merchantOrder/submit', merchant, { ids })).body.result).toBe(2);
    expect((await call('POST', '/api/order/audit', factory, { ids })).body.result).toEqual({ count: 2, refused: [] });
    for (const id of ids) {
      expect(await detail(factory, id, 'order')).toMatchObject({
        approvalState: 1,
        lines: [{ productName: expect.stringMatching(/\S/) }],
      });
      const log = await call<{ action: string }[]>('GET', '/api/order/timeline', factory, undefined, {
        id: String(id),
      });
      expect(log.body.result.map((e) => e.action)).toEqual(['add', 'submit', 'audit']);
    }
  });

  it('review names every failed check and leaves the order pending', async () => {
    const id = await add(
      merchant,
      teeOrder({
        lines: [
          { skuCode: 'TEE-W-M', colour: '黑色', size: 'M', quantity: 1 },
          { skuCode: 'NO-SUCH-SKU', colour: '白色', size: 'S', quantity: 1 },
        ],
        areas: [
          { lineNo: 1, area: 1, printImage: IMG },
          { lineNo: 2, area: 1, printImage: IMG },
        ],
        shopId,
      }),
    );
    expect((await call('POST', '/api/merchantOrder/submit', merchant, { id })).body.code).toBe(200);
    const res = await call('POST', '/api/order/audit', factory, { id });
    expect(res.body.code).toBe(400);
    expect(res.body.message).toContain('failed to pass review');
    expect(res.body.message).toContain('line 1: colour "黑色" does not match');
    expect(res.body.message).toContain('line 1: no print image for "Back"');
    expect(res.body.message).toContain('line 2: SKU "NO-SUCH-SKU" has no product mapping');
    expect((await detail(factory, id, 'order'))?.approvalState).toBe(0);
  });

  it('a rejection returns the order to the merchant with the reason; fixed and resubmitted, it is pending again', async () => {
    const id = await add(merchant, teeOrder({ shopId }));
    await call('POST', '/api/merchantOrder/submit', merchant, { id });
    const noReason = await call('POST', '/api/order/reject', factory, { id });
    expect(noReason.body.code).toBe(400);
    const rejected = await call('POST', '/api/order/reject', factory, { id, reviewRemark: 'Artwork is blurry' });
    expect(rejected.body.code).toBe(200);
    const mine = await detail(merchant, id);
    expect(mine).toMatchObject({ approvalState: 2, submitState: 0, reviewRemark: 'Artwork is blurry' });
    // Still on the factory's desk, in the rejected tab.
    const tabs = await call<Record<string, number>>('POST', '/api/order/tabCounts', factory, {});
    expect(tabs.body.result.rejected).toBeGreaterThanOrEqual(1);
    expect(
      (await call('POST', '/api/merchantOrder/update', merchant, { id, consignee: 'Ana B. Lima' })).body.code,
    ).toBe(200);
    expect((await call('POST', '/api/merchantOrder/submit', merchant, { id })).body.code).toBe(200);
    expect(await detail(factory, id, 'order')).toMatchObject({
      approvalState: 0,
      submitState: 1,
      consignee: 'Ana B. Lima',
    });
    const timeline = await call<{ action: string; reason: string | null }[]>(
      'GET',
      '/api/merchantOrder/timeline',
      merchant,
      undefined,
      { id: String(id) },
    );
    expect(timeline.body.result.map((e) => e.action)).toEqual(['add', 'submit', 'reject', 'update', 'submit']);
    expect(timeline.body.result[2]?.reason).toBe('Artwork is blurry');
  });

  it('abnormal flag with reason, cleared; printed only once passed; a cancelled order is not reviewed', async () => {
    const id = await add(merchant, teeOrder({ shopId }));
    await call('POST', '/api/merchantOrder/submit', merchant, { id });
    expect((await call('POST', '/api/order/markPrinted', factory, { id })).body.message).toContain(
      'has not passed review',
    );
    expect(
      (await call('POST', '/api/order/setAbnormal', factory, { id, abnormalReason: 'Address unclear' })).body.code,
    ).toBe(200);
    expect(await detail(merchant, id)).toMatchObject({ abnormalFlag: 1, abnormalReason: 'Address unclear' });
    expect((await call('POST', '/api/order/clearAbnormal', factory, { id })).body.code).toBe(200);
    expect((await detail(merchant, id))?.abnormalFlag).toBe(0);

    const cancelled = await call('POST', '/api/merchantOrder/cancel', merchant, {
      id,
      cancelReason: 'Customer changed mind',
    });
    expect(cancelled.body.code).toBe(200);
    const review = await call('POST', '/api/order/audit', factory, { id });
    expect(review.body.message).toContain('is cancelled and cannot be reviewed');
  });

  it('tabs count under the page filters; the direct-print and heat-print lists hold their own kind', async () => {
    const heat = await add(merchant, teeOrder({ printKind: 1, consignee: 'Heat Buyer' }), 'merchantHeatOrder');
    expect((await detail(merchant, heat))?.printKind).toBe(2);
    expect(await detail(merchant, heat, 'merchantDtgOrder')).toBeNull();
    const all = await call<Record<string, number>>('POST', '/api/merchantOrder/tabCounts', merchant, {});
    const page = await call<Page<Order>>('POST', '/api/merchantOrder/page', merchant, { page: 1, pageSize: 100 });
    expect(all.body.result.all).toBe(page.body.result.total);
    const drafts = await call<Page<Order>>('POST', '/api/merchantOrder/page', merchant, {
      submitState: 0,
      pageSize: 100,
    });
    expect(all.body.result.draft).toBe(drafts.body.result.total);
    const heatTabs = await call<Record<string, number>>('POST', '/api/merchantHeatOrder/tabCounts', merchant, {});
    expect(heatTabs.body.result.all).toBe(1);
    const byName = await call<Record<string, number>>('POST', '/api/merchantOrder/tabCounts', merchant, {
      consignee: 'Heat Buyer',
    });
    expect(byName.body.result).toMatchObject({ all: 1, draft: 1 });
  });

  it("the workbench's order figures agree with the lists' tabs, on each side", async () => {
    for (const [token, resource] of [
      [factory, 'order'],
      [merchant, 'merchantOrder'],
    ] as const) {
      const tabs = (await call<Record<string, number>>('POST', `/api/${resource}/tabCounts`, token, {})).body.result;
      const overview = await call<{ orders: Record<string, number | string> }>('GET', '/api/dashboard/overview', token);
      expect(overview.body.result.orders).toMatchObject({
        pendingReview: tabs.pending,
        abnormal: tabs.abnormal,
        toPrint: tabs.toPrint ?? expect.any(Number),
      });
      expect(Number(overview.body.result.orders.today)).toBeGreaterThan(0);
    }
  });

  it("order search finds the factory's orders in any state by their codes, never a draft", async () => {
    const externalId = 'EXT-SEARCH-1';
    const id = await add(merchant, teeOrder({ externalId }));
    const find = () =>
      call<Page<Order>>('POST', '/api/orderSearch/page', factory, { externalId: 'search-1', pageSize: 10 });
    expect((await find()).body.result.total).toBe(0);
    await call('POST', '/api/merchantOrder/submit', merchant, { id });
    await call('POST', '/api/merchantOrder/cancel', merchant, { id, cancelReason: 'x' });
    const found = await find();
    expect(found.body.result.items.map((o) => [o.id, o.submitState])).toEqual([[id, 2]]);
    const timeline = await call<unknown[]>('GET', '/api/orderSearch/timeline', factory, undefined, { id: String(id) });
    expect(timeline.body.result).toHaveLength(3);
  });

  it("the factory's lists filter by merchant: a select of its customers' merchants, on the order's own tenant", async () => {
    const id = await add(merchant, teeOrder({ shopId }));
    await call('POST', '/api/merchantOrder/submit', merchant, { id });
    const demo = { value: SEED.merchant.tenantId, label: '演示商户店铺' };
    const second = { value: SEED.merchant2.tenantId, label: '杭州印象文创' };
    for (const resource of ['order', 'heatOrder', 'orderSearch']) {
      const choices = await call<{ value: number; label: string }[]>(
        'GET',
        `/api/${resource}/choices`,
        factory,
        undefined,
        { field: 'merchantTenantId' },
      );
      // The factory's customers that link a merchant (the walk-in customer links none).
      expect(choices.body.result).toHaveLength(2);
      expect(choices.body.result).toEqual(expect.arrayContaining([demo, second]));
    }
    const page = (filter: Record<string, unknown>) =>
      call<Page<Order>>('POST', '/api/order/page', factory, { pageSize: 1000, ...filter });
    const all = (await page({})).body.result;
    const mine = (await page({ merchantTenantId: demo.value })).body.result;
    const theirs = (await page({ merchantTenantId: second.value })).body.result;
    expect(mine.items.some((o) => o.id === id)).toBe(true);
    expect(mine.items.every((o) => o.tenantId === demo.value && o.merchantName === demo.label)).toBe(true);
    expect(theirs.items.every((o) => o.tenantId === second.value)).toBe(true);
    expect(mine.total + theirs.total).toBe(all.total);
    const tabs = await call<Record<string, number>>('POST', '/api/order/tabCounts', factory, {
      merchantTenantId: demo.value,
    });
    expect(tabs.body.result.all).toBe(mine.total);
    // A merchant holds no code of the factory's lists; a field without choices has none.
    const refused = await call('GET', '/api/order/choices', merchant, undefined, { field: 'merchantTenantId' });
    expect(refused.body.code).toBe(403);
    const unknown = await call('GET', '/api/order/choices', factory, undefined, { field: 'consignee' });
    expect(unknown.body.code).toBe(400);
  });

  it('only drafts can be deleted', async () => {
    const id = await add(merchant, teeOrder());
    await call('POST', '/api/merchantOrder/submit', merchant, { id });
    const res = await call('POST', '/api/merchantOrder/delete', merchant, { id });
    expect(res.body.message).toContain('Only draft orders can be deleted');
  });

  it('another merchant and another factory see and change nothing; a merchant without a factory cannot submit', async () => {
    const superadmin = await server.tokenFor('superadmin', 'admin');
    const tenant = (kind: string, code: string, adminAccount: string) =>
      call<number>('POST', '/api/sysTenant/add', superadmin, {
        kind,
        code,
        name: code,
        adminAccount,
        adminPassword: 'Secret123',
      });
    const m2Tenant = (await tenant('merchant', 'm2shop', 'm2admin')).body.result;
    expect((await tenant('factory', 'f2plant', 'f2admin')).body.code).toBe(200);
    const m2 = await server.tokenFor('m2admin', 'merchant');
    const f2 = await server.tokenFor('f2admin', 'factory');

    const id = await add(merchant, teeOrder({ shopId }));
    await call('POST', '/api/merchantOrder/submit', merchant, { id });
    // Every order endpoint, with the other tenants' tokens and this order's id.
    for (const [token, resource] of [
      [m2, 'merchantOrder'],
      [f2, 'order'],
      [f2, 'orderSearch'],
    ] as const) {
      expect(await detail(token, id, resource)).toBeNull();
      const page = await call<Page<Order>>('POST', `/api/${resource}/page`, token, { pageSize: 100 });
      expect(page.body.result.items.some((o) => o.id === id)).toBe(false);
      const timeline = await call<unknown[]>('GET', `/api/${resource}/timeline`, token, undefined, { id: String(id) });
      expect(timeline.body.result).toEqual([]);
    }
    for (const [url, body] of [
      ['/api/merchantOrder/update', { id, consignee: 'x' }],
      ['/api/merchantOrder/cancel', { id, cancelReason: 'x' }],
      ['/api/merchantOrder/delete', { id }],
    ] as const) {
      const res = await call(url.startsWith('/api/order') ? 'POST' : 'POST', url, m2, body);
      expect(res.body.code).not.toBe(200);
    }
    for (const url of ['/api/order/audit', '/api/order/markPrinted']) {
      const res = await call('POST', url, f2, { id });
      expect(res.body.code).not.toBe(200);
    }
    const res = await call('POST', '/api/order/reject', f2, { id, reviewRemark: 'x' });
    expect(res.body.code).not.toBe(200);
    expect((await detail(merchant, id))?.approvalState).toBe(0);

    // m2 has no factory yet.
    const own = await add(m2, teeOrder());
    expect((await call('POST', '/api/merchantOrder/submit', m2, { id: own })).body.message).toContain(
      'No factory serves',
    );
    // Factory 2 takes m2 as a customer: m2's order reaches factory 2 only.
    const customer = await call('POST', '/api/customer/add', f2, {
      code: 'C-M2',
      name: 'M2 Shop',
      merchantTenantId: m2Tenant,
    });
    expect(customer.body.code).toBe(200);
    expect((await call('POST', '/api/merchantOrder/submit', m2, { id: own })).body.code).toBe(200);
    expect((await detail(f2, own, 'order'))?.merchantName).toBe('M2 Shop');
    expect(await detail(factory, own, 'order')).toBeNull();
    // Factory 2's merchant filter offers its own customer only.
    const f2Choices = await call('GET', '/api/order/choices', f2, undefined, { field: 'merchantTenantId' });
    expect(f2Choices.body.result).toEqual([{ value: m2Tenant, label: 'M2 Shop' }]);

    // Row-level security holds without any filter in the query: each tenant's session reads exactly its rows.
    const f2Tenant = (
      await asPlatform(server.db, (tx) =>
        queryRows<{ id: number }>(tx, sql`select id from sys_tenant where code = 'f2plant'`),
      )
    )[0]?.id as number;
    const visible = (tenantId: number) =>
      inTenant(server.db, Number(tenantId), async (tx) => ({
        orders: (await queryRows<{ id: number }>(tx, sql`select id from oms_order`)).map((r) => Number(r.id)),
        lines: (await queryRows<{ order_id: number }>(tx, sql`select order_id from oms_order_line`)).map((r) =>
          Number(r.order_id),
        ),
        logs: (await queryRows<{ order_id: number }>(tx, sql`select order_id from oms_order_log`)).map((r) =>
          Number(r.order_id),
        ),
      }));
    const seenByF2 = await visible(f2Tenant);
    expect(new Set(seenByF2.orders)).toEqual(new Set([own]));
    expect(new Set(seenByF2.lines)).toEqual(new Set([own]));
    expect(new Set(seenByF2.logs)).toEqual(new Set([own]));
    const seenByM2 = await visible(m2Tenant);
    expect(new Set(seenByM2.orders)).toEqual(new Set([own]));
  });
});
