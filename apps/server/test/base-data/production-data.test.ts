import { PrintArea } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform, inTenant } from '../../src/db/context.ts';
import { resolveSkuMapping } from '../../src/modules/omsProductMapping/service.ts';
import { DEFECT_ITEM_IDS, MATERIAL_IDS, WORKSHOP_IDS } from '../../src/seed/base-data-ids.ts';
import { SEED } from '../../src/seed/ids.ts';
import { OMS_PRODUCT_MAPPING_IDS, PROCESS_IDS, PROCESS_ROUTE_IDS, PRODUCT_IDS } from '../../src/seed/process-ids.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';
import { validProduct } from './product-fixture.ts';

/** Issue 5: processes, process routes, products, OMS product mapping (declarations + sub-tables + seed). */

type Row = Record<string, unknown> & { id: number };
type Body = { code: number; message: string; result: unknown; extras: unknown };

describe('production data: processes, routes, products, OMS mapping', () => {
  let server: TestServer;
  let factory: string;
  let operator: string;
  let merchant: string;
  const en = { 'accept-language': 'en' };
  let merchantProcess = 0;

  beforeAll(async () => {
    server = await createTestServer();
    // A second tenant using the same screens: the merchant tenant is granted the production-data menus.
    await asPlatform(server.db, async (tx) => {
      await tx.execute(sql`insert into sys_tenant_menu (tenant_id, menu_id)
        select ${SEED.merchant.tenantId}, id from sys_menu
         where split_part(permission, ':', 1) in ('process', 'processRoute', 'product', 'omsProductMapping')
        on conflict do nothing`);
    });
    factory = await server.tokenFor('factory', 'factory');
    operator = await server.tokenFor('operator', 'factory');
    merchant = await server.tokenFor('merchant', 'factory');
    const res = await call('/api/process/add', validProcess({ code: 'M-P1', name: 'Merchant process' }), merchant);
    expect(res.code).toBe(200);
    merchantProcess = res.result as number;
  }, 240_000);
  afterAll(() => server.close());

  async function call(url: string, body: unknown, token = factory, lang = en): Promise<Body> {
    return (await server.call('POST', url, { token, body, headers: lang })).body as Body;
  }
  async function detail(resource: string, id: number, token = factory): Promise<Row | null> {
    return (await server.call<Row | null>('GET', `/api/${resource}/detail?id=${id}`, { token })).body.result;
  }
  const rowsOf = (row: Row | null | undefined, key: string) => (row?.[key] ?? []) as Row[];
  const fieldsOf = (body: Body) => (body.extras as { fields: Record<string, string[]> }).fields;

  function validProcess(extra: Record<string, unknown> = {}) {
    return { code: 'P-T1', name: 'Test process', hotFolder: 'D:\\hot\\t1', image: '/upload/p.png', ...extra };
  }
  function validRoute(extra: Record<string, unknown> = {}) {
    return {
      code: 'RT-T1',
      name: 'Test route',
      principal: 'Zhang San',
      workshopId: WORKSHOP_IDS.dtg,
      processes: [{ processId: PROCESS_IDS.pretreat }, { processId: PROCESS_IDS.dtgPrint, isKey: true }],
      ...extra,
    };
  }

  describe('seed', () => {
    it('has the DTG and heat-transfer routes with their processes in order', async () => {
      const dtg = await detail('processRoute', PROCESS_ROUTE_IDS.dtg);
      expect(dtg?.code).toBe('RT-DTG');
      expect(rowsOf(dtg, 'processes').map((p) => p.processName)).toEqual([
        '前处理',
        '直喷打印',
        '烘干固化',
        '质检',
        '包装',
      ]);
      const ht = await detail('processRoute', PROCESS_ROUTE_IDS.heatTransfer);
      expect(rowsOf(ht, 'processes').map((p) => p.processName)).toEqual([
        'DTF 打印',
        '撒粉固化',
        '烫压',
        '质检',
        '包装',
      ]);
    });

    it('has products with two or more materials each and named refs', async () => {
      for (const id of Object.values(PRODUCT_IDS)) {
        const p = await detail('product', id);
        expect(rowsOf(p, 'materials').length).toBeGreaterThanOrEqual(2);
        expect(p?.processRouteName).toBeTruthy();
        for (const m of rowsOf(p, 'materials')) expect(m.materialName).toBeTruthy();
      }
      const pr = await detail('process', PROCESS_IDS.dtgPrint);
      expect(rowsOf(pr, 'defects').map((d) => d.defectItemId)).toContain(DEFECT_ITEM_IDS.misprint);
    });
  });

  describe('process', () => {
    it('refuses each missing required field and a hot folder with ..', async () => {
      const res = await call('/api/process/add', {});
      expect(res.code).toBe(400);
      const fields = fieldsOf(res);
      for (const k of ['code', 'name', 'hotFolder', 'image']) expect(fields[k]).toEqual(['is required']);
      const bad = await call('/api/process/add', validProcess({ hotFolder: 'D:\\hot\\..\\windows' }));
      expect(fieldsOf(bad).hotFolder).toEqual(["must be a folder path without '..'"]);
    });

    it('adds with defects, refuses a duplicate code and a duplicate defect row', async () => {
      const res = await call(
        '/api/process/add',
        validProcess({ defects: [{ defectItemId: DEFECT_ITEM_IDS.stain }], isMain: true }),
      );
      expect(res.code).toBe(200);
      const row = await detail('process', res.result as number);
      expect(row).toMatchObject({ isMain: true, hotFolder: 'D:\\hot\\t1' });
      expect(rowsOf(row, 'defects').map((d) => d.defectItemName)).toHaveLength(1);
      const dup = await call('/api/process/add', validProcess({ name: 'Other' }));
      expect(dup.code).not.toBe(200);
      expect(dup.message).toMatch(/R0002/);
      const twice = await call(
        '/api/process/add',
        validProcess({
          code: 'P-T2',
          defects: [{ defectItemId: DEFECT_ITEM_IDS.stain }, { defectItemId: DEFECT_ITEM_IDS.stain }],
        }),
      );
      expect(fieldsOf(twice)).toEqual({ 'defects.1.defectItemId': ['duplicates row 1'] });
    });

    it('cannot be deleted while a route uses it: the message names the route', async () => {
      const res = await call('/api/process/delete', { id: PROCESS_IDS.cure });
      expect(res.code).toBe(400);
      expect(res.message).toMatch(/R0004/);
      expect(res.message).toMatch(/Process route RT-DTG/);
      // Batch delete is all or nothing.
      const unused = (await call('/api/process/add', validProcess({ code: 'P-T3' }))).result as number;
      const batch = await call('/api/process/batchDelete', [unused, PROCESS_IDS.cure]);
      expect(batch.code).toBe(400);
      expect(await detail('process', unused)).not.toBeNull();
      expect((await call('/api/process/delete', { id: unused })).code).toBe(200);
    });
  });

  describe('process route', () => {
    it('refuses a route without processes, naming the sub-table', async () => {
      const res = await call('/api/processRoute/add', validRoute({ processes: [] }));
      expect(res.code).toBe(400);
      expect(fieldsOf(res).processes).toEqual(['Processes: at least 1 row(s) required']);
      const zh = await call('/api/processRoute/add', validRoute({ processes: undefined }), factory, {
        'accept-language': 'zh-CN',
      });
      expect(fieldsOf(zh).processes).toEqual(['工序至少需要 1 行']);
      const missing = fieldsOf(await call('/api/processRoute/add', { processes: [{}] }));
      for (const k of ['code', 'name', 'principal', 'workshopId']) expect(missing[k]).toEqual(['is required']);
      expect(missing['processes.0.processId']).toEqual(['is required']);
    });

    it('keeps the order, keeps it on update without the key, and replaces it with the key', async () => {
      const id = (
        await call(
          '/api/processRoute/add',
          validRoute({
            processes: [
              { processId: PROCESS_IDS.cure },
              { processId: PROCESS_IDS.pretreat },
              { processId: PROCESS_IDS.pack },
            ],
          }),
        )
      ).result as number;
      const names = async () => rowsOf(await detail('processRoute', id), 'processes').map((p) => p.processName);
      expect(await names()).toEqual(['烘干固化', '前处理', '包装']);
      expect((await call('/api/processRoute/update', { id, principal: 'Wang Wu' })).code).toBe(200);
      expect(await names()).toEqual(['烘干固化', '前处理', '包装']);
      const upd = await call('/api/processRoute/update', {
        id,
        processes: [
          { processId: PROCESS_IDS.pretreat },
          { processId: PROCESS_IDS.dtgPrint, isKey: true },
          { processId: PROCESS_IDS.cure },
        ],
      });
      expect(upd.code).toBe(200);
      const after = await detail('processRoute', id);
      expect(rowsOf(after, 'processes').map((p) => [p.processName, p.isKey, p.sortNo])).toEqual([
        ['前处理', false, 1],
        ['直喷打印', true, 2],
        ['烘干固化', false, 3],
      ]);
      expect(after?.principal).toBe('Wang Wu');
      // Page rows leave the sub-table out.
      const page = await call('/api/processRoute/page', { page: 1, pageSize: 50 });
      for (const item of (page.result as { items: Row[] }).items) expect(item.processes).toBeUndefined();
    });

    it('refuses a process or workshop of another tenant', async () => {
      const res = await call(
        '/api/processRoute/add',
        validRoute({ code: 'RT-X', processes: [{ processId: merchantProcess }] }),
      );
      expect(fieldsOf(res)).toEqual({ 'processes.0.processId': ['refers to a record that does not exist'] });
      const ws = await call('/api/processRoute/add', validRoute({ code: 'RT-M' }), merchant);
      expect(fieldsOf(ws).workshopId).toEqual(['refers to a record that does not exist']);
    });

    it('cannot be deleted while a product uses it', async () => {
      const res = await call('/api/processRoute/delete', { id: PROCESS_ROUTE_IDS.dtg });
      expect(res.message).toMatch(/R0004/);
      expect(res.message).toMatch(/PRD-TEE-W/);
    });
  });

  describe('product', () => {
    it('refuses each missing required field with its own message', async () => {
      const fields = fieldsOf(await call('/api/product/add', {}));
      // The code is numbered by the product rule when left empty (numbered-codes.test.ts).
      expect(fields.code).toBeUndefined();
      for (const k of [
        'name',
        'unitId',
        'spec',
        'attr',
        'customerId',
        'processRouteId',
        'image',
        'maxStock',
        'minStock',
        'safeStock',
      ])
        expect(fields[k], k).toEqual(['is required']);
      expect(fields.brotherTemplateId).toBeUndefined();
      expect(fields.productTypeId).toBeUndefined();
      expect(fieldsOf(await call('/api/product/add', validProduct({ attr: 3 }))).attr).toEqual([
        'has an invalid value',
      ]);
    });

    it('checks the stock limits field by field', async () => {
      const minAboveMax = fieldsOf(
        await call('/api/product/add', validProduct({ minStock: 50, maxStock: 10, safeStock: 20 })),
      );
      expect(minAboveMax.minStock).toEqual(['Minimum stock cannot be above maximum stock']);
      expect(minAboveMax.maxStock).toEqual(['Maximum stock cannot be below minimum stock']);
      expect(minAboveMax.safeStock).toBeUndefined();
      const safeOutside = fieldsOf(await call('/api/product/add', validProduct({ safeStock: 500 })));
      expect(safeOutside).toEqual({ safeStock: ['Safety stock must lie between minimum and maximum stock'] });
      const zh = fieldsOf(
        await call('/api/product/add', validProduct({ safeStock: 5 }), factory, { 'accept-language': 'zh-CN' }),
      );
      expect(zh.safeStock).toEqual(['安全库存必须介于最小库存和最大库存之间']);
    });

    it('adds with materials (labels on detail), refuses a duplicate material and a rate of 0', async () => {
      const res = await call('/api/product/add', validProduct());
      expect(res.code).toBe(200);
      const row = await detail('product', res.result as number);
      expect(row).toMatchObject({ unitName: expect.any(String), customerName: expect.any(String), attr: 1 });
      expect(rowsOf(row, 'materials').map((m) => [m.materialId, m.rate])).toEqual([
        [MATERIAL_IDS.teeWhite.L, 1],
        [MATERIAL_IDS.inkCyan, 0.004],
      ]);
      const dup = await call(
        '/api/product/add',
        validProduct({
          code: 'PRD-T2',
          materials: [
            { materialId: MATERIAL_IDS.inkCyan, rate: 1 },
            { materialId: MATERIAL_IDS.inkCyan, rate: 2 },
          ],
        }),
      );
      expect(fieldsOf(dup)).toEqual({ 'materials.1.materialId': ['duplicates row 1'] });
      const zero = await call(
        '/api/product/add',
        validProduct({ code: 'PRD-T3', materials: [{ materialId: MATERIAL_IDS.inkCyan, rate: 0 }] }),
      );
      expect(fieldsOf(zero)).toEqual({ 'materials.0.rate': ['must be greater than 0'] });
    });

    it("refuses refs to another tenant's rows", async () => {
      const res = await call('/api/product/add', validProduct({ code: 'PRD-M' }), merchant);
      const fields = fieldsOf(res);
      for (const k of ['unitId', 'customerId', 'processRouteId'])
        expect(fields[k]).toEqual(['refers to a record that does not exist']);
      expect(fields['materials.0.materialId']).toEqual(['refers to a record that does not exist']);
    });

    it('deleting a product soft-deletes its materials', async () => {
      const id = (await call('/api/product/add', validProduct({ code: 'PRD-DEL' }))).result as number;
      expect((await call('/api/product/delete', { id })).code).toBe(200);
      const rows = await inTenant(
        server.db,
        SEED.factory.tenantId,
        async (tx) =>
          (await tx.execute(sql`select is_delete from mes_product_material where product_id = ${id}`)) as unknown as {
            rows: { is_delete: boolean }[];
          },
      );
      expect(rows.rows.map((r) => r.is_delete)).toEqual([true, true]);
    });
  });

  describe('OMS product mapping', () => {
    it('adds with print areas, refuses a duplicate (platform, shop, SKU) and a duplicate area', async () => {
      const body = {
        platform: 'tiktok',
        shopName: 'Shop A',
        skuCode: 'SKU-1',
        productId: PRODUCT_IDS.heatTee,
        printAreas: [{ area: PrintArea.Front }, { area: PrintArea.LeftSleeve }],
      };
      expect((await call('/api/omsProductMapping/add', body)).code).toBe(200);
      const dup = await call('/api/omsProductMapping/add', body);
      expect(dup.message).toMatch(/R0002/);
      expect((await call('/api/omsProductMapping/add', { ...body, shopName: 'Shop B' })).code).toBe(200);
      const area = await call('/api/omsProductMapping/add', {
        ...body,
        skuCode: 'SKU-2',
        printAreas: [{ area: PrintArea.Back }, { area: PrintArea.Back }],
      });
      expect(fieldsOf(area)).toEqual({ 'printAreas.1.area': ['duplicates row 1'] });
      const platform = await call('/api/omsProductMapping/add', { ...body, platform: 'ebay', skuCode: 'SKU-3' });
      expect(fieldsOf(platform).platform).toEqual(['has an invalid value']);
      const missing = fieldsOf(await call('/api/omsProductMapping/add', {}));
      for (const k of ['platform', 'skuCode', 'productId']) expect(missing[k]).toEqual(['is required']);
    });

    it('resolveSkuMapping: exact shop first, then the platform-wide mapping; disabled and other tenants never', async () => {
      const F = SEED.factory.tenantId;
      await call('/api/omsProductMapping/add', {
        platform: 'shein',
        shopName: 'Shop Z',
        skuCode: 'HOOD-B-L',
        productId: PRODUCT_IDS.heatTee,
      });
      const resolved = await inTenant(server.db, F, async (tx) => ({
        exact: await resolveSkuMapping(tx, F, { platform: 'temu', shop: 'PrintFloor 官方店', skuCode: 'TEE-W-M' }),
        otherShop: await resolveSkuMapping(tx, F, { platform: 'temu', shop: 'Another', skuCode: 'TEE-W-M' }),
        wide: await resolveSkuMapping(tx, F, { platform: 'shein', shop: 'Any shop', skuCode: 'HOOD-B-L' }),
        shopZ: await resolveSkuMapping(tx, F, { platform: 'shein', shop: 'Shop Z', skuCode: ' HOOD-B-L ' }),
        unknown: await resolveSkuMapping(tx, F, { platform: 'temu', skuCode: 'NOPE' }),
      }));
      expect(resolved.exact).toMatchObject({
        mappingId: OMS_PRODUCT_MAPPING_IDS.temuTeeWhiteM,
        productId: PRODUCT_IDS.dtgTeeWhite,
        productCode: 'PRD-TEE-W',
        processRouteId: PROCESS_ROUTE_IDS.dtg,
        printAreas: [PrintArea.Front, PrintArea.Back],
        colour: '白色',
        size: 'M',
      });
      expect(resolved.otherShop).toBeNull();
      expect(resolved.wide?.productId).toBe(PRODUCT_IDS.dtgHoodie);
      expect(resolved.shopZ?.productId).toBe(PRODUCT_IDS.heatTee);
      expect(resolved.unknown).toBeNull();

      await call('/api/omsProductMapping/setStatus', { id: OMS_PRODUCT_MAPPING_IDS.temuTeeWhiteM, status: 2 });
      const M = SEED.merchant.tenantId;
      const after = await inTenant(server.db, F, (tx) =>
        resolveSkuMapping(tx, F, { platform: 'temu', shop: 'PrintFloor 官方店', skuCode: 'TEE-W-M' }),
      );
      expect(after).toBeNull();
      const other = await inTenant(server.db, M, (tx) =>
        resolveSkuMapping(tx, M, { platform: 'shein', shop: null, skuCode: 'HOOD-B-L' }),
      );
      expect(other).toBeNull();
    });
  });

  describe('permissions and tenants', () => {
    it('a user without the code is refused; reading with the code works', async () => {
      const add = await call('/api/process/add', validProcess({ code: 'P-OP' }), operator);
      expect(add.code).toBe(403);
      const upd = await call('/api/product/update', { id: PRODUCT_IDS.toteBag, name: 'x' }, operator);
      expect(upd.code).toBe(403);
      const del = await call('/api/processRoute/delete', { id: PROCESS_ROUTE_IDS.heatTransfer }, operator);
      expect(del.code).toBe(403);
    });

    it("another tenant sees none of the factory's rows and cannot change them", async () => {
      for (const resource of ['process', 'processRoute', 'product', 'omsProductMapping']) {
        const page = await call(`/api/${resource}/page`, { page: 1, pageSize: 100 }, merchant);
        expect(page.code, resource).toBe(200);
        const items = (page.result as { items: Row[] }).items;
        expect(items.every((r) => r.tenantId === SEED.merchant.tenantId)).toBe(true);
      }
      expect(await detail('processRoute', PROCESS_ROUTE_IDS.dtg, merchant)).toBeNull();
      expect(await detail('product', PRODUCT_IDS.dtgHoodie, merchant)).toBeNull();
      const upd = await call(
        '/api/processRoute/update',
        { id: PROCESS_ROUTE_IDS.dtg, processes: [{ processId: merchantProcess }] },
        merchant,
      );
      expect(upd.message).toMatch(/R0001/);
      const del = await call('/api/product/delete', { id: PRODUCT_IDS.dtgHoodie }, merchant);
      expect(del.message).toMatch(/R0001/);
      expect(rowsOf(await detail('processRoute', PROCESS_ROUTE_IDS.dtg), 'processes').length).toBe(5);
    });
  });
});
