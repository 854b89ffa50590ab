import { makeOrder, type SimOptions, type SimStatus, type Simulator } from '@printfloor/simulators';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AppConfig,
  type Credentials,
  fetchArtwork,
  type MarketplaceAdapter,
  PlatformError,
  type PlatformErrorKind,
  type PlatformOrder,
  type RejectedOrder,
  type Session,
  type TimeWindow,
} from '../../src/modules/marketplaces/index.ts';

/**
 * The contract every adapter keeps, run against that platform's simulator: one suite per
 * platform, the same cases, platform differences passed in (how a code is obtained, the status
 * table, whether the platform itself refuses a long window). No database, no live platform.
 */
export interface ContractSpec {
  adapter: MarketplaceAdapter;
  start: (options?: SimOptions) => Promise<Simulator>;
  /** The status each neutral state is shown as, and what it maps to. */
  statuses: Partial<Record<SimStatus, { platformStatus: string; storeState: number; cancelled: boolean }>>;
  /** A code the merchant would paste (default: a fresh single-use code). */
  code?: (sim: Simulator) => string;
  /**
   * The platform refuses windows over its limit itself (SHEIN 48 h, Jushuitan 7 d): the adapter
   * factory, to build one that believes in a longer limit and meets the platform's refusal.
   */
  platformWindowLimit?: (limits: MarketplaceAdapter['limits']) => MarketplaceAdapter;
  /** Paged by page number: no cursor of the platform's to expire (the expired-cursor case is TikTok's and Amazon's). */
  pageNumbered?: boolean;
  /** The session signed with a wrong secret (default: the app secret; SHEIN signs with the shop's secretKey). */
  wrongSecret?: (session: Session) => Session;
  /** The platform has no label call (an ERP prints from the carrier's waybill): getLabel is `refused`. */
  noLabel?: boolean;
  /** Calls carry no signature (Amazon since SigV4 was dropped): only the app secret at token time is checked. */
  unsigned?: boolean;
  /** Artwork comes as one ZIP per line (Amazon Custom), not an image per print area. */
  artworkZip?: boolean;
  /** The credentials never expire (SHEIN's key pair): refresh hands them back and they keep working. */
  noExpiry?: boolean;
  /** The platform has no refresh token: `refresh` only re-checks (Temu). */
  noRefresh?: boolean;
}

export const HOUR = 3600_000;
export const DAY = 24 * HOUR;

export const appOf = (sim: Simulator, overrides: Partial<AppConfig> = {}): AppConfig => ({
  baseUrl: sim.baseUrl,
  appKey: sim.appKey,
  appSecret: sim.appSecret,
  timeoutMs: 3000,
  ...overrides,
});

export async function expectKind(promise: Promise<unknown>, kind: PlatformErrorKind): Promise<PlatformError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, `expected a PlatformError ${kind}`).toBeInstanceOf(PlatformError);
  expect((error as PlatformError).kind, (error as Error).message).toBe(kind);
  return error as PlatformError;
}

/** Every order of a window, page by page, as the pull service will walk it. */
export async function listAll(
  adapter: MarketplaceAdapter,
  session: Session,
  window: TimeWindow,
): Promise<{ orders: PlatformOrder[]; rejected: RejectedOrder[]; pages: number }> {
  const orders: PlatformOrder[] = [];
  const rejected: RejectedOrder[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await adapter.listOrders(session, window, cursor);
    orders.push(...page.orders);
    rejected.push(...page.rejected);
    cursor = page.next;
    pages += 1;
    if (pages > 1000) throw new Error('paging does not end');
  } while (cursor);
  return { orders, rejected, pages };
}

