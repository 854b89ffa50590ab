import type { AddressInfo } from 'node:net';
import type { LiveEvent, TransitionSearchResult } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { asPlatform } from '../../src/db/context.ts';
import { SEED } from '../../src/seed/ids.ts';
import { SETUP_TIMEOUT, serverSuite } from '../helpers/suite.ts';
import { MAPPED_SHOP, ORDER_IMG, orderCalls, teeOrder } from './calls.ts';

/**
 * A transition run on a whole search (docs/resources.md "A whole search"): the factory passes and the
 * merchant submits every order the list's search matches, not one page. The server finds the rows itself
 * under the list's conditions (never a row outside the search, of another merchant or tenant), refuses a
 * search larger than the cap, moves them in chunks of their own transactions with live progress, and
 * answers the refused grouped by reason — an unmapped SKU with a link to its mapping. A run cut off keeps
 * what its committed chunks passed, and running it again goes on with the rest.
 */

type Order = Record<string, unknown> & { id: number; orderCode: string };
type Progress = Extract<LiveEvent, { type: 'transitionProgress' }>;

/** The same order with a SKU no product mapping knows: the review refuses it as unmapped. */
const unmapped = (sku: string) => ({ lines: [{ skuCode: sku, colour: '白色', size: 'M', quantity: 1 }] });

