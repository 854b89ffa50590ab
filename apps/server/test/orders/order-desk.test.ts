import type { TransitionBatchResult } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';
import { MAPPED_SHOP, ORDER_IMG, orderCalls, teeOrder } from './calls.ts';

/**
 * The factory's order desk beyond the happy path: a cancelled order is neither flagged abnormal
 * nor marked printed, an abnormal one is not flagged twice, clearing the flag takes an optional
 * reason for the timeline, and passing a selection passes the orders that pass their checks while
 * naming the others (left pending) with what each lacks — also when two reviewers pass at once.
 */

type Order = Record<string, unknown> & { id: number; orderCode: string };
type Entry = { action: string; reason: string | null };

/** A `teeOrder` without its back print: the review refuses it ("no print image for Back"). */
const frontOnly = { areas: [{ lineNo: 1, area: 1, printImage: ORDER_IMG }] };
const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

describe('order desk: state guards, clearing reason, batch pass', () => {
  let server: TestServer;
  let merchant: string;
  let factory: string;
  let shopId: number;

  const { call, ok } = orderCalls(() => server);
  const zh = (url: string, token: string, body: unknown) =>
    server.call<TransitionBatchResult>('POST', url, { token, body, headers: { 'accept-language': 'zh-CN' } });
  const detail = async (id: number) =>
    (await call<Order | null>('GET', '/api/order/detail', factory, undefined, { id: String(id) })).body.result as Order;
  const timeline = async (id: number) =>
    (await call<Entry[]>('GET', '/api/order/timeline', factory, undefined, { id: String(id) })).body.result;
  /** A submitted order (pending review), as the merchant makes it. */
  const submitted = async (over: Record<string, unknown> = {}) => {
    const id = await ok<number>('/api/merchantOrder/add', merchant, teeOrder({ shopId, ...over }));
    await ok('/api/merchantOrder/submit', merchant, { id });
    return id;
  };
  /** The outbox events of `type` per order id (each transition writes one per moved row). */
  const events = async (type: string, ids: readonly number[]) => {
    const rows = await asPlatform(server.db, (tx) =>
      queryRows<{ aggregate_id: number; payload: unknown }>(
        tx,
        sql`select aggregate_id, payload from sys_event where type = ${type}
             and aggregate_id in (${sql.join(
               ids.map((id) => sql`${id}`),
               sql`, `,
             )}) order by id`,
      ),
    );
    return rows.map((r) => ({
      id: Number(r.aggregate_id),
      payload: (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as Record<string, unknown>,
    }));
  };

  beforeAll(async () => {
    server = await createTestServer();
    merchant = await server.tokenFor('merchant', 'merchant');
    factory = await server.tokenFor('factory', 'factory');
    shopId = await ok<number>('/api/shop/add', merchant, MAPPED_SHOP);
  }, 300_000);
  afterAll(() => server.close());

  it("a desk page row is the list's columns and what its actions read; the detail is the whole order", async () => {
    const id = await submitted({ address: 'Rua Augusta 100, apto 12' });
    const order = await detail(id);
    const page = await call<{ items: Order[] }>('POST', '/api/order/page', factory, {
      orderCode: order.orderCode,
      pageSize: 5,
    });
    const [row] = page.body.result.items;
    expect(row).toMatchObject({ id, orderCode: order.orderCode, submitState: 1, approvalState: 0, abnormalFlag: 0 });
    expect(row && 'address' in row).toBe(false);
    expect(row && 'reviewRemark' in row).toBe(false);
    expect(order.address).toBe('Rua Augusta 100, apto 12');
  });

  it('a cancelled order is neither flagged abnormal nor marked printed, in the caller’s language', async () => {
    // Passed, then cancelled by the merchant before production: only its cancellation stops the desk.
    const id = await submitted();
    await ok('/api/order/audit', factory, { id });
    await ok('/api/merchantOrder/cancel', merchant, { id, cancelReason: 'Customer changed mind' });

    const flag = await call('POST', '/api/order/setAbnormal', factory, { id, abnormalReason: 'Late artwork' });
    expect(flag.body.code).toBe(400);
    const { orderCode } = await detail(id);
    expect(flag.body.message).toBe(`[O1037] Order "${orderCode}" is cancelled and cannot be flagged abnormal`);
    const printed = await call('POST', '/api/order/markPrinted', factory, { id });
    expect(printed.body.message).toBe(`[O1038] Order "${orderCode}" is cancelled and cannot be marked printed`);
    expect((await zh('/api/order/markPrinted', factory, { id })).body.message).toBe(
      `[O1038] 订单「${orderCode}」已取消，不能标记为已打印`,
    );
    expect((await zh('/api/order/setAbnormal', factory, { id, abnormalReason: 'x' })).body.message).toBe(
      `[O1037] 订单「${orderCode}」已取消，不能标记异常`,
    );
    expect(await detail(id)).toMatchObject({ submitState: 2, abnormalFlag: 0, abnormalReason: null, printState: 0 });
    expect((await timeline(id)).map((e) => e.action)).toEqual(['add', 'submit', 'audit', 'cancel']);

    // A batch with one cancelled order refuses the whole call (these transitions are all or nothing).
    const live = await submitted();
    const batch = await call('POST', '/api/order/setAbnormal', factory, { ids: [live, id], abnormalReason: 'x' });
    expect(batch.body.message).toContain('O1037');
    expect((await detail(live)).abnormalFlag).toBe(0);
  });

  it('an abnormal order is not flagged again: its first reason stays', async () => {
    const id = await submitted();
    await ok('/api/order/setAbnormal', factory, { id, abnormalReason: 'Address unclear' });
    const again = await call('POST', '/api/order/setAbnormal', factory, { id, abnormalReason: 'Something else' });
    expect(again.body.code).toBe(400);
    expect(again.body.message).toBe('[R0007] Cannot "Set abnormal": the current state is "Abnormal"');
    expect(await detail(id)).toMatchObject({ abnormalFlag: 1, abnormalReason: 'Address unclear' });
    expect((await timeline(id)).filter((e) => e.action === 'setAbnormal')).toHaveLength(1);
  });

  it('clearing the abnormal flag takes an optional reason, written on the timeline and in the event', async () => {
    const [withReason, without] = [await submitted(), await submitted()];
    for (const id of [withReason, without])
      await ok('/api/order/setAbnormal', factory, { id, abnormalReason: 'Address unclear' });
    const tooLong = await call('POST', '/api/order/clearAbnormal', factory, {
      id: withReason,
      clearReason: 'x'.repeat(201),
    });
    expect(tooLong.body.code).toBe(400);
    await ok('/api/order/clearAbnormal', factory, { id: withReason, clearReason: 'Merchant confirmed the address' });
    await ok('/api/order/clearAbnormal', factory, { id: without });

    expect(await detail(withReason)).toMatchObject({ abnormalFlag: 0, abnormalReason: null });
    const entries = (await timeline(withReason)).slice(-2);
    expect(entries).toMatchObject([
      { action: 'setAbnormal', reason: 'Address unclear' },
      { action: 'clearAbnormal', reason: 'Merchant confirmed the address' },
    ]);
    expect((await timeline(without)).at(-1)).toMatchObject({ action: 'clearAbnormal', reason: null });
    // The merchant reads the same entry on its side.
    const mine = await call<Entry[]>('GET', '/api/merchantOrder/timeline', merchant, undefined, {
      id: String(withReason),
    });
    expect(mine.body.result.at(-1)).toMatchObject({
      action: 'clearAbnormal',
      reason: 'Merchant confirmed the address',
    });
    const [cleared] = await events('order.abnormalCleared', [withReason]);
    expect(cleared?.payload.input).toEqual({ clearReason: 'Merchant confirmed the address' });
  });

  it('a batch pass passes the orders whose checks succeed and names each refused one with what it lacks', async () => {
    const good = [await submitted(), await submitted(), await submitted()];
    const incomplete = await submitted(frontOnly);
    const cancelled = await submitted();
    await ok('/api/merchantOrder/cancel', merchant, { id: cancelled, cancelReason: 'Not needed' });
    const passedBefore = await submitted();
    await ok('/api/order/audit', factory, { id: passedBefore });
    const codes = new Map<number, string>();
    for (const id of [...good, incomplete, cancelled, passedBefore]) codes.set(id, (await detail(id)).orderCode);

    // The reviewer's selection, in the page's order (not the ids').
    const selection = [incomplete, good[2], cancelled, good[0], passedBefore, good[1]] as number[];
    const result = await ok<TransitionBatchResult>('/api/order/audit', factory, { ids: selection });
    expect(result.count).toBe(3);
    const code = (id: number) => codes.get(id) as string;
    expect(result.refused).toEqual([
      {
        id: incomplete,
        label: code(incomplete),
        code: 'O1003',
        message: `The order failed to pass review: ${code(incomplete)}: line 1: no print image for "Back"`,
      },
      {
        id: cancelled,
        label: code(cancelled),
        code: 'O1005',
        message: `Order "${code(cancelled)}" is cancelled and cannot be reviewed`,
      },
      {
        id: passedBefore,
        label: code(passedBefore),
        code: 'R0007',
        message: 'Cannot "Pass": the current state is "Passed"',
      },
    ]);

    // The passed ones: each line has its product, each order its timeline entry and one event.
    for (const id of good) {
      expect(await detail(id)).toMatchObject({
        approvalState: 1,
        lines: [{ productName: expect.stringMatching(/\S/) }],
      });
      expect((await timeline(id)).map((e) => e.action)).toEqual(['add', 'submit', 'audit']);
    }
    const passed = await events('order.passed', selection);
    expect(sorted(passed.map((e) => e.id))).toEqual(sorted([...good, passedBefore]));
    // The refused ones are as they were.
    expect(await detail(incomplete)).toMatchObject({
      approvalState: 0,
      submitState: 1,
      lines: [{ productName: null }],
    });
    expect((await timeline(incomplete)).map((e) => e.action)).toEqual(['add', 'submit']);
    expect(await detail(cancelled)).toMatchObject({ approvalState: 0, submitState: 2 });

    // In the caller's language; a selection of one refused order answers the same way.
    const chinese = await zh('/api/order/audit', factory, { ids: [incomplete] });
    expect(chinese.body.code).toBe(200);
    expect(chinese.body.result).toEqual({
      count: 0,
      refused: [
        {
          id: incomplete,
          label: code(incomplete),
          code: 'O1003',
          message: `订单未通过审核：「${code(incomplete)}」第 1 行缺少「后片」印花图`,
        },
      ],
    });
    // A single order is refused with the message, as before.
    const single = await call('POST', '/api/order/audit', factory, { id: incomplete });
    expect(single.body.code).toBe(400);
    expect(single.body.message).toContain('line 1: no print image for "Back"');
    expect((await detail(incomplete)).approvalState).toBe(0);
  });

  it('two reviewers passing overlapping selections at once pass each order exactly once', async () => {
    const good = [await submitted(), await submitted(), await submitted(), await submitted()];
    const bad = await submitted(frontOnly);
    // Both selections hold the bad order, so both go row by row; the second lists the rows backwards.
    const first = [good[0], good[1], good[2], bad] as number[];
    const second = [bad, good[3], good[2], good[1]] as number[];
    const [a, b] = await Promise.all([
      ok<TransitionBatchResult>('/api/order/audit', factory, { ids: first }),
      ok<TransitionBatchResult>('/api/order/audit', factory, { ids: second }),
    ]);
    expect(a.count + b.count).toBe(good.length);
    const refusedTwice = [...a.refused, ...b.refused].filter((r) => r.id !== bad);
    // good[1] and good[2] were in both: whoever came second found them passed.
    expect(sorted(refusedTwice.map((r) => r.id))).toEqual(sorted([good[1], good[2]] as number[]));
    for (const r of refusedTwice) expect(r.message).toBe('Cannot "Pass": the current state is "Passed"');
    expect([...a.refused, ...b.refused].filter((r) => r.id === bad)).toHaveLength(2);

    const passed = await events('order.passed', [...good, bad]);
    expect(sorted(passed.map((e) => e.id))).toEqual(sorted(good));
    for (const id of good) expect((await timeline(id)).filter((e) => e.action === 'audit')).toHaveLength(1);
    expect((await detail(bad)).approvalState).toBe(0);
  });
});
