import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ImportProgress, ImportState, type LiveEvent, RUSH_KEYWORDS } from '@printfloor/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { pngBytes, useTempStorage } from '../files/helpers.ts';
import { multipart, XLSX_TYPE } from '../helpers/multipart.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';
import { CONSIGNEE, orderCalls } from './calls.ts';

/**
 * The order import with a seller's own ERP export (issue 35): dates as Excel writes and shows them
 * (date cells, serial numbers, 3-Nov-2026, 2026/11/03 14:30, day or month first by the template's
 * date order, the ambiguous case named with both readings); orders spanning several rows, their
 * order cells merged (blank on the further rows), a real disagreement named by row and column; the
 * buyer's note and the rush flag the factory sees; images that cannot be fetched named with their
 * URL and the HTTP status or network error; a re-import's updated drafts in its live progress.
 */

type Row = Record<string, unknown> & { id: number };
interface Page<T> {
  total: number;
  items: T[];
}
const en = { 'accept-language': 'en' };

/** The seller's ERP export: its own headers, the order's cells on its first row only. */
const HEADERS = [
  '订单号',
  '下单时间',
  '收件人',
  '电话',
  '国家',
  '城市',
  '详细地址',
  'SKU',
  '颜色',
  '尺码',
  '数量',
  '正面印花',
  '正面效果图',
  '买家留言',
  '卖家备注',
] as const;
const col = (header: (typeof HEADERS)[number]) => HEADERS.indexOf(header) + 1;

const TEMPLATE = {
  name: 'ERP 导出',
  platform: 'temu',
  printKind: 1,
  headerRow: 1,
  status: 1,
  columns: [
    { target: 'externalId', sheetColumn: '订单号' },
    { target: 'orderTime', sheetColumn: '下单时间' },
    { target: 'consignee', sheetColumn: '收件人' },
    { target: 'phone', sheetColumn: '电话' },
    { target: 'country', sheetColumn: '国家' },
    { target: 'city', sheetColumn: '城市' },
    { target: 'address', sheetColumn: '详细地址' },
    { target: 'skuCode', sheetColumn: 'SKU' },
    { target: 'colour', sheetColumn: '颜色' },
    { target: 'size', sheetColumn: '尺码' },
    { target: 'quantity', sheetColumn: '数量' },
    { target: 'buyerRemark', sheetColumn: '买家留言' },
    { target: 'sellerRemark', sheetColumn: '卖家备注' },
  ],
  areas: [{ area: 1, printColumn: '正面印花', mockupColumn: '正面效果图' }],
};

/** A sheet row: an order's first row (every cell), by the values given. */
interface Line {
  id?: string;
  time?: unknown;
  consignee?: string;
  phone?: string;
  country?: string;
  city?: string;
  address?: string;
  sku?: string;
  colour?: string;
  size?: string;
  qty?: number;
  art?: string;
  mockup?: string;
  buyer?: string;
  seller?: string;
}