export function describeContract(spec: ContractSpec): void {
  const { adapter } = spec;
  const P = adapter.platform;

  describe(`${P} adapter against its simulator`, () => {
    let sim: Simulator;
    let app: AppConfig;
    let credentials: Credentials;
    const session = (): Session => ({ app, credentials });
    const codeOf = () => (spec.code ? spec.code(sim) : sim.tokens.issueCode());
    /** A window around now, short enough for every platform. */
    const recent = (): TimeWindow => ({ from: sim.clock.now() - 6 * HOUR, to: sim.clock.now() + HOUR });
    const addOrder = (status: SimStatus, extra: Parameters<typeof makeOrder>[3] = {}, createdAt = sim.clock.now()) =>
      sim.store.add(makeOrder(sim.newOrderId(), createdAt, undefined, { status, ...extra }));
    const afterLag = () => sim.clock.advance(sim.store.lag.maxMs + 1000);

    beforeAll(async () => {
      sim = await spec.start({ tokens: { accessTtlMs: 2 * HOUR, refreshTtlMs: 5 * HOUR } });
      app = appOf(sim);
    });
    afterAll(() => sim.close());
    beforeEach(async () => {
      sim.clock.reset();
      sim.store.clear();
      sim.faults.clear();
      credentials = await adapter.authorize(app, codeOf());
    });

    it('authorizes with a code; an invalid code is refused as the platform refuses it', async () => {
      expect(credentials.accessToken).toBeTruthy();
      await expectKind(adapter.authorize(app, 'not-a-code'), 'auth_invalid_code');
    });

    it('signs every call: the same call with a wrong secret is refused as a signature error', async () => {
      await adapter.listOrders(session(), recent(), null);
      await expectKind(adapter.authorize({ ...app, appSecret: `${app.appSecret}x` }, codeOf()), 'signature');
      if (spec.unsigned) return;
      const wrong: Session = spec.wrongSecret
        ? spec.wrongSecret(session())
        : { app: { ...app, appSecret: `${app.appSecret}x` }, credentials };
      await expectKind(adapter.listOrders(wrong, recent(), null), 'signature');
    });

    it('an expired access token is token_expired; refresh gives a working one', async () => {
      sim.clock.advance(2 * HOUR + 1000);
      if (spec.noExpiry) {
        await adapter.listOrders(session(), recent(), null);
        expect(await adapter.refresh(app, credentials)).toEqual(credentials);
        return;
      }
      if (spec.noRefresh) {
        await expectKind(adapter.listOrders(session(), recent(), null), 'token_expired');
        await expectKind(adapter.refresh(app, credentials), 'token_expired');
        return;
      }
      await expectKind(adapter.listOrders(session(), recent(), null), 'token_expired');
      credentials = await adapter.refresh(app, credentials);
      // Platforms that answer `expires_in` are read against the real clock, not the moved data clock.
      expect(credentials.accessExpiresAt).toBeGreaterThan(Date.now());
      await adapter.listOrders(session(), recent(), null);
      // A refresh token past its own life cannot renew: the seller has to authorize again.
      sim.clock.advance(3 * HOUR);
      await expectKind(adapter.refresh(app, credentials), 'token_expired');
    });

    it('refuses a window over the platform limit', async () => {
      const to = sim.clock.now();
      const long = { from: to - adapter.limits.maxWindowMs - HOUR, to };
      await expectKind(adapter.listOrders(session(), long, null), 'window_too_large');
      // A window of exactly the limit, not starting on a whole second, is accepted.
      const exact = { from: to - adapter.limits.maxWindowMs + 0.5, to: to + 0.5 };
      await adapter.listOrders(session(), exact, null);
      await expectKind(adapter.listOrders(session(), { from: to, to }, null), 'refused');
      if (spec.platformWindowLimit) {
        const lax = spec.platformWindowLimit({ ...adapter.limits, maxWindowMs: 30 * DAY });
        await expectKind(lax.listOrders(session(), long, null), 'window_too_large');
      }
    });

    it('pages to the end of a window: every order once, several pages', async () => {
      const now = sim.clock.now();
      const count = adapter.limits.maxPageSize * 2 + 7;
      sim.seed({ count, from: now - 5 * HOUR, to: now - HOUR, seed: 7 });
      const { orders, pages } = await listAll(adapter, session(), { from: now - 6 * HOUR, to: now });
      expect(pages).toBeGreaterThanOrEqual(3);
      const ids = new Set(orders.map((o) => o.platformOrderId));
      expect(ids.size).toBe(count);
      expect(orders.length).toBe(count);
      const customised = orders.flatMap((o) => o.lines).find((l) => l.customized);
      expect(customised?.artwork.length).toBeGreaterThan(0);
      expect(customised?.unitPrice).toMatch(/^\d+\.\d{2}$/);
      for (const o of orders) {
        expect(o.totals.total).toMatch(/^\d+\.\d{2}$/);
        // The seed gives every order an address, wherever the platform keeps it (RDT, own call).
        expect(o.consignee?.address, o.platformOrderId).toBeTruthy();
        expect(o.lines.length).toBeGreaterThan(0);
      }
    });

    it('maps each platform status to the store-order state and the cancel flag, keeping the raw status', async () => {
      const past = sim.clock.now() - HOUR;
      const made = Object.keys(spec.statuses).map((s) => [s, addOrder(s as SimStatus, {}, past).id] as const);
      const { orders } = await listAll(adapter, session(), recent());
      for (const [status, id] of made) {
        const order = orders.find((o) => o.platformOrderId === id);
        expect(order, `order in status ${status}`).toBeDefined();
        const want = spec.statuses[status as SimStatus]!;
        expect({ raw: order!.platformStatus, state: order!.storeState, cancelled: order!.cancelled }).toEqual({
          raw: want.platformStatus,
          state: want.storeState,
          cancelled: want.cancelled,
        });
        expect(order!.raw).toBeTruthy();
      }
    });

    it('an order appears only after the platform lag (2–5 minutes)', async () => {
      const order = addOrder('awaiting_shipment');
      const ids = async () => (await listAll(adapter, session(), recent())).orders.map((o) => o.platformOrderId);
      expect(await ids()).not.toContain(order.id);
      sim.clock.advance(sim.store.lag.minMs - 1000);
      if (sim.store.lagFor(order.id) > sim.store.lag.minMs) expect(await ids()).not.toContain(order.id);
      afterLag();
      expect(await ids()).toContain(order.id);
      expect(adapter.limits.lagMs).toBeGreaterThanOrEqual(2 * 60_000);
    });

    it('a cancellation after creation shows (after the lag) as Closed with the cancel flag and a later update time', async () => {
      const order = addOrder('awaiting_shipment', {}, sim.clock.now() - HOUR);
      const before = await adapter.getOrder(session(), order.id);
      expect(before.cancelled).toBe(false);
      sim.store.cancel(order.id);
      expect((await adapter.getOrder(session(), order.id)).cancelled).toBe(false);
      afterLag();
      const after = await adapter.getOrder(session(), order.id);
      expect(after).toMatchObject({ cancelled: true, storeState: 4 });
      expect(after.updatedAt).toBeGreaterThan(before.updatedAt);
      const listed = (await listAll(adapter, session(), recent())).orders.find((o) => o.platformOrderId === order.id);
      expect(listed?.cancelled).toBe(true);
    });

    it('getOrder of an unknown id is not_found', async () => {
      await expectKind(adapter.getOrder(session(), 'NO-SUCH-ORDER-1'), 'not_found');
    });

    it('confirms a shipment and gives the label', async () => {
      const order = addOrder('awaiting_shipment', {}, sim.clock.now() - HOUR);
      await adapter.confirmShipment(session(), {
        platformOrderId: order.id,
        carrier: 'USPS',
        trackingNo: '9400100000000000000001',
      });
      expect(sim.store.get(order.id)?.shipment?.trackingNo).toBe('9400100000000000000001');
      if (spec.noLabel) {
        await expectKind(adapter.getLabel(session(), order.id), 'refused');
        return;
      }
      const label = await adapter.getLabel(session(), order.id);
      expect(label.format).toBe('pdf');
      if ('url' in label) {
        const pdf = Buffer.from(await (await fetch(label.url)).arrayBuffer());
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      }
    });

    describe('faults', () => {
      beforeEach(() => {
        const now = sim.clock.now();
        sim.seed({ count: adapter.limits.maxPageSize * 2 + 1, from: now - 5 * HOUR, to: now - HOUR, seed: 3 });
      });

      it('HTTP 429 → rate_limited with the retry hint', async () => {
        sim.faults.inject('rate_limit', { retryAfterS: 7 });
        const error = await expectKind(adapter.listOrders(session(), recent(), null), 'rate_limited');
        expect(error.retryAfterMs).toBe(7000);
        expect(error.retryable).toBe(true);
      });

      it('HTTP 500 → server (retryable)', async () => {
        sim.faults.inject('server_error');
        expect((await expectKind(adapter.listOrders(session(), recent(), null), 'server')).retryable).toBe(true);
      });

      it('a slow answer → timeout', async () => {
        sim.faults.inject('slow', { delayMs: 1500 });
        const impatient: Session = { app: { ...app, timeoutMs: 300 }, credentials };
        await expectKind(adapter.listOrders(impatient, recent(), null), 'timeout');
      });

      it('malformed JSON → malformed', async () => {
        sim.faults.inject('malformed_json');
        await expectKind(adapter.listOrders(session(), recent(), null), 'malformed');
      });

      // One window for all the pages of a listing, as the pull does: a cursor belongs to its query, so
      // a window computed again a second later is another query and its cursor is refused as unknown.
      it('a page served twice → page_repeated', async () => {
        const window = recent();
        const first = await adapter.listOrders(session(), window, null);
        const second = await adapter.listOrders(session(), window, first.next);
        sim.faults.inject('repeat_page');
        await expectKind(adapter.listOrders(session(), window, second.next), 'page_repeated');
      });

      it.skipIf(spec.pageNumbered)('an expired cursor → cursor_expired', async () => {
        const window = recent();
        const first = await adapter.listOrders(session(), window, null);
        sim.faults.inject('expire_cursor');
        await expectKind(adapter.listOrders(session(), window, first.next), 'cursor_expired');
      });

      it('an order the adapter cannot read is set aside as malformed; the rest of the pages come through', async () => {
        const bad = addOrder('awaiting_shipment', { corrupt: true }, sim.clock.now() - HOUR);
        const { orders, rejected } = await listAll(adapter, session(), recent());
        expect(orders.length).toBe(adapter.limits.maxPageSize * 2 + 1);
        expect(orders.map((o) => o.platformOrderId)).not.toContain(bad.id);
        expect(rejected).toHaveLength(1);
        expect(rejected[0].platformOrderId).toBe(bad.id);
        expect(rejected[0].error.kind).toBe('malformed');
        expect(rejected[0].raw).toBeTruthy();
      });

      it('an order without address has consignee null; an artwork URL that is not an image is refused on fetch', async () => {
        const bare = addOrder('awaiting_shipment', { noAddressRatio: 1, customizedRatio: 1 }, sim.clock.now() - HOUR);
        const broken = addOrder(
          'awaiting_shipment',
          { brokenArtwork: true, customizedRatio: 1 },
          sim.clock.now() - HOUR,
        );
        const { orders } = await listAll(adapter, session(), recent());
        const found = orders.find((o) => o.platformOrderId === bare.id)!;
        expect(found.consignee).toBeNull();
        if (spec.artworkZip) {
          const zip = Buffer.from(await (await fetch(found.lines[0].artwork[0].url)).arrayBuffer());
          expect(zip.subarray(0, 2).toString()).toBe('PK');
        } else {
          const good = await fetchArtwork(P, found.lines[0].artwork[0].url);
          expect(good.contentType).toBe('image/png');
        }
        const bad = orders.find((o) => o.platformOrderId === broken.id)!;
        await expectKind(fetchArtwork(P, bad.lines[0].artwork[0].url), 'malformed');
      });
    });
  });
}
