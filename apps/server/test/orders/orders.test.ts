import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform, inTenant } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { eventWorkerOf } from '../../src/events/index.ts';
import { WORKSTATION_IDS as WS } from '../../src/seed/base-data-ids.ts';
import { SEED } from '../../src/seed/ids.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';
import { CONSIGNEE, orderCalls } from './calls.ts';

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
  ...CONSIGNEE,
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

  /**
   * The code of the first piece of a passed order: production's listener makes the order's work
   * order after the pass commits; released, it has pieces.
   */
  const firstPieceOf = async (id: number) => {
    const orderCode = String((await detail(factory, id, 'order'))?.orderCode);
    const workOrders = async () =>
      (await call<Page<Order>>('POST', '/api/workOrder/page', factory, { orderCode, pageSize: 10 })).body.result.items;
    let wo: Order | undefined;
    for (let i = 0; i < 200 && !wo; i++) {
      await eventWorkerOf(server.services)?.drain();
      wo = (await workOrders())[0];
      if (!wo) await new Promise((r) => setTimeout(r, 50));
    }
    expect(wo).toBeTruthy();
    expect((await call('POST', '/api/workOrder/release', factory, { id: wo?.id })).body.message).toBe('');
    const pieces = await call<{ code: string }[]>('GET', '/api/workOrder/pieces', factory, undefined, {
      id: String(wo?.id),
    });
    const code = pieces.body.result[0]?.code;
    expect(code).toBeTruthy();
    return String(code);
  };

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
    // The SKU's only mapping row is for white: a black line resolves to no product, so its print
    // areas are not checked against one (the back image the white tee needs is not asked for).
    expect(res.body.message).toContain('line 1: colour "黑色" does not match the mapping\'s "白色"');
    expect(res.body.message).not.toContain('line 1: no print image');
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

  it("order search finds an order by the exact code of one of its pieces, a reprint's too", async () => {
    const [id, other] = [await add(merchant, teeOrder({ shopId })), await add(merchant, teeOrder({ shopId }))];
    expect((await call('POST', '/api/merchantOrder/submit', merchant, { ids: [id, other] })).body.result).toBe(2);
    expect((await call('POST', '/api/order/audit', factory, { ids: [id, other] })).body.result).toMatchObject({
      count: 2,
    });
    const orderCode = String((await detail(factory, id, 'order'))?.orderCode);
    const code = await firstPieceOf(id);
    expect(code).toMatch(/-\d{3}$/);

    const find = async (filter: Record<string, unknown>) => {
      const res = await call<Page<Order>>('POST', '/api/orderSearch/page', factory, { pageSize: 100, ...filter });
      expect(res.body.message).toBe('');
      return res.body.result;
    };
    const byPiece = await find({ pieceCode: code });
    expect(byPiece.total).toBe(1);
    expect(byPiece.items.map((o) => o.id)).toEqual([id]);
    // It is a column of no list: the rows carry no such field.
    expect(byPiece.items[0]).not.toHaveProperty('pieceCode');
    // Exact, not a part of a code; with the other filters it is one more condition.
    expect((await find({ pieceCode: code.slice(0, -1) })).total).toBe(0);
    expect((await find({ pieceCode: 'NO-SUCH-PIECE' })).total).toBe(0);
    const otherCode = String((await detail(factory, other, 'order'))?.orderCode);
    expect((await find({ pieceCode: code, orderCode: otherCode })).total).toBe(0);
    expect((await find({ pieceCode: code, orderCode })).total).toBe(1);
    // The export reads the same filter.
    const exported = await server.app.inject({
      method: 'POST',
      url: '/api/orderSearch/export',
      headers: { authorization: `Bearer ${factory}`, ...en },
      payload: { pieceCode: code },
    });
    expect(exported.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]?.actualRowCount).toBe(2);

    // Scrapped at its print station, the piece is reprinted under a code of its own: it finds the order too.
    expect(
      (await call('POST', '/api/dtgProduction/scan', factory, { workstationId: WS.pretreat01, code })).body.message,
    ).toBe('');
    const defects = (await call<Page<Order>>('POST', '/api/defectItem/page', factory, { pageSize: 1 })).body.result;
    const bad = await call<{ reprintCode: string }>('POST', '/api/dtgProduction/scan', factory, {
      workstationId: WS.dtg01,
      code,
      result: 2,
      defectItemId: defects.items[0]?.id,
    });
    expect(bad.body.result.reprintCode).toBe(`${code}-R1`);
    expect((await find({ pieceCode: `${code}-R1` })).items.map((o) => o.id)).toEqual([id]);
    expect((await find({ pieceCode: code })).items.map((o) => o.id)).toEqual([id]);
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
    // A submitted heat-print order (the heat lists of both sides) and a draft (the merchant's alone).
    const heatId = await add(merchant, teeOrder({ shopId }), 'merchantHeatOrder');
    await call('POST', '/api/merchantOrder/submit', merchant, { id: heatId });
    const draft = await add(merchant, teeOrder({ shopId, consignee: 'Draft Owner' }));
    const codeOf = async (orderId: number) => String((await detail(merchant, orderId))?.orderCode);
    /** Rows of an export (the header row included). */
    const exportedRows = async (token: string, resource: string, filter: Record<string, unknown>) => {
      const res = await server.app.inject({
        method: 'POST',
        url: `/api/${resource}/export`,
        headers: { authorization: `Bearer ${token}`, ...en },
        payload: filter,
      });
      expect(res.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      return wb.worksheets[0]?.actualRowCount ?? 0;
    };
    // The merchant's own export of the same filter has the row: the empty ones below are the tenancy's doing.
    expect(await exportedRows(merchant, 'merchantOrder', { orderCode: await codeOf(id) })).toBe(2);

    // Every order list, with the other tenants' tokens and these orders' ids and codes: read nothing.
    for (const [token, resource, orderId] of [
      [m2, 'merchantOrder', id],
      [m2, 'merchantOrder', draft],
      [m2, 'merchantDtgOrder', id],
      [m2, 'merchantDtgOrder', draft],
      [m2, 'merchantHeatOrder', heatId],
      [f2, 'order', id],
      [f2, 'heatOrder', heatId],
      [f2, 'orderSearch', id],
      [f2, 'orderSearch', heatId],
    ] as const) {
      const where = `${resource} #${orderId}`;
      expect(await detail(token, orderId, resource), where).toBeNull();
      const page = await call<Page<Order>>('POST', `/api/${resource}/page`, token, { pageSize: 100 });
      expect(page.body.code, where).toBe(200);
      expect(
        page.body.result.items.some((o) => o.id === orderId),
        where,
      ).toBe(false);
      const orderCode = await codeOf(orderId);
      const byCode = await call<Page<Order>>('POST', `/api/${resource}/page`, token, { orderCode });
      expect(byCode.body.result.total, where).toBe(0);
      if (resource !== 'orderSearch') {
        const tabs = await call<Record<string, number>>('POST', `/api/${resource}/tabCounts`, token, { orderCode });
        expect(tabs.body.code, where).toBe(200);
        expect(
          Object.values(tabs.body.result).every((n) => n === 0),
          where,
        ).toBe(true);
      }
      expect(await exportedRows(token, resource, { orderCode }), where).toBe(1);
      const timeline = await call<unknown[]>('GET', `/api/${resource}/timeline`, token, undefined, {
        id: String(orderId),
      });
      // Record not found (issue 35 item 13), never an empty timeline that says the order exists.
      expect(timeline.body.code, where).toBe(404);
      expect(timeline.body.result, where).toBeNull();
    }
    // Another factory's order search by the code of one of this factory's pieces finds nothing
    // either (a piece of this test's own: an order passed and its work order released).
    const made = await add(merchant, teeOrder({ shopId }));
    expect((await call('POST', '/api/merchantOrder/submit', merchant, { id: made })).body.message).toBe('');
    expect((await call('POST', '/api/order/audit', factory, { id: made })).body.message).toBe('');
    const pieceCode = await firstPieceOf(made);
    const pieceSearch = async (token: string) =>
      (await call<Page<Order>>('POST', '/api/orderSearch/page', token, { pieceCode })).body.result;
    expect((await pieceSearch(factory)).items.map((o) => o.id)).toEqual([made]);
    expect((await pieceSearch(f2)).total).toBe(0);

    // The other merchant's writes on these orders, through each of its lists, change nothing.
    for (const resource of ['merchantOrder', 'merchantDtgOrder', 'merchantHeatOrder']) {
      for (const [url, body] of [
        [`/api/${resource}/update`, { id: draft, consignee: 'x' }],
        [`/api/${resource}/submit`, { id: draft }],
        [`/api/${resource}/submit`, { ids: [draft] }],
        [`/api/${resource}/cancel`, { id, cancelReason: 'x' }],
        [`/api/${resource}/cancel`, { id: draft, cancelReason: 'x' }],
        [`/api/${resource}/delete`, { id: draft }],
        [`/api/${resource}/batchDelete`, [draft]],
        [`/api/${resource}/batchDelete`, { ids: [draft, heatId] }],
      ] as const) {
        const res = await call('POST', url, m2, body);
        expect(res.body.code, url).not.toBe(200);
      }
    }
    expect(await detail(merchant, draft)).toMatchObject({ submitState: 0, consignee: 'Draft Owner' });
    expect(await detail(merchant, id)).toMatchObject({ submitState: 1, approvalState: 0 });
    expect(await detail(merchant, heatId)).toMatchObject({ submitState: 1, approvalState: 0 });

    // The other factory's review, flag and print on these orders, single and batch, change nothing.
    const refusedTo = async (token: string, calls: [string, Record<string, unknown>][]) => {
      for (const [url, body] of calls) {
        const res = await call<{ count: number; refused: { id: number; label: string | null; code: string }[] }>(
          'POST',
          url,
          token,
          body,
        );
        // A batch pass answers per order (perRow): none passed, each refused as not found, without its label.
        if (res.body.code === 200 && url.endsWith('/audit') && Array.isArray(body.ids))
          expect(res.body.result, url).toEqual({
            count: 0,
            refused: (body.ids as number[]).map((i) => ({
              id: i,
              label: null,
              code: 'R0001',
              message: expect.any(String),
            })),
          });
        else expect(res.body.code, url).not.toBe(200);
      }
    };
    const desk = (list: string, orderId: number): [string, Record<string, unknown>][] => [
      [`/api/${list}/audit`, { id: orderId }],
      [`/api/${list}/audit`, { ids: [orderId] }],
      [`/api/${list}/reject`, { id: orderId, reviewRemark: 'x' }],
      [`/api/${list}/setAbnormal`, { id: orderId, abnormalReason: 'x' }],
      [`/api/${list}/setAbnormal`, { ids: [orderId], abnormalReason: 'x' }],
      [`/api/${list}/clearAbnormal`, { id: orderId }],
      [`/api/${list}/markPrinted`, { id: orderId }],
      [`/api/${list}/markPrinted`, { ids: [orderId] }],
    ];
    await refusedTo(f2, [...desk('order', id), ...desk('heatOrder', heatId)]);
    // A merchant holds none of the desk's codes: its own orders' review is not its to call.
    await refusedTo(merchant, [...desk('order', id), ...desk('heatOrder', heatId)]);
    for (const orderId of [id, heatId])
      expect(await detail(merchant, orderId)).toMatchObject({
        submitState: 1,
        approvalState: 0,
        abnormalFlag: 0,
        printState: 0,
        reviewRemark: null,
      });
    // Flagged and passed by its own factory, the order is still the other factory's to leave alone.
    await call('POST', '/api/order/setAbnormal', factory, { id, abnormalReason: 'Address unclear' });
    expect((await call('POST', '/api/order/audit', factory, { id })).body.message).toBe('');
    await refusedTo(f2, [
      ['/api/order/clearAbnormal', { id }],
      ['/api/order/clearAbnormal', { ids: [id] }],
      ['/api/order/markPrinted', { id }],
    ]);
    await refusedTo(merchant, [
      ['/api/order/clearAbnormal', { id }],
      ['/api/order/markPrinted', { id }],
    ]);
    expect(await detail(merchant, id)).toMatchObject({
      approvalState: 1,
      abnormalFlag: 1,
      abnormalReason: 'Address unclear',
      printState: 0,
    });
    const trail = await call<{ action: string }[]>('GET', '/api/merchantOrder/timeline', merchant, undefined, {
      id: String(id),
    });
    expect(trail.body.result.map((e) => e.action)).toEqual(['add', 'submit', 'setAbnormal', 'audit']);

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
