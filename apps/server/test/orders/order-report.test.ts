import { ORDER_LATE_AFTER_DAYS, orderReportResource, type PageResult } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform, inTenant } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';
import { MAPPED_SHOP, orderCalls, teeOrder } from './calls.ts';

/**
 * Reports › Order report: the factory's received orders (the engine over the view oms_order_report)
 * with the computed lead time and late flag; searched by late and by order-time range, sorted by
 * lead time, exported; a merchant holds no code, another factory and row-level security through
 * the view (security_invoker) show none of these orders.
 */

type ReportRow = Record<string, unknown> & { id: number; leadHours: number | null; late: boolean };

/** A complete order of the shop: two pieces at 12.25 with 3.5 freight. */
const order = (shopId: number) => teeOrder({ shopId, freight: 3.5 }, { quantities: [2], unitPrice: 12.25 });

/** A day of the demo factory's calendar (Asia/Shanghai) no demo order falls on. */
const DAY = '2021-03-10';
const PLACED = `${DAY} 10:00:00+08`;
const HOUR = 3_600_000;

describe('order report (factory report)', () => {
  let server: TestServer;
  let merchant: string;
  let factory: string;
  let shopId: number;
  const { call, ok } = orderCalls(() => server);
  const page = (body: Record<string, unknown>, token = factory) =>
    ok<PageResult<ReportRow>>('/api/orderReport/page', token, { pageSize: 100, ...body });
  const ofDay = (body: Record<string, unknown> = {}) => page({ orderTime: [DAY, DAY], ...body });
  const codeOf = async (id: number) =>
    String(
      (await call<Record<string, unknown>>('GET', '/api/order/detail', factory, undefined, { id: String(id) })).body
        .result?.orderCode,
    );
  /** The order's report row, found by its code (undefined: not in the report). */
  const rowOf = async (id: number, token = factory) =>
    (await page({ orderCode: await codeOf(id) }, token)).items.find((r) => r.id === id);
  const submitted = async () => {
    const id = await ok<number>('/api/merchantOrder/add', merchant, order(shopId));
    await ok('/api/merchantOrder/submit', merchant, { id });
    return id;
  };
  /** Times set by hand (shipping has no screen yet): placed and submitted at `placed`, shipped `hours` later. */
  const placeAndShip = (id: number, placed: string, hours: number | null) =>
    asPlatform(server.db, (tx) =>
      tx.execute(sql`update oms_order set order_time = ${placed}::timestamptz, submit_time = ${placed}::timestamptz,
                       shipping_state = ${hours === null ? 0 : 1}, tracking_no = ${hours === null ? null : `YT${id}`},
                       shipping_time = ${placed}::timestamptz + make_interval(hours => ${hours}::int)
                     where id = ${id}`),
    );
  const ids: Record<'fast' | 'onTime' | 'slow' | 'waiting' | 'fresh' | 'cancelled' | 'rejected' | 'draft', number> =
    {} as never;

  beforeAll(async () => {
    server = await createTestServer();
    merchant = await server.tokenFor('merchant', 'merchant');
    factory = await server.tokenFor('factory', 'factory');
    // The seeded Temu mapping of TEE-W-M is the demo shop's (by name).
    shopId = await ok<number>('/api/shop/add', merchant, MAPPED_SHOP);
    // Three shipped orders placed on DAY: after 30, 60 and 100 hours (late after 72).
    for (const [key, hours] of [
      ['fast', 30],
      ['onTime', 60],
      ['slow', 100],
    ] as const) {
      ids[key] = await submitted();
      await ok('/api/order/audit', factory, { id: ids[key] });
      await placeAndShip(ids[key], PLACED, hours);
    }
    // Not shipped, on either side of the late line; one cancelled and one rejected back; a draft.
    const now = Date.now();
    ids.waiting = await submitted();
    await placeAndShip(ids.waiting, new Date(now - (ORDER_LATE_AFTER_DAYS * 24 + 1) * HOUR).toISOString(), null);
    ids.fresh = await submitted();
    await placeAndShip(ids.fresh, new Date(now - (ORDER_LATE_AFTER_DAYS * 24 - 1) * HOUR).toISOString(), null);
    ids.cancelled = await submitted();
    await ok('/api/merchantOrder/cancel', merchant, { id: ids.cancelled, cancelReason: 'changed mind' });
    await placeAndShip(ids.cancelled, new Date(now - 10 * 24 * HOUR).toISOString(), null);
    ids.rejected = await submitted();
    await ok('/api/order/reject', factory, { id: ids.rejected, reviewRemark: 'blurry' });
    ids.draft = await ok<number>('/api/merchantOrder/add', merchant, order(shopId));
  }, 300_000);
  afterAll(() => server.close());

  it('computes lead time and late for orders in known states, the received orders only', async () => {
    const fast = await rowOf(ids.fast);
    expect(fast).toMatchObject({ leadHours: 30, late: false, shippingState: 1, approvalState: 1 });
    expect(fast).toMatchObject({ orderTime: '2021-03-10 10:00:00', shippingTime: '2021-03-11 16:00:00' });
    expect(fast).toMatchObject({ trackingNo: `YT${ids.fast}`, productCount: 2, totalAmount: 28, freight: 3.5 });
    expect(fast?.shopName).toBe(MAPPED_SHOP.name);
    expect(typeof fast?.merchantName).toBe('string');
    expect(await rowOf(ids.onTime)).toMatchObject({ leadHours: 60, late: false });
    expect(await rowOf(ids.slow)).toMatchObject({ leadHours: 100, late: true });
    // Not shipped: submitted to now (placed and submitted at the same instant); late past ORDER_LATE_AFTER_DAYS.
    const waiting = await rowOf(ids.waiting);
    expect(waiting?.late).toBe(true);
    expect(waiting?.leadHours).toBeCloseTo(ORDER_LATE_AFTER_DAYS * 24 + 1, 0);
    const fresh = await rowOf(ids.fresh);
    expect(fresh?.late).toBe(false);
    expect(fresh?.leadHours).toBeCloseTo(ORDER_LATE_AFTER_DAYS * 24 - 1, 0);
    // Out of the flow unshipped: no lead time, never late; the rejected order is still the desk's.
    expect(await rowOf(ids.cancelled)).toMatchObject({ leadHours: null, late: false, shippingState: 0 });
    expect(await rowOf(ids.rejected)).toMatchObject({ leadHours: null, late: false, approvalState: 2 });
    // A draft never reached the desk.
    const draftCode = String(
      (
        await call<Record<string, unknown>>('GET', '/api/merchantOrder/detail', merchant, undefined, {
          id: String(ids.draft),
        })
      ).body.result?.orderCode,
    );
    expect((await page({ orderCode: draftCode })).items.some((r) => r.id === ids.draft)).toBe(false);
  });

  it('searches by order-time range and late, sorts by lead time and by order time', async () => {
    const day = await ofDay();
    expect(day.total).toBe(3);
    // Default: order time, newest first (all three share it: then by id).
    expect(day.items.map((r) => r.id)).toEqual([ids.fast, ids.onTime, ids.slow]);
    const byLead = (order: string) => ofDay({ field: 'leadHours', order });
    expect((await byLead('descending')).items.map((r) => r.id)).toEqual([ids.slow, ids.onTime, ids.fast]);
    expect((await byLead('ascending')).items.map((r) => r.id)).toEqual([ids.fast, ids.onTime, ids.slow]);
    expect((await ofDay({ late: true })).items.map((r) => r.id)).toEqual([ids.slow]);
    expect((await ofDay({ late: false })).items.map((r) => r.id)).toEqual([ids.fast, ids.onTime]);
    expect((await page({ orderTime: ['2021-03-11', '2021-03-12'] })).total).toBe(0);
    // Late across the desk: the waiting order is among them, the fresh one is not.
    const late = await page({
      late: true,
      orderTime: [new Date(Date.now() - 30 * 24 * HOUR).toISOString().slice(0, 10), null],
      pageSize: 1000,
    });
    expect(late.items.some((r) => r.id === ids.waiting)).toBe(true);
    expect(late.items.some((r) => r.id === ids.fresh)).toBe(false);
    expect(late.items.every((r) => r.late)).toBe(true);
    // States.
    expect((await ofDay({ shippingState: 0 })).total).toBe(0);
    expect((await page({ approvalState: 2, orderCode: await codeOf(ids.rejected) })).total).toBe(1);
  });

  it('exports the search with the report columns, in the caller language', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/orderReport/export',
      headers: { authorization: `Bearer ${factory}`, 'content-type': 'application/json', 'accept-language': 'en' },
      payload: { orderTime: [DAY, DAY], field: 'leadHours', order: 'descending' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0] as ExcelJS.Worksheet;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(orderReportResource.fieldList.filter((f) => f.exportable).map((f) => f.label.en));
    expect(headers).toEqual(
      expect.arrayContaining(['Order code', 'Merchant', 'Shop', 'Submitted at', 'Shipped at', 'Lead time (h)', 'Late']),
    );
    expect(sheet.actualRowCount).toBe(4);
    const cell = (row: number, header: string) => sheet.getRow(row).getCell(headers.indexOf(header) + 1).value;
    expect([2, 3, 4].map((r) => cell(r, 'Lead time (h)'))).toEqual([100, 60, 30]);
    expect([2, 3, 4].map((r) => cell(r, 'Late'))).toEqual(['Yes', 'No', 'No']);
    expect(cell(2, 'Shipping')).toBe('Shipped');
  });

  it('is the factory’s: a merchant gets 403, another factory and row-level security show none of them', async () => {
    for (const url of ['/api/orderReport/page', '/api/orderReport/export']) {
      const res = await call('POST', url, merchant, { orderTime: [DAY, DAY] });
      expect(res.body.code ?? res.status, url).toBe(403);
    }
    const superadmin = await server.tokenFor('superadmin', 'admin');
    const f2Tenant = await ok<number>('/api/sysTenant/add', superadmin, {
      kind: 'factory',
      code: 'reportplant',
      name: 'reportplant',
      adminAccount: 'reportadmin',
      adminPassword: 'Secret123',
    });
    const f2 = await server.tokenFor('reportadmin', 'factory');
    expect((await page({ orderTime: [DAY, DAY] }, f2)).total).toBe(0);
    for (const id of Object.values(ids)) expect(await rowOf(id, f2), String(id)).toBeUndefined();
    // The view reads with the caller's rights: without any filter, the other factory's session sees
    // no row of it, while the owner (past row-level security) sees these orders.
    const count = (rows: { n: number }[]) => Number(rows[0]?.n);
    const mine = sql`select count(*)::int as n from oms_order_report where id in (${sql.join(
      Object.values(ids).map((id) => sql`${id}`),
      sql`, `,
    )})`;
    expect(count(await inTenant(server.db, f2Tenant, (tx) => queryRows<{ n: number }>(tx, mine)))).toBe(0);
    expect(count(await asPlatform(server.db, (tx) => queryRows<{ n: number }>(tx, mine)))).toBe(7);
  });
});
