import { makeOrder, startAmazonSimulator } from '@printfloor/simulators';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { amazonAdapter, areaKey, customizationImages, needsRefresh } from '../../src/modules/marketplaces/index.ts';
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
  // The 8-byte PNG signature and a little more: enough for the image sniffer.
  const png = (n: number) =>
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, n]);
  const imageArea = (imageName: string) => ({
    customizationType: 'ImagePrinting',
    name: 'Photo',
    image: { imageName },
  });

  it('follows the JSON description of the simulator’s ZIP: each surface’s image, by the name the JSON gives', async () => {
    const sim = await startAmazonSimulator();
    try {
      const app = appOf(sim);
      const credentials = await amazonAdapter.authorize(app, sim.demoCode);
      const now = sim.clock.now();
      const order = sim.store.add(
        makeOrder(sim.newOrderId(), now - HOUR, undefined, { status: 'awaiting_shipment', customizedRatio: 1 }),
      );
      const { orders } = await listAll(amazonAdapter, { app, credentials }, { from: now - 2 * HOUR, to: now });
      const line = orders[0].lines[0];
      expect(line.artwork[0].area).toBe('amazon_custom_zip');
      const zip = new Uint8Array(await (await fetch(line.artwork[0].url)).arrayBuffer());
      // A real archive: the JSON and the images, deflated where that pays, names not the surfaces'.
      const files = unzipSync(zip);
      const names = Object.keys(files);
      expect(names.some((n) => n.endsWith('.json'))).toBe(true);
      expect(names.filter((n) => n.endsWith('.png')).every((n) => !/front|back|sleeve/.test(n))).toBe(true);
      const { images, problems } = customizationImages(zip);
      expect(problems).toEqual([]);
      const want = order.lines[0].artwork.map((a) => a.area);
      expect(images.map((i) => i.area)).toEqual(want);
      expect(images[0]).toMatchObject({ surface: 'Front', contentType: 'image/png' });
      expect(images.every((i) => names.includes(i.fileName))).toBe(true);
    } finally {
      await sim.close();
    }
  });

  it('maps surfaces to print areas, reports what it cannot read and refuses what is no customization ZIP', () => {
    const description = {
      orderItemId: '1',
      'version3.0': {
        customizationInfo: {
          surfaces: [
            {
              name: 'Front',
              areas: [imageArea('a1.png'), { customizationType: 'TextPrinting', name: 'Name', text: 'Alex' }],
            },
            { name: 'Back', areas: [imageArea('images/b2.png')] },
            { name: 'Left Sleeve', areas: [imageArea('c3.png')] },
            { name: 'Right Sleeve', areas: [imageArea('gone.png')] },
            { name: 'Pocket', areas: [imageArea('d4.png')] },
            { name: 'Hood', areas: [imageArea('notes.png')] },
          ],
        },
      },
    };
    const zip = zipSync({
      '1.json': strToU8(JSON.stringify(description)),
      'a1.png': png(1),
      'images/b2.png': png(2),
      'c3.png': [png(3), { level: 0 }],
      'd4.png': png(4),
      'notes.png': strToU8('<html>moved</html>'),
    });
    const { images, problems } = customizationImages(zip);
    expect(images.map((i) => [i.surface, i.area, i.fileName])).toEqual([
      ['Front', 'front', 'a1.png'],
      ['Back', 'back', 'images/b2.png'],
      ['Left Sleeve', 'left_sleeve', 'c3.png'],
      ['Pocket', 'pocket', 'd4.png'],
    ]);
    expect(images[1].bytes).toEqual(png(2));
    expect(problems).toEqual([
      'Surface "Front": text "Alex" (Name) is not rendered into artwork',
      'Surface "Right Sleeve": image gone.png is missing from the archive',
      'Surface "Hood": notes.png is not an image',
    ]);
    expect(areaKey(' Right-sleeve ')).toBe('right_sleeve');

    expect(() => customizationImages(new TextEncoder().encode('<html>not a zip</html>'))).toThrow(/not a ZIP/);
    expect(() => customizationImages(zipSync({ 'front.png': png(1) }))).toThrow(/no JSON description/);
    // The zip guard stands in front: an archive of 201 entries is refused before anything is inflated.
    const many = Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`${i}.png`, png(i)]));
    expect(() => customizationImages(zipSync(many))).toThrow(/more than 200 entries/);
    expect(() => customizationImages(zipSync({ 'x.json': strToU8('{"version":"1"}') }))).toThrow(/lists no surfaces/);
  });

  it('says when to refresh: the token runs out within the margin', () => {
    const base = { accessToken: 'a', refreshToken: 'r', refreshExpiresAt: null, extras: {} };
    expect(needsRefresh({ ...base, accessExpiresAt: Date.now() + 10 * 60_000 })).toBe(true);
    expect(needsRefresh({ ...base, accessExpiresAt: Date.now() + 2 * HOUR })).toBe(false);
    expect(needsRefresh({ ...base, accessExpiresAt: null })).toBe(false);
  });
});