describe('transitions on a whole search', () => {
  const suite = serverSuite({
    merchant: ['merchant', 'merchant'],
    merchant2: ['merchant2', 'merchant'],
    factory: 'factory',
  });
  const { call, ok } = orderCalls(() => suite.server);
  let shopId: number;
  let run = 0;
  /** A marker of this test's orders (their external ids start with it): the search each test runs on. */
  let tag = '';

  beforeAll(async () => {
    shopId = await ok<number>('/api/shop/add', suite.merchant, MAPPED_SHOP);
  }, SETUP_TIMEOUT);
  beforeEach(() => {
    run++;
    tag = `WS${run}-${Date.now().toString(36)}`;
    suite.server.services.config.transitionChunkSize = 3;
    suite.server.services.config.transitionSearchMax = 10_000;
  });

  let serial = 0;
  /** A merchant's draft of this test (external id `tag-n`), optionally of another merchant or prefix. */
  const draft = async (over: Record<string, unknown> = {}, token = suite.merchant, prefix = tag) =>
    ok<number>('/api/merchantOrder/add', token, teeOrder({ shopId, externalId: `${prefix}-${++serial}`, ...over }));
  const submitted = async (over: Record<string, unknown> = {}) => {
    const id = await draft(over);
    await ok('/api/merchantOrder/submit', suite.merchant, { id });
    return id;
  };
  const desk = async (id: number) =>
    (await call<Order>('GET', '/api/order/detail', suite.factory, undefined, { id: String(id) })).body.result;
  const mine = async (id: number, token = suite.merchant) =>
    (await call<Order>('GET', '/api/merchantOrder/detail', token, undefined, { id: String(id) })).body.result;
  /** The factory's pass on its pending orders of this test's merchant matching the tag. */
  const passAll = (extra: Record<string, unknown> = {}) =>
    call<TransitionSearchResult>('POST', '/api/order/audit', suite.factory, {
      search: { externalId: tag, merchantTenantId: SEED.merchant.tenantId, approvalState: 0 },
      ...extra,
    });

  it('passes every matching order across chunks and groups the refused by reason, with the mapping to fix', async () => {
    const good = [];
    for (let i = 0; i < 4; i++) good.push(await submitted());
    const skuA = `${tag}-A`;
    const skuB = `${tag}-B`;
    const noMapping = [
      await submitted(unmapped(skuA)),
      await submitted(unmapped(skuB)),
      await submitted(unmapped(skuA)),
    ];
    const noBack = await submitted({ areas: [{ lineNo: 1, area: 1, printImage: ORDER_IMG }] });
    // Outside the search: another prefix of the same merchant, and the other merchant's order with the tag.
    const otherPrefix = await draft({}, suite.merchant, `OUT${run}`);
    await ok('/api/merchantOrder/submit', suite.merchant, { id: otherPrefix });
    const otherMerchant = await draft({ shopId: undefined }, suite.merchant2);
    await ok('/api/merchantOrder/submit', suite.merchant2, { id: otherMerchant });

    const res = await passAll();
    expect(res.body.message).toBe('');
    const result = res.body.result;
    expect(result).toMatchObject({ total: 8, count: 4, refusedCount: 4 });
    for (const id of good) expect((await desk(id)).approvalState).toBe(1);
    for (const id of [...noMapping, noBack]) expect((await desk(id)).approvalState).toBe(0);
    expect((await desk(otherPrefix)).approvalState).toBe(0);
    expect((await desk(otherMerchant)).approvalState).toBe(0);

    const code = async (id: number) => (await desk(id)).orderCode;
    expect(result.reasons).toEqual([
      {
        code: 'O1003',
        reason: 'unmapped',
        title: 'SKU has no product mapping',
        count: 3,
        examples: [
          await code(noMapping[0] as number),
          await code(noMapping[1] as number),
          await code(noMapping[2] as number),
        ],
        links: [
          { label: skuA, path: '/base/omsProductMapping', query: { skuCode: skuA } },
          { label: skuB, path: '/base/omsProductMapping', query: { skuCode: skuB } },
        ],
      },
      {
        code: 'O1003',
        reason: 'missingArea',
        title: 'A print image is missing',
        count: 1,
        examples: [await code(noBack)],
        links: [],
      },
    ]);

    // Refusals that name no reason are grouped by their code, titled by the first one's message.
    const again = (
      await call<TransitionSearchResult>('POST', '/api/order/audit', suite.factory, {
        search: { externalId: tag, merchantTenantId: SEED.merchant.tenantId },
      })
    ).body.result;
    expect(again).toMatchObject({ total: 8, count: 0, refusedCount: 8 });
    expect(again.reasons.map((r) => [r.code, r.reason, r.count])).toEqual([
      ['R0007', null, 4],
      ['O1003', 'unmapped', 3],
      ['O1003', 'missingArea', 1],
    ]);
    expect(again.reasons[0]?.title).toBe('Cannot "Pass": the current state is "Passed"');
  });

  it('reports its progress live after each chunk', async () => {
    for (let i = 0; i < 7; i++) await submitted();
    await suite.server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = suite.server.app.server.address() as AddressInfo;
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/ws?token=${suite.factory}`);
    const events: LiveEvent[] = [];
    ws.on('message', (data) => events.push(JSON.parse(String(data)) as LiveEvent));
    await expect.poll(() => events.some((e) => e.type === 'hello')).toBe(true);

    const result = (await passAll({ runId: `run-${tag}` })).body.result;
    expect(result).toMatchObject({ total: 7, count: 7, refusedCount: 0 });
    const progress = () =>
      events.filter((e): e is Progress => e.type === 'transitionProgress' && e.runId === `run-${tag}`);
    await expect.poll(() => progress().length).toBe(3);
    expect(progress().map(({ done, total, count }) => ({ done, total, count }))).toEqual([
      { done: 3, total: 7, count: 3 },
      { done: 6, total: 7, count: 6 },
      { done: 7, total: 7, count: 7 },
    ]);
    expect(progress()[0]).toMatchObject({ resource: 'order', transition: 'audit' });
    ws.close();
  });

  it('refuses a search matching more than the cap, in the caller’s language, changing nothing', async () => {
    const ids = [await submitted(), await submitted(), await submitted()];
    suite.server.services.config.transitionSearchMax = 2;
    const res = await passAll();
    expect(res.body.code).toBe(400);
    expect(res.body.message).toBe(
      '[R0009] The search matches 3 records; at most 2 can be handled at once: narrow the search',
    );
    const zh = await suite.server.call('POST', '/api/order/audit', {
      token: suite.factory,
      body: { search: { externalId: tag } },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.body.message).toBe('[R0009] 当前搜索匹配 3 条记录，一次最多处理 2 条，请缩小搜索范围');
    for (const id of ids) expect((await desk(id)).approvalState).toBe(0);
  });

  it('a bad search, or ids and a search at once, is refused on its field', async () => {
    const bad = await call('POST', '/api/order/audit', suite.factory, { search: { approvalState: 'soon' } });
    expect(bad.body.code).toBe(400);
    expect(bad.body.message).toContain('search.approvalState');
    const text = await call('POST', '/api/order/audit', suite.factory, { search: 'everything' });
    expect(text.body.code).toBe(400);
    const both = await call('POST', '/api/order/audit', suite.factory, { ids: [1], search: {} });
    expect(both.body.code).toBe(400);
    // Not offered where a batch is all or nothing and undeclared: the field is not taken.
    const reject = await call('POST', '/api/order/reject', suite.factory, { search: {}, reviewRemark: 'x' });
    expect(reject.body.code).toBe(400);
  });

  it('the merchant submits its own drafts of the search, never another tenant’s', async () => {
    const drafts = [await draft(), await draft(), await draft(), await draft()];
    const empty = await draft({ areas: [] });
    const theirs = await draft({ shopId: undefined }, suite.merchant2);
    const result = await ok<TransitionSearchResult>('/api/merchantOrder/submit', suite.merchant, {
      search: { externalId: tag },
    });
    expect(result).toMatchObject({ total: 5, count: 4, refusedCount: 1 });
    expect(result.reasons).toEqual([
      {
        code: 'O1006',
        reason: 'noPrintImage',
        title: 'A line has no print image',
        count: 1,
        examples: [(await mine(empty)).orderCode],
        links: [],
      },
    ]);
    for (const id of drafts) expect((await mine(id)).submitState).toBe(1);
    expect((await mine(empty)).submitState).toBe(0);
    expect((await mine(theirs, suite.merchant2)).submitState).toBe(0);
    // A selection is still all or nothing: one incomplete draft refuses it whole.
    const other = await draft();
    const batch = await call('POST', '/api/merchantOrder/submit', suite.merchant, { ids: [other, empty] });
    expect(batch.body.code).toBe(400);
    expect((await mine(other)).submitState).toBe(0);
  });

  it('a run cut off keeps the chunks it committed; running the search again passes the rest', async () => {
    const ids = [];
    for (let i = 0; i < 7; i++) ids.push(await submitted());
    // The fifth order's update fails as a stopped server would (not a refusal): the run ends in its chunk.
    const fifth = ids[4] as number;
    await asPlatform(suite.server.db, async (tx) => {
      await tx.execute(
        sql.raw(`create or replace function pf_test_cut_off() returns trigger language plpgsql as $$
                 begin if new.id = ${fifth} and new.approval_state = 1 then raise exception 'cut off'; end if;
                 return new; end $$`),
      );
      await tx.execute(
        sql.raw(
          'create trigger pf_test_cut_off before update on oms_order for each row execute function pf_test_cut_off()',
        ),
      );
    });
    try {
      const cut = await passAll();
      expect(cut.body.code).not.toBe(200);
    } finally {
      await asPlatform(suite.server.db, async (tx) => {
        await tx.execute(sql.raw('drop trigger pf_test_cut_off on oms_order'));
        await tx.execute(sql.raw('drop function pf_test_cut_off()'));
      });
    }
    // The first chunk (3 orders) committed; the cut chunk and the one after it are as they were.
    expect(await Promise.all(ids.map(async (id) => (await desk(id)).approvalState))).toEqual([1, 1, 1, 0, 0, 0, 0]);
    const rest = (await passAll()).body.result;
    expect(rest).toMatchObject({ total: 4, count: 4, refusedCount: 0 });
    for (const id of ids) expect((await desk(id)).approvalState).toBe(1);
  });
});
