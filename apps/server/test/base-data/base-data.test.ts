import { BASE_DATA_RESOURCES, customerResource, type Resource, workshopResource } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { seedBaseData, seedWorkstations } from '../../src/modules/baseData/seed.ts';
import {
  CUSTOMER_IDS,
  DEFECT_ITEM_IDS,
  DEVICE_CATEGORY_IDS,
  DEVICE_IDS,
  MATERIAL_IDS,
  MATERIAL_TYPE_IDS,
  UNIT_IDS,
  WORKSHOP_IDS,
  WORKSTATION_IDS,
} from '../../src/seed/base-data-ids.ts';
import { SEED_POSITIONS } from '../../src/seed/identity.ts';
import { SEED } from '../../src/seed/ids.ts';
import { PROCESS_IDS } from '../../src/seed/process-ids.ts';
import { xlsx, xlsxUpload } from '../helpers/multipart.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';

type Row = Record<string, unknown> & { id: number };
interface Page {
  total: number;
  items: Row[];
}

const F = SEED.factory.tenantId;
const M = SEED.merchant.tenantId;
/** Rows of the merchant tenant inserted directly (refs of another tenant must be refused). */
const OTHER = { workshop: 1399940000001, device: 1399940000002, process: 1399940000003 };
/** A process of the factory tenant for the workstations of this suite. */
const TEST_PROCESS = 1399940000010;

/** A valid add body per resource (seeded rows as the referenced ones) and the field an update changes. */
function sampleBodies(): Record<string, Record<string, unknown>> {
  return {
    workshop: { name: 'Embroidery workshop', code: 'T-WS', principal: 'Zhang Min', orderNo: 3, remark: 'new line' },
    deviceCategory: { code: 'T-DC', name: 'Embroidery machine', remark: 'multi-head' },
    device: {
      code: 'T-DEV',
      name: 'Brother GTX #9',
      categoryId: DEVICE_CATEGORY_IDS.dtgPrinter,
      brand: 'Brother',
      hotFolder: 'D:\\hot\\gtx09',
      workshopId: WORKSHOP_IDS.dtg,
      longitude: 114.123456,
      latitude: -22.654321,
      location: 'Line C',
    },
    workstation: {
      code: 'T-ST',
      name: 'DTG station 9',
      workshopId: WORKSHOP_IDS.dtg,
      processId: TEST_PROCESS,
      postId: SEED_POSITIONS.factory.operator,
      deviceId: DEVICE_IDS.gtx01,
    },
    unit: { code: 'T-BOX', name: 'box', remark: 'carton' },
    productType: { code: 'T-PT', name: 'Cap' },
    materialType: { code: 'T-MT', name: 'Thread' },
    material: {
      code: 'T-MAT',
      materialTypeId: MATERIAL_TYPE_IDS.ink,
      name: 'Fluorescent ink',
      spec: '1 L bottle',
      unitId: UNIT_IDS.l,
      grossWeight: 1.2,
      netWeight: 1.05,
      length: 10,
      width: 10,
      height: 25.5,
      volume: 2550,
      colour: 'Pink',
      size: 'One size',
      maxStock: 20,
      minStock: 2,
      safeStock: 5,
    },
    defectItem: { code: 'T-DI', name: 'Fold mark', image: '/defects/stain.svg', reason: 'Folded before curing' },
    commonDefect: {
      code: 'T-CD',
      name: 'Crease line',
      defectItemId: DEFECT_ITEM_IDS.stain,
      description: 'Crease across the print',
    },
    testItem: { code: 'T-TI', name: 'Stretch test', standard: 'No cracks at 30 %', method: 'Stretch by hand' },
    customer: {
      code: 'T-CUS',
      name: 'Acme Apparel',
      merchantTenantId: M,
      contact: '李娜',
      phone: '13912345678',
      email: 'buyer@acme.example',
      address: '1 Harbour Road',
    },
    garmentColour: { code: 'T-COL', name: 'Heather Teal', synonyms: 'Teal, 湖蓝', shade: 2 },
  };
}

