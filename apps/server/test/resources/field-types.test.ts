import { commonFields, defineResource, stockLimitRules } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform } from '../../src/db/context.ts';
import { declareResource } from '../../src/resources/register.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';
import { prepareResourceFixture } from './fixture.ts';

const L = (en: string) => ({ 'zh-CN': en, en, 'zh-TW': en, 'pt-BR': en });

/** A scratch resource using every field type, on a table created by this test. */
const gadget = defineResource({
  name: 'zzGadget',
  table: 'zz_gadget',
  scope: 'tenant',
  title: L('Gadgets'),
  fields: {
    name: commonFields.name(),
    kind: {
      type: 'enum',
      label: { 'zh-CN': '类型', en: 'Kind', 'zh-TW': '類型', 'pt-BR': 'Tipo' },
      options: [
        { value: 1, label: { 'zh-CN': 'T恤', en: 'Shirt', 'zh-TW': 'T恤', 'pt-BR': 'Camiseta' } },
        { value: 2, label: { 'zh-CN': '卫衣', en: 'Hoodie', 'zh-TW': '衛衣', 'pt-BR': 'Moletom' } },
      ],
      search: 'in',
    },
    colour: { type: 'dict', dict: 'zz_colour', label: L('Colour'), search: 'eq' },
    price: { type: 'money', label: L('Price'), min: 0, search: 'range', sortable: true },
    weight: { type: 'number', decimals: 3, label: L('Weight') },
    qty: { type: 'integer', label: L('Qty') },
    active: { type: 'boolean', label: L('Active'), default: true, search: 'eq' },
    madeOn: { type: 'date', label: L('Made on'), search: 'range', sortable: true },
    checkedAt: { type: 'datetime', label: L('Checked at'), search: 'range' },
    posId: { type: 'ref', label: L('Position'), ref: { resource: 'sysPos', labelField: 'name' } },
    minStock: { type: 'integer', label: L('Min stock') },
    maxStock: { type: 'integer', label: L('Max stock') },
    safeStock: { type: 'integer', label: L('Safe stock') },
    photo: { type: 'image', label: L('Photo'), list: false },
  },
  rules: stockLimitRules(),
  defaultSort: [{ field: 'name', order: 'asc' }],
});
declareResource(gadget);

interface Gadget {
  id: number;
  name: string;
  kind: number;
  colour: string;
  price: number;
  weight: number;
  qty: number;
  active: boolean;
  madeOn: string;
  checkedAt: string;
  posId: number;
  posName: string;
}

