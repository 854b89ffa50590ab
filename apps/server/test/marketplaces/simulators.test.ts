import { startTiktokSimulator, TIKTOK_CODES } from '@printfloor/simulators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adapterFor, decimal, SUPPORTED_PLATFORMS, tiktokAdapter } from '../../src/modules/marketplaces/index.ts';
import { appOf, DAY, listAll } from './contract.ts';

/**
 * What the contract suites take for granted: every platform has an adapter, money stays decimal,
 * a simulator holds thousands of orders and pages through them, a bad signature is refused in the
 * platform's own shape, and the control API drives a simulator from another process.
 */
describe('marketplace simulators and registry', () => {
  let sim: Awaited<ReturnType<typeof startTiktokSimulator>>;
  beforeAll(async () => {
    sim = await startTiktokSimulator();
  });
  afterAll(() => sim.close());

  it('has an adapter for each of the eight platform codes', () => {
    expect(SUPPORTED_PLATFORMS.sort()).toEqual(
      ['aliexpress', 'amazon', 'eccang', 'jushuitan', 'mabang', 'shein', 'temu', 'tiktok'].sort(),
    );
    for (const p of SUPPORTED_PLATFORMS) expect(adapterFor(p).platform).toBe(p);
    expect(() => adapterFor('ebay')).toThrow(/no marketplace adapter/);
  });

  it('keeps money as decimal strings', () => {
    expect(decimal('12.5')).toBe('12.50');
    expect(decimal(0.1 + 0.2)).toBe('0.30');
    expect(decimal('19.995')).toBe('20.00');
    expect(decimal(undefined)).toBe('0.00');
  });

  it('serves 5,000 seeded orders of a week page by page, each once', async () => {
    const now = sim.clock.now();
    sim.store.clear();
    sim.seed({ count: 5000, from: now - 7 * DAY + 60_000, to: now - 3600_000, seed: 42 });
    const credentials = await tiktokAdapter.authorize(appOf(sim), sim.demoCode);
    const { orders, pages } = await listAll(
      tiktokAdapter,
      { app: appOf(sim), credentials },
      { from: now - 7 * DAY, to: now },
    );
    expect(new Set(orders.map((o) => o.platformOrderId)).size).toBe(5000);
    expect(pages).toBe(50);
    expect(orders.filter((o) => o.cancelled).length).toBeGreaterThan(0);
    expect(orders.filter((o) => o.lines.some((l) => l.customized)).length).toBeGreaterThan(1000);
  });

  it('refuses a bad signature in TikTok’s own shape', async () => {
    const url = `${sim.baseUrl}/order/202309/orders?ids=1&app_key=${sim.appKey}&timestamp=${Math.floor(Date.now() / 1000)}&sign=00`;
    const answer = await fetch(url, { headers: { 'x-tts-access-token': 'x' } });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ code: TIKTOK_CODES.badSignature, data: null });
  });

  it('limits the call rate: HTTP 429 with a retry hint once the bucket is empty', async () => {
    const strict = await startTiktokSimulator({ rate: { perSecond: 1, burst: 2 } });
    try {
      const credentials = await tiktokAdapter.authorize(appOf(strict), strict.demoCode);
      const session = { app: appOf(strict), credentials };
      const window = { from: Date.now() - 3600_000, to: Date.now() };
      // The shop's bucket holds two calls (authorize's shop lookup took one); the third waits.
      await tiktokAdapter.listOrders(session, window, null);
      const error = await tiktokAdapter.listOrders(session, window, null).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toMatchObject({ kind: 'rate_limited' });
      expect((error as { retryAfterMs: number }).retryAfterMs).toBeGreaterThanOrEqual(1000);
      await new Promise((r) => setTimeout(r, 1100));
      await tiktokAdapter.listOrders(session, window, null);
    } finally {
      await strict.close();
    }
  });

  it('is driven over HTTP by its control API', async () => {
    const post = async (path: string, body: unknown = {}) =>
      (await fetch(`${sim.baseUrl}${path}`, { method: 'POST', body: JSON.stringify(body) })).json() as Promise<
        Record<string, unknown>
      >;
    const { code } = await post('/_sim/code');
    const credentials = await tiktokAdapter.authorize(appOf(sim), String(code));
    const { id, visibleAt } = await post('/_sim/orders', { status: 'awaiting_shipment' });
    expect(Number(visibleAt)).toBeGreaterThan(sim.clock.now());
    await post('/_sim/clock', { advanceMs: 6 * 60_000 });
    const session = { app: appOf(sim), credentials };
    expect((await tiktokAdapter.getOrder(session, String(id))).storeState).toBe(3);
    await post(`/_sim/orders/${id}/cancel`);
    await post('/_sim/clock', { advanceMs: 6 * 60_000 });
    expect((await tiktokAdapter.getOrder(session, String(id))).cancelled).toBe(true);
    await post('/_sim/faults', { kind: 'server_error' });
    await expect(tiktokAdapter.getOrder(session, String(id))).rejects.toMatchObject({ kind: 'server' });
    const state = await (await fetch(`${sim.baseUrl}/_sim/state`)).json();
    expect(state).toMatchObject({ platform: 'tiktok', demoCode: 'demo-tiktok-code' });
  });
});
