import type { OrderStatisticsResult, OrderStatisticsRow } from '@printfloor/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../helpers/server.ts';
import { MAPPED_SHOP, orderCalls, teeOrder } from './calls.ts';

/**
 * Reports › Order statistics: the factory's received orders of a range counted by state and summed,
 * grouped by day, month, merchant, source or kind, with totals; a merchant's drafts are not received;
 * bad ranges are refused; the xlsx export holds every group and the totals; only the factory's button
 * codes open it.
 */

/** A complete order of two pieces at 12.25 with 3.5 freight. */
const order = (over: Record<string, unknown> = {}) =>
  teeOrder({ freight: 3.5, ...over }, { quantities: [2], unitPrice: 12.25 });

describe('order statistics (factory report)', () => {
  let server: TestServer;
  let merchant: string;
  let factory: string;
  let shopId: number;
  const { call, ok } = orderCalls(() => server);
  // Today in the demo factory's zone (Asia/Shanghai).
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const stats = (body: Record<string, unknown>) =>
    ok<OrderStatisticsResult>('/api/orderStatistics/page', factory, { from: today, to: today, ...body });
  const minus = (a: OrderStatisticsRow, b: OrderStatisticsRow) =>
    Object.fromEntries(
      (['orders', 'pieces', 'pendingReview', 'passed', 'rejected', 'cancelled', 'abnormal'] as const).map((k) => [
        k,
        a[k] - b[k],
      ]),
    );

  beforeAll(async () => {
    server = await createTestServer();
    merchant = await server.tokenFor('merchant', 'merchant');
    factory = await server.tokenFor('factory', 'factory');
    // The seeded Temu mapping of TEE-W-M is the demo shop's (by name).
    shopId = await ok<number>('/api/shop/add', merchant, MAPPED_SHOP);
  }, 300_000);
  afterAll(() => server.close());

  it('counts what the desk received today by state, sums pieces and amounts exactly, groups and pages', async () => {
    const before = (await stats({})).totals;
    const submitted = async () => {
      const id = await ok<number>('/api/merchantOrder/add', merchant, order({ shopId }));
      await ok('/api/merchantOrder/submit', merchant, { id });
      return id;
    };
    const passed = await submitted();
    const rejected = await submitted();
    const pending = await submitted();
    const cancelled = await submitted();
    await ok<number>('/api/merchantOrder/add', merchant, order({ shopId })); // a draft: not received
    await ok('/api/order/audit', factory, { id: passed });
    await ok('/api/order/reject', factory, { id: rejected, reviewRemark: 'blurry' });
    await ok('/api/order/setAbnormal', factory, { id: pending, abnormalReason: 'address' });
    await ok('/api/merchantOrder/cancel', merchant, { id: cancelled, cancelReason: 'changed mind' });

    const after = await stats({});
    expect(minus(after.totals, before)).toEqual({
      orders: 4,
      pieces: 8,
      pendingReview: 1,
      passed: 1,
      rejected: 1,
      cancelled: 1,
      abnormal: 1,
    });
    // 4 × (2 × 12.25 + 3.50 freight): exact decimals, as text.
    expect(Number(after.totals.amount) - Number(before.amount)).toBeCloseTo(112, 2);
    expect(Number(after.totals.freight) - Number(before.freight)).toBeCloseTo(14, 2);
    expect(after.totals.amount).toMatch(/^\d+\.\d{2}$/);
    // By day: today is one group holding everything of the range.
    expect(after.items).toHaveLength(1);
    expect(after.items[0]).toMatchObject({ key: today, label: today, orders: after.totals.orders });

    // By merchant: the demo merchant's row by its name; by source and kind: labelled in the caller's language.
    const byMerchant = await stats({ groupBy: 'merchant' });
    expect(byMerchant.items.reduce((n, r) => n + r.orders, 0)).toBe(byMerchant.totals.orders);
    expect(byMerchant.items.every((r) => r.label.length > 0)).toBe(true);
    const bySource = await stats({ groupBy: 'source' });
    expect(bySource.items.map((r) => r.label)).toContain('Manual');
    const byKind = await stats({ groupBy: 'printKind', printKind: 1 });
    expect(byKind.items.map((r) => r.key)).toEqual(['1']);
    const paged = await stats({ groupBy: 'merchant', pageSize: 1 });
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBe(byMerchant.items.length);
    // Pass rate: passed of reviewed, one decimal, never over 100.
    const rate = after.totals.passRate as number;
    expect(rate).toBeGreaterThan(0);
    expect(rate).toBeLessThanOrEqual(100);
  });

  it('refuses bad ranges and groupings, exports every group with the totals, and is the factory’s only', async () => {
    for (const body of [
      { from: today, to: '2020-01-01' },
      { from: '2024-01-01', to: '2025-06-01' },
      { from: 'yesterday', to: today },
      { from: today, to: today, groupBy: 'colour' },
    ]) {
      const res = await call('POST', '/api/orderStatistics/page', factory, body);
      expect(res.body.code).toBe(400);
    }
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/orderStatistics/export',
      headers: { authorization: `Bearer ${factory}`, 'content-type': 'application/json', 'accept-language': 'en' },
      payload: { from: today, to: today, groupBy: 'merchant' },
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    const all = await ok<OrderStatisticsResult>('/api/orderStatistics/list', factory, {
      from: today,
      to: today,
      groupBy: 'merchant',
    });
    expect(sheet?.getRow(1).getCell(1).value).toBe('Group');
    expect(sheet?.rowCount).toBe(1 + all.items.length + 1);
    expect(sheet?.getRow(sheet.rowCount).getCell(1).value).toBe('Total');
    expect(sheet?.getRow(sheet.rowCount).getCell(2).value).toBe(all.totals.orders);
    // A merchant holds no statistics code.
    const mine = await call('POST', '/api/orderStatistics/page', merchant, { from: today, to: today });
    expect(mine.body.code).toBe(403);
  });
});
