import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flushAuditWrites } from '../../src/audit/audit-log.ts';
import { SEED } from '../../src/seed/ids.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';
import { caller, dbRows, en, fieldErrors, type Page } from './misc-helpers.ts';

type LogItem = Record<string, unknown> & { id: number; tenantId: number };

const F = SEED.factory.tenantId;
const P = SEED.platform.tenantId;
const M = SEED.merchant.tenantId;

async function insertCallLog(
  server: TestServer,
  table: 'sys_log_op' | 'sys_log_ex' | 'sys_log_vis',
  tenantId: number,
  values: { account: string; status?: string; at?: string; url?: string; method?: string },
): Promise<number> {
  const at = values.at ?? '2026-03-10 10:00:00';
  const [row] = await dbRows<{ id: number }>(
    server,
    sql`insert into ${sql.identifier(table)} (tenant_id, controller_name, action_name, status, remote_ip, account, real_name, log_date_time)
        values (${tenantId}, 'sysPos', 'add', ${values.status ?? 'success'}, '10.0.0.9', ${values.account}, 'Someone',
                (${at}::timestamp at time zone 'Asia/Shanghai'))
        returning id`,
  );
  const id = Number(row?.id);
  if (table !== 'sys_log_vis') {
    await dbRows(
      server,
      sql`update ${sql.identifier(table)} set http_method = ${values.method ?? 'POST'},
                 request_url = ${values.url ?? '/api/x/y'}, request_param = '{"a":1}'
           where id = ${id} returning id`,
    );
  }
  return id;
}