describe('orders: importing a seller’s own export (issue 35)', () => {
  let server: TestServer;
  let merchant: string;
  let factory: string;
  let images: Server;
  let base: string;
  let closedPort: number;
  let storage: ReturnType<typeof useTempStorage>;
  let templateId: number;
  const { call, ok } = orderCalls(() => server);

  /** An order's first row: the complete consignee, a white M tee, its artwork; `over` changes any cell. */
  const first = (over: Line): Line => ({
    time: '2026-11-03 10:00',
    consignee: CONSIGNEE.consignee,
    phone: CONSIGNEE.phone,
    country: CONSIGNEE.country,
    city: CONSIGNEE.city,
    address: CONSIGNEE.address,
    sku: 'TEE-W-M',
    colour: '白色',
    size: 'M',
    qty: 1,
    art: `${base}/art/1.png`,
    ...over,
  });
  /** A further row of an order: its line only, the order's cells blank. */
  const more = (over: Line): Line => ({
    sku: 'TEE-W-L',
    colour: '白色',
    size: 'L',
    qty: 1,
    art: `${base}/art/2.png`,
    ...over,
  });

  /** The workbook of `lines`; `merge` merges an order's cells over its rows as an ERP export does (sheet rows, inclusive). */
  async function workbook(lines: Line[], merge: [from: number, to: number][] = []): Promise<Buffer> {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('订单');
    ws.addRow([...HEADERS]);
    for (const l of lines) {
      const row = ws.addRow([
        l.id ?? null,
        l.time ?? null,
        l.consignee ?? null,
        l.phone ?? null,
        l.country ?? null,
        l.city ?? null,
        l.address ?? null,
        l.sku ?? null,
        l.colour ?? null,
        l.size ?? null,
        l.qty ?? null,
        l.art ?? null,
        l.mockup ?? null,
        l.buyer ?? null,
        l.seller ?? null,
      ]);
      // A real date cell as Excel shows it (d-mmm-yyyy h:mm).
      if (l.time instanceof Date) row.getCell(col('下单时间')).numFmt = 'd-mmm-yyyy h:mm';
    }
    for (const [from, to] of merge)
      for (const h of [
        '订单号',
        '下单时间',
        '收件人',
        '电话',
        '国家',
        '城市',
        '详细地址',
        '买家留言',
        '卖家备注',
      ] as const)
        ws.mergeCells(from, col(h), to, col(h));
    return Buffer.from(await wb.xlsx.writeBuffer());
  }

  const importFile = async (file: Buffer) => {
    const { payload, contentType } = multipart(
      { field: 'templateId', content: Buffer.from(String(templateId)) },
      { filename: 'erp.xlsx', content: file, contentType: XLSX_TYPE },
    );
    if (server.db.kind === 'pg') await server.services.authCache.settle(server.db);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/merchantOrder/importOrders',
      headers: { authorization: `Bearer ${merchant}`, 'content-type': contentType, ...en },
      payload,
    });
    const body = res.json() as { code: number; message: string; result: { recordId: number } };
    expect(body.message).toBe('');
    return body.result.recordId;
  };

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
  const run = async (lines: Line[], merge: [number, number][] = []) =>
    finished(await importFile(await workbook(lines, merge)));

  /** The run's failed rows: row number → message. */
  const errors = async (recordId: number) => {
    const page = (
      await call<Page<{ rowNo: number; message: string }>>('POST', '/api/merchantImportRecord/errorPage', merchant, {
        recordId,
        pageSize: 200,
      })
    ).body.result;
    return new Map(page.items.map((e) => [e.rowNo, e.message]));
  };

  /** The merchant's order of an external id, with its detail (lines and areas). */
  const order = async (externalId: string): Promise<Row | null> => {
    const page = (await call<Page<Row>>('POST', '/api/merchantOrder/page', merchant, { externalId, pageSize: 50 })).body
      .result;
    const found = page.items.filter((r) => r.externalId === externalId);
    expect(found.length).toBeLessThanOrEqual(1);
    if (!found[0]) return null;
    return (await call<Row>('GET', '/api/merchantOrder/detail', merchant, undefined, { id: String(found[0].id) })).body
      .result;
  };

  const setDateOrder = async (dateOrder: number | null) => {
    const detail = (
      await call<Row>('GET', '/api/customImportTemplate/detail', merchant, undefined, { id: String(templateId) })
    ).body.result;
    await ok('/api/customImportTemplate/update', merchant, { ...detail, id: templateId, dateOrder });
  };

  beforeAll(async () => {
    server = await createTestServer();
    storage = useTempStorage(server);
    server.services.config.importImageTimeoutMs = 2_000;
    merchant = await server.tokenFor('merchant', 'merchant');
    factory = await server.tokenFor('factory', 'factory');
    images = createServer((req, res) => {
      if (req.url?.startsWith('/art/')) {
        res.writeHead(200, { 'content-type': 'image/png' });
        res.end(pngBytes(256, req.url.length));
      } else {
        res.writeHead(404);
        res.end();
      }
    });
    await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
    // A port nobody listens on: a connection to it is refused.
    const gone = createServer();
    await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve));
    closedPort = (gone.address() as AddressInfo).port;
    await new Promise((resolve) => gone.close(resolve));
    templateId = await ok<number>('/api/customImportTemplate/add', merchant, TEMPLATE);
  }, 300_000);
  afterAll(async () => {
    images?.closeAllConnections();
    await new Promise((resolve) => images?.close(resolve));
    await server?.close();
    storage?.cleanup();
  });

  it('reads the dates Excel writes and shows; a date that reads both ways names both readings', async () => {
    const record = await run([
      first({ id: 'E-1', time: '3-Nov-2026' }),
      first({ id: 'E-2', time: '3-NOV-26' }),
      first({ id: 'E-3', time: '2026/11/03 14:30' }),
      first({ id: 'E-4', time: '2026-11-04' }),
      // A real date cell (shown as 5-Nov-2026 9:15) and a bare serial number (46331.25: 5 Nov 2026, 6:00).
      first({ id: 'E-5', time: new Date(Date.UTC(2026, 10, 5, 9, 15)) }),
      first({ id: 'E-6', time: 46331.25 }),
      first({ id: 'E-7', time: 'Nov 6, 2026 2:30 PM' }),
      // Only one reading is a date: day first, then month first.
      first({ id: 'E-8', time: '13/11/2026' }),
      first({ id: 'E-9', time: '11/14/2026 08:00' }),
      first({ id: 'E-10', time: '2026年11月3日 14时30分' }),
      // Row 12: either 3 April or 4 March — the template does not say.
      first({ id: 'E-11', time: '03/04/2026' }),
      // Row 13: no date at all.
      first({ id: 'E-12', time: 'next Tuesday' }),
    ]);
    expect(record).toMatchObject({ state: ImportState.Completed, orderCount: 10, failedRows: 2 });
    const times: Record<string, string> = {
      'E-1': '2026-11-03 00:00:00',
      'E-2': '2026-11-03 00:00:00',
      'E-3': '2026-11-03 14:30:00',
      'E-4': '2026-11-04 00:00:00',
      'E-5': '2026-11-05 09:15:00',
      'E-6': '2026-11-05 06:00:00',
      'E-7': '2026-11-06 14:30:00',
      'E-8': '2026-11-13 00:00:00',
      'E-9': '2026-11-14 08:00:00',
      'E-10': '2026-11-03 14:30:00',
    };
    for (const [id, time] of Object.entries(times)) expect((await order(id))?.orderTime, id).toBe(time);
    const errs = await errors(record.id);
    expect(errs.get(12)).toBe(
      '"Order time": "03/04/2026" reads as 2026-04-03 (day first) or 2026-03-04 (month first); set the date order of the import template',
    );
    expect(errs.get(13)).toBe(
      '"Order time" is not a date we can read: "next Tuesday". Accepted: an Excel date cell, 2026-11-03, 2026/11/03 14:30, 2026年11月3日, 3-Nov-2026, Nov 3, 2026, 03/11/2026 or 11/03/2026 (day or month first: set the template’s date order)',
    );
    expect(await order('E-11')).toBeNull();

    // Day first: 03/04/2026 is the 3rd of April; 11/14/2026 is no date that way, and the error says which order it read.
    await setDateOrder(1);
    const dayFirst = await run([first({ id: 'E-11', time: '03/04/2026' }), first({ id: 'E-13', time: '11/14/2026' })]);
    expect(dayFirst).toMatchObject({ orderCount: 1, failedRows: 1 });
    expect((await order('E-11'))?.orderTime).toBe('2026-04-03 00:00:00');
    expect((await errors(dayFirst.id)).get(3)).toMatch(
      /not a date we can read: "11\/14\/2026"\. Accepted: .*03\/11\/2026 \(day\/month\/year, the template’s date order\)$/,
    );
    // Month first: the same cell is the 4th of March (the draft is updated).
    await setDateOrder(2);
    const monthFirst = await run([first({ id: 'E-11', time: '03/04/2026' })]);
    expect(monthFirst).toMatchObject({ orderCount: 0, updatedCount: 1, failedRows: 0 });
    expect((await order('E-11'))?.orderTime).toBe('2026-03-04 00:00:00');
    await setDateOrder(null);
  });

  it('takes an order’s blank cells on its further rows from its first row (merged cells too); only a different value is an error, by row and column', async () => {
    const record = await run(
      [
        // rows 2–4: one order; its id, time, consignee and notes merged over its three rows
        first({ id: 'M-1', buyer: '请加急，周五前要', mockup: `${base}/art/m1.png` }),
        more({}),
        more({ sku: 'TEE-B-M', colour: '黑色', size: 'M', qty: 2, country: 'BR' }),
        // rows 5–6: the same id on both rows, the second with another street address
        first({ id: 'M-2', seller: 'URGENT: ship today' }),
        more({ id: 'M-2', address: 'Rua 99' }),
        // rows 7–8: the same id, the consignee repeated as it is
        first({ id: 'M-3', buyer: 'Please brush the print gently' }),
        more({ id: 'M-3', consignee: CONSIGNEE.consignee, time: '2026-11-03 10:00' }),
        // row 9: an order of its own without an external id; row 10 continues it
        first({ consignee: 'Zeca Sem Id', seller: 'asap' }),
        more({}),
      ],
      [[2, 4]],
    );
    expect(record).toMatchObject({ state: ImportState.Completed, orderCount: 3, failedRows: 2, importedRows: 7 });
    const errs = await errors(record.id);
    expect([...errs.keys()]).toEqual([5, 6]);
    expect(errs.get(6)).toBe(
      'Row 6, column "详细地址" (Street address): "Rua 99" differs from "Rua Augusta 100" on row 5; the other rows of order "M-2" must leave it blank or repeat it',
    );
    expect(errs.get(5)).toMatch(/Row\(s\) 6 of the same order "M-2" have errors/);

    const m1 = (await order('M-1')) as Row;
    expect(m1).toMatchObject({
      consignee: CONSIGNEE.consignee,
      productCount: 4,
      buyerRemark: '请加急，周五前要',
      rush: 1,
    });
    expect((m1.lines as { skuCode: string }[]).map((l) => l.skuCode)).toEqual(['TEE-W-M', 'TEE-W-L', 'TEE-B-M']);
    expect((m1.areas as { mockupImage: string | null }[])[0]?.mockupImage).toMatch(/^\/api\/sysFile\/preview\//);
    expect(await order('M-3')).toMatchObject({
      productCount: 2,
      buyerRemark: 'Please brush the print gently',
      rush: 0,
    });
    // The id-less order of rows 9–10: two lines, its seller remark a rush word.
    const own = (
      await call<Page<Row>>('POST', '/api/merchantOrder/page', merchant, { consignee: 'Zeca Sem Id', pageSize: 50 })
    ).body.result.items;
    expect(own).toHaveLength(1);
    const ownDetail = (
      await call<Row>('GET', '/api/merchantOrder/detail', merchant, undefined, { id: String(own[0]?.id) })
    ).body.result;
    expect(ownDetail).toMatchObject({ externalId: null, productCount: 2, sellerRemark: 'asap', rush: 1 });

    // The factory sees the buyer's note and the rush flag on the submitted order, and can list its rush orders.
    await ok('/api/merchantOrder/submit', merchant, { id: m1.id });
    const seen = (await call<Row>('GET', '/api/order/detail', factory, undefined, { id: String(m1.id) })).body.result;
    expect(seen).toMatchObject({ buyerRemark: '请加急，周五前要', rush: 1 });
    const rushList = (await call<Page<Row>>('POST', '/api/order/page', factory, { rush: 1, pageSize: 100 })).body
      .result;
    expect(rushList.items.find((r) => r.id === m1.id)).toMatchObject({ rush: 1 });
    const normal = (await call<Page<Row>>('POST', '/api/order/page', factory, { rush: 0, pageSize: 100 })).body.result;
    expect(normal.items.map((r) => r.id)).not.toContain(m1.id);
  });

  it('flags every rush word of the contract (any case) and no other word, from the buyer’s note or the seller remark', async () => {
    const words = RUSH_KEYWORDS.flatMap((w, i) => [
      first({ id: `R-${i}`, buyer: `please ${w.toUpperCase()} thanks` }),
      first({ id: `S-${i}`, seller: `${w}!` }),
    ]);
    const record = await run([...words, first({ id: 'R-none', buyer: 'rushed? no, not urgently — brush it' })]);
    expect(record).toMatchObject({ failedRows: 0, orderCount: words.length + 1 });
    for (const [i, w] of RUSH_KEYWORDS.entries()) {
      expect((await order(`R-${i}`))?.rush, w).toBe(1);
      expect((await order(`S-${i}`))?.rush, w).toBe(1);
    }
    expect((await order('R-none'))?.rush).toBe(0);
    // A note edited on the draft clears the flag (the database keeps it from the notes).
    const r0 = (await order('R-0')) as Row;
    await ok('/api/merchantOrder/update', merchant, { id: r0.id, buyerRemark: 'whenever' });
    expect((await order('R-0'))?.rush).toBe(0);
  });

  it('names the URL of an image that cannot be fetched, with the HTTP status or the network error', async () => {
    const missing = `${base}/gone/front.png`;
    const refused = `http://127.0.0.1:${closedPort}/front.png`;
    const record = await run([first({ id: 'I-1', art: missing }), first({ id: 'I-2', art: refused })]);
    expect(record).toMatchObject({ orderCount: 0, failedRows: 2 });
    const errs = await errors(record.id);
    expect(errs.get(2)).toBe(
      `"Front · Print image": the image ${missing} could not be fetched: the server answered 404 Not Found`,
    );
    expect(errs.get(3)).toMatch(
      new RegExp(
        `^"Front · Print image": the image ${refused.replace(/[.:/]/g, '\\$&')} could not be fetched: network error \\(.*ECONNREFUSED.*\\)$`,
      ),
    );
  });

  it('says in its live progress how many drafts a re-import updated', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const events: LiveEvent[] = [];
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/ws?token=${merchant}`);
    ws.on('message', (data) => events.push(JSON.parse(String(data)) as LiveEvent));
    try {
      const until = async <T>(check: () => T | undefined) => {
        for (let i = 0; i < 300; i++) {
          const found = check();
          if (found) return found;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        throw new Error(`timed out; events: ${JSON.stringify(events)}`);
      };
      await until(() => events.find((e) => e.type === 'hello'));
      const file = await workbook([first({ id: 'U-1' }), first({ id: 'U-2' }), first({ id: 'U-3' })]);
      const done = (recordId: number) =>
        until(
          () =>
            events.find(
              (e) => e.type === 'importProgress' && e.recordId === recordId && e.state === ImportState.Completed,
            ) as ImportProgress | undefined,
        );
      const once = await done(await importFile(file));
      expect(once).toMatchObject({ orderCount: 3, updatedCount: 0, importedRows: 3, failedRows: 0 });
      const again = await done(await importFile(file));
      expect(again).toMatchObject({ orderCount: 0, updatedCount: 3, importedRows: 3, failedRows: 0 });
    } finally {
      ws.close();
    }
  });
});
