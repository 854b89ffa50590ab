import { makeOrder, type Simulator, startTiktokSimulator } from '@printfloor/simulators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runningPulls } from '../../src/modules/marketplaces/index.ts';
import { SETUP_TIMEOUT, serverSuite } from '../helpers/suite.ts';
import { MAPPED_SHOP, ORDER_IMG, orderCalls, teeOrder } from './calls.ts';

/**
 * The factory's review checks one at a time (modules/orders/checks.ts), through the HTTP API: an
 * order that differs from a passing one only in what the check looks at is refused with exactly
 * that issue — a size the product mapping does not make, an image for a print area the product
 * lacks, an address with parts missing (an order pulled from a marketplace without one) — and the
 * twin without it passes. Each test goes red when its check is deleted.
 */

type Order = Record<string, unknown> & { id: number; orderCode: string };
interface Page<T> {
  total: number;
  items: T[];
}

describe('order review: size, print areas and address, each check on its own', () => {
  const suite = serverSuite({ merchant: ['merchant', 'merchant'], factory: 'factory' });
  const { call, ok } = orderCalls(() => suite.server);
  let shopId: number;

  beforeAll(async () => {
    // The seeded Temu mapping of TEE-W-M (white, M, front and back) is the demo shop's (by name).
    shopId = await ok<number>('/api/shop/add', suite.merchant, MAPPED_SHOP);
  }, SETUP_TIMEOUT);

  /** A merchant's order of `body`, submitted; answers its id and code. */
  const submitted = async (body: Record<string, unknown>) => {
    const id = await ok<number>('/api/merchantOrder/add', suite.merchant, body);
    await ok('/api/merchantOrder/submit', suite.merchant, { id });
    return { id, orderCode: await codeOf(id) };
  };
  const codeOf = async (id: number) =>
    String(
      (await call<Order>('GET', '/api/merchantOrder/detail', suite.merchant, undefined, { id: String(id) })).body.result
        .orderCode,
    );
  const approvalOf = async (id: number) =>
    (await call<Order>('GET', '/api/order/detail', suite.factory, undefined, { id: String(id) })).body.result
      .approvalState;
  /** The factory's review of one order: refused with O1003 naming exactly `issues`, the order left pending. */
  const refusedWith = async (order: { id: number; orderCode: string }, issues: string) => {
    const res = await call('POST', '/api/order/audit', suite.factory, { id: order.id });
    expect(res.body.code).toBe(400);
    expect(res.body.message).toContain('failed to pass review');
    expect(res.body.message.endsWith(`${order.orderCode}: ${issues}`), res.body.message).toBe(true);
    expect(await approvalOf(order.id)).toBe(0);
  };
  const passes = async (id: number) => {
    expect((await call('POST', '/api/order/audit', suite.factory, { id })).body.message).toBe('');
    expect(await approvalOf(id)).toBe(1);
  };

  it('a size the product mapping does not make is refused; its own size passes, in any case and spacing', async () => {
    const line = (size: string) => ({ skuCode: 'TEE-W-M', colour: '白色', size, quantity: 1 });
    const wrong = await submitted(teeOrder({ shopId, lines: [line('L')] }));
    await refusedWith(wrong, `line 1: size "L" does not match the mapping's "M"`);
    // A batch pass refuses it the same way, per order.
    const batch = await call<{ count: number; refused: { id: number; code: string; message: string }[] }>(
      'POST',
      '/api/order/audit',
      suite.factory,
      { ids: [wrong.id] },
    );
    expect(batch.body.result.count).toBe(0);
    expect(batch.body.result.refused).toMatchObject([{ id: wrong.id, code: 'O1003' }]);
    expect(batch.body.result.refused[0]?.message).toContain(`line 1: size "L" does not match the mapping's "M"`);
    expect(await approvalOf(wrong.id)).toBe(0);
    // Only the size differs from orders that pass.
    await passes((await submitted(teeOrder({ shopId, lines: [line('M')] }))).id);
    await passes((await submitted(teeOrder({ shopId, lines: [line(' m ')] }))).id);
    // The second line of two is the wrong one: named by its number (both lines printed front and back).
    const second = await submitted(teeOrder({ shopId, lines: [line('M'), line('XL')] }, { quantities: [1, 1] }));
    await refusedWith(second, `line 2: size "XL" does not match the mapping's "M"`);
  });

  it('an image for a print area the product lacks is refused; the same order without it passes', async () => {
    const frontBack = [
      { lineNo: 1, area: 1, printImage: ORDER_IMG },
      { lineNo: 1, area: 2, printImage: ORDER_IMG },
    ];
    const sleeve = await submitted(
      teeOrder({ shopId, areas: [...frontBack, { lineNo: 1, area: 3, printImage: ORDER_IMG }] }),
    );
    await refusedWith(sleeve, 'line 1: the product has no "Left sleeve" print area');
    const twoMore = await submitted(
      teeOrder({
        shopId,
        areas: [
          ...frontBack,
          { lineNo: 1, area: 4, printImage: ORDER_IMG },
          { lineNo: 1, area: 5, printImage: ORDER_IMG },
        ],
      }),
    );
    await refusedWith(
      twoMore,
      'line 1: the product has no "Right sleeve" print area; line 1: the product has no "Neck label" print area',
    );
    await passes((await submitted(teeOrder({ shopId, areas: frontBack }))).id);
  });

  describe('an order pulled from a marketplace without an address', () => {
    let sim: Simulator;
    let tiktokShop: number;

    beforeAll(async () => {
      // A TikTok simulator on a port of the operating system's choosing, the server pointed at it.
      sim = await startTiktokSimulator({ lag: { minMs: 0, maxMs: 0 } });
      suite.server.services.config.marketplaceApps.tiktok = {
        baseUrl: sim.baseUrl,
        appKey: sim.appKey,
        appSecret: sim.appSecret,
        timeoutMs: 3000,
      };
      tiktokShop = await ok<number>('/api/shop/add', suite.merchant, {
        platform: 'tiktok',
        name: 'Review TikTok shop',
        property: 'real',
        area: 'cross_border',
      });
      await ok('/api/shop/authorize', suite.merchant, { id: tiktokShop, code: sim.tokens.issueCode() });
    }, SETUP_TIMEOUT);
    afterAll(async () => {
      await Promise.allSettled([...runningPulls(suite.server.services)]);
      await sim?.close();
    });

    it('is refused naming each missing part until the merchant completes it', async () => {
      // The platform gives no address (yet): the pull keeps the draft with the address empty.
      const placed = sim.store.add(
        makeOrder(sim.newOrderId(), Date.now() - 60_000, undefined, {
          status: 'awaiting_shipment',
          noAddressRatio: 1,
          customizedRatio: 1,
        }),
      );
      const { runId } = await ok<{ runId: number }>('/api/orderSync/pull', suite.merchant, {
        shopId: tiktokShop,
        from: new Date(Date.now() - 3_600_000).toISOString(),
        to: new Date(Date.now() + 1000).toISOString(),
      });
      await Promise.allSettled([...runningPulls(suite.server.services)]);
      const run = await call<{ state: number }>('GET', '/api/orderSync/detail', suite.merchant, undefined, {
        id: String(runId),
      });
      expect(run.body.result.state).not.toBe(0);
      const found = await call<Page<Order>>('POST', '/api/merchantOrder/page', suite.merchant, {
        externalId: placed.id,
        pageSize: 10,
      });
      const pulled = found.body.result.items.find((o) => o.externalId === placed.id);
      expect(pulled, JSON.stringify(found.body)).toBeTruthy();
      const order = { id: Number(pulled?.id), orderCode: String(pulled?.orderCode) };
      expect(pulled).toMatchObject({ consignee: '', phone: '', country: '' });

      const review = async () => (await call('POST', '/api/order/audit', suite.factory, { id: order.id })).body;
      const resubmit = async (fix: Record<string, unknown>) => {
        await ok('/api/order/reject', suite.factory, { id: order.id, reviewRemark: 'Address' });
        await ok('/api/merchantOrder/update', suite.merchant, { id: order.id, ...fix });
        await ok('/api/merchantOrder/submit', suite.merchant, { id: order.id });
      };
      await ok('/api/merchantOrder/submit', suite.merchant, { id: order.id });
      const none = await review();
      expect(none.code).toBe(400);
      expect(none.message).toContain(
        `${order.orderCode}: the address is incomplete (missing: consignee, phone, country, city, street address)`,
      );
      expect(await approvalOf(order.id)).toBe(0);

      // Completed but for the phone and the city: those two are named.
      await resubmit({ consignee: 'Ana Lima', country: 'BR', address: 'Rua Augusta 100' });
      const some = await review();
      expect(some.message).toContain('the address is incomplete (missing: phone, city)');

      // Complete: the address is no longer among the issues.
      await resubmit({ phone: '13912345678', city: 'São Paulo' });
      const complete = await review();
      expect(complete.message).not.toContain('address');
    });
  });
});
