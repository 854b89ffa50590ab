import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ImportState } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { SEED } from '../../src/seed/ids.ts';
import { pngBytes, useTempStorage } from '../files/helpers.ts';
import { multipart, XLSX_TYPE } from '../helpers/multipart.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';
import { orderCalls } from './calls.ts';

/**
 * Excel import of orders with a custom template (issue 13): the mapping rules, grouping rows into
 * orders, row errors (dates, formulas, long cells, disagreeing rows, images that time out or are
 * not images), error records and their xlsx, idempotent re-import, and who sees what.
 */

type Row = Record<string, unknown> & { id: number };
interface Page<T> {
  total: number;
  items: T[];
}
const en = { 'accept-language': 'en' };

/** The merchant's sheet: its own headers, in its own order, with a title row above them. */
const HEADERS = [
  '平台单号',
  '下单日期',
  '收货人',
  '手机',
  '国家',
  '城市',
  '地址',
  'SKU',
  '颜色',
  '尺码',
  '数量',
  '正面图',
  '背面图',
  '备注列',
];

const TEMPLATE = {
  name: 'Temu 导出表',
  platform: 'temu',
  printKind: 1,
  headerRow: 2,
  status: 1,
  columns: [
    { target: 'externalId', sheetColumn: '平台单号' },
    { target: 'orderTime', sheetColumn: '下单日期' },
    { target: 'consignee', sheetColumn: '收货人' },
    { target: 'phone', sheetColumn: '手机' },
    { target: 'country', sheetColumn: '国家' },
    { target: 'city', sheetColumn: '城市' },
    { target: 'address', sheetColumn: '地址' },
    { target: 'skuCode', sheetColumn: 'SKU' },
    { target: 'colour', sheetColumn: '颜色' },
    { target: 'size', sheetColumn: '尺码' },
    { target: 'quantity', sheetColumn: '数量' },
    { target: 'logisticsMode', fixedValue: 'YunExpress' },
  ],
  areas: [
    { area: 1, printColumn: '正面图' },
    { area: 2, printColumn: '背面图' },
  ],
};

