import { type ImportPreview, ImportState } from '@printfloor/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes, upload, useTempStorage } from '../files/helpers.ts';
import { multipart, XLSX_TYPE } from '../helpers/multipart.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';
import { CONSIGNEE, orderCalls } from './calls.ts';

/**
 * The platform and shop of imported orders from the sheet (issue 35, item 9): a sheet mixing TikTok
 * and Temu orders, its shops named by name or short name in any case, the template's platform and shop
 * for a blank cell; an unknown platform or shop, a shop of another platform, another merchant's shop
 * are row errors in the caller's language; an order's further rows take its first row's platform and shop.
 */

type Row = Record<string, unknown> & { id: number };
interface Page<T> {
  total: number;
  items: T[];
}

const HEADERS = ['订单号', '平台', '店铺', '收件人', '电话', '国家', '城市', '地址', 'SKU', '颜色', '尺码', '正面印花'];

/** A sheet row: an order's external id, its platform and shop cells, and whether it is a further line. */
interface Line {
  id?: string;
  platform?: string;
  shop?: string;
  /** A further line of the order above: no id, consignee or platform and shop cells. */
  more?: boolean;
}

describe('orders: the platform and shop of imported orders from the sheet', () => {
  let server: TestServer;
  let merchant: string;
  let merchant2: string;
  let storage: ReturnType<typeof useTempStorage>;
  let art: string;
  let templateId: number;
  const shops: Record<string, number> = {};
  const { call, ok } = orderCalls(() => server);

  const workbook = async (lines: Line[]) => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('orders');
    ws.addRow(HEADERS);
    for (const l of lines) {
      const c = l.more ? null : CONSIGNEE;
      ws.addRow([
        l.id ?? null,
        l.platform ?? null,
        l.shop ?? null,
        c?.consignee ?? null,
        c?.phone ?? null,
        c?.country ?? null,
        c?.city ?? null,
        c?.address ?? null,
        l.more ? 'TEE-W-L' : 'TEE-W-M',
        '白色',
        l.more ? 'L' : 'M',
        art,
      ]);
    }
    return Buffer.from(await wb.xlsx.writeBuffer());
  };

  /** Sends the workbook of `lines` with a text field (the template or its id) to an upload route, as the merchant. */
  const send = async <T>(url: string, field: [name: string, value: string], lines: Line[], lang = 'en') => {
    const { payload, contentType } = multipart(
      { field: field[0], content: Buffer.from(field[1]) },
      { filename: 'mixed.xlsx', content: await workbook(lines), contentType: XLSX_TYPE },
    );
    if (server.db.kind === 'pg') await server.services.authCache.settle(server.db);
    const res = await server.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${merchant}`, 'content-type': contentType, 'accept-language': lang },
      payload,
    });
    const body = res.json() as { message: string; result: T };
    expect(body.message).toBe('');
    return body.result;
  };

  /** Imports `lines` in `lang` and waits for the run; answers its record. */
  const run = async (lines: Line[], lang = 'en'): Promise<Row> => {
    const { recordId } = await send<{ recordId: number }>(
      '/api/merchantOrder/importOrders',
      ['templateId', String(templateId)],
      lines,
      lang,
    );
    for (let i = 0; i < 600; i++) {
      const r = (
        await call<Row>('GET', '/api/merchantImportRecord/detail', merchant, undefined, {
          id: String(recordId),
        })
      ).body.result;
      if (r && r.state !== ImportState.Queued && r.state !== ImportState.Running) return r;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('import did not finish');
  };

  const errors = async (recordId: number) => {
    const page = (
      await call<Page<{ rowNo: number; message: string }>>('POST', '/api/merchantImportRecord/errorPage', merchant, {
        recordId,
        pageSize: 200,
      })
    ).body.result;
    return Object.fromEntries(page.items.map((e) => [e.rowNo, e.message]));
  };

  /** The merchant's imported orders of an external id (one per platform), with their lines. */
  const orders = async (externalId: string) => {
    const page = (await call<Page<Row>>('POST', '/api/merchantOrder/page', merchant, { externalId, pageSize: 50 })).body
      .result;
    return Promise.all(
      page.items
        .filter((r) => r.externalId === externalId)
        .map(
          async (r) =>
            (await call<Row>('GET', '/api/merchantOrder/detail', merchant, undefined, { id: String(r.id) })).body
              .result,
        ),
    );
  };
  const sourceOf = async (externalId: string) =>
    (await orders(externalId)).map((o) => ({
      platform: o.platform,
      shopId: o.shopId,
      shopName: o.shopName,
      lines: (o.lines as unknown[]).length,
    }));

  const addShop = async (token: string, platform: string, name: string, shortName: string) =>
    ok<number>('/api/shop/add', token, { platform, name, shortName, property: 'real', area: 'cross_border' });

  beforeAll(async () => {
    server = await createTestServer();
    storage = useTempStorage(server);
    merchant = await server.tokenFor('merchant', 'merchant');
    merchant2 = await server.tokenFor('merchant2', 'merchant');
    // The artwork is a file of the merchant's own store (used as it is, nothing to fetch).
    const image = await upload(server, '/api/sysFile/uploadImage', merchant, {
      filename: 'front.png',
      content: pngBytes(256, 3),
    });
    expect(image.message).toBe('');
    art = String(image.result.url);
    shops.temuStore = await addShop(merchant, 'temu', 'Lima Temu Store', 'LTS');
    shops.tiktok = await addShop(merchant, 'tiktok', 'Lima TikTok', 'LTT');
    shops.outlet = await addShop(merchant, 'temu', 'Lima Outlet', 'LO');
    // Another merchant's shop: its name means nothing in this merchant's sheet.
    await addShop(merchant2, 'tiktok', 'Rival Tok', 'RT');
    templateId = await ok<number>('/api/customImportTemplate/add', merchant, template());
  }, 300_000);
  afterAll(async () => {
    await server?.close();
    storage?.cleanup();
  });

  /** The template: Temu and the merchant's outlet by default, the platform and shop columns mapped. */
  const template = () => ({
    name: 'Mixed platforms',
    platform: 'temu',
    shopId: shops.outlet,
    printKind: 1,
    headerRow: 1,
    status: 1,
    columns: [
      { target: 'externalId', sheetColumn: '订单号' },
      { target: 'platform', sheetColumn: '平台' },
      { target: 'shop', sheetColumn: '店铺' },
      { target: 'consignee', sheetColumn: '收件人' },
      { target: 'phone', sheetColumn: '电话' },
      { target: 'country', sheetColumn: '国家' },
      { target: 'city', sheetColumn: '城市' },
      { target: 'address', sheetColumn: '地址' },
      { target: 'skuCode', sheetColumn: 'SKU' },
      { target: 'colour', sheetColumn: '颜色' },
      { target: 'size', sheetColumn: '尺码' },
    ],
    areas: [{ area: 1, printColumn: '正面印花' }],
  });

  it('places each order on the platform and shop its cells name, the template’s when they are blank', async () => {
    const record = await run([
      // rows 2–3: a TikTok order by the shop's name in another case; its further line leaves both blank
      { id: 'MX-1', platform: 'TikTok', shop: 'lima tiktok' },
      { more: true },
      // row 4: Temu by code, the shop by its short name
      { id: 'MX-2', platform: 'temu', shop: ' lts ' },
      // row 5: a shop alone: its platform is the shop's
      { id: 'MX-3', shop: 'LTT' },
      // row 6: both blank: the template's platform and shop
      { id: 'MX-4' },
      // row 7: a platform alone, not the template shop's: no shop
      { id: 'MX-5', platform: 'TikTok Shop' },
      // row 8: a platform by its label in Chinese; row 9: the template's platform by name keeps its shop
      { id: 'MX-6', platform: ' 速卖通 ' },
      { id: 'MX-7', platform: 'TEMU' },
    ]);
    expect(record).toMatchObject({ state: ImportState.Completed, orderCount: 7, failedRows: 0, importedRows: 8 });
    const on = (platform: string, shop: keyof typeof shops | null, name: string | null, lines = 1) => [
      { platform, shopId: shop ? shops[shop] : null, shopName: name, lines },
    ];
    expect(await sourceOf('MX-1')).toEqual(on('tiktok', 'tiktok', 'Lima TikTok', 2));
    expect(await sourceOf('MX-2')).toEqual(on('temu', 'temuStore', 'Lima Temu Store'));
    expect(await sourceOf('MX-3')).toEqual(on('tiktok', 'tiktok', 'Lima TikTok'));
    expect(await sourceOf('MX-4')).toEqual(on('temu', 'outlet', 'Lima Outlet'));
    expect(await sourceOf('MX-5')).toEqual(on('tiktok', null, null));
    expect(await sourceOf('MX-6')).toEqual(on('aliexpress', null, null));
    expect(await sourceOf('MX-7')).toEqual(on('temu', 'outlet', 'Lima Outlet'));

    // Importing again updates each order on its own platform; the same id on another platform is another order.
    const again = await run([
      { id: 'MX-1', platform: 'tiktok', shop: 'LTT' },
      { id: 'MX-2', shop: 'Lima Outlet' },
    ]);
    expect(again).toMatchObject({ orderCount: 0, updatedCount: 2, failedRows: 0 });
    expect(await sourceOf('MX-2')).toEqual(on('temu', 'outlet', 'Lima Outlet'));
    const other = await run([{ id: 'MX-1', platform: 'temu' }]);
    expect(other).toMatchObject({ orderCount: 1, updatedCount: 0 });
    expect((await sourceOf('MX-1')).map((o) => o.platform).sort()).toEqual(['temu', 'tiktok']);
  });

  it('refuses an unknown platform or shop, a shop of another platform and another merchant’s shop, by row, in the caller’s language', async () => {
    const lines: Line[] = [
      { id: 'BX-1', platform: 'tiktok', shop: 'Nowhere' },
      { id: 'BX-2', platform: 'TIKTOK', shop: 'Lima Temu Store' },
      { id: 'BX-3', shop: 'Rival Tok' },
      { id: 'BX-4', platform: 'Shopee' },
      // row 6: a good order beside them
      { id: 'BX-5', platform: 'tiktok', shop: 'LTT' },
    ];
    const record = await run(lines);
    expect(record).toMatchObject({ orderCount: 1, failedRows: 4 });
    expect(await errors(record.id)).toEqual({
      2: '"Shop": you have no shop named or short-named "Nowhere" (add it under Stores first)',
      3: '"Shop": the shop "Lima Temu Store" is on TEMU, not on this row’s platform TikTok',
      4: '"Shop": you have no shop named or short-named "Rival Tok" (add it under Stores first)',
      5: '"Platform": "Shopee" is not a known platform (known: Jushuitan, EcCang, Mabang, TEMU, TikTok, SHEIN, AliExpress, Amazon)',
    });
    for (const id of ['BX-1', 'BX-2', 'BX-3', 'BX-4']) expect(await orders(id), id).toEqual([]);

    const zh = await run(lines, 'zh-CN');
    expect(zh).toMatchObject({ orderCount: 0, updatedCount: 1, failedRows: 4 });
    expect(await errors(zh.id)).toEqual({
      2: '「店铺」：没有名称或简称为「Nowhere」的店铺（请先在店铺管理中添加）',
      3: '「店铺」：店铺「Lima Temu Store」属于 TEMU，不是本行的平台 TikTok',
      4: '「店铺」：没有名称或简称为「Rival Tok」的店铺（请先在店铺管理中添加）',
      5: '「平台」的「Shopee」不是已知的平台（可用：聚水潭、易仓、马帮、TEMU、TikTok、SHEIN、速卖通、亚马逊）',
    });
  });

  it('fails a whole order whose first row names a shop of another platform; its further line says which row', async () => {
    const record = await run([{ id: 'GX-1', platform: 'tiktok', shop: 'LO' }, { more: true }]);
    expect(record).toMatchObject({ orderCount: 0, failedRows: 2 });
    const errs = await errors(record.id);
    expect(errs[2]).toBe('"Shop": the shop "Lima Outlet" is on TEMU, not on this row’s platform TikTok');
    expect(errs[3]).toMatch(/Row\(s\) 2 of the same order "GX-1" have errors/);
  });

  it('previews each order with the platform and shop it would carry, and the rows that name none', async () => {
    const preview = await send<ImportPreview>(
      '/api/customImportTemplate/preview',
      ['template', JSON.stringify(template())],
      [
        { id: 'PV-1', platform: 'tiktok', shop: 'LTT' },
        { more: true },
        { id: 'PV-2' },
        { id: 'PV-3', shop: 'Rival Tok' },
      ],
    );
    expect(preview.issues).toEqual([]);
    expect(preview.orders.map((o) => [o.externalId, o.rows, o.platform, o.shopName, o.errors])).toEqual([
      ['PV-1', [2, 3], 'tiktok', 'Lima TikTok', []],
      ['PV-2', [4], 'temu', 'Lima Outlet', []],
      [
        'PV-3',
        [5],
        null,
        null,
        ['#5 "Shop": you have no shop named or short-named "Rival Tok" (add it under Stores first)'],
      ],
    ]);
  });
});
