import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  makeOrder,
  type SimOptions,
  type SimStatus,
  type Simulator,
  startAliexpressSimulator,
  startAmazonSimulator,
  startEccangSimulator,
  startMabangSimulator,
  startSheinSimulator,
  startTemuSimulator,
  startTiktokSimulator,
  TEMU_ADDRESS_CALLS_PER_DAY,
  TIKTOK_SHOPS,
} from '@printfloor/simulators';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import {
  createTemuAdapter,
  REJECTED_HOLD_MS,
  runningPulls,
  startPull,
  temuAdapter,
} from '../../src/modules/marketplaces/index.ts';
import { LocalFileStorage, useFileStorage } from '../../src/modules/sysFile/storage/index.ts';
import { jobCaller } from '../../src/modules/sysJob/index.ts';
import { SEED } from '../../src/seed/ids.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';
import { orderCalls } from '../orders/calls.ts';

/**
 * The pull through to the database for the platforms sync.test.ts does not walk (it covers TikTok
 * and Jushuitan): each shop authorized with its simulator's code, a small seeded range pulled,
 * every visible order stored exactly once with its lines and its artwork in the file store, and a
 * re-pull that changes nothing. Amazon's artwork is its Custom ZIP, unpacked into print areas.
 */

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const M = SEED.merchant.tenantId;
/** Print areas by the simulators' names (PrintArea of packages/contract). */
const AREA: Record<string, number> = { front: 1, back: 2, left_sleeve: 3, right_sleeve: 4 };

interface Case {
  platform: string;
  start: (options?: SimOptions) => Promise<Simulator>;
  /** What the seller pastes: an authorization code, or Temu's mall access token. */
  code: (sim: Simulator) => string;
  /**
   * Each simulator status as the platform words it (the raw `platform_status` kept on the order) and
   * the store-order state it maps to (1 wait audit, 2 wait pay, 3 wait ship, 4 closed), written out
   * from docs/marketplaces.md's table, not from the adapters.
   */
  states: Record<SimStatus, [raw: string, storeState: number]>;
}

const ERP_STATES: Case['states'] = {
  unpaid: ['unpaid', 2],
  on_hold: ['pending_review', 1],
  awaiting_shipment: ['to_ship', 3],
  partially_shipped: ['partially_shipped', 3],
  shipped: ['shipped', 4],
  delivered: ['completed', 4],
  completed: ['completed', 4],
  cancelled: ['cancelled', 4],
};

const CASES: Case[] = [
  {
    platform: 'temu',
    start: startTemuSimulator,
    code: (sim) => sim.tokens.issueAccessToken(),
    states: {
      unpaid: ['1', 1],
      on_hold: ['1', 1],
      awaiting_shipment: ['2', 3],
      partially_shipped: ['41', 3],
      shipped: ['4', 4],
      delivered: ['5', 4],
      completed: ['5', 4],
      cancelled: ['3', 4],
    },
  },
  {
    platform: 'shein',
    start: startSheinSimulator,
    code: (sim) => sim.tokens.issueCode(),
    states: {
      unpaid: ['1', 1],
      on_hold: ['1', 1],
      awaiting_shipment: ['2', 3],
      partially_shipped: ['2', 3],
      shipped: ['3', 4],
      delivered: ['4', 4],
      completed: ['4', 4],
      cancelled: ['5', 4],
    },
  },
  {
    platform: 'amazon',
    start: startAmazonSimulator,
    code: (sim) => sim.tokens.issueCode(),
    states: {
      unpaid: ['Pending', 2],
      on_hold: ['PendingAvailability', 2],
      awaiting_shipment: ['Unshipped', 3],
      partially_shipped: ['PartiallyShipped', 3],
      shipped: ['Shipped', 4],
      delivered: ['Shipped', 4],
      completed: ['Shipped', 4],
      cancelled: ['Canceled', 4],
    },
  },
  {
    platform: 'aliexpress',
    start: startAliexpressSimulator,
    code: (sim) => sim.tokens.issueCode(),
    states: {
      unpaid: ['PLACE_ORDER_SUCCESS', 2],
      on_hold: ['RISK_CONTROL', 1],
      awaiting_shipment: ['WAIT_SELLER_SEND_GOODS', 3],
      partially_shipped: ['SELLER_PART_SEND_GOODS', 3],
      shipped: ['WAIT_BUYER_ACCEPT_GOODS', 4],
      delivered: ['FUND_PROCESSING', 4],
      completed: ['FINISH', 4],
      // FINISH with a cancel end reason: the cancel flag.
      cancelled: ['FINISH', 4],
    },
  },
  { platform: 'eccang', start: startEccangSimulator, code: (sim) => sim.tokens.issueCode(), states: ERP_STATES },
  { platform: 'mabang', start: startMabangSimulator, code: (sim) => sim.tokens.issueCode(), states: ERP_STATES },
];