async function workbook(rows: unknown[][], title = true): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('orders');
  if (title) ws.addRow(['Temu orders export']);
  ws.addRow(HEADERS);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('orders: Excel import with custom templates', () => {
  let server: TestServer;
  let merchant: string;
  let merchant2: string;
  let factory: string;
  let images: Server;
  let base: string;
  let storage: ReturnType<typeof useTempStorage>;
  let templateId: number;

  const { call } = orderCalls(() => server);

  const importFile = async (file: Buffer, token = merchant, id: number | string = templateId, name = 'orders.xlsx') => {
    const { payload, contentType } = multipart(
      { field: 'templateId', content: Buffer.from(String(id)) },
      { filename: name, content: file, contentType: XLSX_TYPE },
    );
    if (server.db.kind === 'pg') await server.services.authCache.settle(server.db);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/merchantOrder/importOrders',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType, ...en },
      payload,
    });
    return res.json() as { code: number; message: string; result: { recordId: number } };
  };

  /** Waits for the run to finish and returns its record. */
  const finished = async (recordId: number): Promise<Row> => {
    for (let i = 0; i < 600; i++) {
      const r = (
        await call<Row>('GET', '/api/merchantImportRecord/detail', merchant, undefined, { id: String(recordId) })
      ).body.result;
      if (r && r.state !== ImportState.Queued && r.state !== ImportState.Running) return r;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('import did not finish');
  };

  const errors = async (recordId: number, token = merchant, resource = 'merchantImportRecord') =>
    (
      await call<Page<{ rowNo: number; message: string; externalId: string | null }>>(
        'POST',
        `/api/${resource}/errorPage`,
        token,
        { recordId, pageSize: 200 },
      )
    ).body.result;

  /**
   * A sheet of fourteen rows, external ids `${p}-1` … `${p}-11`: four orders (rows 3–4, 5, 6, 15) and
   * nine bad rows — dates, a missing colour, a long cell, a formula, images that time out or are not
   * images, and an order whose rows disagree (error rows 7–14 and 16). Each test that needs a run of
   * such a sheet imports its own, under its own prefix.
   */
  const mixedRows = (p: string): unknown[][] => {
    const long = 'x'.repeat(200_000);
    // biome-ignore format: a sheet's rows read best one to a line
    return [
      // row 3–4: one order, two lines, dates as text; fixed value for logistics
      [`${p}-1`, '2026-03-01 10:00', 'Ana', '13900000000', 'BR', 'São Paulo', 'Rua 1', 'TEE-W-M', '白色', 'M', 1, `${base}/art/1`, ''],
      [`${p}-1`, '', '', '', '', '', '', 'TEE-W-L', '白色', 'L', 2, `${base}/art/2`, `${base}/art/3`],
      // row 5: an Excel date cell
      [`${p}-2`, new Date(Date.UTC(2026, 2, 2, 9, 30)), 'Bia', '13900000001', 'BR', 'Rio', 'Rua 2', 'TEE-W-M', '白色', 'M', 1, `${base}/art/1`, ''],
      // row 6: 2026年3月3日
      [`${p}-3`, '2026年3月3日', 'Caio', '13900000002', 'BR', 'Recife', 'Rua 3', 'TEE-W-M', '白色', 'M', 3, `${base}/art/4`, ''],
      // row 7: not a date
      [`${p}-4`, 'yesterday', 'Duda', '13900000003', 'BR', 'Natal', 'Rua 4', 'TEE-W-M', '白色', 'M', 1, `${base}/art/1`, ''],
      // row 8: colour missing
      [`${p}-5`, '2026/3/5', 'Eva', '13900000004', 'BR', 'Natal', 'Rua 5', 'TEE-W-M', '', 'M', 1, `${base}/art/1`, ''],
      // row 9: a 200 KB address
      [`${p}-6`, '2026-03-06', 'Fábio', '13900000005', 'BR', 'Natal', long, 'TEE-W-M', '白色', 'M', 1, `${base}/art/1`, ''],
      // row 10: a formula without its value
      [`${p}-7`, '2026-03-07', 'Gil', '13900000006', 'BR', 'Natal', 'Rua 7', 'TEE-W-M', '白色', 'M', { formula: 'A1*2' }, `${base}/art/1`, ''],
      // row 11: an image URL that times out; row 12: same order, fine itself
      [`${p}-8`, '2026-03-08', 'Hugo', '13900000007', 'BR', 'Natal', 'Rua 8', 'TEE-W-M', '白色', 'M', 1, `${base}/slow.png`, ''],
      [`${p}-8`, '', '', '', '', '', '', 'TEE-W-L', '白色', 'L', 1, `${base}/art/5`, ''],
      // row 13: not an image
      [`${p}-9`, '2026-03-09', 'Iris', '13900000008', 'BR', 'Natal', 'Rua 9', 'TEE-W-M', '白色', 'M', 1, `${base}/page.html`, ''],
      // row 14–15: the same external id again further down, disagreeing on the consignee
      [`${p}-10`, '2026-03-10', 'João', '13900000009', 'BR', 'Natal', 'Rua 10', 'TEE-W-M', '白色', 'M', 1, `${base}/art/1`, ''],
      [`${p}-11`, '2026-03-11', 'Kai', '13900000010', 'BR', 'Natal', 'Rua 11', 'TEE-W-M', '白色', 'M', 1, `${base}/art/1`, ''],
      [`${p}-10`, '', 'Someone else', '', '', '', '', 'TEE-W-L', '白色', 'L', 1, `${base}/art/1`, ''],
    ];
  };

  /** The merchant's orders of one external id (the search is a prefix match: B-1 also finds B-10). */
  const ordersOf = async (externalId: string) => {
    const page = (await call<Page<Row>>('POST', '/api/merchantOrder/page', merchant, { externalId, pageSize: 50 })).body
      .result;
    const items = page.items.filter((r) => r.externalId === externalId);
    return { total: items.length, items };
  };

  beforeAll(async () => {
    server = await createTestServer();
    storage = useTempStorage(server);
    // Well below /slow.png's 5 s, well above what a good image takes on a loaded machine (400 ms was not).
    server.services.config.importImageTimeoutMs = 2_000;
    merchant = await server.tokenFor('merchant', 'merchant');
    merchant2 = await server.tokenFor('merchant2', 'merchant');
    factory = await server.tokenFor('factory', 'factory');
    // Artwork served the way a merchant's CDN serves it: a PNG, an HTML page, and one that never answers.
    images = createServer((req, res) => {
      if (req.url?.startsWith('/art/')) {
        res.writeHead(200, { 'content-type': 'image/png' });
        res.end(pngBytes(512, req.url.length));
      } else if (req.url === '/page.html') {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html>not an image</html>');
      } else if (req.url === '/slow.png') {
        setTimeout(() => res.end(), 5_000).unref();
      } else {
        res.writeHead(404);
        res.end();
      }
    });
    await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
    // The template the imports go through (the template tests save their own).
    const added = await call<number>('POST', '/api/customImportTemplate/add', merchant, {
      ...TEMPLATE,
      name: 'Import suite template',
    });
    expect(added.body.message).toBe('');
    templateId = added.body.result;
  }, 300_000);
  afterAll(async () => {
    images.closeAllConnections();
    await new Promise((resolve) => images.close(resolve));
    await server.close();
    storage.cleanup();
  });

  it('refuses a mapping with front and back both unmapped, an area twice, or no colour and size', async () => {
    const templates = async () =>
      (await call<Page<Row>>('POST', '/api/customImportTemplate/page', merchant, {})).body.result.total;
    const before = await templates();
    const bad = await call('POST', '/api/customImportTemplate/add', merchant, {
      ...TEMPLATE,
      name: 'bad',
      columns: TEMPLATE.columns.filter((c) => c.target !== 'colour' && c.target !== 'size'),
      areas: [
        { area: 3, printColumn: '正面图' },
        { area: 3, printColumn: '背面图' },
      ],
    });
    expect(bad.body.code).not.toBe(200);
    expect(bad.body.message).toMatch(/front and back print images cannot both be unmapped/);
    expect(bad.body.message).toMatch(/"Colour" is required/);
    expect(bad.body.message).toMatch(/"Size" is required/);
    expect(await templates()).toBe(before);
  });

  it('saves a template; the factory serving the merchant sees it, another merchant does not', async () => {
    const res = await call<number>('POST', '/api/customImportTemplate/add', merchant, TEMPLATE);
    expect(res.body.message).toBe('');
    const id = res.body.result;
    const seen = await call<Page<Row>>('POST', '/api/importTemplate/page', factory, {});
    expect(seen.body.result.items.map((r) => r.id)).toContain(id);
    expect(seen.body.result.items.find((r) => r.id === id)?.merchantName).toBeTruthy();
    const detail = await call<Row>('GET', '/api/importTemplate/detail', factory, undefined, { id: String(id) });
    expect((detail.body.result.columns as unknown[]).length).toBe(TEMPLATE.columns.length);
    const other = await call<Page<Row>>('POST', '/api/customImportTemplate/page', merchant2, {});
    expect(other.body.result.items.map((r) => r.id)).not.toContain(id);
    const edit = await call('POST', '/api/importTemplate/update', factory, { id, name: 'x' });
    expect(edit.status).toBe(404);
    // Another merchant, with the template's id: reads nothing, changes and deletes nothing.
    const theirs = await call('GET', '/api/customImportTemplate/detail', merchant2, undefined, {
      id: String(id),
    });
    expect(theirs.body.code).toBe(404);
    expect(theirs.body.message).toMatch(/Record not found/);
    for (const [url, body] of [
      ['/api/customImportTemplate/update', { id, name: 'Taken over', headerRow: 1 }],
      ['/api/customImportTemplate/update', { ...TEMPLATE, id, columns: [], areas: [] }],
      ['/api/customImportTemplate/setStatus', { id, status: 2 }],
      ['/api/customImportTemplate/delete', { id }],
      ['/api/customImportTemplate/batchDelete', [id]],
    ] as const) {
      const res = await call('POST', url, merchant2, body);
      expect(res.body.code, url).not.toBe(200);
    }
    const mine = await call<Row>('GET', '/api/customImportTemplate/detail', merchant, undefined, {
      id: String(id),
    });
    expect(mine.body.result).toMatchObject({ name: TEMPLATE.name, headerRow: 2, status: 1 });
    expect((mine.body.result.columns as unknown[]).length).toBe(TEMPLATE.columns.length);
    expect((mine.body.result.areas as unknown[]).length).toBe(TEMPLATE.areas.length);
  });

  it('previews a sample: headers from the header row, mapping problems, the first rows as orders', async () => {
    const file = await workbook([
      [
        'A-1',
        '2026-03-01 10:00',
        'Ana',
        '13900000000',
        'BR',
        'São Paulo',
        'Rua 1',
        'TEE-W-M',
        '白色',
        'M',
        1,
        `${base}/art/a`,
        '',
      ],
      ['A-1', '', '', '', '', '', '', 'TEE-W-L', '白色', 'L', 2, `${base}/art/b`, ''],
    ]);
    const { payload, contentType } = multipart(
      { field: 'template', content: Buffer.from(JSON.stringify(TEMPLATE)) },
      { filename: 'sample.xlsx', content: file, contentType: XLSX_TYPE },
    );
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/customImportTemplate/preview',
      headers: { authorization: `Bearer ${merchant}`, 'content-type': contentType, ...en },
      payload,
    });
    const preview = res.json().result;
    expect(preview.headers).toEqual(HEADERS);
    expect(preview.issues).toEqual([]);
    expect(preview.orders).toHaveLength(1);
    expect(preview.orders[0]).toMatchObject({ externalId: 'A-1', rows: [3, 4], consignee: 'Ana' });
    expect(preview.orders[0].lines).toHaveLength(2);
  });

  it('imports a sheet: rows grouped into orders, every bad row an error record with its cause, images fetched', async () => {
    const rows = mixedRows('B');
    const started = await importFile(await workbook(rows));
    expect(started.message).toBe('');
    const record = await finished(started.result.recordId);
    // B-1 (rows 3–4), B-2, B-3 and B-11 are orders; B-10 fails whole (row 16 disagrees, so row 14 fails with it).
    expect(record).toMatchObject({ state: ImportState.Completed, totalRows: 14, orderCount: 4, failedRows: 9 });
    expect(record.importedRows).toBe(5);

    const errs = (await errors(started.result.recordId)).items;
    const at = (row: number) => errs.find((e) => e.rowNo === row)?.message ?? '';
    expect(errs.map((e) => e.rowNo)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 16]);
    expect(at(7)).toMatch(/"Order time" is not a date we can read: "yesterday"/);
    expect(at(8)).toMatch(/Colour/);
    expect(at(9)).toMatch(/"Street address" is too long \(200000 characters, at most 256\)/);
    expect(at(10)).toMatch(/"Quantity" is a formula without a computed value/);
    expect(at(11)).toMatch(/could not be fetched: timed out/);
    expect(at(12)).toMatch(/Row\(s\) 11 of the same order "B-8" have errors/);
    expect(at(13)).toMatch(/not a JPG, PNG, GIF or WEBP image/);
    expect(at(14)).toMatch(/Row\(s\) 16 of the same order "B-10" have errors/);
    expect(at(16)).toBe(
      'Row 16, column "收货人" (Consignee): "Someone else" differs from "João" on row 14; the other rows of order "B-10" must leave it blank or repeat it',
    );

    const b1 = (await ordersOf('B-1')).items;
    expect(b1).toHaveLength(1);
    const order = (await call<Row>('GET', '/api/merchantOrder/detail', merchant, undefined, { id: String(b1[0]?.id) }))
      .body.result;
    expect(order).toMatchObject({
      source: 2,
      platform: 'temu',
      logisticsMode: 'YunExpress',
      productCount: 3,
      designCount: 3,
    });
    expect(order.orderTime).toBe('2026-03-01 10:00:00');
    const areas = order.areas as { printImage: string }[];
    expect(areas.every((a) => a.printImage.startsWith('/api/sysFile/preview/'))).toBe(true);
    expect((await ordersOf('B-2')).items[0]?.orderTime).toBe('2026-03-02 09:30:00');
    expect((await ordersOf('B-3')).items[0]?.orderTime).toBe('2026-03-03 00:00:00');
    expect((await ordersOf('B-8')).total).toBe(0);
  });

  it('exports the failed rows; corrected and imported again they become orders, and nothing is duplicated', async () => {
    const recordId = (await finished((await importFile(await workbook(mixedRows('E')))).result.recordId)).id;
    expect((await errors(recordId)).total).toBe(9);
    const res = await server.app.inject({
      method: 'GET',
      url: `/api/merchantImportRecord/errorExport?recordId=${recordId}`,
      headers: { authorization: `Bearer ${merchant}`, ...en },
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0] as ExcelJS.Worksheet;
    expect((ws.getRow(2).values as unknown[]).slice(1, HEADERS.length + 1)).toEqual(HEADERS);
    expect(ws.rowCount).toBe(2 + 9);
    // Correct every failed row the way a merchant would.
    for (let r = 3; r <= ws.rowCount; r++) {
      const row = ws.getRow(r);
      const ext = String(row.getCell(1).value);
      if (ext === 'E-4') row.getCell(2).value = '2026-03-04';
      if (ext === 'E-5') row.getCell(9).value = '白色';
      if (ext === 'E-6') row.getCell(7).value = 'Rua 6';
      if (ext === 'E-7') row.getCell(11).value = 2;
      if (ext === 'E-8' || ext === 'E-9') row.getCell(12).value = `${base}/art/9`;
      if (ext === 'E-10' && row.getCell(3).value === 'Someone else') row.getCell(3).value = '';
    }
    const fixed = Buffer.from(await wb.xlsx.writeBuffer());
    const again = await finished((await importFile(fixed, merchant, templateId, 'orders-errors.xlsx')).result.recordId);
    expect(again).toMatchObject({ state: ImportState.Completed, failedRows: 0, orderCount: 7, updatedCount: 0 });
    for (const ext of ['E-4', 'E-5', 'E-6', 'E-7', 'E-8', 'E-9', 'E-10']) expect((await ordersOf(ext)).total).toBe(1);
    expect((await ordersOf('E-10')).items[0]?.productCount).toBe(2);
    // The corrected file again: the same orders, updated in place.
    const third = await finished((await importFile(fixed)).result.recordId);
    expect(third).toMatchObject({ state: ImportState.Completed, orderCount: 0, updatedCount: 7 });
    expect((await ordersOf('E-8')).total).toBe(1);
    const b8 = (await ordersOf('E-8')).items[0] as Row;
    const timeline = await call<{ action: string }[]>('GET', '/api/merchantOrder/timeline', merchant, undefined, {
      id: String(b8.id),
    });
    expect(timeline.body.result.map((e) => e.action)).toEqual(['import', 'reimport']);
  });

  it('leaves a submitted order alone on re-import, with a row error saying so', async () => {
    const sheet = (consignee: string, quantity: number) =>
      // biome-ignore format: a sheet's rows read best one to a line
      workbook([['S-2', '2026-03-02', consignee, '13900000001', 'BR', 'Rio', 'Rua 2', 'TEE-W-M', '白色', 'M', quantity, `${base}/art/1`, '']]);
    const imported = await finished((await importFile(await sheet('Bia', 1))).result.recordId);
    expect(imported).toMatchObject({ state: ImportState.Completed, failedRows: 0, orderCount: 1 });
    const s2 = (await ordersOf('S-2')).items[0] as Row;
    const submit = await call('POST', '/api/merchantOrder/submit', merchant, { id: s2.id });
    expect(submit.body.code).toBe(200);
    const run = await finished((await importFile(await sheet('Changed', 9))).result.recordId);
    expect(run).toMatchObject({ failedRows: 1, orderCount: 0, updatedCount: 0 });
    expect((await errors(run.id)).items[0]?.message).toMatch(/already submitted to the factory/);
    expect((await ordersOf('S-2')).items[0]?.consignee).toBe('Bia');
  });

  it('refuses a file that is not xlsx, or without the mapped columns, at upload: no record, no orders', async () => {
    const before = (await call<Page<Row>>('POST', '/api/merchantOrder/page', merchant, {})).body.result.total;
    const runs = async () =>
      (await call<Page<Row>>('POST', '/api/merchantImportRecord/page', merchant, {})).body.result.total;
    const runsBefore = await runs();
    const notXlsx = await importFile(Buffer.from('id,name\n1,a\n'), merchant, templateId, 'orders.csv');
    expect(notXlsx.message).toMatch(/not a valid \.xlsx workbook/);
    const fake = await importFile(Buffer.from('PK\u0003\u0004 not really'), merchant, templateId, 'orders.xlsx');
    expect(fake.code).not.toBe(200);
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('x');
    ws.addRow(['title']);
    ws.addRow(['Order', 'Name']);
    ws.addRow(['C-1', 'Zé']);
    const refused = await importFile(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(refused.code).not.toBe(200);
    expect(refused.message).toMatch(/Row 2 of the sheet lacks the columns the template maps: 平台单号, 下单日期/);
    // A header row below the sheet's last row: every mapped column is missing.
    const short = new ExcelJS.Workbook();
    short.addWorksheet('x').addRow(['平台单号']);
    const empty = await importFile(Buffer.from(await short.xlsx.writeBuffer()));
    expect(empty.message).toMatch(/Row 2 of the sheet lacks the columns the template maps: 平台单号/);
    expect(await runs()).toBe(runsBefore);
    expect((await call<Page<Row>>('POST', '/api/merchantOrder/page', merchant, {})).body.result.total).toBe(before);
  });

  it('shows the runs and their failed rows to the factory serving the merchant, to nobody else', async () => {
    const first = await finished((await importFile(await workbook(mixedRows('V')))).result.recordId);
    expect((await errors(first.id)).total).toBe(9);
    const seen = (await call<Page<Row>>('POST', '/api/orderImportRecord/page', factory, {})).body.result.items;
    expect(seen.map((r) => r.id)).toContain(first.id);
    expect((await errors(first.id, factory, 'orderImportRecord')).total).toBe(9);
    const other = (await call<Page<Row>>('POST', '/api/merchantImportRecord/page', merchant2, {})).body.result.items;
    expect(other.map((r) => r.id)).not.toContain(first.id);
    const theirs = await call('POST', '/api/merchantImportRecord/errorPage', merchant2, { recordId: first.id });
    expect(theirs.body.code).not.toBe(200);
    const importAsOther = await importFile(await workbook([]), merchant2, templateId);
    expect(importAsOther.code).not.toBe(200);
    // The failed rows' workbook: the merchant's own has them, another merchant's request gets no file.
    const errorFile = (token: string, resource: string) =>
      server.app.inject({
        method: 'GET',
        url: `/api/${resource}/errorExport?recordId=${first.id}`,
        headers: { authorization: `Bearer ${token}`, ...en },
      });
    expect((await errorFile(merchant, 'merchantImportRecord')).headers['content-type']).toContain('spreadsheetml');
    const otherFile = await errorFile(merchant2, 'merchantImportRecord');
    expect(otherFile.headers['content-type']).not.toContain('spreadsheetml');
    expect(otherFile.json().code).not.toBe(200);
    expect(
      (await call('GET', '/api/merchantImportRecord/detail', merchant2, undefined, { id: String(first.id) })).body
        .result,
    ).toBeNull();
    const deleted = await call('POST', '/api/merchantImportRecord/delete', merchant2, { id: first.id });
    expect(deleted.body.code).not.toBe(200);

    // Another factory (not serving this merchant), with the run's id: no run, no failed rows, no file.
    const superadmin = await server.tokenFor('superadmin', 'admin');
    const added = await call('POST', '/api/sysTenant/add', superadmin, {
      kind: 'factory',
      code: 'f3import',
      name: 'f3import',
      adminAccount: 'f3admin',
      adminPassword: 'Secret123',
    });
    expect(added.body.code).toBe(200);
    const f3 = await server.tokenFor('f3admin', 'factory');
    const f3Runs = (await call<Page<Row>>('POST', '/api/orderImportRecord/page', f3, {})).body.result;
    expect(f3Runs.items.map((r) => r.id)).not.toContain(first.id);
    expect(
      (await call('GET', '/api/orderImportRecord/detail', f3, undefined, { id: String(first.id) })).body.result,
    ).toBeNull();
    const f3Errors = await call('POST', '/api/orderImportRecord/errorPage', f3, { recordId: first.id });
    expect(f3Errors.body.code).not.toBe(200);
    const f3File = await errorFile(f3, 'orderImportRecord');
    expect(f3File.headers['content-type']).not.toContain('spreadsheetml');
    expect(f3File.json().code).not.toBe(200);
    const f3Templates = (await call<Page<Row>>('POST', '/api/importTemplate/page', f3, {})).body.result;
    expect(f3Templates.items.map((r) => r.id)).not.toContain(templateId);
    // A merchant holds no code of the factory's view of the runs.
    expect((await call('POST', '/api/orderImportRecord/errorPage', merchant2, { recordId: first.id })).body.code).toBe(
      403,
    );
    // Nothing moved: the merchant's run and its failed rows are as they were.
    expect((await errors(first.id)).total).toBe(9);
    expect((await errors(first.id, factory, 'orderImportRecord')).total).toBe(9);
  });

  it('a run cut off mid-way leaves every order whole or absent; the same file again completes it, one order per external id', async () => {
    // 2,500 orders in ~3,700 rows (four chunks of a run): every fifth order has three lines on
    // consecutive rows, every thirteenth one more line at the very end of the file.
    const row = (id: string, sku: string, qty: number) => [
      id,
      '2026-05-01 08:00',
      'Rui',
      '13900000012',
      'BR',
      'Natal',
      'Rua K',
      sku,
      '白色',
      'M',
      qty,
      `${base}/art/k`,
      '',
    ];
    const rows: unknown[][] = [];
    const late: unknown[][] = [];
    const lines = new Map<string, number>();
    for (let i = 1; i <= 2500; i++) {
      const id = `K-${i}`;
      const own = i % 5 === 0 ? 3 : 1;
      for (let n = 0; n < own; n++) rows.push(row(id, n === 1 ? 'TEE-W-L' : 'TEE-W-M', n + 1));
      if (i % 13 === 0) late.push(row(id, 'TEE-B-L', 4));
      lines.set(id, own + (i % 13 === 0 ? 1 : 0));
    }
    rows.push(...late);
    // The order whose first row is the 2,600th: its chunk is the third, after two have been written.
    const cut = String(rows[2599]?.[0]);
    const file = await workbook(rows);

    /** Per external id of this file: how many live orders it has, and their live lines. */
    const written = async () => {
      const found = await asPlatform(server.db, (tx) =>
        queryRows<{ external_id: string; orders: number; lines: number }>(
          tx,
          sql`select o.external_id, count(distinct o.id)::int as orders, count(l.id)::int as lines
                from oms_order o
                left join oms_order_line l on l.tenant_id = o.tenant_id and l.order_id = o.id and not l.is_delete
               where o.tenant_id = ${SEED.merchant.tenantId} and o.external_id like 'K-%' and not o.is_delete
               group by o.external_id`,
        ),
      );
      return new Map(found.map((r) => [r.external_id, { orders: Number(r.orders), lines: Number(r.lines) }]));
    };

    // A fault in the database while that chunk is written — what a crash of the run's connection or
    // instance does to it: the statement fails, its transaction is gone, the run stops there.
    await asPlatform(server.db, async (tx) => {
      await tx.execute(
        sql.raw(`create function pf_test_cut_import() returns trigger language plpgsql as $$
                 begin raise exception 'simulated crash while writing %', new.external_id; end $$`),
      );
      await tx.execute(
        sql.raw(`create trigger pf_test_cut_import before insert on oms_order for each row
                 when (new.external_id = '${cut}') execute function pf_test_cut_import()`),
      );
    });
    let first: Row;
    try {
      first = await finished((await importFile(file)).result.recordId);
    } finally {
      await asPlatform(server.db, async (tx) => {
        await tx.execute(sql.raw('drop trigger if exists pf_test_cut_import on oms_order'));
        await tx.execute(sql.raw('drop function if exists pf_test_cut_import()'));
      });
    }
    expect(first.state).toBe(ImportState.Failed);
    expect(first.message).toMatch(/stopped on an unexpected error.*import the same file again/);
    const cutOff = await written();
    // The chunks before the fault are written, the faulty one is not, and nothing after it completed the file.
    expect(cutOff.get('K-1')).toEqual({ orders: 1, lines: 1 });
    expect(cutOff.has(cut)).toBe(false);
    expect(cutOff.size).toBeGreaterThan(0);
    expect(cutOff.size).toBeLessThan(lines.size);
    // Each order that is there is whole: all its lines, the far-apart one included; none is there twice.
    for (const [externalId, got] of cutOff)
      expect(got, externalId).toEqual({ orders: 1, lines: lines.get(externalId) });
    expect(first.orderCount).toBe(cutOff.size);

    // The same file again: the missing orders are added, the written ones updated in place (still drafts).
    const again = await finished((await importFile(file)).result.recordId);
    expect(again).toMatchObject({
      state: ImportState.Completed,
      failedRows: 0,
      importedRows: rows.length,
      orderCount: lines.size - cutOff.size,
      updatedCount: cutOff.size,
    });
    const done = await written();
    expect(done.size).toBe(lines.size);
    for (const [externalId, n] of lines) expect(done.get(externalId), externalId).toEqual({ orders: 1, lines: n });
  }, 180_000);

  it('groups the rows of one order that stand far apart in the file, across the chunks a run writes', async () => {
    // 2,400 rows: D-0's two lines are the first and the last row, every other row is an order of its
    // own — more rows than a run reads back at once, so D-0 is built from rows read in different chunks.
    const row = (id: string, sku: string, qty: number) => [
      id,
      '2026-04-01 08:00',
      'Lia',
      '13900000011',
      'BR',
      'Natal',
      'Rua D',
      sku,
      '白色',
      'M',
      qty,
      `${base}/art/d`,
      '',
    ];
    const rows = [row('D-0', 'TEE-W-M', 2)];
    for (let i = 1; i < 2399; i++) rows.push(row(`D-${i}`, 'TEE-W-M', 1));
    rows.push(row('D-0', 'TEE-B-L', 3));
    const started = await importFile(await workbook(rows));
    const record = await finished(started.result.recordId);
    expect(record).toMatchObject({ state: ImportState.Completed, totalRows: 2400, importedRows: 2400, failedRows: 0 });
    expect(record.orderCount).toBe(2399);
    const d0 = (await ordersOf('D-0')).items;
    expect(d0).toHaveLength(1);
    // The derived columns are summed from the lines and areas as they are written.
    expect(d0[0]).toMatchObject({ productCount: 5, designCount: 2 });
    const detail = (await call<Row>('GET', '/api/merchantOrder/detail', merchant, undefined, { id: String(d0[0]?.id) }))
      .body.result;
    expect(detail.skuCodes).toBe('TEE-B-L TEE-W-M');
    expect((detail.lines as { skuCode: string }[]).map((l) => l.skuCode)).toEqual(['TEE-W-M', 'TEE-B-L']);
  }, 120_000);
});
