import { describe, expect, it } from 'vitest';
import { inTenant } from '../../src/db/context.ts';
import { workOrdersFromOrder } from '../../src/modules/production/work-orders/from-orders.ts';
import { WORKSTATION_IDS as WS } from '../../src/seed/base-data-ids.ts';
import { SEED } from '../../src/seed/ids.ts';
import { PRODUCT_IDS } from '../../src/seed/process-ids.ts';
import { PRODUCTION_WORKSTATION_IDS as PWS } from '../../src/seed/production-ids.ts';
import { serverSuite } from '../helpers/suite.ts';
import { floorCalls, mapSkus, type Page, type Row } from './floor.ts';

/**
 * Production (issue 15) end to end on the real server and database: a passed order becomes work
 * orders, release makes pieces and tasks, auto-batching groups them by strategy, audit forbids
 * unbinding, and scans move every piece through its route at the stations — out of order, twice,
 * scrapped and foreign scans refused — while the order's production state and timeline follow.
 */

describe('production: work orders, batching, scanning', () => {
  const suite = serverSuite(
    { merchant: ['merchant', 'merchant'], factory: 'factory', merchant2: ['merchant2', 'merchant'] },
    {
      setup: (server) =>
        mapSkus(server, [
          { skuCode: 'PRO-DTG-M', productId: PRODUCT_IDS.dtgTeeWhite },
          { skuCode: 'PRO-HT-M', productId: PRODUCT_IDS.heatTee },
        ]),
    },
  );
  const { factory, ok, settle, orderOf, workOrdersOf, passedOrder } = floorCalls(suite);
  const scan = (workstationId: number, code: string, extra: Record<string, unknown> = {}) =>
    factory().post<Record<string, unknown>>('/api/dtgProduction/scan', { workstationId, code, ...extra });

  it('a passed order becomes one work order per line, once; release makes its pieces n of N and its tasks', async () => {
    const id = await passedOrder([
      ['PRO-DTG-M', 2],
      ['PRO-DTG-M', 1],
    ]);
    const order = await orderOf(id);
    const wos = await workOrdersOf(String(order.orderCode));
    expect(wos).toHaveLength(2);
    expect(wos.map((w) => w.state)).toEqual([0, 0]);
    expect(wos.map((w) => w.quantity).sort()).toEqual([1, 2]);
    // A redelivered "passed" adds nothing: one work order per order line.
    const again = await inTenant(suite.server.db, SEED.factory.tenantId, (tx) =>
      workOrdersFromOrder(tx, SEED.factory.tenantId, id, { userId: null, name: null }),
    );
    expect(again).toBe(0);

    await ok('factory', '/api/workOrder/release', { ids: wos.map((w) => w.id) });
    await settle(async () => (await orderOf(id)).productionState === 1);
    const first = wos.find((w) => w.quantity === 2) as Row;
    const pieces = (await factory().get<Row[]>('/api/workOrder/pieces', { id: String(first.id) })).body.result;
    expect(pieces.map((p) => [p.pieceNo, p.pieceTotal, p.state, p.nextProcessName])).toEqual([
      [1, 3, 0, '前处理'],
      [2, 3, 0, '前处理'],
    ]);
    const tasks = (await factory().get<Row[]>('/api/workOrder/tasks', { id: String(first.id) })).body.result;
    expect(tasks.map((t) => t.processName)).toEqual(['前处理', '直喷打印', '烘干固化', '质检', '包装']);
    expect((await orderOf(id)).productionState).toBe(1);
    // Released work cannot be released again.
    const twice = await factory().post('/api/workOrder/release', { id: first.id });
    expect(twice.body.message).toContain('Released');
  });

  it('auto-batch by strategy, audit, and unbinding after audit refused with the spec message', async () => {
    await ok('factory', '/api/batchStrategy/add', {
      code: 'S-TEST',
      name: 'Test DTG',
      printKind: 1,
      slots: 3,
      mixedSku: true,
      orderNo: 1,
    });
    const id = await passedOrder([['PRO-DTG-M', 5]]);
    const [wo] = await workOrdersOf(String((await orderOf(id)).orderCode));
    await ok('factory', '/api/workOrder/release', { id: wo?.id });
    const full = await ok<Record<string, number>>('factory', '/api/batch/autoBatch', {});
    // Full batches of 3 only; the rest waits for more pieces or the cut-off.
    const pool = Number(full.pieces) + Number(full.waiting);
    expect(pool).toBeGreaterThanOrEqual(5);
    expect(full).toMatchObject({ batches: Math.floor(pool / 3), pieces: pool - (pool % 3), waiting: pool % 3 });
    const rest = await ok<Record<string, number>>('factory', '/api/batch/autoBatch', { releasePartial: true });
    expect(rest).toMatchObject({ pieces: pool % 3, waiting: 0 });
    const batches = (await factory().post<Page<Row>>('/api/batch/page', { pageSize: 100 })).body.result.items;
    const batch = batches[0] as Row;
    const members = (await factory().get<Row[]>('/api/batch/pieces', { id: String(batch.id) })).body.result;
    expect(members.length).toBe(batch.quantity);
    // Every piece is in exactly one batch.
    const pieces = (await factory().get<Row[]>('/api/workOrder/pieces', { id: String(wo?.id) })).body.result;
    expect(pieces.every((p) => p.batchNo)).toBe(true);

    await ok('factory', '/api/batch/audit', { id: batch.id });
    const unbind = await factory().post('/api/batch/unbind', { id: batch.id });
    expect(unbind.body.code).not.toBe(200);
    expect(unbind.body.message).toContain('Unbinding a batch after audit is not supported');
    const removing = await factory().post('/api/batch/removePieces', { id: batch.id, pieceIds: [members[0]?.id] });
    expect(removing.body.message).toContain('audited');
    // A pending batch unbinds: its pieces wait again.
    const pending = batches.find((b) => b.id !== batch.id) as Row;
    await ok('factory', '/api/batch/unbind', { id: pending.id });
    const freed = (await factory().get<Row[]>('/api/batch/pieces', { id: String(pending.id) })).body.result;
    expect(freed).toEqual([]);
  });

  it('scans move a piece through its route; out of order, twice and scrapped scans are refused; the order follows', async () => {
    const id = await passedOrder([['PRO-DTG-M', 1]]);
    const code = String((await orderOf(id)).orderCode);
    const [wo] = await workOrdersOf(code);
    await ok('factory', '/api/workOrder/release', { id: wo?.id });
    const [piece] = (await factory().get<Row[]>('/api/workOrder/pieces', { id: String(wo?.id) })).body.result;
    const pieceCode = String(piece?.code);

    const early = await scan(WS.dtg01, pieceCode);
    expect(early.body.message).toContain('must be scanned at "前处理" next');
    const unknown = await scan(WS.pretreat01, 'NO-SUCH-PIECE');
    expect(unknown.body.message).toContain('No piece found for "NO-SUCH-PIECE"');

    const route = [WS.pretreat01, WS.dtg01, WS.dryer01, PWS.qc01, PWS.pack01];
    for (const [i, ws] of route.entries()) {
      const res = await scan(ws, pieceCode);
      expect(res.body.message).toBe('');
      expect(res.body.result).toMatchObject({ pieceCode, finished: i === route.length - 1 });
      // Every station shows the line's artwork, whether its scan ran alone (pretreatment, curing,
      // quality) or in a transaction with the order's progress (print, pack): scanAtStation.
      expect(res.body.result.areas).toEqual([
        {
          area: 1,
          printImage: 'https://cdn.example.com/art/front.png',
          mockupImage: null,
          x: null,
          y: null,
          scale: null,
          angle: null,
        },
      ]);
      if (i === 0) {
        const twice = await scan(ws, pieceCode);
        expect(twice.body.message).toContain('has already been scanned at "前处理"');
      }
    }
    await settle(async () => (await orderOf(id)).productionState === 2);
    const after = await orderOf(id);
    expect(after).toMatchObject({ productionState: 2, printState: 1 });
    const timeline = (await factory().get<Row[]>('/api/order/timeline', { id: String(id) })).body.result;
    expect(timeline.map((e) => e.action)).toEqual(
      expect.arrayContaining(['audit', 'inProduction', 'piecesPrinted', 'productionCompleted']),
    );
    const finished = await scan(PWS.pack01, pieceCode);
    expect(finished.body.message).toContain('cannot be scanned');
    const records = (await factory().post<Page<Row>>('/api/workReportRecord/page', { pieceCode })).body.result;
    expect(records.total).toBe(5);
  });

  it("the order's last two pieces finished at the same instant: the order is completed", async () => {
    // Each scan's transaction counts the order's pieces; without a lock per order, each would see the
    // other's piece unfinished (not yet committed) and neither would announce the order completed.
    for (let round = 0; round < 3; round++) {
      // Two lines, so two work orders: the two pack scans do not queue on one task's row.
      const id = await passedOrder([
        ['PRO-DTG-M', 1],
        ['PRO-DTG-M', 1],
      ]);
      const wos = await workOrdersOf(String((await orderOf(id)).orderCode));
      await ok('factory', '/api/workOrder/release', { ids: wos.map((w) => w.id) });
      const codes: string[] = [];
      for (const wo of wos)
        for (const p of (await factory().get<Row[]>('/api/workOrder/pieces', { id: String(wo.id) })).body.result)
          codes.push(String(p.code));
      expect(codes).toHaveLength(2);
      for (const ws of [WS.pretreat01, WS.dtg01, WS.dryer01, PWS.qc01])
        for (const code of codes) expect((await scan(ws, code)).body.message).toBe('');
      const last = await Promise.all(codes.map((code) => scan(PWS.pack01, code)));
      expect(last.map((r) => r.body.message)).toEqual(['', '']);
      await settle(async () => (await orderOf(id)).productionState === 2);
    }
  });

  it('an unqualified piece is scrapped and reprinted; two stations scanning at once: one wins', async () => {
    const id = await passedOrder([['PRO-DTG-M', 1]]);
    const [wo] = await workOrdersOf(String((await orderOf(id)).orderCode));
    await ok('factory', '/api/workOrder/release', { id: wo?.id });
    const [piece] = (await factory().get<Row[]>('/api/workOrder/pieces', { id: String(wo?.id) })).body.result;
    const code = String(piece?.code);
    const both = await Promise.all([scan(WS.pretreat01, code), scan(WS.pretreat01, code)]);
    expect(both.filter((r) => r.body.code === 200)).toHaveLength(1);
    const noDefect = await scan(WS.dtg01, code, { result: 2 });
    expect(noDefect.body.message).toContain('defect item');
    const defects = (await factory().post<Page<Row>>('/api/defectItem/page', { pageSize: 1 })).body.result.items;
    const bad = await scan(WS.dtg01, code, { result: 2, defectItemId: defects[0]?.id });
    expect(bad.body.result).toMatchObject({ result: 2, reprintCode: `${code}-R1` });
    const scrapped = await scan(WS.dtg01, code);
    expect(scrapped.body.message).toContain('Scrapped');
    const pieces = (await factory().get<Row[]>('/api/workOrder/pieces', { id: String(wo?.id) })).body.result;
    expect(pieces.map((p) => [p.code, p.state])).toEqual(
      expect.arrayContaining([
        [code, 3],
        [`${code}-R1`, 0],
      ]),
    );
    const closing = await factory().post('/api/workOrder/close', { id: wo?.id });
    expect(closing.body.message).toContain('unfinished piece');
  });

  it('a batch added by hand keeps its page: a heat batch is a heat batch, a DTG batch a DTG batch', async () => {
    const heat = await ok<number>('factory', '/api/heatBatch/add', { orderSize: 0 });
    const dtg = await ok<number>('factory', '/api/batch/add', { orderSize: 0 });
    const heatRow = (await factory().get<Row>('/api/heatBatch/detail', { id: String(heat) })).body.result;
    expect(heatRow).toMatchObject({ id: heat, printKind: 2 });
    expect((await factory().get<Row>('/api/batch/detail', { id: String(dtg) })).body.result).toMatchObject({
      id: dtg,
      printKind: 1,
    });
    // Neither page shows the other's batch.
    expect((await factory().get<Row | null>('/api/batch/detail', { id: String(heat) })).body.result).toBeNull();
  });

  it('another tenant sees and scans nothing of this factory', async () => {
    const id = await passedOrder([['PRO-DTG-M', 1]]);
    const [wo] = await workOrdersOf(String((await orderOf(id)).orderCode));
    const other = suite.caller('merchant2');
    const page = await other.post<Page<Row>>('/api/workOrder/page', {});
    expect(page.body.code).not.toBe(200);
    const detail = await other.get('/api/workOrder/pieces', { id: String(wo?.id) });
    expect(detail.body.code).not.toBe(200);
  });
});