interface Run {
  id: number;
  state: number;
  newCount: number;
  updatedCount: number;
  cancelledCount: number;
  unchangedCount: number;
  failedCount: number;
  errorCount: number;
  slicesTotal: number;
}

describe('marketplaces: pull through to the database on every other platform', () => {
  let server: TestServer;
  let merchant: string;
  let files: string;
  const sims = new Map<string, Simulator>();
  const { call, ok } = orderCalls(() => server);

  const settle = () => Promise.allSettled([...runningPulls(server.services)]);
  const pull = async (shopId: number, from: number, to: number) => {
    const { runId } = await ok<{ runId: number }>('/api/orderSync/pull', merchant, {
      shopId,
      from: new Date(from).toISOString(),
      to: new Date(to).toISOString(),
    });
    await settle();
    const res = await call<Run>('GET', '/api/orderSync/detail', merchant, undefined, { id: String(runId) });
    expect(res.body.code).toBe(200);
    return res.body.result;
  };
  /** Per stored order: how often it is there, its lines and its print areas (stored ones apart). */
  const stored = (platform: string) =>
    asPlatform(server.db, (tx) =>
      queryRows<{
        external_id: string;
        n: number;
        lines: number;
        areas: string[];
        in_store: number;
        store_order_state: number;
        platform_status: string;
        submit_state: number;
        abnormal_flag: number;
      }>(
        tx,
        sql`select o.external_id, o.store_order_state, o.platform_status, o.submit_state, o.abnormal_flag,
                   count(*) over (partition by o.external_id)::int as n,
                   (select count(*)::int from oms_order_line l where l.tenant_id = o.tenant_id and l.order_id = o.id) as lines,
                   array(select a.line_no || ':' || a.area from oms_order_area a
                          where a.tenant_id = o.tenant_id and a.order_id = o.id order by a.line_no, a.area) as areas,
                   (select count(*)::int from oms_order_area a
                      join sys_file f on f.tenant_id = a.tenant_id and f.url = a.print_image and f.mime like 'image/%'
                     where a.tenant_id = o.tenant_id and a.order_id = o.id) as in_store
              from oms_order o
             where o.tenant_id = ${M} and o.source = 3 and o.platform = ${platform} and not o.is_delete`,
      ),
    );
  /** The print areas the simulator gave each order's lines, as `line_no:area`. */
  const expectedAreas = (sim: Simulator, id: string) => {
    const view = sim.store.query('updated', 0, Number.MAX_SAFE_INTEGER).find((v) => v.order.id === id);
    return (view?.order.lines ?? [])
      .flatMap((line, i) => line.artwork.map((a) => `${i + 1}:${AREA[a.area]}`))
      .sort((a, b) => a.localeCompare(b));
  };

  beforeAll(async () => {
    server = await createTestServer();
    files = mkdtempSync(path.join(tmpdir(), 'pf-platforms-'));
    useFileStorage(server.services, new LocalFileStorage(files));
    merchant = await server.tokenFor('merchant', 'merchant');
    for (const c of CASES) {
      // Lag 0: seeded orders are visible at once (the overlap still follows the adapter's lag).
      const sim = await c.start({ lag: { minMs: 0, maxMs: 0 } });
      sims.set(c.platform, sim);
      server.services.config.marketplaceApps[c.platform] = {
        baseUrl: sim.baseUrl,
        appKey: sim.appKey,
        appSecret: sim.appSecret,
        timeoutMs: 3000,
      };
    }
  }, 300_000);
  afterAll(async () => {
    await settle();
    await server?.close();
    await Promise.all([...sims.values()].map((s) => s.close()));
    if (files) rmSync(files, { recursive: true, force: true });
  });

  /** The simulator's current status of an order. */
  const simStatus = (sim: Simulator, id: string) =>
    sim.store.query('updated', 0, Number.MAX_SAFE_INTEGER).find((v) => v.order.id === id)?.status;

  it.each(CASES.map((c) => [c.platform, c] as const))(
    '%s: authorize, pull 3 days: each order once with lines, artwork, raw status and store state; a re-pull changes nothing; a change updates, a cancellation follows §4.1',
    async (platform, c) => {
      const sim = sims.get(platform) as Simulator;
      const shopId = await ok<number>('/api/shop/add', merchant, {
        platform,
        name: `Pull ${platform}`,
        property: 'real',
        area: 'cross_border',
      });
      const state = await ok<{ authStatus: string }>('/api/shop/authorize', merchant, {
        id: shopId,
        code: c.code(sim),
      });
      expect(state.authStatus).toBe('authorized');

      const now = Date.now();
      sim.seed({ count: 12, from: now - 3 * DAY + HOUR, to: now - 10 * 60_000, seed: 11, cancelledRatio: 0 });
      const visible = sim.store.query('updated', now - 3 * DAY, now).map((v) => v.order.id);
      expect(visible.length).toBeGreaterThan(5);

      const first = await pull(shopId, now - 3 * DAY, now);
      expect(first).toMatchObject({ state: 1, newCount: visible.length, failedCount: 0, errorCount: 0 });
      const rows = await stored(platform);
      expect(rows.map((r) => r.external_id).sort()).toEqual([...visible].sort());
      expect(rows.every((r) => r.n === 1 && r.lines > 0)).toBe(true);
      // Every print area the platform gave is on its line, its image in the file store.
      for (const r of rows) {
        expect(r.areas, r.external_id).toEqual(expectedAreas(sim, r.external_id));
        expect(r.in_store, r.external_id).toBe(r.areas.length);
      }
      expect(rows.some((r) => r.areas.length > 0)).toBe(true);
      // The raw platform status is kept and mapped to the store-order state; nothing is cancelled yet.
      for (const r of rows) {
        const status = simStatus(sim, r.external_id) as SimStatus;
        const [raw, storeState] = c.states[status];
        expect({ id: r.external_id, status: r.platform_status, state: r.store_order_state }).toEqual({
          id: r.external_id,
          status: raw,
          state: storeState,
        });
        expect(r.abnormal_flag).toBe(0);
      }

      const again = await pull(shopId, now - 3 * DAY, Date.now());
      expect(again).toMatchObject({ state: 1, newCount: 0, updatedCount: 0, cancelledCount: 0, failedCount: 0 });
      expect(again.unchangedCount).toBeGreaterThanOrEqual(visible.length);
      expect(await stored(platform)).toHaveLength(visible.length);

      // On the platform one order ships, a draft is cancelled, and one already in production is
      // cancelled: the next pull updates the first, withdraws the draft and flags the other abnormal.
      const open = rows
        .filter((r) => !['shipped', 'delivered', 'completed'].includes(simStatus(sim, r.external_id) as string))
        .map((r) => r.external_id);
      expect(open.length).toBeGreaterThanOrEqual(3);
      const [changed, withdrawn, flagged] = open as [string, string, string];
      await asPlatform(server.db, (tx) =>
        tx.execute(sql`update oms_order set submit_state = 1, production_state = 1
                        where tenant_id = ${M} and platform = ${platform} and external_id = ${flagged}`),
      );
      // Three minutes ago: Amazon answers only up to 2 minutes before the request.
      const at = sim.clock.now() - 3 * 60_000;
      sim.store.change(changed, 'shipped', at);
      sim.store.cancel(withdrawn, at);
      sim.store.cancel(flagged, at);
      const third = await pull(shopId, now - 3 * DAY, Date.now() + 1000);
      expect(third).toMatchObject({
        state: 1,
        newCount: 0,
        updatedCount: 1,
        cancelledCount: 2,
        failedCount: 0,
        errorCount: 0,
      });
      const by = new Map((await stored(platform)).map((r) => [r.external_id, r]));
      expect(by.size).toBe(visible.length);
      expect(by.get(changed)).toMatchObject({
        n: 1,
        platform_status: c.states.shipped[0],
        store_order_state: 4,
        submit_state: 0,
        abnormal_flag: 0,
      });
      expect(by.get(withdrawn)).toMatchObject({
        n: 1,
        platform_status: c.states.cancelled[0],
        store_order_state: 4,
        submit_state: 2,
        abnormal_flag: 0,
      });
      expect(by.get(flagged)).toMatchObject({
        n: 1,
        platform_status: c.states.cancelled[0],
        store_order_state: 4,
        submit_state: 1,
        abnormal_flag: 1,
      });
    },
    90_000,
  );

  it('Amazon Custom: a customised order’s ZIP becomes its lines’ print areas; a ZIP that is not one is an entry', async () => {
    const sim = sims.get('amazon') as Simulator;
    const [shop] = await asPlatform(server.db, (tx) =>
      queryRows<{ id: string }>(
        tx,
        sql`select id::text from oms_shop where tenant_id = ${M} and platform = 'amazon' and not is_delete`,
      ),
    );
    const shopId = Number(shop?.id);
    const now = Date.now();
    const custom = sim.store.add(
      makeOrder(sim.newOrderId(), now - 20 * 60_000, undefined, { status: 'awaiting_shipment', customizedRatio: 1 }),
    );
    const broken = sim.store.add(
      makeOrder(sim.newOrderId(), now - 20 * 60_000, undefined, {
        status: 'awaiting_shipment',
        customizedRatio: 1,
        brokenArtwork: true,
      }),
    );
    const run = await pull(shopId, now - HOUR, now);
    expect(run).toMatchObject({ state: 2, newCount: 2 });
    const rows = new Map((await stored('amazon')).map((r) => [r.external_id, r]));
    const want = expectedAreas(sim, custom.id);
    expect(want.length).toBeGreaterThan(0);
    expect(rows.get(custom.id)).toMatchObject({ n: 1, areas: want, in_store: want.length });
    // The broken one is kept without artwork; its ZIP is an entry naming the order.
    expect(rows.get(broken.id)).toMatchObject({ n: 1, areas: [] });
    const errors = await call<{ kind: string; message: string; platformOrderId: string }[]>(
      'GET',
      '/api/orderSync/errors',
      merchant,
      undefined,
      { id: String(run.id) },
    );
    // One entry per customised line of the broken order, none for the good one.
    expect(errors.body.result.length).toBeGreaterThan(0);
    for (const e of errors.body.result)
      expect(e).toMatchObject({
        kind: 'artwork',
        platformOrderId: broken.id,
        message: expect.stringMatching(/not a ZIP/),
      });
  });

  it('a rejected (unreadable) order holds the shop’s resume point, so the next run reads it once it is fixed', async () => {
    const sim = sims.get('mabang') as Simulator;
    const shopId = await ok<number>('/api/shop/add', merchant, {
      platform: 'mabang',
      name: 'Mabang resume',
      property: 'real',
      area: 'cross_border',
    });
    await ok('/api/shop/authorize', merchant, { id: shopId, code: sim.tokens.issueCode() });
    const lastPull = async () => {
      const [row] = await asPlatform(server.db, (tx) =>
        queryRows<{ t: string }>(tx, sql`select last_pull_time::text as t from oms_shop where id = ${shopId}`),
      );
      return Date.parse(String(row?.t));
    };
    const start = Date.now();
    const t0 = start - 2 * HOUR;
    await asPlatform(server.db, (tx) =>
      tx.execute(
        sql`update oms_shop set last_pull_time = ${new Date(t0).toISOString()}::timestamptz where id = ${shopId}`,
      ),
    );
    const bad = sim.store.add(makeOrder(sim.newOrderId(), start - 30 * 60_000, undefined, { corrupt: true }));
    const good = sim.store.add(
      makeOrder(sim.newOrderId(), start - 20 * 60_000, undefined, { status: 'awaiting_shipment' }),
    );
    const caller = jobCaller(server.services, M, 'test', 'merchant');
    const lag = 5 * 60_000;
    const first = await (await startPull(caller, { shopId, from: t0 - lag, to: Date.now(), trigger: 'job' })).done;
    expect(first).toMatchObject({ state: 2, failedCount: 1 });
    // The good order is in; the point did not move past the unreadable one.
    const held = await lastPull();
    expect(held).toBeLessThanOrEqual(start - 30 * 60_000);
    expect(held).toBe(t0);
    let ids = (await stored('mabang')).map((r) => r.external_id);
    expect(ids).toContain(good.id);
    expect(ids).not.toContain(bad.id);

    // The platform serves it readable now, without a newer update time: the next run from the
    // held point reads it, and the point moves on.
    bad.corrupt = false;
    const second = await (await startPull(caller, { shopId, from: held - lag, to: Date.now(), trigger: 'job' })).done;
    expect(second).toMatchObject({ state: 1, failedCount: 0 });
    expect(second.newCount).toBeGreaterThanOrEqual(1);
    ids = (await stored('mabang')).map((r) => r.external_id);
    expect(ids.filter((id) => id === bad.id)).toHaveLength(1);
    expect(await lastPull()).toBeGreaterThan(start - lag);

    // An order that stays unreadable holds the point a day at most: a pull of a week does not stay a week back.
    sim.store.add(makeOrder(sim.newOrderId(), Date.now() - 3 * DAY, undefined, { corrupt: true }));
    await asPlatform(server.db, (tx) =>
      tx.execute(sql`update oms_shop set last_pull_time = null where id = ${shopId}`),
    );
    const week = await (await startPull(caller, { shopId, from: Date.now() - 7 * DAY, to: Date.now(), trigger: 'job' }))
      .done;
    expect(week.failedCount).toBe(1);
    const point = await lastPull();
    expect(point).toBeGreaterThanOrEqual(start - REJECTED_HOLD_MS - 60_000);
    expect(point).toBeLessThan(Date.now() - REJECTED_HOLD_MS + 60_000);
  });

  it('Temu: an order whose address calls for today are used up waits (an entry, the point held) and comes in the next day', async () => {
    const sim = sims.get('temu') as Simulator;
    const app = server.services.config.marketplaceApps.temu;
    if (!app) throw new Error('no Temu app');
    const shopId = await ok<number>('/api/shop/add', merchant, {
      platform: 'temu',
      name: 'Temu address limit',
      property: 'real',
      area: 'cross_border',
    });
    await ok('/api/shop/authorize', merchant, { id: shopId, code: sim.tokens.issueAccessToken() });
    const lastPull = async () => {
      const [row] = await asPlatform(server.db, (tx) =>
        queryRows<{ t: string }>(tx, sql`select last_pull_time::text as t from oms_shop where id = ${shopId}`),
      );
      return Date.parse(String(row?.t));
    };
    const start = Date.now();
    const t0 = start - HOUR;
    await asPlatform(server.db, (tx) =>
      tx.execute(
        sql`update oms_shop set last_pull_time = ${new Date(t0).toISOString()}::timestamptz where id = ${shopId}`,
      ),
    );
    const order = sim.store.add(
      makeOrder(sim.newOrderId(), start - 10 * 60_000, undefined, { status: 'awaiting_shipment' }),
    );
    // Someone else (another tool of the seller's) read its address six times today already.
    const session = { app, credentials: await temuAdapter.authorize(app, sim.tokens.issueAccessToken()) };
    for (let n = 0; n < TEMU_ADDRESS_CALLS_PER_DAY; n++) await createTemuAdapter().getOrder(session, order.id);

    const caller = jobCaller(server.services, M, 'test', 'merchant');
    const lag = temuAdapter.limits.lagMs;
    const first = await (await startPull(caller, { shopId, from: t0 - lag, to: Date.now(), trigger: 'job' })).done;
    expect(first).toMatchObject({ state: 2, failedCount: 1 });
    const errors = await call<{ kind: string; platformOrderId: string; message: string }[]>(
      'GET',
      '/api/orderSync/errors',
      merchant,
      undefined,
      { id: String(first.runId) },
    );
    expect(errors.body.result).toEqual([
      expect.objectContaining({
        kind: 'refused',
        platformOrderId: order.id,
        message: expect.stringMatching(/6 times a day/),
      }),
    ]);
    expect((await stored('temu')).some((r) => r.external_id === order.id)).toBe(false);
    expect(await lastPull()).toBe(t0);

    // The platform's next day (China time): the shop's token is renewed, the next run reads the order whole.
    const now = sim.clock.now();
    sim.clock.advance(Math.ceil((now + 8 * HOUR) / DAY) * DAY - 8 * HOUR - now + 60_000);
    await ok('/api/shop/authorize', merchant, { id: shopId, code: sim.tokens.issueAccessToken() });
    const next = await (
      await startPull(caller, { shopId, from: (await lastPull()) - lag, to: Date.now(), trigger: 'job' })
    ).done;
    expect(next).toMatchObject({ state: 1, failedCount: 0 });
    expect((await stored('temu')).filter((r) => r.external_id === order.id)).toHaveLength(1);
    expect(await lastPull()).toBeGreaterThan(start - 60_000);
    sim.clock.reset();
  });

  it('TikTok: one authorization over several shops: each console shop gets its own, by account or name; an unnamed one with every shop taken is refused', async () => {
    const sim = await startTiktokSimulator({ lag: { minMs: 0, maxMs: 0 }, shops: 2 });
    const before = server.services.config.marketplaceApps.tiktok;
    try {
      server.services.config.marketplaceApps.tiktok = {
        baseUrl: sim.baseUrl,
        appKey: sim.appKey,
        appSecret: sim.appSecret,
        timeoutMs: 3000,
      };
      const [us, uk] = TIKTOK_SHOPS;
      const add = (name: string, account?: string) =>
        ok<number>('/api/shop/add', merchant, {
          platform: 'tiktok',
          name,
          account,
          property: 'real',
          area: 'cross_border',
        });
      const byAccount = await add('TikTok America', us.code);
      const byName = await add(uk.name);
      const unnamed = await add('TikTok somewhere');

      const refused = await call('POST', '/api/shop/authorize', merchant, {
        id: unnamed,
        code: sim.tokens.issueCode(),
      });
      expect(refused.body.code).toBe(400);
      expect(refused.body.message).toContain('This authorization covers several shops');
      expect(refused.body.message).toContain(`${uk.name} (${uk.code})`);
      const zh = await server.call('POST', '/api/shop/authorize', {
        token: merchant,
        body: { id: unnamed, code: sim.tokens.issueCode() },
        headers: { 'accept-language': 'zh-CN' },
      });
      expect(zh.body.message).toContain('这次授权包含多个店铺');
      // Authorizing one records the grant on the other too (the console shop that names it).
      const first = await ok<{ otherShops: { shopId: number; created: boolean }[] }>('/api/shop/authorize', merchant, {
        id: byAccount,
        code: sim.tokens.issueCode(),
      });
      expect(first.otherShops).toEqual([expect.objectContaining({ shopId: byName, created: false })]);
      await ok('/api/shop/authorize', merchant, { id: byName, code: sim.tokens.issueCode() });

      const now = Date.now();
      const ofUs = [1, 2, 3].map(() =>
        sim.store.add(makeOrder(sim.newOrderId(), now - 30 * 60_000, undefined, { status: 'awaiting_shipment' })),
      );
      const ofUk = [1, 2].map(() =>
        sim.store.add({
          ...makeOrder(sim.newOrderId(), now - 30 * 60_000, undefined, { status: 'awaiting_shipment' }),
          shopId: uk.id,
        }),
      );
      const shopOrders = async (shopId: number) =>
        (
          await asPlatform(server.db, (tx) =>
            queryRows<{ external_id: string }>(
              tx,
              sql`select external_id from oms_order where tenant_id = ${M} and shop_id = ${shopId} and not is_delete`,
            ),
          )
        )
          .map((r) => r.external_id)
          .sort();
      expect(await pull(byAccount, now - HOUR, Date.now())).toMatchObject({ state: 1, newCount: 3 });
      expect(await pull(byName, now - HOUR, Date.now())).toMatchObject({ state: 1, newCount: 2 });
      expect(await shopOrders(byAccount)).toEqual(ofUs.map((o) => o.id).sort());
      expect(await shopOrders(byName)).toEqual(ofUk.map((o) => o.id).sort());
    } finally {
      if (before) server.services.config.marketplaceApps.tiktok = before;
      await sim.close();
    }
  });
  it('TikTok: an authorization over three shops is recorded for every one: the console shop takes the first, two are added, each pulls its own orders', async () => {
    const sim = await startTiktokSimulator({ lag: { minMs: 0, maxMs: 0 }, shops: 3 });
    const before = server.services.config.marketplaceApps.tiktok;
    const merchant2 = await server.tokenFor('merchant2', 'merchant');
    const M2 = SEED.merchant2.tenantId;
    try {
      server.services.config.marketplaceApps.tiktok = {
        baseUrl: sim.baseUrl,
        appKey: sim.appKey,
        appSecret: sim.appSecret,
        timeoutMs: 3000,
      };
      const [us, uk, de] = TIKTOK_SHOPS;
      // A shop of another platform already has the German shop's name (names are unique in a tenant).
      await ok<number>('/api/shop/add', merchant2, {
        platform: 'temu',
        name: de.name,
        property: 'real',
        area: 'cross_border',
      });
      const main = await ok<number>('/api/shop/add', merchant2, {
        platform: 'tiktok',
        name: 'My TikTok',
        property: 'real',
        area: 'cross_border',
      });
      const state = await ok<{ authStatus: string; otherShops: { shopId: number; name: string; created: boolean }[] }>(
        '/api/shop/authorize',
        merchant2,
        { id: main, code: sim.tokens.issueCode() },
      );
      expect(state.authStatus).toBe('authorized');
      expect(state.otherShops.map((o) => [o.name, o.created])).toEqual([
        [uk.name, true],
        [`${de.name} (${de.code})`, true],
      ]);
      const shops = async () =>
        asPlatform(server.db, (tx) =>
          queryRows<{ id: string; name: string; account: string | null; auth_status: string; sealed: boolean }>(
            tx,
            sql`select s.id::text, s.name, s.account, s.auth_status,
                       exists (select 1 from mkt_shop_credential c where c.tenant_id = s.tenant_id and c.shop_id = s.id) as sealed
                  from oms_shop s where s.tenant_id = ${M2} and s.platform = 'tiktok' and not s.is_delete order by s.id`,
          ),
        );
      let rows = await shops();
      expect(rows.map((r) => [r.name, r.account, r.auth_status, r.sealed])).toEqual([
        // The shop it took is now its account.
        ['My TikTok', us.code, 'authorized', true],
        [uk.name, uk.code, 'authorized', true],
        [`${de.name} (${de.code})`, de.code, 'authorized', true],
      ]);
      // The tokens are not in the answer.
      expect(JSON.stringify(state)).not.toMatch(/cipher|token/i);

      // Each console shop pulls its own TikTok shop's orders.
      const now = Date.now();
      const add = (shopId?: string) =>
        sim.store.add({
          ...makeOrder(sim.newOrderId(), now - 30 * 60_000, undefined, { status: 'awaiting_shipment' }),
          ...(shopId ? { shopId } : {}),
        });
      const want = new Map([
        [main, [add(), add()]],
        [Number(rows[1]?.id), [add(uk.id)]],
        [Number(rows[2]?.id), [add(de.id), add(de.id), add(de.id)]],
      ]);
      for (const [shopId, orders] of want) {
        const { runId } = await ok<{ runId: number }>('/api/orderSync/pull', merchant2, {
          shopId,
          from: new Date(now - HOUR).toISOString(),
          to: new Date().toISOString(),
        });
        await settle();
        const run = await call<Run>('GET', '/api/orderSync/detail', merchant2, undefined, { id: String(runId) });
        expect(run.body.result).toMatchObject({ state: 1, newCount: orders.length });
        const got = await asPlatform(server.db, (tx) =>
          queryRows<{ external_id: string }>(
            tx,
            sql`select external_id from oms_order where tenant_id = ${M2} and shop_id = ${shopId} and not is_delete`,
          ),
        );
        expect(got.map((r) => r.external_id).sort()).toEqual(orders.map((o) => o.id).sort());
      }

      // Authorized again (a new code): the same three shops, none added twice.
      const again = await ok<{ otherShops: { created: boolean }[] }>('/api/shop/authorize', merchant2, {
        id: Number(rows[2]?.id),
        code: sim.tokens.issueCode(),
      });
      expect(again.otherShops.map((o) => o.created)).toEqual([false, false]);
      rows = await shops();
      expect(rows).toHaveLength(3);
    } finally {
      if (before) server.services.config.marketplaceApps.tiktok = before;
      await sim.close();
    }
  });
});