describe('base data resources (issue 5)', () => {
  let server: TestServer;
  let factory: string;
  let operator: string;
  let merchant: string;
  const en = { 'accept-language': 'en' };

  beforeAll(async () => {
    server = await createTestServer();
    await asPlatform(server.db, async (tx) => {
      // The merchant tenant is granted workshop and customer codes (as area-free buttons, like the
      // resource fixture does) only to prove tenant isolation of the same screens.
      for (const code of [
        ...Object.values(workshopResource.permissions),
        ...Object.values(customerResource.permissions),
      ])
        await tx.execute(
          sql`insert into sys_menu (pid, type, permission, title, areas) values (0, 3, ${code}, ${code}, null)`,
        );
      await tx.execute(sql`insert into sys_tenant_menu (tenant_id, menu_id)
        select ${M}, id from sys_menu where not is_delete and areas is null
          and (permission like 'workshop:%' or permission like 'customer:%')
        on conflict do nothing`);
      await tx.execute(
        sql`insert into mes_workshop (tenant_id, id, name, code) values (${M}, ${OTHER.workshop}, 'Merchant room', 'M-WS')`,
      );
      await tx.execute(sql`insert into mes_device (tenant_id, id, code, name, category_id)
        values (${M}, ${OTHER.device}, 'M-DEV', 'Merchant printer', ${DEVICE_CATEGORY_IDS.dtgPrinter})`);
      await tx.execute(sql`insert into mes_process (tenant_id, id, code, name, hot_folder, image) values
        (${M}, ${OTHER.process}, 'M-PROC', 'Merchant process', 'D:\\hot', '/favicon.svg'),
        (${F}, ${TEST_PROCESS}, 'T-PROC', 'Test DTG printing', 'D:\\hot\\t', '/favicon.svg')
        on conflict do nothing`);
    });
    factory = await server.tokenFor('factory', 'factory');
    operator = await server.tokenFor('operator', 'factory');
    merchant = await server.tokenFor('merchant', 'merchant');
    // The shared test machine is slow: migrations and the full seed can exceed the default hook timeout.
  }, 240_000);
  afterAll(() => server.close());

  const post = <T>(token: string, url: string, body: unknown) =>
    server.call<T>('POST', url, { token, body, headers: en });
  const add = (name: string, body: unknown, token = factory) => post<number>(token, `/api/${name}/add`, body);
  const detail = async (name: string, id: number, token = factory) =>
    (await server.call<Row | null>('GET', `/api/${name}/detail?id=${id}`, { token, headers: en })).body.result;
  const page = async (name: string, body: Record<string, unknown>, token = factory) =>
    (await post<Page>(token, `/api/${name}/page`, { pageSize: 100, ...body })).body.result;
  const fieldErrors = (message: string) => JSON.parse(message) as Record<string, string[]>;

  it('declares every resource on its fixed table', () => {
    expect(BASE_DATA_RESOURCES.map((r) => [r.name, r.table])).toEqual([
      ['workshop', 'mes_workshop'],
      ['deviceCategory', 'mes_device_category'],
      ['device', 'mes_device'],
      ['workstation', 'mes_workstation'],
      ['unit', 'mes_unit'],
      ['productType', 'mes_product_type'],
      ['materialType', 'mes_material_type'],
      ['material', 'mes_material'],
      ['defectItem', 'mes_defect_item'],
      ['commonDefect', 'mes_common_defect'],
      ['testItem', 'mes_test_item'],
      ['customer', 'mes_customer'],
      ['garmentColour', 'mes_colour'],
    ]);
  });

  describe('seed', () => {
    it('seeds the demo factory master data with the fixed ids', async () => {
      expect((await page('workshop', {})).items.map((r) => r.name)).toEqual(['直喷车间', '烫画车间']);
      // Five of base data, and production's scan benches (quality check, pack, powder).
      expect((await page('deviceCategory', {})).total).toBe(6);
      const gtx = await detail('device', DEVICE_IDS.gtx01);
      expect(gtx).toMatchObject({ code: 'GTX-01', hotFolder: 'D:\\hot\\gtx01', categoryName: '直喷打印机' });
      expect(gtx?.workshopName).toBe('直喷车间');
      expect((await page('unit', {})).items.map((r) => r.name).sort()).toEqual(['件', '千克', '升', '卷', '套', '米']);
      const tee = await detail('material', MATERIAL_IDS.teeBlack.XL);
      expect(tee).toMatchObject({ code: 'TEE-BLK-XL', colour: '黑色', size: 'XL', unitName: '件' });
      expect(Number(tee?.netWeight)).toBeLessThanOrEqual(Number(tee?.grossWeight));
      expect((await page('material', { colour: '白色' })).total).toBeGreaterThanOrEqual(5);
      const defects = await page('defectItem', {});
      expect(defects.total).toBe(8);
      for (const d of defects.items) expect(d.image).toMatch(/^\/defects\/[a-z-]+\.svg$/);
      expect((await page('commonDefect', {})).total).toBeGreaterThan(0);
      expect((await page('testItem', {})).items.map((r) => r.name)).toContain('耐水洗色牢度');
      expect(await detail('customer', CUSTOMER_IDS.demoMerchant)).toMatchObject({ merchantTenantId: M });
      expect(await detail('customer', CUSTOMER_IDS.walkIn)).toMatchObject({ merchantTenantId: null });
    });

    it('seeds workstations for the seeded processes (production data) only', async () => {
      const station = await detail('workstation', WORKSTATION_IDS.dtg01);
      expect(station).toMatchObject({
        code: 'ST-DTG-01',
        workshopId: WORKSHOP_IDS.dtg,
        processId: PROCESS_IDS.dtgPrint,
        deviceId: DEVICE_IDS.gtx01,
        postId: SEED_POSITIONS.factory.operator,
        deviceName: 'Brother GTXpro Bulk 1 号机',
      });
      // The seeded DTG workshop is in use by its workstations.
      const del = await post(factory, '/api/device/delete', { id: DEVICE_IDS.gtx01 });
      expect(del.body.message).toContain('Workstation ST-DTG-01');
      // Without its process, the workstation is not seeded; with the process back, it is again.
      const setProcessDeleted = (deleted: boolean) =>
        asPlatform(server.db, (tx) =>
          tx.execute(
            sql`update mes_process set is_delete = ${deleted} where tenant_id = ${F} and id = ${PROCESS_IDS.dtgPrint}`,
          ),
        );
      const dropStation = () =>
        asPlatform(server.db, (tx) =>
          tx.execute(sql`delete from mes_workstation where tenant_id = ${F} and id = ${WORKSTATION_IDS.dtg01}`),
        );
      await dropStation();
      await setProcessDeleted(true);
      try {
        await seedWorkstations(server.services);
        expect(await detail('workstation', WORKSTATION_IDS.dtg01)).toBeNull();
      } finally {
        await setProcessDeleted(false);
      }
      await seedWorkstations(server.services);
      expect(await detail('workstation', WORKSTATION_IDS.dtg01)).toMatchObject({ code: 'ST-DTG-01' });
    });

    it('is idempotent and keeps user edits', async () => {
      const before = (await page('material', {})).total;
      await post(factory, '/api/workshop/update', { id: WORKSHOP_IDS.dtg, principal: 'Edited' });
      await seedBaseData(server.services);
      expect((await page('material', {})).total).toBe(before);
      expect((await page('workshop', {})).total).toBe(2);
      expect((await detail('workshop', WORKSHOP_IDS.dtg))?.principal).toBe('Edited');
    });
  });

  describe('round trip of every declaration', () => {
    const bodies = sampleBodies();
    for (const resource of BASE_DATA_RESOURCES as readonly Resource[]) {
      it(`${resource.name}: add, detail, page, update, setStatus, delete`, async () => {
        const body = bodies[resource.name] as Record<string, unknown>;
        const added = await add(resource.name, body);
        expect(added.body.code, added.body.message).toBe(200);
        const id = added.body.result;
        expect(await detail(resource.name, id)).toMatchObject({ ...body, id, tenantId: F, status: 1 });

        const found = await page(resource.name, { code: body.code });
        expect(found.items.map((r) => r.id)).toEqual([id]);

        const updated = await post(factory, `/api/${resource.name}/update`, { id, name: `${body.name} v2` });
        expect(updated.body.code, updated.body.message).toBe(200);
        expect(await detail(resource.name, id)).toMatchObject({ ...body, name: `${body.name} v2` });

        expect((await post(factory, `/api/${resource.name}/setStatus`, { id, status: 2 })).body.code).toBe(200);
        expect((await detail(resource.name, id))?.status).toBe(2);

        const removed = await post(factory, `/api/${resource.name}/delete`, { id });
        expect(removed.body.code, removed.body.message).toBe(200);
        expect(await detail(resource.name, id)).toBeNull();
        // Soft delete frees the code again.
        const again = await add(resource.name, body);
        expect(again.body.code, again.body.message).toBe(200);
        expect((await post(factory, `/api/${resource.name}/delete`, { id: again.body.result })).body.code).toBe(200);
      });
    }
  });

  describe('validation', () => {
    const base = sampleBodies();

    it('material: spec, unit, type, name and the three stock limits are required (the code is numbered)', async () => {
      const res = await add('material', {});
      expect(res.body.code).toBe(400);
      const f = fieldErrors(res.body.message);
      expect(f.code).toBeUndefined();
      for (const key of ['materialTypeId', 'name', 'spec', 'unitId', 'maxStock', 'minStock', 'safeStock'])
        expect(f[key], key).toEqual(['is required']);
      const blankSpec = await add('material', { ...base.material, code: 'V-1', spec: '   ' });
      expect(fieldErrors(blankSpec.body.message)).toEqual({ spec: ['is required'] });
    });

    it('material: each stock-limit rule reports on its own field with its own message', async () => {
      const inverted = await add('material', {
        ...base.material,
        code: 'V-2',
        minStock: 10,
        maxStock: 5,
        safeStock: 7,
      });
      expect(fieldErrors(inverted.body.message)).toEqual({
        minStock: ['Minimum stock cannot be above maximum stock'],
        maxStock: ['Maximum stock cannot be below minimum stock'],
      });
      const safety = await add('material', { ...base.material, code: 'V-3', minStock: 1, maxStock: 10, safeStock: 11 });
      expect(fieldErrors(safety.body.message)).toEqual({
        safeStock: ['Safety stock must lie between minimum and maximum stock'],
      });
      const negative = await add('material', { ...base.material, code: 'V-4', minStock: -1 });
      expect(fieldErrors(negative.body.message).minStock).toEqual(['must be at least 0']);
      // The rule also holds on update against the stored values.
      const ok = await add('material', { ...base.material, code: 'V-5' });
      const upd = await post(factory, '/api/material/update', { id: ok.body.result, safeStock: 100 });
      expect(fieldErrors(upd.body.message)).toEqual({
        safeStock: ['Safety stock must lie between minimum and maximum stock'],
      });
    });

    it('material: net weight must not exceed gross weight, weights not negative', async () => {
      const res = await add('material', { ...base.material, code: 'V-6', grossWeight: 0.2, netWeight: 0.25 });
      expect(fieldErrors(res.body.message)).toEqual({ netWeight: ['Net weight must not exceed gross weight'] });
      const zh = await server.call('POST', '/api/material/add', {
        token: factory,
        body: { ...base.material, code: 'V-6', grossWeight: 0.2, netWeight: 0.25 },
        headers: { 'accept-language': 'zh-CN' },
      });
      expect(fieldErrors(zh.body.message)).toEqual({ netWeight: ['净重不能大于毛重'] });
      const neg = await add('material', { ...base.material, code: 'V-7', grossWeight: -1, netWeight: null });
      expect(fieldErrors(neg.body.message)).toEqual({ grossWeight: ['must be at least 0'] });
      const equal = await add('material', { ...base.material, code: 'V-8', grossWeight: 0.3, netWeight: 0.3 });
      expect(equal.body.code).toBe(200);
      // On update the rule holds against the stored gross weight.
      const heavier = await post(factory, '/api/material/update', { id: equal.body.result, netWeight: 0.31 });
      expect(fieldErrors(heavier.body.message)).toEqual({ netWeight: ['Net weight must not exceed gross weight'] });
      const both = await post(factory, '/api/material/update', {
        id: equal.body.result,
        grossWeight: 0.4,
        netWeight: 0.31,
      });
      expect(both.body.code).toBe(200);
    });

    it('device: coordinates in range with at most 6 decimals, sane hot folder, category required', async () => {
      const res = await add('device', {
        ...base.device,
        code: 'V-D1',
        longitude: 180.5,
        latitude: -90.1,
        hotFolder: 'D:\\hot\\..\\windows',
      });
      expect(fieldErrors(res.body.message)).toEqual({
        longitude: ['must be at most 180'],
        latitude: ['must be at least -90'],
        hotFolder: ["must be a folder path without '..'"],
      });
      const decimals = await add('device', { ...base.device, code: 'V-D2', longitude: 1.1234567 });
      expect(fieldErrors(decimals.body.message)).toEqual({ longitude: ['may have at most 6 decimals'] });
      const long = await add('device', { ...base.device, code: 'V-D3', hotFolder: `/srv/${'a'.repeat(510)}` });
      expect(fieldErrors(long.body.message)).toEqual({ hotFolder: ['must be at most 512 characters'] });
      const unix = await add('device', { ...base.device, code: 'V-D4', hotFolder: '/srv/hot/../etc' });
      expect(fieldErrors(unix.body.message)).toEqual({ hotFolder: ["must be a folder path without '..'"] });
      const noCat = await add('device', { ...base.device, code: 'V-D5', categoryId: null });
      expect(fieldErrors(noCat.body.message)).toEqual({ categoryId: ['is required'] });
      const edge = await add('device', { ...base.device, code: 'V-D6', longitude: -180, latitude: 90 });
      expect(edge.body.code, edge.body.message).toBe(200);
    });

    it('defect item: name, image and reason are required', async () => {
      const res = await add('defectItem', { code: 'V-DI' });
      expect(fieldErrors(res.body.message)).toEqual({
        name: ['is required'],
        image: ['is required'],
        reason: ['is required'],
      });
    });

    it('workstation: all four refs required; refs of another tenant refused', async () => {
      const res = await add('workstation', { code: 'V-ST', name: 'x' });
      expect(fieldErrors(res.body.message)).toEqual({
        workshopId: ['is required'],
        processId: ['is required'],
        postId: ['is required'],
        deviceId: ['is required'],
      });
      const missing = 'refers to a record that does not exist';
      for (const [key, value] of [
        ['workshopId', OTHER.workshop],
        ['processId', OTHER.process],
        ['postId', SEED_POSITIONS.merchant.owner],
        ['deviceId', OTHER.device],
      ] as const) {
        const other = await add('workstation', { ...base.workstation, code: 'V-ST', [key]: value });
        expect(other.body.code, key).toBe(400);
        expect(fieldErrors(other.body.message), key).toEqual({ [key]: [missing] });
      }
    });

    it('customer: merchant tenant must be a live merchant tenant; phone and email checked', async () => {
      const factoryTenant = await add('customer', { ...base.customer, code: 'V-C1', merchantTenantId: F });
      expect(fieldErrors(factoryTenant.body.message)).toEqual({
        merchantTenantId: ['refers to a record that does not exist'],
      });
      const unknown = await add('customer', { ...base.customer, code: 'V-C2', merchantTenantId: 999 });
      expect(fieldErrors(unknown.body.message)).toEqual({
        merchantTenantId: ['refers to a record that does not exist'],
      });
      const contact = await add('customer', { ...base.customer, code: 'V-C3', phone: '12345', email: 'nope' });
      expect(fieldErrors(contact.body.message)).toEqual({
        phone: ['Invalid phone number (start numbers outside mainland China with + and the country code)'],
        email: [expect.any(String)],
      });
      const ok = await add('customer', { ...base.customer, code: 'V-C4' });
      expect(ok.body.code).toBe(200);
      const upd = await post(factory, '/api/customer/update', { id: ok.body.result, merchantTenantId: F });
      expect(upd.body.code).toBe(400);
      const unlink = await post(factory, '/api/customer/update', { id: ok.body.result, merchantTenantId: null });
      expect(unlink.body.code).toBe(200);
    });

    it('nonsense bodies answer 400, never 500', async () => {
      for (const resource of BASE_DATA_RESOURCES) {
        for (const body of [[1, 2], 'x', { code: { a: 1 }, name: ['x'], status: 'x' }]) {
          const res = await post(factory, `/api/${resource.name}/add`, body);
          expect(res.status, resource.name).not.toBe(500);
          expect(res.body.code, resource.name).toBe(400);
        }
      }
    });
  });

  describe('uniqueness and tenancy', () => {
    it('codes are unique per tenant; another tenant may reuse them', async () => {
      expect((await add('workshop', { name: 'A', code: 'DUP-WS' })).body.code).toBe(200);
      const dup = await add('workshop', { name: 'B', code: 'DUP-WS' });
      expect(dup.body.code).toBe(400);
      expect(dup.body.message).toBe('[R0002] Code already exists');
      expect((await add('workshop', { name: 'B', code: 'DUP-WS' }, merchant)).body.code).toBe(200);
      expect((await add('customer', { code: 'CUS-MERCHANT', name: 'Same code' }, merchant)).body.code).toBe(200);
      const dupCustomer = await add('customer', { code: 'CUS-MERCHANT', name: 'Same code' });
      expect(dupCustomer.body.message).toBe('[R0002] Code already exists');
      const dupUnit = await add('unit', { name: '件' });
      expect(dupUnit.body.message).toBe('[R0002] Name already exists');
    });

    it('the merchant tenant never sees factory rows', async () => {
      const rows = await page('workshop', {}, merchant);
      expect(rows.items.map((r) => r.code).sort()).toEqual(['DUP-WS', 'M-WS']);
      expect(await detail('workshop', WORKSHOP_IDS.dtg, merchant)).toBeNull();
      const upd = await post(merchant, '/api/workshop/update', { id: WORKSHOP_IDS.dtg, name: 'hijack' });
      expect(upd.body.message).toMatch(/^\[R0001\]/);
      const del = await post(merchant, '/api/workshop/delete', { id: WORKSHOP_IDS.heatTransfer });
      expect(del.body.message).toMatch(/^\[R0001\]/);
      expect((await page('customer', {}, merchant)).items.map((r) => r.code)).toEqual(['CUS-MERCHANT']);
      expect((await detail('workshop', WORKSHOP_IDS.dtg))?.name).toBe('直喷车间');
      // Screens the merchant tenant was not granted stay closed.
      expect((await post(merchant, '/api/material/page', {})).body.code).toBe(403);
    });

    it('the operator reads base data but cannot change it', async () => {
      expect((await page('material', {}, operator)).total).toBeGreaterThan(0);
      expect(await detail('device', DEVICE_IDS.gtx01, operator)).toMatchObject({ code: 'GTX-01' });
      for (const resource of BASE_DATA_RESOURCES) {
        const res = await add(resource.name, sampleBodies()[resource.name], operator);
        expect(res.body.code, resource.name).toBe(403);
      }
      expect((await post(operator, '/api/workshop/delete', { id: WORKSHOP_IDS.dtg })).body.code).toBe(403);
      expect((await post(operator, '/api/unit/setStatus', { id: UNIT_IDS.pcs, status: 2 })).body.code).toBe(403);
    });
  });

  describe('delete in use', () => {
    const refused = async (name: string, id: number, who: string) => {
      const res = await post(factory, `/api/${name}/delete`, { id });
      expect(res.body.code).toBe(400);
      expect(res.body.message).toContain('[R0004] In use, cannot be deleted:');
      expect(res.body.message).toContain(who);
      expect(await detail(name, id)).not.toBeNull();
    };

    it('names the workstation, device, material or common defect that uses the row', async () => {
      const body = sampleBodies();
      const cat = (await add('deviceCategory', { code: 'IU-CAT', name: 'In-use category' })).body.result;
      const ws = (await add('workshop', { code: 'IU-WS', name: 'In-use workshop' })).body.result;
      const dev = (
        await add('device', { ...body.device, code: 'IU-DEV', categoryId: cat, workshopId: null, hotFolder: null })
      ).body.result;
      await refused('deviceCategory', cat, 'Device IU-DEV');
      const st = await add('workstation', { ...body.workstation, code: 'IU-ST-01', workshopId: ws, deviceId: dev });
      expect(st.body.code, st.body.message).toBe(200);
      await refused('workshop', ws, 'Workstation IU-ST-01');
      await refused('device', dev, 'Workstation IU-ST-01');
      // A workshop used by a device only.
      const ws2 = (await add('workshop', { code: 'IU-WS2', name: 'Device room' })).body.result;
      await add('device', { ...body.device, code: 'IU-DEV2', workshopId: ws2 });
      await refused('workshop', ws2, 'Device IU-DEV2');

      const unit = (await add('unit', { code: 'IU-U', name: 'bundle' })).body.result;
      const type = (await add('materialType', { code: 'IU-MT', name: 'Labels' })).body.result;
      await add('material', { ...body.material, code: 'IU-MAT', unitId: unit, materialTypeId: type });
      await refused('unit', unit, 'Material IU-MAT');
      await refused('materialType', type, 'Material IU-MAT');

      const item = (await add('defectItem', { ...body.defectItem, code: 'IU-DI' })).body.result;
      await add('commonDefect', { code: 'IU-CD', name: 'Uses item', defectItemId: item });
      await refused('defectItem', item, 'Common defect IU-CD');

      // Once the user is gone the delete goes through.
      expect((await post(factory, '/api/workstation/delete', { id: st.body.result })).body.code).toBe(200);
      expect((await post(factory, '/api/device/delete', { id: dev })).body.code).toBe(200);
      expect((await post(factory, '/api/workshop/delete', { id: ws })).body.code).toBe(200);
      expect((await post(factory, '/api/deviceCategory/delete', { id: cat })).body.code).toBe(200);
    });
  });

  describe('import', () => {
    it('imports 1,000 materials with exactly 3 bad rows: those are reported, 997 written', async () => {
      const rows: unknown[][] = [
        [
          'code',
          'Classification',
          'name',
          'spec',
          'Unit',
          'grossWeight',
          'netWeight',
          'maxStock',
          'minStock',
          'safeStock',
        ],
      ];
      for (let i = 1; i <= 1000; i++)
        rows.push([`IMP-${i}`, '空白成衣', `Imported tee ${i}`, 'cotton, M', '件', 0.2, 0.18, 100, 10, 20]);
      rows[100] = ['IMP-100', '空白成衣', 'Imported tee 100', '', '件', 0.2, 0.18, 100, 10, 20]; // row 101: spec
      rows[500] = ['IMP-500', '空白成衣', 'Imported tee 500', 'cotton, M', '件', 0.2, 0.3, 100, 10, 20]; // row 501: net > gross
      rows[900] = ['IMP-900', '空白成衣', 'Imported tee 900', 'cotton, M', '件', 0.2, 0.18, 100, 10, 200]; // row 901: safety
      const { payload, contentType } = xlsxUpload('materials.xlsx', await xlsx(rows));
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/material/import',
        headers: { authorization: `Bearer ${factory}`, 'accept-language': 'en', 'content-type': contentType },
        payload,
      });
      const { result } = res.json();
      expect(result).toMatchObject({ total: 1000, imported: 997, failed: 3 });
      expect(result.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
        [101, 'spec'],
        [501, 'netWeight'],
        [901, 'safeStock'],
      ]);
      expect(result.errors.map((e: { message: string }) => e.message)).toEqual([
        'is required',
        'Net weight must not exceed gross weight',
        'Safety stock must lie between minimum and maximum stock',
      ]);
      expect((await page('material', { code: 'IMP-', pageSize: 1 })).total).toBe(997);
      const one = (await page('material', { code: 'IMP-999' })).items[0];
      expect(one).toMatchObject({
        materialTypeId: MATERIAL_TYPE_IDS.blankGarment,
        unitId: UNIT_IDS.pcs,
        safeStock: 20,
      });
      const [count] = await asPlatform(server.db, (tx) =>
        queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from mes_material where tenant_id = ${F} and code like 'IMP-%'`,
        ),
      );
      expect(count?.n).toBe(997);
    });
  });
});
