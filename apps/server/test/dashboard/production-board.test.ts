import type { DashboardOverview, ProductionBoard } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asPlatform } from '../../src/db/context.ts';
import { WORKSTATION_IDS as WS } from '../../src/seed/base-data-ids.ts';
import { PRODUCT_IDS } from '../../src/seed/process-ids.ts';
import { serverSuite } from '../helpers/suite.ts';
import { floorCalls, mapSkus, type Page, type Row } from '../production/floor.ts';

/**
 * The production board (GET /api/dashboard/production and the report pages' calls) counts what the
 * floor did: pieces made from a passed order and scanned at the stations move WIP by process, late
 * and due-today counts, the defect rate by defect item, output by process and printer use by
 * exactly what happened (differences before/after, so the demo floor's own pieces do not matter).
 * Another tenant sees none of it; bad ranges are refused with a message.
 */

const PRETREAT = '前处理';
const PRINT = '直喷打印';
const DRY = '烘干固化';

describe('production board: the floor in figures', () => {
  const suite = serverSuite(
    { factory: 'factory', merchant: ['merchant', 'merchant'], operator: 'operator' },
    { setup: (server) => mapSkus(server, [{ skuCode: 'BOARD-DTG-M', productId: PRODUCT_IDS.dtgTeeWhite }]) },
  );
  const { factory, ok, orderOf, workOrdersOf, passedOrder } = floorCalls(suite);
  const board = async (who: 'factory' | 'merchant' = 'factory', query: Record<string, string> = {}) => {
    const res = await suite.caller(who).get<ProductionBoard>('/api/dashboard/production', query);
    expect(res.body.message).toBe('');
    return res.body.result;
  };
  const scan = async (workstationId: number, code: string, extra: Record<string, unknown> = {}) =>
    ok<Record<string, unknown>>('factory', '/api/dtgProduction/scan', { workstationId, code, ...extra });
  const wipOf = (b: ProductionBoard, process: string) => b.wip.find((w) => w.process === process)?.pieces ?? 0;
  const outputOf = (b: ProductionBoard, process: string, kind: 'qualified' | 'unqualified') =>
    (b.output.find((o) => o.process === process)?.[kind] ?? []).reduce((a, c) => a + c, 0);
  const shift = (date: string, days: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  it('WIP by process, late, defects by item, output and printer use follow the scans', async () => {
    const printer = (await factory().get<Row[]>('/api/dtgProduction/stations')).body.result.find(
      (s) => s.id === WS.dtg01,
    );
    expect(printer?.deviceId).toEqual(expect.any(Number));
    const defect = (await factory().post<Page<Row>>('/api/defectItem/page', { pageSize: 1 })).body.result.items[0];
    const defectName = String(defect?.name);

    const before = await board();
    const overviewBefore = (await factory().get<DashboardOverview>('/api/dashboard/overview')).body.result;
    expect(before.range).toMatchObject({ from: before.range.today, to: before.range.today, bucket: 'hour' });
    expect(before.buckets).toHaveLength(24);

    const id = await passedOrder([['BOARD-DTG-M', 3]]);
    const [wo] = await workOrdersOf(String((await orderOf(id)).orderCode));
    await ok('factory', '/api/workOrder/release', { id: wo?.id });
    const pieces = (await factory().get<Row[]>('/api/workOrder/pieces', { id: String(wo?.id) })).body.result;
    expect(pieces).toHaveLength(3);
    const [a, b, c] = pieces.map((p) => String(p.code)) as [string, string, string];

    // a: pretreated, printed unqualified (scrapped, reprinted as a-R1); b: pretreated and printed; c: waits.
    await scan(WS.pretreat01, a);
    await scan(WS.dtg01, a, { result: 2, defectItemId: defect?.id });
    await scan(WS.pretreat01, b);
    await scan(WS.dtg01, b);
    const today = before.range.today;
    await asPlatform(suite.server.db, (tx) =>
      tx.execute(sql`update pro_piece set demand_date = case code when ${c} then ${shift(today, -1)}::date
                       when ${b} then ${today}::date else ${shift(today, 5)}::date end
                      where work_order_id = ${wo?.id}`),
    );

    const after = await board();
    expect(wipOf(after, PRETREAT) - wipOf(before, PRETREAT)).toBe(2); // c and a-R1
    expect(wipOf(after, DRY) - wipOf(before, DRY)).toBe(1); // b
    expect(wipOf(after, PRINT) - wipOf(before, PRINT)).toBe(0);
    expect(after.late.overdue - before.late.overdue).toBe(1);
    expect(after.late.dueToday - before.late.dueToday).toBe(1);
    expect(after.late.live - before.late.live).toBe(3);

    expect(after.defects.scans - before.defects.scans).toBe(4);
    expect(after.defects.unqualified - before.defects.unqualified).toBe(1);
    expect(after.defects.rate).toBeCloseTo(after.defects.unqualified / after.defects.scans, 4);
    const item = (x: ProductionBoard) => x.defects.items.find((i) => i.defect === defectName)?.count ?? 0;
    expect(item(after) - item(before)).toBe(1);

    expect(outputOf(after, PRETREAT, 'qualified') - outputOf(before, PRETREAT, 'qualified')).toBe(2);
    expect(outputOf(after, PRINT, 'qualified') - outputOf(before, PRINT, 'qualified')).toBe(1);
    expect(outputOf(after, PRINT, 'unqualified') - outputOf(before, PRINT, 'unqualified')).toBe(1);

    const used = (x: ProductionBoard) => x.printers.find((p) => p.deviceId === printer?.deviceId);
    expect((used(after)?.printed ?? 0) - (used(before)?.printed ?? 0)).toBe(2);
    expect(used(after)?.busyMinutes).toBeGreaterThanOrEqual(10);
    expect(used(after)?.utilisation).toBeGreaterThan(0);
    expect(used(after)?.utilisation).toBeLessThanOrEqual(1);

    // The workbench's production tiles read the same floor.
    const overview = (await factory().get<DashboardOverview>('/api/dashboard/overview')).body.result;
    expect(overview.production.available).toBe(true);
    expect(overview.production.piecesScannedToday - overviewBefore.production.piecesScannedToday).toBe(4);
    expect(overview.production.late - overviewBefore.production.late).toBe(1);
    expect(overview.production.dueToday - overviewBefore.production.dueToday).toBe(1);
    expect(overview.production.abnormal - overviewBefore.production.abnormal).toBe(1);

    // The order placed today is counted on today's row, passed.
    const day = after.orders?.find((o) => o.date === today);
    const dayBefore = before.orders?.find((o) => o.date === today);
    expect((day?.passed ?? 0) - (dayBefore?.passed ?? 0)).toBe(1);

    // A week's range answers per day, the report page's call the same figures.
    const week = await board('factory', { from: shift(today, -6), to: today });
    expect(week.range.bucket).toBe('day');
    expect(week.buckets).toHaveLength(7);
    expect(week.logins).toHaveLength(7);
    expect(week.defects.scans).toBeGreaterThanOrEqual(after.defects.scans);
    const report = await factory().get<ProductionBoard>('/api/productionOverview/list', {});
    expect(report.body.result.wip).toEqual(after.wip);
  });

  it("another tenant sees none of the factory's figures", async () => {
    const mine = await board('merchant');
    expect(mine.wip).toEqual([]);
    expect(mine.printers).toEqual([]);
    expect(mine.output).toEqual([]);
    expect(mine.defects).toMatchObject({ scans: 0, unqualified: 0, items: [] });
    expect(mine.late).toEqual({ overdue: 0, dueToday: 0, live: 0 });
    const overview = (await suite.caller('merchant').get<DashboardOverview>('/api/dashboard/overview')).body.result;
    expect(overview.production.available).toBe(false);
  });

  it('bad ranges are refused with a message; the report calls need their button', async () => {
    const bad = await factory().get('/api/dashboard/production', { from: '2026-13-40' });
    expect(bad.body.code).not.toBe(200);
    expect(bad.body.message).toContain('date');
    const reversed = await factory().get('/api/dashboard/production', { from: '2026-05-10', to: '2026-05-01' });
    expect(reversed.body.code).not.toBe(200);
    const tooLong = await factory().get('/api/dashboard/production', { from: '2025-01-01', to: '2026-01-01' });
    expect(tooLong.body.code).not.toBe(200);
    const merchantReport = await suite.caller('merchant').get('/api/dataBoard/list', {});
    expect(merchantReport.body.code).toBe(403);
  });
});
