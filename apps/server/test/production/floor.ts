import sharp from 'sharp';
import { expect } from 'vitest';
import { eventWorkerOf } from '../../src/events/index.ts';
import { multipart } from '../helpers/multipart.ts';
import type { TestServer } from '../helpers/server.ts';
import type { Caller } from '../helpers/suite.ts';
import { CONSIGNEE } from '../orders/calls.ts';

/** What the production suites share: a suite with a merchant and the factory, and the floor's calls. */
interface FloorSuite {
  readonly server: TestServer;
  /** The merchant's session token (uploads go through the server's multipart route). */
  readonly merchant: string;
  caller(name: 'factory' | 'merchant'): Caller;
}

/**
 * For a test that transfers DTG batches: each piece's print file is rendered at 300 DPI over the whole
 * platen (~20 M pixels, ~0.7 s of CPU alone), which the CI's two lanes and Chromium can stretch past
 * the default minute.
 */
export const RENDER_TIMEOUT = 180_000;

export interface Page<T> {
  total: number;
  items: T[];
}
export type Row = Record<string, unknown> & { id: number };
/** An order line of the floor's orders: SKU, pieces, colour and size (白色 and M unless given; the dark hoodie has no white blank). */
type OrderLine = [sku: string, quantity: number, colour?: string, size?: string];

/** Platform-wide OMS mappings (any Temu shop, the front print area) of test SKUs, made in a suite's setup. */
export async function mapSkus(server: TestServer, skus: readonly { skuCode: string; productId: number }[]) {
  const factory = await server.tokenFor('factory', 'factory');
  for (const m of skus) {
    const res = await server.call('POST', '/api/omsProductMapping/add', {
      token: factory,
      body: { platform: 'temu', ...m, printAreas: [{ area: 1 }] },
    });
    expect(res.body.code).toBe(200);
  }
}

export function floorCalls(suite: FloorSuite) {
  const factory = () => suite.caller('factory');
  const ok = async <T>(who: 'factory' | 'merchant', url: string, body: unknown): Promise<T> => {
    const res = await suite.caller(who).post<T>(url, body);
    expect(res.body.message).toBe('');
    expect(res.body.code).toBe(200);
    return res.body.result;
  };
  /**
   * Listeners run after commit on the event worker; on PostgreSQL a delivery may be in flight on the
   * worker's own loop while `drain` looks, so wait for what the listener makes, not for the drain alone.
   */
  const settle = async (done: () => Promise<boolean>) => {
    for (let i = 0; i < 200; i++) {
      await eventWorkerOf(suite.server.services)?.drain();
      if (await done()) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the listener did not run in 10 s');
  };
  const orderOf = async (id: number) =>
    (await factory().get<Row>('/api/orderSearch/detail', { id: String(id) })).body.result;
  const workOrdersOf = async (orderCode: string) =>
    (await factory().post<Page<Row>>('/api/workOrder/page', { orderCode, pageSize: 50 })).body.result.items;

  /** A merchant order of `lines` [sku, quantity, colour?] (white unless given, M; the front area printed with `image`), submitted. */
  async function submittedOrder(lines: OrderLine[], image = 'https://cdn.example.com/art/front.png') {
    const id = await ok<number>('merchant', '/api/merchantOrder/add', {
      platform: 'temu',
      ...CONSIGNEE,
      lines: lines.map(([skuCode, quantity, colour = '白色', size = 'M']) => ({
        skuCode,
        colour,
        size,
        quantity,
        unitPrice: 10,
      })),
      areas: lines.map((_, i) => ({ lineNo: i + 1, area: 1, printImage: image })),
    });
    await ok('merchant', '/api/merchantOrder/submit', { id });
    return id;
  }
  /**
   * A merchant order of `lines` [sku, quantity] (white, M; the front area printed with `image`),
   * submitted and passed by the factory; answers once production's listener made its work orders.
   */
  async function passedOrder(lines: OrderLine[], image?: string) {
    const id = await submittedOrder(lines, image);
    await ok('factory', '/api/order/audit', { id });
    const code = String((await orderOf(id)).orderCode);
    await settle(async () => (await workOrdersOf(code)).length === lines.length);
    return id;
  }
  /** An artwork PNG (one colour) uploaded by the merchant into its file store; answers its preview URL. */
  async function artwork(background = '#e4322b'): Promise<string> {
    const png = await sharp({ create: { width: 600, height: 450, channels: 4, background } })
      .png()
      .toBuffer();
    const body = multipart({ filename: 'art.png', content: png, contentType: 'image/png' });
    const res = await suite.server.call<{ url: string }>('POST', '/api/sysFile/uploadArtwork', {
      token: suite.merchant,
      body: body.payload,
      headers: { 'content-type': body.contentType },
    });
    expect(res.body.code).toBe(200);
    return res.body.result.url;
  }

  /** A passed order of one line of `quantity` pieces of `sku` with real artwork, released; answers its pieces. */
  async function released(sku: string, quantity: number, background?: string): Promise<Row[]> {
    const id = await passedOrder([[sku, quantity]], await artwork(background));
    const wos = await workOrdersOf(String((await orderOf(id)).orderCode));
    await ok('factory', '/api/workOrder/release', { id: wos[0]?.id });
    return (await factory().get<Row[]>('/api/workOrder/pieces', { id: String(wos[0]?.id) })).body.result;
  }

  /** A device's hot folder (where its print files are dropped). */
  const setFolder = (device: number, hotFolder: string) =>
    ok('factory', '/api/device/update', { id: device, hotFolder });

  return { factory, ok, settle, orderOf, workOrdersOf, submittedOrder, passedOrder, artwork, released, setFolder };
}
