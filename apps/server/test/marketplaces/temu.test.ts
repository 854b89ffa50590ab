import { makeOrder, startTemuSimulator, TEMU_ADDRESS_CALLS_PER_DAY } from '@printfloor/simulators';
import { describe, expect, it } from 'vitest';
import { createTemuAdapter, TemuAddressCache, temuAdapter } from '../../src/modules/marketplaces/index.ts';
import { appOf, DAY, describeContract, HOUR, listAll } from './contract.ts';

describeContract({
  adapter: temuAdapter,
  start: startTemuSimulator,
  // Temu has no OAuth code: the seller pastes the mall's access token from the Seller Center.
  code: (sim) => sim.tokens.issueAccessToken(),
  noRefresh: true,
  pageNumbered: true,
  statuses: {
    on_hold: { platformStatus: '1', storeState: 1, cancelled: false },
    awaiting_shipment: { platformStatus: '2', storeState: 3, cancelled: false },
    partially_shipped: { platformStatus: '41', storeState: 3, cancelled: false },
    shipped: { platformStatus: '4', storeState: 4, cancelled: false },
    completed: { platformStatus: '5', storeState: 4, cancelled: false },
    cancelled: { platformStatus: '3', storeState: 4, cancelled: true },
  },
});

describe('Temu: the address call’s limit of 6 per order per day', () => {
  it('an order listed again costs no address call until it changes; past its daily calls it is set aside as refused, the rest come through; the next China day it reads', async () => {
    const sim = await startTemuSimulator({ lag: { minMs: 0, maxMs: 0 } });
    try {
      const app = appOf(sim);
      const credentials = await temuAdapter.authorize(app, sim.tokens.issueAccessToken(undefined, 30 * DAY));
      const session = { app, credentials };
      // An adapter with an address cache of its own (the shared one is the suite's).
      const cache = new TemuAddressCache();
      const adapter = createTemuAdapter(undefined, cache);
      // Just after a China midnight (UTC+8), so the day does not turn during the test.
      const now = sim.clock.now();
      const nextChinaDay = Math.ceil((now + 8 * HOUR) / DAY) * DAY - 8 * HOUR;
      sim.clock.advance(nextChinaDay - now + 60_000);
      const t = sim.clock.now();
      const busy = sim.store.add(
        makeOrder(sim.newOrderId(), t - 10 * 60_000, undefined, { status: 'awaiting_shipment' }),
      );
      const window = { from: t - 30 * 60_000, to: t };
      // Listed more often than the platform answers its address: one call, the rest from the cache.
      for (let n = 0; n < TEMU_ADDRESS_CALLS_PER_DAY + 3; n++) {
        const { orders, rejected } = await listAll(adapter, session, window);
        expect(rejected).toEqual([]);
        expect(orders.map((o) => o.platformOrderId)).toEqual([busy.id]);
        expect(orders[0]?.consignee?.address).toBeTruthy();
      }
      expect(cache.size).toBe(1);
      // Other tools of the seller's (no cache of ours) read its address until today's calls are used up.
      for (let n = 1; n < TEMU_ADDRESS_CALLS_PER_DAY; n++) await createTemuAdapter().getOrder(session, busy.id);
      await expect(createTemuAdapter().getOrder(session, busy.id)).rejects.toMatchObject({ kind: 'refused' });
      // Still listed whole from the cache while it does not change.
      expect((await listAll(adapter, session, window)).orders[0]?.consignee).not.toBeNull();

      // It changes on the platform (a new update time): the address is asked for again, and refused.
      sim.store.change(busy.id, 'partially_shipped');
      const fresh = sim.store.add(
        makeOrder(sim.newOrderId(), t - 5 * 60_000, undefined, { status: 'awaiting_shipment' }),
      );
      const later = { from: t - 30 * 60_000, to: sim.clock.now() };
      const refused = await listAll(adapter, session, later);
      expect(refused.orders.map((o) => o.platformOrderId)).toEqual([fresh.id]);
      expect(refused.rejected).toHaveLength(1);
      expect(refused.rejected[0]?.platformOrderId).toBe(busy.id);
      expect(refused.rejected[0]?.error).toMatchObject({ kind: 'refused', details: { platformCode: '3000020' } });
      expect(refused.rejected[0]?.error.message).toMatch(/6 times a day/);

      sim.clock.advance(DAY);
      const tomorrow = await listAll(adapter, session, { from: later.from, to: sim.clock.now() });
      expect(tomorrow.rejected).toEqual([]);
      expect(tomorrow.orders.map((o) => o.platformOrderId).sort()).toEqual([busy.id, fresh.id].sort());
      expect(tomorrow.orders.every((o) => o.consignee !== null)).toBe(true);
    } finally {
      await sim.close();
    }
  });

  it('the address cache is per authorization and order update time, bounded, and forgets after its time', () => {
    let clock = 0;
    const cache = new TemuAddressCache(2, 1000, () => clock);
    const session = (token: string, mallId = 'm1') => ({
      app: { baseUrl: 'http://temu', appKey: 'k', appSecret: 's' },
      credentials: {
        accessToken: token,
        refreshToken: '',
        accessExpiresAt: null,
        refreshExpiresAt: null,
        extras: { mallId },
      },
    });
    const a = TemuAddressCache.key(session('t1'), 'PO-1', '100');
    cache.set(a, { addressLine1: 'x' });
    expect(cache.get(a)).toEqual({ addressLine1: 'x' });
    expect(cache.get(TemuAddressCache.key(session('t2'), 'PO-1', '100'))).toBeUndefined();
    expect(cache.get(TemuAddressCache.key(session('t1', 'm2'), 'PO-1', '100'))).toBeUndefined();
    expect(cache.get(TemuAddressCache.key(session('t1'), 'PO-1', '101'))).toBeUndefined();
    expect(a).not.toContain('t1');
    cache.set('b', {});
    cache.set('c', {});
    expect(cache.size).toBe(2);
    expect(cache.get(a)).toBeUndefined();
    clock = 1001;
    expect(cache.get('b')).toBeUndefined();
  });
});