describe('resource engine: every field type', () => {
  let server: TestServer;
  let factory: string;
  const en = { 'accept-language': 'en' };
  const operatorPos = 1310000000202;
  const merchantPos = 1320000000201;

  beforeAll(async () => {
    server = await createTestServer();
    await prepareResourceFixture(server);
    await asPlatform(server.db, async (tx) => {
      await tx.execute(sql`create table if not exists zz_gadget (
        tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
        name text not null, kind int, colour text, price numeric(18,2), weight numeric(18,3), qty int,
        active boolean not null default true, made_on date, checked_at timestamptz, pos_id bigint,
        min_stock int, max_stock int, safe_stock int, photo text,
        create_time timestamptz not null default now(), update_time timestamptz,
        create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
        is_delete boolean not null default false, create_org_id bigint, create_org_name text,
        primary key (tenant_id, id))`);
      await tx.execute(sql`select pf_tenant_table('zz_gadget')`);
      await tx.execute(sql`insert into sys_dict_type (id, name, code) values (1399000000001, 'Colour', 'zz_colour')`);
      await tx.execute(sql`insert into sys_dict_data (dict_type_id, value, code, order_no) values
        (1399000000001, 'Red', 'red', 1), (1399000000001, 'Blue', 'blue', 2)`);
      await tx.execute(sql`insert into sys_menu (pid, type, permission, title)
        select 0, 3, 'zzGadget:' || a, 'zzGadget:' || a from unnest(array['page','list','detail','add','update','delete','export','import']) a`);
      await tx.execute(sql`insert into sys_tenant_menu (tenant_id, menu_id)
        select 1310000000001, id from sys_menu where permission like 'zzGadget:%'`);
    });
    factory = await server.tokenFor('factory', 'factory');
  });
  afterAll(() => server.close());

  const post = <T = unknown>(url: string, body: unknown) =>
    server.call<T>('POST', url, { token: factory, body, headers: en });
  const full = {
    name: 'G1',
    kind: 1,
    colour: 'red',
    price: '12.50',
    weight: 0.125,
    qty: '3',
    active: 'true',
    madeOn: '2026-03-04',
    checkedAt: '2026-03-04 10:20:30',
    posId: operatorPos,
    minStock: 1,
    maxStock: 10,
    safeStock: 5,
    photo: '/upload/a.png',
  };

  it('writes and reads every type, with the ref label', async () => {
    const id = (await post<number>('/api/zzGadget/add', full)).body.result;
    const detail = await server.call<Gadget>('GET', `/api/zzGadget/detail?id=${id}`, { token: factory });
    expect(detail.body.result).toMatchObject({
      name: 'G1',
      kind: 1,
      colour: 'red',
      price: 12.5,
      weight: 0.125,
      qty: 3,
      active: true,
      madeOn: '2026-03-04',
      checkedAt: '2026-03-04 10:20:30',
      posId: operatorPos,
    });
    expect(detail.body.result.posName).toBeTruthy();
    expect(
      (
        await post<number>('/api/zzGadget/add', {
          ...full,
          name: 'G2',
          kind: 2,
          colour: 'blue',
          price: 30,
          active: false,
          madeOn: '2026-05-01',
          checkedAt: '2026-05-01 23:59:00',
        })
      ).body.code,
    ).toBe(200);
  });

  it('validates dict values, refs of another tenant and cross-field rules with field messages', async () => {
    const res = await post('/api/zzGadget/add', {
      ...full,
      colour: 'green',
      posId: merchantPos,
      minStock: 20,
      price: 1.005,
    });
    expect(res.body.code).toBe(400);
    expect(JSON.parse(res.body.message)).toEqual({
      price: ['may have at most 2 decimals'],
      minStock: ['Minimum stock cannot be above maximum stock'],
      maxStock: ['Maximum stock cannot be below minimum stock'],
    });
    const refs = await post('/api/zzGadget/add', { ...full, colour: 'green', posId: merchantPos });
    expect(JSON.parse(refs.body.message)).toEqual({
      posId: ['refers to a record that does not exist'],
      colour: ['has an invalid value'],
    });
    const zh = await server.call('POST', '/api/zzGadget/add', {
      token: factory,
      body: { ...full, safeStock: 50 },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(JSON.parse(zh.body.message)).toEqual({ safeStock: ['安全库存必须介于最小库存和最大库存之间'] });
  });

  it('filters by in, eq, money range, date range and a time range ending on a date', async () => {
    const names = async (body: unknown) =>
      (await post<{ items: Gadget[] }>('/api/zzGadget/page', body)).body.result.items.map((g) => g.name);
    expect(await names({ kind: [2] })).toEqual(['G2']);
    expect(await names({ kind: 1 })).toEqual(['G1']);
    expect(await names({ colour: 'blue' })).toEqual(['G2']);
    expect(await names({ active: false })).toEqual(['G2']);
    expect(await names({ price: [10, 20] })).toEqual(['G1']);
    expect(await names({ price: [20, null] })).toEqual(['G2']);
    expect(await names({ madeOn: ['2026-04-01', '2026-06-01'] })).toEqual(['G2']);
    expect(await names({ checkedAt: ['2026-05-01', '2026-05-01'] })).toEqual(['G2']);
    expect(await names({ field: 'price', order: 'descending' })).toEqual(['G2', 'G1']);
    expect(await names({ field: 'madeOn', order: 'ascending' })).toEqual(['G1', 'G2']);
  });

  it('exports display values and imports the exported file back', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/zzGadget/export',
      headers: { authorization: `Bearer ${factory}`, 'accept-language': 'pt-BR' },
      payload: {},
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 4)).toEqual(['Nome', 'Tipo', 'Colour', 'Price']);
    const row = (ws.getRow(2).values as unknown[]).slice(1);
    expect(row.slice(0, 10)).toEqual([
      'G1',
      'Camiseta',
      'Red',
      12.5,
      0.125,
      3,
      'Sim',
      '2026-03-04',
      '2026-03-04 10:20:30',
      expect.any(String),
    ]);
    // Rename the rows so the round trip is visible, then import.
    ws.getRow(2).getCell(1).value = 'R1';
    ws.getRow(3).getCell(1).value = 'R2';
    const buffer = Buffer.from(await wb.xlsx.writeBuffer());
    const boundary = 'xyzBoundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="g.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      buffer,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const imp = await server.app.inject({
      method: 'POST',
      url: '/api/zzGadget/import',
      headers: { authorization: `Bearer ${factory}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(imp.json()).toMatchObject({ code: 200, result: { total: 2, imported: 2, failed: 0, errors: [] } });
    const all = await server.call<Gadget[]>('GET', '/api/zzGadget/list', { token: factory });
    const byName = Object.fromEntries(all.body.result.map((g) => [g.name, g]));
    for (const [copy, original] of [
      ['R1', 'G1'],
      ['R2', 'G2'],
    ] as const) {
      const { id: _a, name: _b, ...a } = byName[copy] as Gadget & Record<string, unknown>;
      const { id: _c, name: _d, ...b } = byName[original] as Gadget & Record<string, unknown>;
      for (const key of ['kind', 'colour', 'price', 'weight', 'qty', 'active', 'madeOn', 'checkedAt', 'posId'] as const)
        expect([copy, key, a[key]]).toEqual([copy, key, b[key]]);
    }
  });
});
