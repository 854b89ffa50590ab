import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeOrder, type Simulator, startJushuitanSimulator, startTiktokSimulator } from '@printfloor/simulators';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import {
  openCredentials,
  refreshDueTokens,
  runningPulls,
  sliceRange,
  startPull,
  syncAllShops,
} from '../../src/modules/marketplaces/index.ts';
import { LocalFileStorage, useFileStorage } from '../../src/modules/sysFile/storage/index.ts';
import { jobCaller } from '../../src/modules/sysJob/index.ts';
import { SEED } from '../../src/seed/ids.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';
import { orderCalls } from '../orders/calls.ts';

/**
 * Shop authorization and the pull service against real simulators (TikTok: cursor paging;
 * Jushuitan: page numbers and a 7-day window the platform itself enforces), on a real database
 * and HTTP server: tokens sealed and never returned, another merchant refused, slicing with
 * overlap and no duplicates, a second pull that changes nothing, changes and cancellations
 * (§4.1), faults recorded in the run and the next run resuming, and the jobs.
 */

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const M = SEED.merchant.tenantId;

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
  pages: number;
}

describe('marketplaces: shop authorization and order sync', () => {
  let server: TestServer;
  let merchant: string;
  let merchant2: string;
  let tiktok: Simulator;
  let jst: Simulator;
  let tiktokShop: number;
  let jstShop: number;
  let files: string;
  const { call, ok } = orderCalls(() => server);

  const settle = () => Promise.allSettled([...runningPulls(server.services)]);
  const runOf = async (id: number) => {
    const res = await call<Run>('GET', '/api/orderSync/detail', merchant, undefined, { id: String(id) });
    expect(res.body.code).toBe(200);
    return res.body.result;
  };
  const pull = async (shopId: number, from: number, to: number) => {
    const { runId } = await ok<{ runId: number }>('/api/orderSync/pull', merchant, {
      shopId,
      from: new Date(from).toISOString(),
      to: new Date(to).toISOString(),
    });
    await settle();
    return runOf(runId);
  };
  const stored = (platform: string) =>
    asPlatform(server.db, (tx) =>
      queryRows<{
        external_id: string;
        submit_state: number;
        abnormal_flag: number;
        store_order_state: number;
        platform_status: string;
        n: number;
      }>(
        tx,
        sql`select external_id, submit_state, abnormal_flag, store_order_state, platform_status,
                   count(*) over (partition by external_id)::int as n
              from oms_order where tenant_id = ${M} and source = 3 and platform = ${platform} and not is_delete`,
      ),
    );
  const addShop = (token: string, platform: string, name: string) =>
    ok<number>('/api/shop/add', token, { platform, name, property: 'real', area: 'cross_border' });

  beforeAll(async () => {
    server = await createTestServer();
    // Artwork lands in a folder of this suite's own (file keys are ids, which restart with each test database).
    files = mkdtempSync(path.join(tmpdir(), 'pf-sync-'));
    useFileStorage(server.services, new LocalFileStorage(files));
    merchant = await server.tokenFor('merchant', 'merchant');
    merchant2 = await server.tokenFor('merchant2', 'merchant');
    // Lag 0: what a test adds is visible at once (the overlap still follows the adapter's lag).
    tiktok = await startTiktokSimulator({ lag: { minMs: 0, maxMs: 0 } });
    jst = await startJushuitanSimulator({ lag: { minMs: 0, maxMs: 0 } });
    for (const [platform, sim] of [
      ['tiktok', tiktok],
      ['jushuitan', jst],
    ] as const)
      server.services.config.marketplaceApps[platform] = {
        baseUrl: sim.baseUrl,
        appKey: sim.appKey,
        appSecret: sim.appSecret,
        timeoutMs: 3000,
      };
    tiktokShop = await addShop(merchant, 'tiktok', 'Sync TikTok shop');
    jstShop = await addShop(merchant, 'jushuitan', 'Sync Jushuitan shop');
  }, 300_000);
  afterAll(async () => {
    await settle();
    await server?.close();
    await tiktok?.close();
    await jst?.close();
    if (files) rmSync(files, { recursive: true, force: true });
  });

  it('authorizes with the platform code; tokens are sealed at rest and never returned', async () => {
    const res = await call<Record<string, unknown>>('POST', '/api/shop/authorize', merchant, {
      id: tiktokShop,
      code: tiktok.tokens.issueCode(),
    });
    expect(res.body.code).toBe(200);
    expect(res.body.result).toMatchObject({ shopId: tiktokShop, authStatus: 'authorized' });
    expect(res.body.result.authExpireTime).toBeTruthy();
    const [row] = await asPlatform(server.db, (tx) =>
      queryRows<{ secret: string }>(
        tx,
        sql`select secret from mkt_shop_credential where tenant_id = ${M} and shop_id = ${tiktokShop}`,
      ),
    );
    const credentials = openCredentials(server.services.config.secrets, M, tiktokShop, String(row?.secret));
    expect(credentials.accessToken).toBeTruthy();
    expect(row?.secret).not.toContain(credentials.accessToken);
    // Neither the answer nor the shop's own endpoints carry a token.
    const detail = await call('GET', '/api/shop/detail', merchant, undefined, { id: String(tiktokShop) });
    const page = await call('POST', '/api/shop/page', merchant, { pageSize: 100 });
    for (const body of [res.body, detail.body, page.body]) {
      const text = JSON.stringify(body);
      expect(text).not.toContain(credentials.accessToken);
      expect(text).not.toContain(credentials.refreshToken);
    }
    expect(detail.body.result).toMatchObject({ authStatus: 'authorized' });
    // The sealed value is bound to its shop: copied onto another shop it does not open.
    expect(() => openCredentials(server.services.config.secrets, M, jstShop, String(row?.secret))).toThrow();

    await ok('/api/shop/authorize', merchant, { id: jstShop, code: jst.tokens.issueCode() });
    const refreshed = await ok<Record<string, unknown>>('/api/shop/refreshToken', merchant, { id: jstShop });
    expect(refreshed).toMatchObject({ authStatus: 'authorized' });
    // The state moved once per shop, by the orders domain's transition: an event and a log entry each, by the
    // merchant's user; the refresh of an authorized shop renewed its expiry without a second move.
    const moves = await shopMoves(jstShop);
    expect(moves.events).toEqual([
      expect.objectContaining({
        type: 'shop.authorized',
        payload: expect.objectContaining({
          from: 'unauthorized',
          to: 'authorized',
          by: expect.objectContaining({ kind: 'user' }),
        }),
      }),
    ]);
    expect(moves.log).toEqual([
      expect.objectContaining({ before_data: { authStatus: 'unauthorized' }, diff_type: 'transition' }),
    ]);
    expect((await shopMoves(tiktokShop)).events.map((e) => e.type)).toEqual(['shop.authorized']);
  });

  /** The shop's authorization moves: its `shop.*` events and its change-log entries, oldest first. */
  async function shopMoves(shopId: number) {
    return asPlatform(server.db, async (tx) => ({
      events: await queryRows<{ type: string; payload: Record<string, unknown> }>(
        tx,
        sql`select type, payload from sys_event where aggregate_type = 'shop' and aggregate_id = ${shopId} order by id`,
      ),
      log: await queryRows<{ before_data: unknown; after_data: unknown; diff_type: string; real_name: string }>(
        tx,
        sql`select before_data, after_data, diff_type, real_name from sys_log_diff
             where table_name = 'oms_shop' and business_id = ${shopId} order by id`,
      ),
    }));
  }

  it('an invalid code gives the spec’s "invalid authorization code"; another merchant’s shop is refused', async () => {
    const bad = await call('POST', '/api/shop/authorize', merchant, { id: tiktokShop, code: 'not-a-code' });
    expect(bad.body.code).toBe(400);
    expect(bad.body.message).toMatch(/Invalid authorization code/);
    const zh = await server.call('POST', '/api/shop/authorize', {
      token: merchant,
      body: { id: tiktokShop, code: 'not-a-code' },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.body.message).toMatch(/授权码无效/);
    // Still authorized with its earlier tokens.
    const [shop] = await asPlatform(server.db, (tx) =>
      queryRows<{ auth_status: string }>(tx, sql`select auth_status from oms_shop where id = ${tiktokShop}`),
    );
    expect(shop?.auth_status).toBe('authorized');

    const other = await call('POST', '/api/shop/authorize', merchant2, {
      id: tiktokShop,
      code: tiktok.tokens.issueCode(),
    });
    expect(other.body.code).toBe(404);
    const refresh = await call('POST', '/api/shop/refreshToken', merchant2, { id: tiktokShop });
    expect(refresh.body.code).toBe(404);
    const now = Date.now();
    const pulled = await call('POST', '/api/orderSync/pull', merchant2, {
      shopId: tiktokShop,
      from: new Date(now - DAY).toISOString(),
      to: new Date(now).toISOString(),
    });
    expect(pulled.body.code).toBe(404);
    const runs = await call<{ total: number }>('POST', '/api/orderSync/page', merchant2, { pageSize: 10 });
    expect(runs.body.result.total).toBe(0);
  });

  it('refuses a console pull over 7 days with the spec’s message', async () => {
    const now = Date.now();
    const res = await call('POST', '/api/orderSync/pull', merchant, {
      shopId: tiktokShop,
      from: new Date(now - 8 * DAY).toISOString(),
      to: new Date(now).toISOString(),
    });
    expect(res.body.code).toBe(400);
    expect(res.body.message).toContain('The order pull range is at most 7 days');
  });

  it('TikTok: pulls 7 days, a second pull changes nothing, a change updates, a cancellation follows §4.1', async () => {
    const now = Date.now();
    tiktok.seed({ count: 60, from: now - 6 * DAY, to: now - 10 * 60_000, seed: 7, cancelledRatio: 0 });
    const visible = tiktok.store.query('updated', now - 7 * DAY, now).length;
    const first = await pull(tiktokShop, now - 7 * DAY, now);
    expect(first.state).toBe(1);
    expect(first.newCount).toBe(visible);
    let rows = await stored('tiktok');
    expect(rows).toHaveLength(visible);
    expect(rows.every((r) => r.n === 1)).toBe(true);
    // Lines and artwork came along, the artwork into the file store.
    const [areas] = await asPlatform(server.db, (tx) =>
      queryRows<{ lines: number; areas: number; foreign: number }>(
        tx,
        sql`select (select count(*)::int from oms_order_line l join oms_order o on o.tenant_id = l.tenant_id and o.id = l.order_id
                     where o.tenant_id = ${M} and o.platform = 'tiktok') as lines,
                   count(*)::int as areas,
                   count(*) filter (where a.print_image not like '/api/sysFile/preview/%')::int as foreign
              from oms_order_area a join oms_order o on o.tenant_id = a.tenant_id and o.id = a.order_id
             where o.tenant_id = ${M} and o.platform = 'tiktok'`,
      ),
    );
    expect(areas?.lines).toBeGreaterThan(0);
    expect(areas?.areas).toBeGreaterThan(0);
    expect(areas?.foreign).toBe(0);
    // The order's totals are its lines' sums, in exact decimals (goods; goods + freight; pieces).
    const [sums] = await asPlatform(server.db, (tx) =>
      queryRows<{ wrong: number }>(
        tx,
        sql`select count(*)::int as wrong
              from oms_order o
              cross join lateral (select coalesce(sum(l.quantity * l.unit_price), 0) as goods, coalesce(sum(l.quantity), 0)::int as pieces
                                    from oms_order_line l where l.tenant_id = o.tenant_id and l.order_id = o.id) l
             where o.tenant_id = ${M} and o.platform = 'tiktok'
               and (o.total_price, o.total_amount, o.product_count) is distinct from (l.goods, l.goods + o.freight, l.pieces)`,
      ),
    );
    expect(sums?.wrong).toBe(0);

    const second = await pull(tiktokShop, Date.now() - 7 * DAY + 5000, Date.now());
    expect(second).toMatchObject({
      state: 1,
      newCount: 0,
      updatedCount: 0,
      cancelledCount: 0,
      unchangedCount: visible,
    });

    // A status change on the platform updates the draft; a cancellation withdraws a draft and
    // flags an order already in production abnormal.
    const ids = tiktok.store.query('updated', now - 7 * DAY, now).map((v) => v.order.id);
    const [changed, withdrawn, flagged] = ids as [string, string, string];
    await asPlatform(server.db, (tx) =>
      tx.execute(sql`update oms_order set submit_state = 1, production_state = 1
                      where tenant_id = ${M} and platform = 'tiktok' and external_id = ${flagged}`),
    );
    tiktok.store.change(changed, 'shipped');
    tiktok.store.cancel(withdrawn);
    tiktok.store.cancel(flagged);
    const third = await pull(tiktokShop, Date.now() - 7 * DAY + 5000, Date.now() + 1000);
    expect(third).toMatchObject({ state: 1, newCount: 0, updatedCount: 1, cancelledCount: 2 });
    rows = await stored('tiktok');
    const by = new Map(rows.map((r) => [r.external_id, r]));
    expect(by.get(changed)).toMatchObject({ store_order_state: 4, submit_state: 0, platform_status: 'IN_TRANSIT' });
    expect(by.get(withdrawn)).toMatchObject({ submit_state: 2, abnormal_flag: 0, store_order_state: 4 });
    expect(by.get(flagged)).toMatchObject({ submit_state: 1, abnormal_flag: 1, platform_status: 'CANCELLED' });
    expect(rows).toHaveLength(visible);
    // Each order's timeline says it came from a pull, and the draft the change rewrote says so too.
    const logs = await asPlatform(server.db, (tx) =>
      queryRows<{ external_id: string; actions: string[] }>(
        tx,
        sql`select o.external_id, array_agg(g.action order by g.id) as actions
              from oms_order o join oms_order_log g on g.tenant_id = o.tenant_id and g.order_id = o.id
             where o.tenant_id = ${M} and o.platform = 'tiktok' group by o.external_id`,
      ),
    );
    expect(logs).toHaveLength(visible);
    expect(logs.every((l) => l.actions[0] === 'sync' && l.actions.filter((a) => a === 'sync').length === 1)).toBe(true);
    expect(logs.find((l) => l.external_id === changed)?.actions).toEqual(['sync', 'resync']);
  });

  it('faults: a 429 is waited out, bad orders are entries, a dead slice fails the run and the next run resumes', async () => {
    const now = Date.now();
    tiktok.store.add(
      makeOrder(tiktok.newOrderId(), now - 60_000, undefined, {
        status: 'awaiting_shipment',
        brokenArtwork: true,
        customizedRatio: 1,
      }),
    );
    tiktok.store.add(
      makeOrder(tiktok.newOrderId(), now - 60_000, undefined, { status: 'awaiting_shipment', noAddressRatio: 1 }),
    );
    tiktok.store.add(makeOrder(tiktok.newOrderId(), now - 60_000, undefined, { corrupt: true }));
    tiktok.faults.inject('rate_limit', { times: 1, retryAfterS: 1 });
    const run = await pull(tiktokShop, now - DAY, Date.now() + 1000);
    expect(run.state).toBe(2);
    expect(run.failedCount).toBe(1);
    const errors = await call<{ kind: string; message: string }[]>(
      'GET',
      '/api/orderSync/errors',
      merchant,
      undefined,
      {
        id: String(run.id),
      },
    );
    const kinds = errors.body.result.map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['rate_limited', 'malformed', 'address', 'artwork']));

    // The platform fails past the retries: the run is failed, the shop keeps its resume point.
    const [before] = await asPlatform(server.db, (tx) =>
      queryRows<{ t: string }>(tx, sql`select last_pull_time::text as t from oms_shop where id = ${tiktokShop}`),
    );
    const late = tiktok.store.add(
      makeOrder(tiktok.newOrderId(), Date.now() - 1000, undefined, { status: 'awaiting_shipment' }),
    );
    tiktok.faults.inject('server_error', { times: 20 });
    const caller = jobCaller(server.services, M, 'test', 'merchant');
    const failed = await startPull(
      caller,
      { shopId: tiktokShop, from: Date.parse(String(before?.t)) - 5 * 60_000, to: Date.now() + 1000, trigger: 'job' },
      { backoffMs: 10 },
    );
    const progress = await failed.done;
    expect(progress.state).toBe(3);
    const [after] = await asPlatform(server.db, (tx) =>
      queryRows<{ t: string }>(tx, sql`select last_pull_time::text as t from oms_shop where id = ${tiktokShop}`),
    );
    expect(after?.t).toBe(before?.t);
    expect((await stored('tiktok')).some((r) => r.external_id === late.id)).toBe(false);
    // The scheduled sync starts where the shop left off and brings the order in.
    tiktok.faults.clear();
    const pulled = await syncAllShops({ services: server.services, signal: new AbortController().signal });
    expect(pulled).toBeGreaterThanOrEqual(1);
    expect((await stored('tiktok')).some((r) => r.external_id === late.id)).toBe(true);
  });

  it('Jushuitan: a 16-day range is sliced to its 7-day window with overlap; no duplicates, a re-pull changes nothing', async () => {
    const now = Date.now();
    expect(sliceRange({ from: now - 16 * DAY, to: now }, { maxWindowMs: 7 * DAY, lagMs: 5 * 60_000 })).toHaveLength(3);
    jst.seed({
      count: 120,
      from: now - 16 * DAY,
      to: now - 10 * 60_000,
      seed: 3,
      cancelledRatio: 0,
      customizedRatio: 0.2,
    });
    const visible = jst.store.query('updated', now - 16 * DAY, now).length;
    const caller = jobCaller(server.services, M, 'test', 'merchant');
    const first = await (await startPull(caller, { shopId: jstShop, from: now - 16 * DAY, to: now, trigger: 'job' }))
      .done;
    expect(first).toMatchObject({ state: 1, slicesTotal: 3, newCount: visible });
    const rows = await stored('jushuitan');
    expect(rows).toHaveLength(visible);
    expect(rows.every((r) => r.n === 1)).toBe(true);
    const again = await (await startPull(caller, { shopId: jstShop, from: now - 16 * DAY, to: now, trigger: 'job' }))
      .done;
    expect(again).toMatchObject({ state: 1, newCount: 0, updatedCount: 0 });
    expect(again.unchangedCount).toBeGreaterThanOrEqual(visible);
  });

  it('registers the order-sync and token-refresh jobs; the refresh job renews tokens about to expire', async () => {
    const jobs = await asPlatform(server.db, (tx) =>
      queryRows<{ job_id: string }>(
        tx,
        sql`select job_id from sys_job_detail where group_name = 'marketplaces' order by job_id`,
      ),
    );
    expect(jobs.map((j) => j.job_id)).toEqual(['orderSync', 'refreshShopTokens']);
    await asPlatform(server.db, (tx) =>
      tx.execute(
        sql`update mkt_shop_credential set access_expires_at = now() + interval '1 minute' where shop_id = ${tiktokShop}`,
      ),
    );
    const refreshed = await refreshDueTokens({ services: server.services, signal: new AbortController().signal });
    expect(refreshed).toBe(1);
    const [row] = await asPlatform(server.db, (tx) =>
      queryRows<{ later: boolean }>(
        tx,
        sql`select access_expires_at > now() + interval '1 hour' as later from mkt_shop_credential where shop_id = ${tiktokShop}`,
      ),
    );
    expect(row?.later).toBe(true);

    // A refresh the platform refuses (the refresh token died) marks the shop, with the reason shown on its list.
    await asPlatform(server.db, (tx) =>
      tx.execute(
        sql`update mkt_shop_credential set access_expires_at = now() + interval '1 minute' where shop_id = ${jstShop}`,
      ),
    );
    jst.clock.advance(400 * DAY);
    expect(await refreshDueTokens({ services: server.services, signal: new AbortController().signal })).toBe(0);
    const detail = await call<Record<string, unknown>>('GET', '/api/shop/detail', merchant, undefined, {
      id: String(jstShop),
    });
    expect(detail.body.result).toMatchObject({ authStatus: 'expired' });
    expect(String(detail.body.result.authError)).toMatch(/token_expired/);
    // The job lapsed it: the system (the marketplaces domain), not a user.
    expect((await shopMoves(jstShop)).events.at(-1)).toMatchObject({
      type: 'shop.lapsed',
      payload: { from: 'authorized', to: 'expired', by: { kind: 'system', domain: 'marketplaces', cause: null } },
    });
    // An expired shop is left out of the scheduled sync and refused for a manual pull until authorized again.
    const refused = await call('POST', '/api/orderSync/pull', merchant, {
      shopId: jstShop,
      from: new Date(Date.now() - DAY).toISOString(),
      to: new Date().toISOString(),
    });
    expect(refused.body.message).toContain('is not authorized');
    jst.clock.reset();
  });

  it('the factory’s Third-party platforms list its customers’ shops by platform, and authorize and pull for them', async () => {
    const factory = await server.tokenFor('factory', 'factory');
    const page = await call<{ items: Record<string, unknown>[] }>('POST', '/api/tiktokShop/page', factory, {
      pageSize: 50,
    });
    expect(page.body.code).toBe(200);
    const row = page.body.result.items.find((s) => s.id === tiktokShop);
    expect(row).toMatchObject({ platform: 'tiktok', authStatus: 'authorized' });
    expect(page.body.result.items.every((s) => s.platform === 'tiktok')).toBe(true);
    const all = await call<{ items: { id: number }[] }>('POST', '/api/platformShop/page', factory, { pageSize: 50 });
    expect(all.body.result.items.map((s) => s.id)).toEqual(expect.arrayContaining([tiktokShop, jstShop]));
    const [sealed] = await asPlatform(server.db, (tx) =>
      queryRows<{ secret: string }>(tx, sql`select secret from mkt_shop_credential where shop_id = ${tiktokShop}`),
    );
    const tokens = openCredentials(server.services.config.secrets, M, tiktokShop, String(sealed?.secret));
    expect(JSON.stringify([page.body, all.body])).not.toContain(tokens.accessToken);

    const state = await ok<Record<string, unknown>>('/api/tiktokShop/authorize', factory, {
      id: tiktokShop,
      code: tiktok.tokens.issueCode(),
    });
    expect(state).toMatchObject({ shopId: tiktokShop, authStatus: 'authorized' });
    // A shop of another platform's list, or not served by this factory, is not found.
    const wrong = await call('POST', '/api/temuShop/authorize', factory, { id: tiktokShop, code: 'x' });
    expect(wrong.body.code).toBe(404);
    const merchantsOwn = await call('POST', '/api/tiktokShop/authorize', merchant, { id: tiktokShop, code: 'x' });
    expect(merchantsOwn.body.code).toBe(403);

    const { runId } = await ok<{ runId: number }>('/api/tiktokShop/pullOrder', factory, {
      id: tiktokShop,
      from: new Date(Date.now() - DAY).toISOString(),
      to: new Date().toISOString(),
    });
    await settle();
    // The run is the merchant's, in its Order sync (completed; the faulty orders of the last test are still entries).
    const run = await runOf(runId);
    expect(run.id).toBe(runId);
    expect([1, 2]).toContain(run.state);
  });
});
