import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { SEED } from '../../src/seed/ids.ts';
import { xlsx, xlsxUpload } from '../helpers/multipart.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';
import { FIXTURE, prepareResourceFixture } from './fixture.ts';

interface Page<T> {
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  items: T[];
  hasPrevPage: boolean;
  hasNextPage: boolean;
}
interface Pos {
  id: number;
  name: string;
  code: string | null;
  orderNo: number;
  status: number;
  remark: string | null;
  tenantId: number;
  createUserId: number;
  createUserName: string;
  createOrgId: number | null;
  updateUserId: number | null;
}

describe('declarative resource: sysPos end to end', () => {
  let server: TestServer;
  let factory: string;
  let merchant: string;
  const en = { 'accept-language': 'en' };

  beforeAll(async () => {
    server = await createTestServer();
    await prepareResourceFixture(server);
    factory = await server.tokenFor('factory', 'factory');
    merchant = await server.tokenFor('merchant', 'merchant');
  });
  afterAll(() => server.close());

  const add = (token: string, body: unknown, headers = en) =>
    server.call<number>('POST', '/api/sysPos/add', { token, body, headers });
  const page = (token: string, body: unknown) =>
    server.call<Page<Pos>>('POST', '/api/sysPos/page', { token, body, headers: en });

  it('adds (returning the id), reads the detail with base columns filled from the caller', async () => {
    const { body } = await add(factory, { name: 'Printer operator', code: 'PRN-OP', orderNo: 5, remark: 'day shift' });
    expect(body.code).toBe(200);
    expect(typeof body.result).toBe('number');
    const detail = await server.call<Pos>('GET', `/api/sysPos/detail?Id=${body.result}`, { token: factory });
    expect(detail.body.result).toMatchObject({
      id: body.result,
      name: 'Printer operator',
      code: 'PRN-OP',
      orderNo: 5,
      status: 1,
      remark: 'day shift',
      tenantId: SEED.factory.tenantId,
      createUserId: SEED.factory.users.factory,
      createOrgId: SEED.factory.orgId,
    });
    expect(detail.body.result.createUserName).toBeTruthy();
    expect((detail.body.result as unknown as { createTime: string }).createTime).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
  });

  it('validates add: code 400 with per-field messages in the caller language', async () => {
    const enRes = await add(factory, { code: 'x'.repeat(65), orderNo: 'abc', status: 7 });
    expect(enRes.body.code).toBe(400);
    const fields = JSON.parse(enRes.body.message) as Record<string, string[]>;
    expect(fields.name).toEqual(['is required']);
    expect(fields.code?.[0]).toBe('must be at most 64 characters');
    expect(fields.orderNo?.[0]).toBe('must be a number');
    expect(fields.status?.[0]).toBe('has an invalid value');

    const zh = await add(factory, { code: 'ok' }, { 'accept-language': 'zh-CN' });
    expect(zh.body.code).toBe(400);
    expect(JSON.parse(zh.body.message)).toEqual({ name: ['不能为空'] });
    const blank = await add(factory, { name: '   ' });
    expect(JSON.parse(blank.body.message)).toEqual({ name: ['is required'] });
    expect((await add(factory, undefined)).body.code).toBe(400);
  });

  it('refuses a duplicate code in the same tenant with a message naming the field; other tenants may reuse it', async () => {
    expect((await add(factory, { name: 'A', code: 'DUP-1' })).body.code).toBe(200);
    const dup = await add(factory, { name: 'B', code: 'DUP-1' });
    expect(dup.body.code).toBe(400);
    expect(dup.body.message).toBe('[D6000] The position code already exists');
    // The refusal names its field: a form shows the sentence on it, the code stays in extras.
    expect(dup.body.extras).toEqual({ errorCode: 'D6000', fields: { code: ['The position code already exists'] } });
    const zh = await add(factory, { name: 'B', code: 'DUP-1' }, { 'accept-language': 'zh-CN' });
    expect(zh.body.message).toBe('[D6000] 职位编码已存在');
    expect((await add(merchant, { name: 'B', code: 'DUP-1' })).body.code).toBe(200);
  });

  it('concurrent adds of one code: exactly one wins, the others get D6000, never a 500', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_v, i) => add(factory, { name: `Race ${i}`, code: 'RACE-1' })),
    );
    const codes = results.map((r) => r.body.code).sort();
    expect(codes).toEqual([200, 400, 400, 400, 400, 400]);
    for (const r of results.filter((x) => x.body.code === 400)) expect(r.body.message).toMatch(/^\[D6000\]/);
  });

  it('pages with filters per search kind and the contract page shape', async () => {
    for (const [name, code, orderNo, status] of [
      ['Filter alpha', 'FLT-A', 1, 1],
      ['Filter beta', 'FLT-B', 2, 2],
      ['Filter gamma_%', 'FLT-C', 3, 1],
    ] as const) {
      expect((await add(factory, { name, code, orderNo, status })).body.code).toBe(200);
    }
    const like = await page(factory, { page: 1, pageSize: 2, name: 'filter' });
    expect(like.body.code).toBe(200);
    expect(like.body.result).toMatchObject({
      page: 1,
      pageSize: 2,
      total: 3,
      totalPages: 2,
      hasPrevPage: false,
      hasNextPage: true,
    });
    expect(like.body.result.items.map((p) => p.code)).toEqual(['FLT-A', 'FLT-B']);
    const eq = await page(factory, { name: 'Filter', status: '2' });
    expect(eq.body.result.items.map((p) => p.code)).toEqual(['FLT-B']);
    // LIKE wildcards in the search text are literal.
    const wildcard = await page(factory, { name: '_%' });
    expect(wildcard.body.result.items.map((p) => p.code)).toEqual(['FLT-C']);
    const list = await server.call<Pos[]>('GET', '/api/sysPos/list?Code=FLT-&Status=1', { token: factory });
    expect(list.body.result.map((p) => p.code)).toEqual(['FLT-A', 'FLT-C']);
  });

  it('sorts only by whitelisted fields; unknown fields and injection attempts fall back to the default order', async () => {
    const byName = await page(factory, { name: 'Filter', field: 'name', order: 'descending' });
    expect(byName.body.result.items.map((p) => p.code)).toEqual(['FLT-C', 'FLT-B', 'FLT-A']);
    const asc = await page(factory, { name: 'Filter', field: 'orderNo', order: 'ascending' });
    expect(asc.body.result.items.map((p) => p.code)).toEqual(['FLT-A', 'FLT-B', 'FLT-C']);
    for (const field of ['id;drop table sys_pos', 'password', 'name desc, (select 1)', 'tenant_id']) {
      const res = await page(factory, { name: 'Filter', field, order: 'descending' });
      expect(res.body.code).toBe(200);
      // Default order: orderNo ascending.
      expect(res.body.result.items.map((p) => p.code)).toEqual(['FLT-A', 'FLT-B', 'FLT-C']);
    }
    const count = await asPlatform(server.db, (tx) =>
      queryRows<{ n: number }>(tx, sql`select count(*)::int as n from sys_pos`),
    );
    expect(count[0]?.n).toBeGreaterThan(3);
  });

  it('updates, writing a diff log row with before and after', async () => {
    const id = (await add(factory, { name: 'Before', code: 'UPD-1' })).body.result;
    const res = await server.call('POST', '/api/sysPos/update', {
      token: factory,
      body: { id, name: 'After', code: 'UPD-1', remark: 'changed' },
    });
    expect(res.body.code).toBe(200);
    const detail = await server.call<Pos>('GET', `/api/sysPos/detail?id=${id}`, { token: factory });
    expect(detail.body.result).toMatchObject({
      name: 'After',
      remark: 'changed',
      updateUserId: SEED.factory.users.factory,
    });
    const diffs = await asPlatform(server.db, (tx) =>
      queryRows<{ before_data: Pos; after_data: Pos; diff_type: string; tenant_id: number; account: string }>(
        tx,
        sql`select before_data, after_data, diff_type, tenant_id, account from sys_log_diff where table_name = 'sys_pos' and business_id = ${id}`,
      ),
    );
    expect(diffs).toHaveLength(1);
    expect(diffs[0]).toMatchObject({ diff_type: 'update', account: 'factory' });
    expect(Number(diffs[0]?.tenant_id)).toBe(SEED.factory.tenantId);
    expect(diffs[0]?.before_data.name).toBe('Before');
    expect(diffs[0]?.after_data.name).toBe('After');
    // Unknown id → not found, nothing written.
    const missing = await server.call('POST', '/api/sysPos/update', { token: factory, body: { id: 999, name: 'x' } });
    expect(missing.body.code).toBe(400);
    expect(missing.body.message).toMatch(/^\[R0001\]/);
  });

  it('sets the status (only 1 or 2) and deletes softly; deleted rows are never returned', async () => {
    const id = (await add(factory, { name: 'Temp', code: 'TMP-1' })).body.result;
    expect(
      (await server.call('POST', '/api/sysPos/setStatus', { token: factory, body: { id, status: 2 } })).body.code,
    ).toBe(200);
    const bad = await server.call('POST', '/api/sysPos/setStatus', {
      token: factory,
      body: { id, status: 3 },
      headers: en,
    });
    expect(bad.body.message).toBe('[D3005] Invalid status value');
    expect((await server.call<Pos>('GET', `/api/sysPos/detail?id=${id}`, { token: factory })).body.result.status).toBe(
      2,
    );
    expect((await server.call('POST', '/api/sysPos/delete', { token: factory, body: { id } })).body.code).toBe(200);
    expect((await server.call('GET', `/api/sysPos/detail?id=${id}`, { token: factory })).body.result).toBeNull();
    expect((await page(factory, { code: 'TMP-1' })).body.result.total).toBe(0);
    const rows = await asPlatform(server.db, (tx) =>
      queryRows<{ is_delete: boolean }>(tx, sql`select is_delete from sys_pos where id = ${id}`),
    );
    expect(rows[0]?.is_delete).toBe(true);
    const diff = await asPlatform(server.db, (tx) =>
      queryRows<{ diff_type: string }>(
        tx,
        sql`select diff_type from sys_log_diff where business_id = ${id} order by id`,
      ),
    );
    expect(diff.map((d) => d.diff_type)).toEqual(['update', 'delete']);
    // The code of a deleted row is free again.
    expect((await add(factory, { name: 'Temp again', code: 'TMP-1' })).body.code).toBe(200);
  });

  it('batch-deletes with an array body or {ids}', async () => {
    const a = (await add(factory, { name: 'Batch 1' })).body.result;
    const b = (await add(factory, { name: 'Batch 2' })).body.result;
    const c = (await add(factory, { name: 'Batch 3' })).body.result;
    const r1 = await server.call<number>('POST', '/api/sysPos/batchDelete', { token: factory, body: [a, b] });
    expect(r1.body).toMatchObject({ code: 200, result: 2 });
    const r2 = await server.call<number>('POST', '/api/sysPos/batchDelete', { token: factory, body: { ids: [c] } });
    expect(r2.body).toMatchObject({ code: 200, result: 1 });
    expect((await page(factory, { name: 'Batch' })).body.result.total).toBe(0);
    expect((await server.call('POST', '/api/sysPos/batchDelete', { token: factory, body: [] })).body.code).toBe(400);
  });

  it('refuses to delete a position in use and says which rows use it', async () => {
    const res = await server.call('POST', '/api/sysPos/delete', {
      token: factory,
      body: { id: 1310000000202 },
      headers: en,
    });
    expect(res.body.code).toBe(400);
    expect(res.body.message).toMatch(/^\[R0004\] In use, cannot be deleted: User .*operator/);
  });

  it('isolates tenants: the factory admin cannot read, change or delete a merchant position', async () => {
    const id = (await add(merchant, { name: 'Merchant only', code: 'M-ONLY' })).body.result;
    expect((await server.call('GET', `/api/sysPos/detail?id=${id}`, { token: factory })).body.result).toBeNull();
    const upd = await server.call('POST', '/api/sysPos/update', { token: factory, body: { id, name: 'hacked' } });
    expect(upd.body.code).toBe(400);
    const del = await server.call('POST', '/api/sysPos/delete', { token: factory, body: { id } });
    expect(del.body.code).toBe(400);
    const st = await server.call('POST', '/api/sysPos/setStatus', { token: factory, body: { id, status: 2 } });
    expect(st.body.code).toBe(400);
    const batch = await server.call('POST', '/api/sysPos/batchDelete', { token: factory, body: [id] });
    expect(batch.body.code).toBe(400);
    expect((await page(factory, { code: 'M-ONLY' })).body.result.total).toBe(0);
    const mine = await server.call<Pos>('GET', `/api/sysPos/detail?id=${id}`, { token: merchant });
    expect(mine.body.result).toMatchObject({ name: 'Merchant only', status: 1 });
  });

  it('exports a real xlsx with localized headers and labels', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/sysPos/export',
      headers: { authorization: `Bearer ${factory}`, 'accept-language': 'zh-CN' },
      payload: { name: 'Filter' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename=.*filename\*=UTF-8''/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).values).toEqual([undefined, '名称', '编码', '排序', '状态', '备注']);
    expect(ws.actualRowCount).toBe(4);
    expect(ws.getRow(2).getCell(2).value).toBe('FLT-A');
    expect(ws.getRow(3).getCell(4).value).toBe('停用');

    const tpl = await server.app.inject({
      method: 'GET',
      url: '/api/sysPos/template',
      headers: { authorization: `Bearer ${factory}`, 'accept-language': 'pt-BR' },
    });
    const twb = new ExcelJS.Workbook();
    await twb.xlsx.load(tpl.rawPayload as unknown as ArrayBuffer);
    expect(twb.worksheets[0]!.getRow(1).values).toEqual([undefined, 'Nome', 'Código', 'Ordem', 'Status', 'Observação']);
    expect(twb.worksheets[0]!.actualRowCount).toBe(1);
  });

  it('imports an xlsx: bad rows reported exactly, the rest written', async () => {
    expect((await add(factory, { name: 'Existing', code: 'IMP-EXIST' })).body.code).toBe(200);
    const file = await xlsx([
      ['Name', '编码', 'orderNo', 'status', 'Observação'],
      ['Import 1', 'IMP-1', 1, 'Enabled', 'ok'],
      ['', 'IMP-2', 2, '', ''], // row 3: name missing
      ['Import 3', 'IMP-3', 'abc', '', ''], // row 4: order not a number
      ['Import 4', 'IMP-EXIST', 4, '', ''], // row 5: code exists in the tenant
      ['Import 5', 'IMP-5', 5, '停用', ''],
      ['Import 6', 'IMP-5', 6, '', ''], // row 7: duplicates row 6
      [],
      ['Import 8', 'IMP-8', '', 'Disabled', ''],
    ]);
    const { payload, contentType } = xlsxUpload('positions.xlsx', file);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/sysPos/import',
      headers: { authorization: `Bearer ${factory}`, 'accept-language': 'en', 'content-type': contentType },
      payload,
    });
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.result).toMatchObject({ total: 7, imported: 3, failed: 4 });
    expect(body.result.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
      [3, 'name'],
      [4, 'orderNo'],
      [5, 'code'],
      [7, 'code'],
    ]);
    expect(body.result.errors[0].message).toBe('is required');
    expect(body.result.errors[3].message).toBe('duplicates row 6');
    const imported = await page(factory, { name: 'Import', pageSize: 50 });
    expect(imported.body.result.items.map((p) => [p.code, p.status, p.orderNo])).toEqual([
      ['IMP-1', 1, 1],
      ['IMP-5', 2, 5],
      ['IMP-8', 2, 100],
    ]);
  });

  it('imports 1,000 rows with 3 bad ones: exactly those are reported, 997 written in one go', async () => {
    const rows: unknown[][] = [['名称', '编码', '排序']];
    for (let i = 1; i <= 1000; i++) rows.push([`Bulk ${i}`, `BULK-${i}`, i]);
    rows[100] = ['', 'BULK-100', 100]; // sheet row 101
    rows[501] = ['Bulk 501 again', 'BULK-3', 501]; // sheet row 502 duplicates row 4
    rows[998] = ['Bulk 998', 'BULK-998', 'x']; // sheet row 999
    const { payload, contentType } = xlsxUpload('bulk.xlsx', await xlsx(rows));
    const started = Date.now();
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/sysPos/import',
      headers: { authorization: `Bearer ${factory}`, 'accept-language': 'en', 'content-type': contentType },
      payload,
    });
    const { result } = res.json();
    expect(result).toMatchObject({ total: 1000, imported: 997, failed: 3 });
    expect(result.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
      [101, 'name'],
      [502, 'code'],
      [999, 'orderNo'],
    ]);
    expect(Date.now() - started).toBeLessThan(20_000);
    expect((await page(factory, { code: 'BULK-', pageSize: 1 })).body.result.total).toBe(997);
  });

  it('rejects an import without a file or with a non-xlsx file', async () => {
    const none = await server.call('POST', '/api/sysPos/import', { token: factory, body: {}, headers: en });
    expect(none.body.message).toMatch(/^\[R0003\]/);
    const { payload, contentType } = xlsxUpload('positions.csv', Buffer.from('a,b\n1,2'));
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/sysPos/import',
      headers: { authorization: `Bearer ${factory}`, 'accept-language': 'en', 'content-type': contentType },
      payload,
    });
    expect(res.json().message).toMatch(/^\[R0005\]/);
    const fake = xlsxUpload('fake.xlsx', Buffer.from('not a zip'));
    const res2 = await server.app.inject({
      method: 'POST',
      url: '/api/sysPos/import',
      headers: { authorization: `Bearer ${factory}`, 'content-type': fake.contentType },
      payload: fake.payload,
    });
    expect(res2.json().message).toMatch(/^\[R0005\]/);
  });

  it('applies the data scope per DataScope value: Self, Dept, DeptChild, Define, All; widest wins', async () => {
    const self = await server.tokenFor(FIXTURE.selfUser.account, 'factory');
    const self2 = await server.tokenFor(FIXTURE.selfUser2.account, 'factory');
    const dept = await server.tokenFor(FIXTURE.deptUser.account, 'factory');
    const mine = (await add(self, { name: 'Scope self 1' })).body.result;
    expect(typeof mine).toBe('number');
    const theirs = (await add(self2, { name: 'Scope self 2' })).body.result;
    const mineSeen = await page(self, { name: 'Scope' });
    expect(mineSeen.body.result.items.map((p) => p.id)).toEqual([mine]);
    expect((await server.call('GET', `/api/sysPos/detail?id=${theirs}`, { token: self })).body.result).toBeNull();
    const upd = await server.call('POST', '/api/sysPos/update', { token: self, body: { id: theirs, name: 'x' } });
    expect(upd.body.code).toBe(400);
    // Dept scope (warehouse org) sees neither production row but sees its own.
    const deptRow = (await add(dept, { name: 'Scope dept' })).body.result;
    expect((await page(dept, { name: 'Scope' })).body.result.items.map((p) => p.id)).toEqual([deptRow]);
    // The tenant admin (All) sees every row.
    expect((await page(factory, { name: 'Scope' })).body.result.total).toBe(3);
    const names = async (account: string) => {
      const token = await server.tokenFor(account, 'factory');
      return (await page(token, { name: 'Scope' })).body.result.items.map((p) => p.name).sort();
    };
    // DeptChild at the root org: the root and both departments below it.
    expect(await names(FIXTURE.deptChildUser.account)).toEqual(['Scope dept', 'Scope self 1', 'Scope self 2']);
    // Define with the warehouse org granted (own org: root, which holds none of these rows).
    expect(await names(FIXTURE.defineUser.account)).toEqual(['Scope dept']);
    // A normal user whose role has All.
    expect(await names(FIXTURE.allUser.account)).toEqual(['Scope dept', 'Scope self 1', 'Scope self 2']);
    // Widest wins: giving the Self user the Dept role too widens it to its org (production).
    await asPlatform(server.db, (tx) =>
      tx.execute(sql`insert into sys_user_role (tenant_id, user_id, role_id)
        values (${SEED.factory.tenantId}, ${FIXTURE.selfUser.id}, ${FIXTURE.deptRole})`),
    );
    expect(await names(FIXTURE.selfUser.account)).toEqual(['Scope self 1', 'Scope self 2']);
  });

  it('denies callers without the codes', async () => {
    const shop = await server.tokenFor('shopstaff', 'merchant');
    expect((await page(shop, {})).body.code).toBe(403);
    expect((await page('', {})).body.code).toBe(401);
  });
});
