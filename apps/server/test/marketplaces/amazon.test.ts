import { makeOrder, startAmazonSimulator } from '@printfloor/simulators';
import { describe, expect, it } from 'vitest';
import { amazonAdapter, customizationImages, needsRefresh } from '../../src/modules/marketplaces/index.ts';
import { appOf, describeContract, HOUR, listAll } from './contract.ts';

describeContract({
  adapter: amazonAdapter,
  start: startAmazonSimulator,
  unsigned: true,
  noLabel: true,
  artworkZip: true,
  statuses: {
    unpaid: { platformStatus: 'Pending', storeState: 2, cancelled: false },
    on_hold: { platformStatus: 'PendingAvailability', storeState: 2, cancelled: false },
    awaiting_shipment: { platformStatus: 'Unshipped', storeState: 3, cancelled: false },
    partially_shipped: { platformStatus: 'PartiallyShipped', storeState: 3, cancelled: false },
    shipped: { platformStatus: 'Shipped', storeState: 4, cancelled: false },
    cancelled: { platformStatus: 'Canceled', storeState: 4, cancelled: true },
  },
});

describe('Amazon Custom artwork', () => {
  it('reads the print-area images out of the customization ZIP', async () => {
    const sim = await startAmazonSimulator();
    try {
      const app = appOf(sim);
      const credentials = await amazonAdapter.authorize(app, sim.demoCode);
      const now = sim.clock.now();
      sim.store.add(
        makeOrder(sim.newOrderId(), now - HOUR, undefined, { status: 'awaiting_shipment', customizedRatio: 1 }),
      );
      const { orders } = await listAll(amazonAdapter, { app, credentials }, { from: now - 2 * HOUR, to: now });
      const line = orders[0].lines[0];
      expect(line.artwork[0].area).toBe('amazon_custom_zip');
      const zip = new Uint8Array(await (await fetch(line.artwork[0].url)).arrayBuffer());
      const images = customizationImages(zip);
      expect(images.length).toBeGreaterThan(0);
      expect(images[0]).toMatchObject({ area: 'front', contentType: 'image/png' });
      expect(() => customizationImages(new TextEncoder().encode('<html>not a zip</html>'))).toThrow(/not a ZIP/);
    } finally {
      await sim.close();
    }
  });

  it('says when to refresh: the token runs out within the margin', () => {
    const base = { accessToken: 'a', refreshToken: 'r', refreshExpiresAt: null, extras: {} };
    expect(needsRefresh({ ...base, accessExpiresAt: Date.now() + 10 * 60_000 })).toBe(true);
    expect(needsRefresh({ ...base, accessExpiresAt: Date.now() + 2 * HOUR })).toBe(false);
    expect(needsRefresh({ ...base, accessExpiresAt: null })).toBe(false);
  });
});
