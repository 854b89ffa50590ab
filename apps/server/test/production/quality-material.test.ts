import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { DEVICE_IDS, WORKSTATION_IDS as WS } from '../../src/seed/base-data-ids.ts';
import { PROCESS_IDS, PRODUCT_IDS } from '../../src/seed/process-ids.ts';
import { serverSuite } from '../helpers/suite.ts';
import { floorCalls, mapSkus, type Page, type Row } from './floor.ts';

interface PickLine {
  group: string;
  name: string;
  colour: string | null;
  size: string | null;
  quantity: number;
  image: string | null;
}
interface Picking {
  workOrder: Row & { code: string };
  lines: PickLine[];
}

/**
 * The material detail image (what to pick per work order, with pictures, as xlsx), quality
 * reporting's "change device" (only before completed, only a device of the process' kind) and the
 * heat batch's fault (issue 15).
 */
describe('production: material detail image, change device, heat batch fault', () => {
  const suite = serverSuite(
    { merchant: ['merchant', 'merchant'], factory: 'factory' },
    {
      setup: (server) =>
        mapSkus(server, [
          { skuCode: 'QM-DTG-M', productId: PRODUCT_IDS.dtgTeeWhite },
          { skuCode: 'QM-HT-M', productId: PRODUCT_IDS.heatTee },
        ]),
    },
  );
  const { factory, ok, orderOf, workOrdersOf, passedOrder } = floorCalls(suite);
  const SLOW = 180_000;

  it(
    'the picking list of a work order: its blanks (live pieces) and its BOM with pictures; xlsx export',
    async () => {
      const id = await passedOrder([['QM-DTG-M', 3]]);
      const [wo] = await workOrdersOf(String((await orderOf(id)).orderCode));
      const woId = Number(wo?.id);
      const before = await ok<Picking>('factory', '/api/materialImage/details', { ids: [woId] });
      expect(before).toHaveLength(1);
      const detail = (await factory().get<Row & { bom: Row[] }>('/api/workOrder/detail', { id: String(woId) })).body
        .result;
      const [pick] = before as unknown as Picking[];
      expect(pick?.lines[0]).toMatchObject({ group: 'blank', colour: '白色', size: 'M', quantity: 3 });
      expect(pick?.lines.filter((l) => l.group === 'material')).toHaveLength(detail.bom.length);
      for (const [i, b] of detail.bom.entries())
        expect(pick?.lines[i + 1]?.quantity).toBeCloseTo(Number(b.quantity ?? Number(b.rate) * 3), 3);
      expect(pick?.lines[0]?.image).toBeTruthy();

      // Released, then one piece scrapped at pretreatment: its reprint replaces it, the blanks stay 3 + 1 made.
      await ok('factory', '/api/workOrder/release', { id: woId });
      const pieces = (await factory().get<Row[]>('/api/workOrder/pieces', { id: String(woId) })).body.result;
      const [defect] = (await factory().get<Row[]>('/api/defectItem/list')).body.result;
      await ok('factory', '/api/dtgProduction/scan', {
        workstationId: WS.pretreat01,
        code: pieces[0]?.code,
        result: 2,
        defectItemId: defect?.id,
      });
      const after = await ok<Picking[]>('factory', '/api/materialImage/details', { ids: [woId] });
      expect(after[0]?.lines[0]?.quantity).toBe(3);

      const page = await ok<Page<Row>>('factory', '/api/materialImage/page', { code: String(wo?.code) });
      expect(page.items.map((r) => r.id)).toEqual([woId]);
      const got = (await factory().get<Picking>('/api/materialImage/detail', { id: String(woId) })).body.result;
      expect(got.workOrder.code).toBe(wo?.code);

      const res = await suite.server.app.inject({
        method: 'POST',
        url: '/api/materialImage/export',
        headers: {
          authorization: `Bearer ${suite.factory}`,
          'content-type': 'application/json',
          'accept-language': 'en',
        },
        payload: { ids: [woId] },
      });
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = wb.worksheets[0];
      expect(sheet?.getRow(1).getCell(1).value).toBe('Work order');
      expect(sheet?.rowCount).toBe(1 + (after[0]?.lines.length ?? 0));
      expect(sheet?.getRow(2).getCell(3).value).toBe('Blank');
      const missing = await factory().post('/api/materialImage/details', { ids: [1] });
      expect(missing.body.message).toContain('not found');
    },
    SLOW,
  );

  it(
    "change device: a device of the process' kind, before the report is completed",
    async () => {
      const id = await passedOrder([['QM-DTG-M', 1]]);
      const [wo] = await workOrdersOf(String((await orderOf(id)).orderCode));
      await ok('factory', '/api/workOrder/release', { id: wo?.id });
      const [piece] = (await factory().get<Row[]>('/api/workOrder/pieces', { id: String(wo?.id) })).body.result;
      await ok('factory', '/api/dtgProduction/scan', { workstationId: WS.pretreat01, code: piece?.code });
      const reports = await ok<Page<Row>>('factory', '/api/workReport/page', { pieceCode: piece?.code });
      const report = reports.items[0];
      expect(report).toMatchObject({ deviceId: DEVICE_IDS.pretreat01 });
      // A DTG printer is not a pretreatment machine.
      const wrongKind = await factory().post('/api/workReport/changeDevice', {
        id: report?.id,
        deviceId: DEVICE_IDS.gtx01,
      });
      expect(wrongKind.body.message).toContain('is not of the device type');
      // A workstation of another process.
      const wrongStation = await factory().post('/api/workReport/changeDevice', {
        id: report?.id,
        deviceId: DEVICE_IDS.pretreat01,
        workstationId: WS.dtg01,
      });
      expect(wrongStation.body.message).toContain('is not of the device type');
      const bad = await factory().post('/api/workReport/changeDevice', { id: report?.id });
      expect(bad.body.code).toBe(400);
      await ok('factory', '/api/workReport/changeDevice', { id: report?.id, deviceId: DEVICE_IDS.pretreat01 });
      // The DTG print report can move between the DTG printers.
      await ok('factory', '/api/dtgProduction/scan', { workstationId: WS.dtg01, code: piece?.code });
      const printed = (await ok<Page<Row>>('factory', '/api/workReport/page', { pieceCode: piece?.code })).items.find(
        (r) => r.deviceId === DEVICE_IDS.gtx01,
      );
      expect(printed).toBeDefined();
      await ok('factory', '/api/workReport/changeDevice', { id: printed?.id, deviceId: DEVICE_IDS.gtx02 });
      const moved = (await factory().get<Row>('/api/workReport/detail', { id: String(printed?.id) })).body.result;
      expect(moved.deviceId).toBe(DEVICE_IDS.gtx02);
      await ok('factory', '/api/workReport/audit', { id: printed?.id });
      const completed = await factory().post('/api/workReport/changeDevice', {
        id: printed?.id,
        deviceId: DEVICE_IDS.gtx01,
      });
      expect(completed.body.message).toContain('completed');
    },
    SLOW,
  );

  it(
    'a report added by hand: at a process of the work order, unqualified computed, to be reported → reported → completed',
    async () => {
      const id = await passedOrder([['QM-DTG-M', 4]]);
      const [wo] = await workOrdersOf(String((await orderOf(id)).orderCode));
      const [defect] = (await factory().get<Row[]>('/api/defectItem/list')).body.result;
      const report = (extra: Record<string, unknown>) => ({
        workOrderId: wo?.id,
        processId: PROCESS_IDS.qualityCheck,
        reportedQty: 4,
        qualifiedQty: 3,
        ...extra,
      });
      // Not released yet: no task at quality check.
      const early = await factory().post('/api/workReport/add', report({}));
      expect(early.body.message).toContain('has no task at process');
      await ok('factory', '/api/workOrder/release', { id: wo?.id });
      // A heat press is not on the DTG route.
      const offRoute = await factory().post('/api/workReport/add', report({ processId: PROCESS_IDS.heatPress }));
      expect(offRoute.body.message).toContain('has no task at process');
      const tooMany = await factory().post('/api/workReport/add', report({ qualifiedQty: 5 }));
      expect(tooMany.body.code).toBe(400);
      // The defect items cannot add up to more than the unqualified pieces.
      const defects = await factory().post(
        '/api/workReport/add',
        report({ defects: [{ defectItemId: defect?.id, quantity: 2 }] }),
      );
      expect(defects.body.message).toContain('add up to 2, more than the 1 unqualified');
      expect((await ok<Page<Row>>('factory', '/api/workReport/page', { workOrderId: wo?.id })).total).toBe(0);

      const reportId = await ok<number>(
        'factory',
        '/api/workReport/add',
        report({ defects: [{ defectItemId: defect?.id, quantity: 1 }] }),
      );
      const added = (await factory().get<Row>('/api/workReport/detail', { id: String(reportId) })).body.result;
      expect(added).toMatchObject({ state: 0, reportedQty: 4, qualifiedQty: 3, unqualifiedQty: 1, scheduledQty: 4 });
      // Editable while to be reported; the unqualified quantity follows.
      await ok('factory', '/api/workReport/update', { id: reportId, qualifiedQty: 4, defects: [] });
      expect((await factory().get<Row>('/api/workReport/detail', { id: String(reportId) })).body.result).toMatchObject({
        unqualifiedQty: 0,
      });
      // Not audited before it is reported.
      expect((await factory().post('/api/workReport/audit', { id: reportId })).body.code).not.toBe(200);
      await ok('factory', '/api/workReport/report', { id: reportId });
      const edit = await factory().post('/api/workReport/update', { id: reportId, qualifiedQty: 2 });
      expect(edit.body.message).toContain('the current state is');
      const remove = await factory().post('/api/workReport/delete', { id: reportId });
      expect(remove.body.message).toContain('the current state is');
      await ok('factory', '/api/workReport/audit', { id: reportId });
      const done = (await factory().get<Row>('/api/workReport/detail', { id: String(reportId) })).body.result;
      expect(done.state).toBe(2);
      expect(done.approverName).toBeTruthy();
    },
    SLOW,
  );

  it(
    'a heat batch in progress can be set to fault with a reason, once',
    async () => {
      // A heat batch made by batching (released heat pieces, "release now").
      const order = await passedOrder([['QM-HT-M', 1]]);
      const [wo] = await workOrdersOf(String((await orderOf(order)).orderCode));
      await ok('factory', '/api/workOrder/release', { id: wo?.id });
      await ok('factory', '/api/heatBatch/autoBatch', { releasePartial: true });
      const [batch] = (await ok<Page<Row>>('factory', '/api/heatBatch/page', { pageSize: 1 })).items;
      const id = Number(batch?.id);
      expect(batch).toMatchObject({ heatState: 1 });
      const noReason = await factory().post('/api/heatBatch/setFault', { id });
      expect(noReason.body.code).toBe(400);
      await ok('factory', '/api/heatBatch/setFault', { id, faultReason: 'film jammed' });
      expect((await factory().get<Row>('/api/heatBatch/detail', { id: String(id) })).body.result).toMatchObject({
        heatState: 3,
        faultReason: 'film jammed',
      });
      const again = await factory().post('/api/heatBatch/setFault', { id, faultReason: 'again' });
      expect(again.body.code).not.toBe(200);
    },
    SLOW,
  );
});
