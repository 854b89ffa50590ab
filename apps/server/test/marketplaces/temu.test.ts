import { makeOrder, startTemuSimulator, TEMU_ADDRESS_CALLS_PER_DAY } from '@printfloor/simulators';
import { describe, expect, it } from 'vitest';
import { temuAdapter } from '../../src/modules/marketplaces/index.ts';
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
  it('an order listed past its daily address calls is set aside as refused, the rest come through; the next China day it reads', async () => {
    const sim = await startTemuSimulator({ lag: { minMs: 0, maxMs: 0 } });
    try {
      const app = appOf(sim);
      const credentials = await temuAdapter.authorize(app, sim.tokens.issueAccessToken(undefined, 30 * DAY));
      const session = { app, credentials };
      // Just after a China midnight (UTC+8), so the day does not turn during the test.
      const now = sim.clock.now();
      const nextChinaDay = Math.ceil((now + 8 * HOUR) / DAY) * DAY - 8 * HOUR;
      sim.clock.advance(nextChinaDay - now + 60_000);
      const t = sim.clock.now();
      const busy = sim.store.add(
        makeOrder(sim.newOrderId(), t - 10 * 60_000, undefined, { status: 'awaiting_shipment' }),
      );
      const window = { from: t - 30 * 60_000, to: t };
      for (let n = 0; n < TEMU_ADDRESS_CALLS_PER_DAY; n++) {
        const { orders, rejected } = await listAll(temuAdapter, session, window);
        expect(rejected).toEqual([]);
        expect(orders.map((o) => o.platformOrderId)).toEqual([busy.id]);
      }
      // A fresh order in the same window still reads; the busy one is this order's refusal alone.
      const fresh = sim.store.add(
        makeOrder(sim.newOrderId(), t - 5 * 60_000, undefined, { status: 'awaiting_shipment' }),
      );
      const seventh = await listAll(temuAdapter, session, window);
      expect(seventh.orders.map((o) => o.platformOrderId)).toEqual([fresh.id]);
      expect(seventh.rejected).toHaveLength(1);
      expect(seventh.rejected[0]?.platformOrderId).toBe(busy.id);
      expect(seventh.rejected[0]?.error).toMatchObject({ kind: 'refused', details: { platformCode: '3000020' } });
      expect(seventh.rejected[0]?.error.message).toMatch(/6 times a day/);

      sim.clock.advance(DAY);
      const tomorrow = await listAll(temuAdapter, session, window);
      expect(tomorrow.rejected).toEqual([]);
      expect(tomorrow.orders.map((o) => o.platformOrderId).sort()).toEqual([busy.id, fresh.id].sort());
      expect(tomorrow.orders.every((o) => o.consignee !== null)).toBe(true);
    } finally {
      await sim.close();
    }
  });
});
