import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';
import { prepareResourceFixture } from '../resources/fixture.ts';

interface DictType {
  id: number;
  name: string;
  code: string;
  orderNo: number;
  status: number;
  children?: DictData[];
}
interface DictData {
  id: number;
  dictTypeId: number;
  dictTypeName: string;
  value: string;
  code: string;
  orderNo: number;
  status: number;
  tagType: string | null;
}

describe('sysDictType and sysDictData (admin-net-contract §6.2)', () => {
  let server: TestServer;
  let admin: string;
  let factory: string;
  const en = { 'accept-language': 'en' };
  let colourId: number;
  let sizeId: number;

  beforeAll(async () => {
    server = await createTestServer();
    await prepareResourceFixture(server);
    admin = await server.tokenFor('superadmin', 'admin');
    factory = await server.tokenFor('factory', 'factory');
  });
  afterAll(() => server.close());

  const post = <T = unknown>(url: string, body: unknown, token = admin) =>
    server.call<T>('POST', url, { token, body, headers: en });
  const get = <T = unknown>(url: string, token = admin, headers: Record<string, string> = en) =>
    server.call<T>('GET', url, { token, headers });

  it('adds types; a duplicate code is D3001', async () => {
    const a = await post<number>('/api/sysDictType/add', { name: 'Test colour', code: 'zz_test_colour', orderNo: 2 });
    expect(a.body.code).toBe(200);
    colourId = a.body.result;
    const b = await post<number>('/api/sysDictType/add', { name: 'Test size', code: 'zz_test_size', orderNo: 1 });
    sizeId = b.body.result;
    const dup = await post('/api/sysDictType/add', { name: 'Again', code: 'zz_test_colour' });
    expect(dup.body).toMatchObject({ code: 400, message: '[D3001] The dictionary type code already exists' });
    const invalid = await post('/api/sysDictType/add', { code: 'zz_x' });
    expect(invalid.body.code).toBe(400);
    expect(JSON.parse(invalid.body.message)).toEqual({ name: ['is required'] });
  });

  it('pages types ordered by (orderNo, code) with substring filters', async () => {
    const res = await post<{ items: DictType[]; total: number }>('/api/sysDictType/page', {
      page: 1,
      pageSize: 10,
      code: 'zz_test',
    });
    expect(res.body.result.items.map((t) => t.code)).toEqual(['zz_test_size', 'zz_test_colour']);
    const byName = await post<{ items: DictType[] }>('/api/sysDictType/page', { name: 'colour' });
    expect(byName.body.result.items.map((t) => t.code)).toEqual(['zz_test_colour']);
    const list = await get<DictType[]>('/api/sysDictType/list');
    expect(list.body.result.map((t) => t.code)).toEqual(expect.arrayContaining(['zz_test_size', 'zz_test_colour']));
  });

  it('detail requires the id (message of Admin.NET) and answers null for an unknown id', async () => {
    const ok = await get<DictType>(`/api/sysDictType/detail?Id=${colourId}&Status=1`);
    expect(ok.body.result).toMatchObject({ id: colourId, code: 'zz_test_colour', status: 1 });
    const missing = await get('/api/sysDictType/detail', admin, { 'accept-language': 'zh-CN' });
    expect(missing.body.code).toBe(400);
    expect(JSON.parse(missing.body.message)).toEqual({ id: ['Id不能为空'] });
    expect((await get('/api/sysDictType/detail?Id=abc')).body.code).toBe(400);
    expect((await get('/api/sysDictType/detail?Id=12345')).body).toMatchObject({ code: 200, result: null });
  });

  it('updates a type; an unknown id is D3000; setStatus with a bad status is D3005', async () => {
    const upd = await post('/api/sysDictType/update', {
      id: colourId,
      name: 'Test colours',
      code: 'zz_test_colour',
      orderNo: 2,
    });
    expect(upd.body.code).toBe(200);
    const missing = await post('/api/sysDictType/update', { id: 999, name: 'x', code: 'zz_nope' });
    expect(missing.body.message).toBe('[D3000] Dictionary type not found');
    const dup = await post('/api/sysDictType/update', { id: sizeId, name: 'x', code: 'zz_test_colour' });
    expect(dup.body.message).toMatch(/^\[D3001\]/);
    for (const status of [0, 3, 'x']) {
      const bad = await post('/api/sysDictType/setStatus', { id: colourId, status });
      expect(bad.body.message).toBe('[D3005] Invalid status value');
    }
  });

  it('adds values; duplicate (dictTypeId, code) is D3003; the same code in another type is fine', async () => {
    const rows = [
      { dictTypeId: colourId, value: 'Red', code: 'red', orderNo: 2, tagType: 'danger' },
      { dictTypeId: colourId, value: 'Black', code: 'black', orderNo: 1 },
      { dictTypeId: colourId, value: 'Grey', code: 'grey', orderNo: 3, status: 2 },
      { dictTypeId: sizeId, value: 'Red size', code: 'red', orderNo: 1 },
    ];
    for (const row of rows) expect((await post('/api/sysDictData/add', row)).body.code).toBe(200);
    const dup = await post('/api/sysDictData/add', { dictTypeId: colourId, value: 'Again', code: 'red' });
    expect(dup.body.message).toBe('[D3003] The dictionary value code already exists');
    const noType = await post('/api/sysDictData/add', { dictTypeId: 4242, value: 'x', code: 'x' });
    expect(noType.body.code).toBe(400);
    expect(JSON.parse(noType.body.message)).toEqual({ dictTypeId: ['refers to a record that does not exist'] });
    const missing = await post('/api/sysDictData/update', { id: 999, dictTypeId: colourId, value: 'x', code: 'x' });
    expect(missing.body.message).toBe('[D3004] Dictionary value not found');
    expect((await post('/api/sysDictData/delete', { id: 999 })).body.message).toMatch(/^\[D3004\]/);
  });

  it('pages, lists and reads values', async () => {
    const page = await post<{ items: DictData[]; total: number }>('/api/sysDictData/page', { dictTypeId: colourId });
    expect(page.body.result.items.map((d) => d.code)).toEqual(['black', 'red', 'grey']);
    expect(page.body.result.items[0]?.dictTypeName).toBe('Test colours');
    const filtered = await post<{ items: DictData[] }>('/api/sysDictData/page', { dictTypeId: colourId, value: 're' });
    expect(filtered.body.result.items.map((d) => d.code)).toEqual(['red', 'grey']);
    const list = await get<DictData[]>(`/api/sysDictData/list?DictTypeId=${sizeId}`);
    expect(list.body.result.map((d) => d.value)).toEqual(['Red size']);
    const id = page.body.result.items[1]?.id;
    expect((await get<DictData>(`/api/sysDictData/detail?Id=${id}`)).body.result).toMatchObject({
      code: 'red',
      tagType: 'danger',
    });
  });

  it('sysDictType/dataList?Code= returns every status; code required; unknown code is D3000', async () => {
    const res = await get<DictData[]>('/api/sysDictType/dataList?Code=zz_test_colour');
    expect(res.body.result.map((d) => d.code)).toEqual(['black', 'red', 'grey']);
    const none = await get('/api/sysDictType/dataList');
    expect(none.body.code).toBe(400);
    expect(JSON.parse(none.body.message)).toEqual({ code: ['The dictionary type code is required'] });
    const zh = await get('/api/sysDictType/dataList?Code=', admin, { 'accept-language': 'zh-CN' });
    expect(JSON.parse(zh.body.message)).toEqual({ code: ['字典类型编码不能为空'] });
    expect((await get('/api/sysDictType/dataList?Code=zz_unknown')).body.message).toBe(
      '[D3000] Dictionary type not found',
    );
  });

  it('sysDictData/dataList/{code} returns only enabled values of an enabled type; ?Code=&Status= filters', async () => {
    const enabled = await get<DictData[]>('/api/sysDictData/dataList/zz_test_colour');
    expect(enabled.body.result.map((d) => d.code)).toEqual(['black', 'red']);
    const disabled = await get<DictData[]>('/api/sysDictData/dataList?Code=zz_test_colour&Status=2');
    expect(disabled.body.result.map((d) => d.code)).toEqual(['grey']);
    const all = await get<DictData[]>('/api/sysDictData/dataList?code=zz_test_colour');
    expect(all.body.result).toHaveLength(3);
    expect((await post('/api/sysDictType/setStatus', { id: colourId, status: 2 })).body.code).toBe(200);
    expect((await get<DictData[]>('/api/sysDictData/dataList/zz_test_colour')).body.result).toEqual([]);
    expect((await post('/api/sysDictType/setStatus', { id: colourId, status: 1 })).body.code).toBe(200);
    expect((await get('/api/sysDictData/dataList/zz_unknown')).body.message).toMatch(/^\[D3000\]/);
  });

  it('allDictList returns every type with all its values as children', async () => {
    const res = await get<DictType[]>('/api/sysDictType/allDictList');
    const colour = res.body.result.find((t) => t.code === 'zz_test_colour');
    expect(colour?.children?.map((d) => [d.code, d.status])).toEqual([
      ['black', 1],
      ['red', 1],
      ['grey', 2],
    ]);
  });

  it('dictionary reads are open to any logged-in user; writes and pages need the codes', async () => {
    expect((await get('/api/sysDictType/allDictList', factory)).body.code).toBe(200);
    expect((await get('/api/sysDictType/dataList?Code=zz_test_colour', factory)).body.code).toBe(200);
    expect((await get('/api/sysDictData/dataList/zz_test_colour', factory)).body.code).toBe(200);
    expect((await get('/api/sysDictType/allDictList', '')).body.code).toBe(401);
    expect((await post('/api/sysDictType/add', { name: 'x', code: 'zz_f' }, factory)).body.code).toBe(403);
    expect((await post('/api/sysDictType/page', {}, factory)).body.code).toBe(403);
    expect((await post('/api/sysDictData/delete', { id: colourId }, factory)).body.code).toBe(403);
  });

  it('deleting a type deletes its values', async () => {
    expect((await post('/api/sysDictType/delete', { id: colourId })).body.code).toBe(200);
    const left = await asPlatform(server.db, (tx) =>
      queryRows<{ n: number }>(tx, sql`select count(*)::int as n from sys_dict_data where dict_type_id = ${colourId}`),
    );
    expect(left[0]?.n).toBe(0);
    expect((await get('/api/sysDictType/dataList?Code=zz_test_colour')).body.message).toMatch(/^\[D3000\]/);
    // The code is free again (hard delete).
    expect((await post('/api/sysDictType/add', { name: 'Again', code: 'zz_test_colour' })).body.code).toBe(200);
    expect((await post('/api/sysDictType/delete', { id: 999 })).body.message).toMatch(/^\[D3000\]/);
  });
});