describe('audit logs: page, detail, export, clear (sysLogVis / sysLogOp / sysLogEx / sysLogDiff)', () => {
  let server: TestServer;
  let superadmin: ReturnType<typeof caller>;
  let factory: ReturnType<typeof caller>;
  let merchant: ReturnType<typeof caller>;
  let operator: ReturnType<typeof caller>;
  let user1: ReturnType<typeof caller>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    server = await createTestServer();
    superadmin = caller(server, await server.tokenFor('superadmin', 'admin'));
    factory = caller(server, await server.tokenFor('factory', 'factory'));
    merchant = caller(server, await server.tokenFor('merchant', 'merchant'));
    operator = caller(server, await server.tokenFor('operator', 'factory'));
    user1 = caller(server, await server.tokenFor('user1', 'admin'));
    ids.opF1 = await insertCallLog(server, 'sys_log_op', F, { account: 'factory', at: '2026-03-10 09:00:00' });
    ids.opF2 = await insertCallLog(server, 'sys_log_op', F, {
      account: 'operator',
      status: 'fail',
      at: '2026-03-12 18:30:00',
      method: 'GET',
      url: '/api/workshop/page',
    });
    ids.opP = await insertCallLog(server, 'sys_log_op', P, { account: 'superadmin', at: '2026-03-11 12:00:00' });
    ids.exF = await insertCallLog(server, 'sys_log_ex', F, { account: 'factory' });
    ids.visF = await insertCallLog(server, 'sys_log_vis', F, { account: 'factory' });
    ids.visM = await insertCallLog(server, 'sys_log_vis', M, { account: 'merchant' });
  });
  afterAll(() => server.close());

  const opPage = (who: ReturnType<typeof caller>, body: Record<string, unknown>) =>
    who.post<Page<LogItem>>('/api/sysLogOp/page', { page: 1, pageSize: 50, ...body });

  it('pages a tenant admin only their own tenant, newest first, without the heavy columns', async () => {
    const res = await opPage(factory, { startTime: '2026-03-01', endTime: '2026-03-31' });
    expect(res.body.code).toBe(200);
    const items = res.body.result.items;
    expect(items.map((i) => i.id)).toEqual([ids.opF2, ids.opF1]);
    expect(items.every((i) => i.tenantId === F)).toBe(true);
    expect(items[0]).toMatchObject({
      account: 'operator',
      status: 'fail',
      httpMethod: 'GET',
      logDateTime: '2026-03-12 18:30:00',
    });
    expect(items[0]).not.toHaveProperty('requestParam');
  });

  it('filters by time range (a date as upper bound includes the day), account, status, method and url', async () => {
    const ids$ = async (body: Record<string, unknown>) =>
      (await opPage(factory, body)).body.result.items.map((i) => i.id).sort();
    expect(await ids$({ startTime: '2026-03-10 09:30:00', endTime: '2026-03-12' })).toEqual([ids.opF2]);
    expect(await ids$({ startTime: '2026-03-10', endTime: '2026-03-10' })).toEqual([ids.opF1]);
    expect(await ids$({ account: 'OPER' })).toEqual([ids.opF2]);
    expect(await ids$({ status: 'success', startTime: '2026-03-01', endTime: '2026-03-31' })).toEqual([ids.opF1]);
    expect(await ids$({ httpMethod: 'GET' })).toEqual([ids.opF2]);
    expect(await ids$({ requestUrl: 'workshop' })).toEqual([ids.opF2]);
    // "%" is literal, not a wildcard.
    expect(await ids$({ account: '%' })).toEqual([]);
  });

  it('gives platform admins every tenant, optionally one tenant; the tenant filter is ignored for tenant admins', async () => {
    const all = (await opPage(superadmin, { startTime: '2026-03-01', endTime: '2026-03-31' })).body.result.items;
    expect(all.map((i) => i.id).sort()).toEqual([ids.opF1, ids.opF2, ids.opP].sort());
    const onlyPlatform = (await opPage(superadmin, { tenantId: P, startTime: '2026-03-01', endTime: '2026-03-31' }))
      .body.result.items;
    expect(onlyPlatform.map((i) => i.id)).toEqual([ids.opP]);
    const factoryTries = (await opPage(factory, { tenantId: P, startTime: '2026-03-01', endTime: '2026-03-31' })).body
      .result.items;
    expect(factoryTries.every((i) => i.tenantId === F)).toBe(true);
    const vis = await factory.post<Page<LogItem>>('/api/sysLogVis/page', { page: 1, pageSize: 50 });
    expect(vis.body.result.items.map((i) => i.id)).toContain(ids.visF);
    expect(vis.body.result.items.map((i) => i.id)).not.toContain(ids.visM);
    // The merchant area has no log screens at all.
    expect((await merchant.post('/api/sysLogVis/page', { page: 1 })).body.code).toBe(403);
  });

  it('validates the page body: bad times, paging and numeric filters answer 400 per field', async () => {
    const res = await opPage(factory, { startTime: 'yesterday', endTime: '2026-13', page: 0, resultCode: 'abc' });
    expect(res.body.code).toBe(400);
    const fields = fieldErrors(res.body.message);
    expect(Object.keys(fields).sort()).toEqual(['endTime', 'page', 'resultCode', 'startTime']);
    expect(fields.startTime?.[0]).toMatch(/date/i);
    const long = await opPage(factory, { account: 'x'.repeat(300) });
    expect(fieldErrors(long.body.message).account).toBeDefined();
    expect((await factory.post('/api/sysLogOp/page', 'garbage')).body.code).toBe(400);
    const detail = await factory.get('/api/sysLogOp/detail', { id: 'abc' });
    expect(detail.body.code).toBe(400);
  });

  it('shows the detail with every column; another tenant gets null', async () => {
    const mine = await factory.get<LogItem>('/api/sysLogOp/detail', { id: String(ids.opF1) });
    expect(mine.body.result).toMatchObject({ id: ids.opF1, requestParam: '{"a":1}', tenantId: F });
    expect((await factory.get('/api/sysLogOp/detail', { id: String(ids.opP) })).body.result).toBeNull();
    expect((await merchant.get('/api/sysLogVis/detail', { id: String(ids.visF) })).body.result).toBeNull();
    expect((await superadmin.get<LogItem>('/api/sysLogOp/detail', { id: String(ids.opF1) })).body.result?.id).toBe(
      ids.opF1,
    );
  });

  it('records updates in the diff log, shown with before and after', async () => {
    const add = await factory.post<number>('/api/sysPos/add', { name: 'Diff me', code: 'DIFF-1' });
    expect(add.body.code).toBe(200);
    expect((await factory.post('/api/sysPos/update', { id: add.body.result, name: 'Diffed' })).body.code).toBe(200);
    // The diff log is an admin/manage screen: the factory admin has no code, the platform sees the entry.
    expect((await factory.post('/api/sysLogDiff/page', { page: 1 })).body.code).toBe(403);
    const page = await superadmin.post<Page<LogItem>>('/api/sysLogDiff/page', {
      page: 1,
      pageSize: 10,
      tableName: 'sys_pos',
    });
    const entry = page.body.result.items.find((i) => i.businessId === add.body.result);
    expect(entry).toMatchObject({ diffType: 'update', tableName: 'sys_pos', tenantId: F });
    const detail = await superadmin.get<{ beforeData: { name: string }; afterData: { name: string } }>(
      '/api/sysLogDiff/detail',
      { id: String(entry?.id) },
    );
    expect(detail.body.result.beforeData.name).toBe('Diff me');
    expect(detail.body.result.afterData.name).toBe('Diffed');
    const other = await merchant.post<Page<LogItem>>('/api/sysLogDiff/page', { page: 1, pageSize: 10 });
    expect(other.body.code).toBe(403); // merchant area has no diff log screen
    const platform = await superadmin.post<Page<LogItem>>('/api/sysLogDiff/page', {
      page: 1,
      pageSize: 10,
      businessId: add.body.result,
    });
    expect(platform.body.result.items.map((i) => i.id)).toEqual([entry?.id]);
  });

  it('exports the filtered operation log as xlsx with headers in the caller language', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/sysLogOp/export',
      headers: { ...en, authorization: `Bearer ${await server.tokenFor('factory', 'factory')}` },
      payload: { startTime: '2026-03-01', endTime: '2026-03-31' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('Operation%20log.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet?.getRow(1).values).toContain('Account');
    expect(sheet?.rowCount).toBe(3);
    const accounts = [sheet?.getRow(2).getCell(8).value, sheet?.getRow(3).getCell(8).value];
    expect(accounts.sort()).toEqual(['factory', 'operator']);
    const ex = await superadmin.post('/api/sysLogEx/export', { startTime: 'nope' });
    expect(ex.body.code).toBe(400);
  });

  it('refuses callers without the code: page, detail, clear and export', async () => {
    expect((await operator.post('/api/sysLogOp/page', { page: 1 })).body.code).toBe(403);
    expect((await operator.get('/api/sysLogOp/detail', { id: String(ids.opF1) })).body.code).toBe(403);
    expect((await operator.post('/api/sysLogOp/clear')).body.code).toBe(403);
    expect((await operator.post('/api/sysLogOp/export', {})).body.code).toBe(403);
    // user1 holds page of the visit/operation logs but not clear.
    expect((await user1.post('/api/sysLogOp/page', { page: 1 })).body.code).toBe(200);
    expect((await user1.post('/api/sysLogOp/clear')).body.code).toBe(403);
    expect((await user1.post('/api/sysLogEx/page', { page: 1 })).body.code).toBe(403);
  });

  it('clears only the caller tenant, and the clearing is itself written to the operation log', async () => {
    await flushAuditWrites();
    const before = await dbRows<{ tenant_id: number; n: number }>(
      server,
      sql`select tenant_id, count(*)::int as n from sys_log_op group by tenant_id`,
    );
    expect(before.find((r) => Number(r.tenant_id) === P)?.n).toBeGreaterThan(0);
    const res = await factory.post<number>('/api/sysLogOp/clear');
    expect(res.body.code).toBe(200);
    expect(res.body.result).toBeGreaterThanOrEqual(2);
    await flushAuditWrites();
    const after = await dbRows<{ action_name: string; account: string }>(
      server,
      sql`select action_name, account from sys_log_op where tenant_id = ${F}`,
    );
    expect(after).toEqual([{ action_name: 'clear', account: 'factory' }]);
    const platformLeft = await dbRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from sys_log_op where tenant_id = ${P}`,
    );
    expect(platformLeft[0]?.n).toBe(before.find((r) => Number(r.tenant_id) === P)?.n);
    // Exception logs are not a factory-area screen.
    expect((await factory.post('/api/sysLogEx/clear')).body.code).toBe(403);
  });

  it('lets a platform admin clear every tenant', async () => {
    const res = await superadmin.post<number>('/api/sysLogVis/clear');
    expect(res.body.code).toBe(200);
    const left = await dbRows<{ n: number }>(server, sql`select count(*)::int as n from sys_log_vis`);
    expect(left[0]?.n).toBe(0);
  });

  it('writes every one of many concurrent logged calls (the log writer batches them)', async () => {
    await flushAuditWrites();
    const count = async () =>
      (
        await dbRows<{ n: number }>(
          server,
          sql`select count(*)::int as n from sys_log_op where tenant_id = ${F} and controller_name = 'sysPos' and action_name = 'add'`,
        )
      )[0]?.n ?? 0;
    const before = await count();
    // A POST is logged whatever its outcome (here refused: no fields).
    await Promise.all(Array.from({ length: 40 }, () => factory.post('/api/sysPos/add', {})));
    await flushAuditWrites();
    expect(await count()).toBe(before + 40);
  });
});
