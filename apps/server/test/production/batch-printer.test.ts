import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OtherPrinterScan, ScanResult } from '@printfloor/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { DEVICE_IDS, WORKSTATION_IDS as WS } from '../../src/seed/base-data-ids.ts';
import { PRODUCT_IDS } from '../../src/seed/process-ids.ts';
import { serverSuite } from '../helpers/suite.ts';
import { floorCalls, mapSkus, type Page, RENDER_TIMEOUT, type Row } from './floor.ts';

const GTX01 = 'Brother GTXpro Bulk 1 号机';
const GTX02 = 'Brother GTXpro Bulk 2 号机';

/**
 * A print scan at another printer than the batch's (issue 35): refused with the batch's printer named
 * (the default), or — where the general settings allow it with a reason — refused until the scan gives
 * one, then the reason is in the scan log and the files go only to the scanning printer's hot folder
 * (a transfer of the batch leaves the piece out). A batch without a printer scans as before.
 */
describe('production: the print scan and the batch printer', () => {
  const hot = mkdtempSync(path.join(tmpdir(), 'pf-batch-printer-'));
  afterAll(() => rmSync(hot, { recursive: true, force: true }));
  const suite = serverSuite(
    { merchant: ['merchant', 'merchant'], factory: 'factory' },
    { setup: (server) => mapSkus(server, [{ skuCode: 'BP-DTG-M', productId: PRODUCT_IDS.dtgTeeWhite }]) },
  );
  const { factory, ok, passedOrder, artwork, orderOf, workOrdersOf, setFolder } = floorCalls(suite);
  const scan = (body: Record<string, unknown>, lang = 'en') =>
    suite.server.call<{ files: string[]; nextProcessName: string | null }>('POST', '/api/dtgProduction/scan', {
      token: suite.factory,
      body,
      headers: { 'accept-language': lang },
    });
  const setting = (otherPrinterScan: number) => ok('factory', '/api/generalSetting/update', { otherPrinterScan });
  const piecesOf = async (workOrderId: number) =>
    (await factory().get<Row[]>('/api/workOrder/pieces', { id: String(workOrderId) })).body.result;
  /** The process a piece waits at (its work order's pieces as the work order lists them). */
  const nextOf = async (workOrderId: number, piece: Row | undefined) =>
    (await piecesOf(workOrderId)).find((p) => p.id === piece?.id)?.nextProcessName;
  const scansOf = async (code: string) =>
    (await ok<Page<Row>>('factory', '/api/workReportRecord/page', { pieceCode: code, pageSize: 50 })).items;

  /** `quantity` released pieces in a batch made by hand on `deviceId` (null: no printer), each pretreated. */
  async function batched(quantity: number, deviceId: number | null, tag: string) {
    const order = await passedOrder([['BP-DTG-M', quantity]], await artwork('#2b6be4'));
    const workOrderId = Number((await workOrdersOf(String((await orderOf(order)).orderCode)))[0]?.id);
    await ok('factory', '/api/workOrder/release', { id: workOrderId });
    const pieces = await piecesOf(workOrderId);
    const batchId = await ok<number>('factory', '/api/batch/add', {
      batchNo: `BP-${tag}-${Date.now()}`,
      ...(deviceId ? { deviceId } : {}),
    });
    await ok('factory', '/api/batch/addPieces', { id: batchId, pieceIds: pieces.map((p) => p.id) });
    for (const p of pieces)
      await ok('factory', '/api/dtgProduction/scan', { workstationId: WS.pretreat01, code: p.code });
    return { batchId, pieces, workOrderId };
  }
  /** Both DTG printers' hot folders, fresh for the test. */
  async function folders(tag: string) {
    const one = path.join(hot, `${tag}-gtx01`);
    const two = path.join(hot, `${tag}-gtx02`);
    mkdirSync(one, { recursive: true });
    mkdirSync(two, { recursive: true });
    await setFolder(DEVICE_IDS.gtx01, one);
    await setFolder(DEVICE_IDS.gtx02, two);
    return { one, two };
  }

  it(
    "refuses a print scan at another printer than the batch's, naming both, and changes nothing",
    async () => {
      await setting(OtherPrinterScan.Refuse);
      const { one, two } = await folders('refuse');
      const { pieces, workOrderId } = await batched(1, DEVICE_IDS.gtx01, 'R');
      const piece = pieces[0];
      const code = String(piece?.code);
      const before = await nextOf(workOrderId, piece);
      expect(before).toBe('直喷打印');

      const refused = await scan({ workstationId: WS.dtg02, code });
      expect(refused.body.code).not.toBe(200);
      expect(refused.body.message).toContain(`printed on printer "${GTX01}"`);
      expect(refused.body.message).toContain(`this workstation prints on "${GTX02}"`);
      const zh = await scan({ workstationId: WS.dtg02, code }, 'zh-CN');
      expect(zh.body.message).toContain(`在打印机「${GTX01}」打印，本工位是打印机「${GTX02}」`);
      // A reason does not help where the factory refuses; nor does an unqualified scan at that printer.
      const reasoned = await scan({ workstationId: WS.dtg02, code, printerReason: 'printer 1 is down' });
      expect(reasoned.body.message).toContain(`scan it at "${GTX01}"`);
      const scrapped = await scan({ workstationId: WS.dtg02, code, result: ScanResult.Unqualified });
      expect(scrapped.body.message).toContain(`scan it at "${GTX01}"`);

      // Nothing changed: the piece waits at print, only its pretreatment scan is logged, no file anywhere.
      expect(await nextOf(workOrderId, piece)).toBe(before);
      expect((await scansOf(code)).map((s) => s.processName)).toEqual(['前处理']);
      expect(existsSync(path.join(two, code))).toBe(false);
      expect(existsSync(path.join(one, code))).toBe(false);

      // At the batch's printer it prints as always, into that printer's folder.
      const printed = await ok<{ files: string[] }>('factory', '/api/dtgProduction/scan', {
        workstationId: WS.dtg01,
        code,
      });
      expect(printed.files.sort()).toEqual([`${code}-front.png`, `${code}-front.xml`]);
      expect(readdirSync(path.join(one, code)).sort()).toEqual(printed.files);
      expect(existsSync(path.join(two, code))).toBe(false);
      // A reprint (F8) at the other printer is refused the same way; at the batch's printer it goes.
      const reprint = (workstationId: number) =>
        suite.server.call<{ reprints: number }>('POST', '/api/dtgProduction/reprint', {
          token: suite.factory,
          body: { workstationId, code, reason: 'smudged' },
          headers: { 'accept-language': 'en' },
        });
      const elsewhere = await reprint(WS.dtg02);
      expect(elsewhere.body.message).toContain(`scan it at "${GTX01}"`);
      expect(existsSync(path.join(two, code))).toBe(false);
      expect((await reprint(WS.dtg01)).body.result.reprints).toBe(1);

      // A batch without a printer: any printer of the print process scans as before.
      const free = (await batched(1, null, 'N')).pieces[0];
      const anywhere = await ok<{ files: string[] }>('factory', '/api/dtgProduction/scan', {
        workstationId: WS.dtg02,
        code: free?.code,
      });
      expect(anywhere.files).toHaveLength(2);
      expect((await scansOf(String(free?.code))).every((s) => s.printerReason === null)).toBe(true);
    },
    RENDER_TIMEOUT,
  );

  it(
    "allows another printer with a reason where the settings say so: logged, files only in that printer's folder",
    async () => {
      await setting(OtherPrinterScan.AllowWithReason);
      const { one, two } = await folders('allow');
      const { batchId, pieces, workOrderId } = await batched(2, DEVICE_IDS.gtx01, 'A');
      const [moved, stays] = pieces;
      const code = String(moved?.code);

      // Without a reason (or a blank one) it is refused and asks for one; nothing changed.
      for (const printerReason of [undefined, '   ']) {
        const asked = await scan({ workstationId: WS.dtg02, code, ...(printerReason ? { printerReason } : {}) });
        expect(asked.body.code).not.toBe(200);
        expect(asked.body.message).toContain('give a reason to print it here');
        expect(asked.body.message).toContain(`"${GTX01}"`);
      }
      const zh = await scan({ workstationId: WS.dtg02, code }, 'zh-CN');
      expect(zh.body.message).toContain('在此打印需填写原因');
      expect(await nextOf(workOrderId, moved)).toBe('直喷打印');
      expect(existsSync(path.join(two, code))).toBe(false);

      const printed = await scan({ workstationId: WS.dtg02, code, printerReason: ' printer 1 is down ' });
      expect(printed.body.message).toBe('');
      expect(printed.body.result.files.sort()).toEqual([`${code}-front.png`, `${code}-front.xml`]);
      expect(readdirSync(path.join(two, code)).sort()).toEqual(printed.body.result.files);
      expect(existsSync(path.join(one, code))).toBe(false);
      expect(await nextOf(workOrderId, moved)).toBe('烘干固化');
      // The scan log says who printed it where, instead of which printer, and why.
      const print = (await scansOf(code)).find((s) => s.processName === '直喷打印');
      expect(print).toMatchObject({
        workstationName: '直喷工位 2',
        deviceName: GTX02,
        batchDeviceName: GTX01,
        printerReason: 'printer 1 is down',
      });
      expect(String(print?.userName)).not.toBe('');
      // At the batch's own printer no reason is asked nor logged.
      await ok('factory', '/api/dtgProduction/scan', { workstationId: WS.dtg01, code: stays?.code });
      const own = (await scansOf(String(stays?.code))).find((s) => s.processName === '直喷打印');
      expect(own).toMatchObject({ deviceName: GTX01, batchDeviceName: null, printerReason: null });

      // The batch's transfer into its printer's folder leaves out the piece printed elsewhere: no second copy.
      await ok('factory', '/api/batch/audit', { id: batchId });
      const transfer = await ok<{ folder: string; files: { path: string }[] }>('factory', '/api/batch/transfer', {
        id: batchId,
      });
      const names = transfer.files.map((f) => path.basename(f.path));
      expect(names.some((n) => n.startsWith(String(stays?.code)))).toBe(true);
      expect(names.some((n) => n.startsWith(code))).toBe(false);
      expect(transfer.folder.startsWith(one)).toBe(true);
    },
    RENDER_TIMEOUT,
  );
});
