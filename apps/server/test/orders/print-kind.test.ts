import type { OrderFigures, OrdersOfDay } from '@printfloor/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform } from '../../src/db/context.ts';
import { sysRole, sysRoleMenu, sysUserRole } from '../../src/db/schema/index.ts';
import { SEED } from '../../src/seed/ids.ts';
import { MENU_ROWS } from '../../src/seed/menu-catalogue/index.ts';
import { PROCESS_ROUTE_IDS, PRODUCT_IDS } from '../../src/seed/process-ids.ts';
import { addAccount } from '../helpers/accounts.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';
import { CONSIGNEE, orderCalls } from './calls.ts';

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
  ...CONSIGNEE,
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
  });

  it('the workbench and the data screen count every order the caller may open, and open a page that holds them', async () => {
    /** A factory user whose one role grants exactly these button codes (and their screens). */
    const userWith = async (account: string, codes: string[]) => {
      const screens = new Set(codes.map((c) => c.split(':')[0]));
      const menuIdList = MENU_ROWS.filter(
        (r) => (r.permission && codes.includes(r.permission)) || (r.type === 2 && screens.has(r.name ?? '')),
      ).map((r) => r.id);
      const roleId = await ok<number>('/api/sysRole/add', factory, { name: account, code: account, menuIdList });
      const userId = await addAccount(server, { tenantId: SEED.factory.tenantId, account });
      await ok('/api/sysUser/grantRole', factory, { userId, roleIdList: [roleId] });
      const token = await server.tokenFor(account, 'factory');
      const own = await call<string[]>('GET', '/api/sysMenu/ownBtnPermList', token);
      expect(own.body.result.sort()).toEqual([...codes].sort());
      return token;
    };
    const figures = async (token: string) =>
      (await call<{ orders: OrderFigures | null }>('GET', '/api/dashboard/overview', token)).body.result.orders;
    /** Today's row of the data screen's orders per day (the default range is today). */
    const today = async (token: string) => {
      const board = await call<{ orders: OrdersOfDay[] | null; range: { today: string } }>(
        'GET',
        '/api/dashboard/production',
        token,
      );
      expect(board.body.message).toBe('');
      return board.body.result.orders?.find((d) => d.date === board.body.result.range.today) ?? null;
    };
    const tabs = async (resource: string) =>
      (await call<Record<string, number>>('POST', `/api/${resource}/tabCounts`, factory, {})).body.result;
    const count = async (resource: string, filter: Record<string, unknown>) =>
      (await call<Page<Order>>('POST', `/api/${resource}/page`, factory, { pageSize: 1, ...filter })).body.result.total;
    const pending = { submitState: 1, approvalState: 0 };
    const order = await tabs('order');
    const heatList = await tabs('heatOrder');
    // The heat-only orders pending review (the previous case submitted one): in the heat-print list only.
    const heatOnly = await count('heatOrder', { ...pending, printKind: 2 });
    expect(heatOnly).toBeGreaterThan(0);

    // The factory admin holds both desk lists: every submitted order counts, heat-only ones too; neither
    // list holds them all, so the figures open the order search, which does.
    expect(await figures(factory)).toMatchObject({
      path: '/business/orderSearch',
      pendingReview: order.pending + heatOnly,
      toPrint: await count('orderSearch', { ...pending, approvalState: 1, printState: 0 }),
      abnormal: await count('orderSearch', { submitState: 1, abnormalFlag: 1 }),
    });
    expect((await figures(factory))?.pendingReview).toBe(await count('orderSearch', pending));

    // A user of the heat-print list alone counts and opens what that list holds.
    const heatDesk = await userWith('heat_desk', ['heatOrder:page']);
    expect(await figures(heatDesk)).toMatchObject({
      path: '/business/heatOrder',
      pendingReview: heatList.pending,
      toPrint: heatList.toPrint,
      abnormal: heatList.abnormal,
    });
    const heatDay = await today(heatDesk);
    const date = String(heatDay?.date);
    expect(heatDay).not.toBeNull();
    expect(heatDay?.pendingReview).toBe(heatList.pending);
    expect(heatDay?.total).toBe(await count('heatOrder', { orderTime: [date, date] }));
    // A user of the order list alone: the direct-print and mixed orders, as before.
    const dtgDesk = await userWith('dtg_desk', ['order:page']);
    expect(await figures(dtgDesk)).toMatchObject({ path: '/business/order', pendingReview: order.pending });
    expect((await today(dtgDesk))?.pendingReview).toBe(order.pending);
    // The order search alone counts nothing (it is where orders are found, not a desk).
    const searcher = await userWith('order_searcher', ['orderSearch:page']);
    expect(await figures(searcher)).toBeNull();
    // Both lists without the search: everything counted, the order list opened.
    const both = await userWith('both_desks', ['order:page', 'heatOrder:page']);
    expect(await figures(both)).toMatchObject({ path: '/business/order', pendingReview: order.pending + heatOnly });
    expect((await today(both))?.pendingReview).toBe(order.pending + heatOnly);

    // The merchant's side by the same rule: a member of the heat-print list alone counts its orders.
    const merchantWith = async (account: string, codes: string[]) => {
      const t = SEED.merchant.tenantId;
      const screens = new Set(codes.map((c) => c.split(':')[0]));
      const menuIds = MENU_ROWS.filter(
        (r) => (r.permission && codes.includes(r.permission)) || (r.type === 2 && screens.has(r.name ?? '')),
      ).map((r) => r.id);
      const userId = await addAccount(server, { tenantId: t, account, accountType: 666 });
      await asPlatform(server.db, async (tx) => {
        const [role] = await tx
          .insert(sysRole)
          .values({ tenantId: t, name: account, code: account })
          .returning({ id: sysRole.id });
        const roleId = Number(role?.id);
        await tx.insert(sysRoleMenu).values(menuIds.map((menuId) => ({ tenantId: t, roleId, menuId })));
        await tx.insert(sysUserRole).values({ tenantId: t, userId, roleId });
      });
      const token = await server.tokenFor(account, 'merchant');
      const own = await call<string[]>('GET', '/api/sysMenu/ownBtnPermList', token);
      expect(own.body.result.sort()).toEqual([...codes].sort());
      return token;
    };
    const merchantTabs = async (resource: string) =>
      (await call<Record<string, number>>('POST', `/api/${resource}/tabCounts`, merchant, {})).body.result;
    const heatShop = await merchantWith('heat_shop', ['merchantHeatOrder:page']);
    const heatTabs = await merchantTabs('merchantHeatOrder');
    expect(await figures(heatShop)).toMatchObject({
      path: '/orders/merchantHeatOrder',
      pendingReview: heatTabs.pending,
      abnormal: heatTabs.abnormal,
    });
    expect((await figures(heatShop))?.today).toBeLessThan((await figures(merchant))?.today ?? 0);
    const bothShop = await merchantWith('both_shop', ['merchantDtgOrder:page', 'merchantHeatOrder:page']);
    expect(await figures(bothShop)).toMatchObject({
      ...(await figures(merchant)),
      path: '/orders/merchantDtgOrder',
    });
    expect(await figures(merchant)).toMatchObject({ path: '/orders/merchantOrder' });
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
