import { commonFields, defineResource } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { declareResource } from '../../src/resources/register.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';
import { prepareResourceFixture } from './fixture.ts';

const L = (en: string) => ({ 'zh-CN': `${en}(zh)`, en, 'zh-TW': en, 'pt-BR': en });

/** Scratch resources: tools, and kits whose `parts` sub-table lists tools in order. */
const tool = defineResource({
  name: 'zzTool',
  table: 'zz_tool',
  scope: 'tenant',
  title: L('Tools'),
  fields: { name: commonFields.name() },
  inUse: [
    {
      table: 'zz_kit_part',
      column: 'tool_id',
      label: L('Kit'),
      parent: { table: 'zz_kit', column: 'kit_id', displayColumn: 'name' },
    },
  ],
});

const kit = defineResource({
  name: 'zzKit',
  table: 'zz_kit',
  scope: 'tenant',
  title: L('Kits'),
  fields: { name: commonFields.name({ unique: true }), remark: commonFields.remark() },
  children: {
    parts: {
      table: 'zz_kit_part',
      parentColumn: 'kit_id',
      label: L('Parts'),
      ordered: true,
      min: 1,
      uniqueBy: ['toolId'],
      fields: {
        toolId: { type: 'ref', label: L('Tool'), required: true, ref: { resource: 'zzTool', labelField: 'name' } },
        posId: { type: 'ref', label: L('Position'), ref: { resource: 'sysPos', labelField: 'name' } },
        qty: { type: 'number', label: L('Qty'), required: true, positive: true, decimals: 3 },
        note: { type: 'string', label: L('Note'), max: 8 },
      },
    },
  },
});
declareResource(tool);
declareResource(kit);

interface Part {
  id: number;
  sortNo: number;
  toolId: number;
  toolName: string;
  posId: number | null;
  qty: number;
  note: string | null;
}
interface KitRow {
  id: number;
  name: string;
  remark?: string | null;
  parts?: Part[];
}

describe('resource engine: sub-tables (children)', () => {
  let server: TestServer;
  let factory: string;
  let merchant: string;
  const en = { 'accept-language': 'en' };
  const operatorPos = 1310000000202;
  const merchantPos = 1320000000201;
  const tools: Record<string, number> = {};

  beforeAll(async () => {
    server = await createTestServer();
    await prepareResourceFixture(server);
    await asPlatform(server.db, async (tx) => {
      const base = sql.raw(`create_time timestamptz not null default now(), update_time timestamptz,
        create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
        is_delete boolean not null default false`);
      await tx.execute(sql`create table zz_tool (tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
        name text not null, ${base}, create_org_id bigint, create_org_name text, primary key (tenant_id, id))`);
      await tx.execute(sql`create table zz_kit (tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
        name text not null, remark text, ${base}, create_org_id bigint, create_org_name text, primary key (tenant_id, id))`);
      await tx.execute(sql`create table zz_kit_part (tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
        kit_id bigint not null, sort_no int not null default 0, tool_id bigint not null, pos_id bigint,
        qty numeric(18,3) not null, note text, ${base}, primary key (tenant_id, id))`);
      for (const t of ['zz_tool', 'zz_kit', 'zz_kit_part']) await tx.execute(sql`select pf_tenant_table(${t})`);
      await tx.execute(sql`insert into sys_menu (pid, type, permission, title)
        select 0, 3, r || ':' || a, r || ':' || a from unnest(array['zzTool','zzKit']) r,
          unnest(array['page','list','detail','add','update','delete','batchDelete']) a`);
      await tx.execute(sql`insert into sys_tenant_menu (tenant_id, menu_id)
        select t, id from sys_menu, unnest(array[1310000000001, 1320000000001]::bigint[]) t
         where permission like 'zzTool:%' or permission like 'zzKit:%'`);
    });
    factory = await server.tokenFor('factory', 'factory');
    merchant = await server.tokenFor('merchant', 'merchant');
    for (const name of ['Hammer', 'Saw', 'Drill', 'Level']) {
      const res = await server.call<number>('POST', '/api/zzTool/add', { token: factory, body: { name } });
      tools[name] = res.body.result;
    }
  }, 240_000);
  afterAll(() => server.close());

  const post = <T = unknown>(url: string, body: unknown, token = factory, headers = en) =>
    server.call<T>('POST', url, { token, body, headers });
  const detail = async (id: number, token = factory) =>
    (await server.call<KitRow | null>('GET', `/api/zzKit/detail?id=${id}`, { token })).body.result;
  const fieldsOf = (body: { extras: unknown }) => (body.extras as { fields: Record<string, string[]> }).fields;

  it('writes the rows with the parent and reads them back in order with ref labels; page leaves them out', async () => {
    const res = await post<number>('/api/zzKit/add', {
      name: 'Carpentry',
      parts: [
        { toolId: tools.Saw, qty: '2', posId: operatorPos, note: 'first' },
        { toolId: tools.Hammer, qty: 1.5 },
      ],
    });
    expect(res.body.code).toBe(200);
    const row = await detail(res.body.result);
    expect(row?.parts?.map((p) => [p.toolName, p.qty, p.sortNo, p.posId, p.note])).toEqual([
      ['Saw', 2, 1, operatorPos, 'first'],
      ['Hammer', 1.5, 2, null, null],
    ]);
    const page = await post<{ items: KitRow[] }>('/api/zzKit/page', { page: 1, pageSize: 10 });
    expect(page.body.result.items.length).toBeGreaterThan(0);
    for (const item of page.body.result.items) expect(item.parts).toBeUndefined();
  });

  it('refuses fewer rows than min with a message naming the sub-table, in the caller language', async () => {
    const none = await post('/api/zzKit/add', { name: 'Empty' });
    expect(none.body.code).toBe(400);
    expect(fieldsOf(none.body).parts).toEqual(['Parts: at least 1 row(s) required']);
    const empty = await post('/api/zzKit/add', { name: 'Empty', parts: [] }, factory, { 'accept-language': 'zh-CN' });
    expect(fieldsOf(empty.body).parts).toEqual(['Parts(zh)至少需要 1 行']);
  });

  it('validates every row with a path like parts.1.qty', async () => {
    const res = await post('/api/zzKit/add', {
      name: 'Bad rows',
      parts: [{ toolId: tools.Saw, qty: 1 }, { toolId: tools.Drill, qty: 0, note: 'far too long' }, { qty: 'x' }],
    });
    expect(res.body.code).toBe(400);
    const fields = fieldsOf(res.body);
    expect(fields['parts.1.qty']).toEqual(['must be greater than 0']);
    expect(fields['parts.1.note']?.[0]).toMatch(/8/);
    expect(fields['parts.2.toolId']).toEqual(['is required']);
    expect(fields['parts.2.qty']).toEqual(['must be a number']);
  });

  it('refuses duplicate rows on uniqueBy', async () => {
    const res = await post('/api/zzKit/add', {
      name: 'Dupes',
      parts: [
        { toolId: tools.Saw, qty: 1 },
        { toolId: tools.Drill, qty: 1 },
        { toolId: tools.Saw, qty: 3 },
      ],
    });
    expect(res.body.code).toBe(400);
    expect(fieldsOf(res.body)).toEqual({ 'parts.2.toolId': ['duplicates row 1'] });
  });

  it("refuses a row referring to another tenant's row (or an unknown id)", async () => {
    const res = await post('/api/zzKit/add', {
      name: 'Foreign',
      parts: [
        { toolId: tools.Saw, qty: 1, posId: merchantPos },
        { toolId: 999999999, qty: 1 },
      ],
    });
    expect(res.body.code).toBe(400);
    expect(fieldsOf(res.body)).toEqual({
      'parts.0.posId': ['refers to a record that does not exist'],
      'parts.1.toolId': ['refers to a record that does not exist'],
    });
    // The merchant cannot use the factory's tools either.
    const m = await post('/api/zzKit/add', { name: 'M', parts: [{ toolId: tools.Saw, qty: 1 }] }, merchant);
    expect(fieldsOf(m.body)['parts.0.toolId']).toEqual(['refers to a record that does not exist']);
  });

  it('update without the key keeps the rows; with it replaces them in the new order; the diff log has both', async () => {
    const id = (
      await post<number>('/api/zzKit/add', {
        name: 'Garden',
        parts: [
          { toolId: tools.Saw, qty: 1 },
          { toolId: tools.Hammer, qty: 2 },
          { toolId: tools.Drill, qty: 3 },
        ],
      })
    ).body.result;
    expect((await post('/api/zzKit/update', { id, remark: 'kept' })).body.code).toBe(200);
    expect((await detail(id))?.parts?.map((p) => p.toolName)).toEqual(['Saw', 'Hammer', 'Drill']);

    const reordered = [
      { toolId: tools.Drill, qty: 3 },
      { toolId: tools.Saw, qty: 1 },
      { toolId: tools.Level, qty: 4 },
    ];
    expect((await post('/api/zzKit/update', { id, parts: reordered })).body.code).toBe(200);
    const after = await detail(id);
    expect(after?.parts?.map((p) => [p.toolName, p.sortNo])).toEqual([
      ['Drill', 1],
      ['Saw', 2],
      ['Level', 3],
    ]);
    expect(after?.remark).toBe('kept');

    const logs = await asPlatform(server.db, (tx) =>
      queryRows<{ before: { parts: Part[] }; after: { parts: Part[] } }>(
        tx,
        sql`select before_data as before, after_data as after from sys_log_diff
             where table_name = 'zz_kit' and business_id = ${id} order by id desc limit 1`,
      ),
    );
    const log = logs[0];
    expect(log?.before.parts.map((p) => p.toolName)).toEqual(['Saw', 'Hammer', 'Drill']);
    expect(log?.after.parts.map((p) => p.toolName)).toEqual(['Drill', 'Saw', 'Level']);

    // Replacing with an empty list is refused by min; the rows stay.
    expect((await post('/api/zzKit/update', { id, parts: [] })).body.code).toBe(400);
    expect((await detail(id))?.parts).toHaveLength(3);
  });

  it('writes parent and rows in one transaction: a refused parent write leaves the rows unchanged', async () => {
    const a = (await post<number>('/api/zzKit/add', { name: 'Tx A', parts: [{ toolId: tools.Saw, qty: 1 }] })).body
      .result;
    await post('/api/zzKit/add', { name: 'Tx B', parts: [{ toolId: tools.Saw, qty: 1 }] });
    // Duplicate name: refused after the checks, nothing of the update is written.
    const res = await post('/api/zzKit/update', { id: a, name: 'Tx B', parts: [{ toolId: tools.Level, qty: 9 }] });
    expect(res.body.code).not.toBe(200);
    expect((await detail(a))?.parts?.map((p) => p.toolName)).toEqual(['Saw']);
  });

  it('a row used through a sub-table cannot be deleted: the message names the parent', async () => {
    // A tool of its own, so that no kit of another test holds it.
    const clamp = (await post<number>('/api/zzTool/add', { name: 'Clamp' })).body.result;
    const id = (await post<number>('/api/zzKit/add', { name: 'Blocker', parts: [{ toolId: clamp, qty: 1 }] })).body
      .result;
    const res = await post('/api/zzTool/delete', { id: clamp });
    expect(res.body.code).toBe(400);
    expect(res.body.message).toMatch(/R0004/);
    expect(res.body.message).toMatch(/Kit .*Blocker/);
    // Once the parent is gone (its rows are soft-deleted with it), nothing blocks any more.
    expect((await post('/api/zzKit/delete', { id })).body.code).toBe(200);
    const rows = await asPlatform(server.db, (tx) =>
      queryRows<{ is_delete: boolean }>(tx, sql`select is_delete from zz_kit_part where kit_id = ${id}`),
    );
    expect(rows.map((r) => r.is_delete)).toEqual([true]);
    expect((await post('/api/zzTool/delete', { id: clamp })).body.code).toBe(200);
  });

  it('batchDelete removes the rows of every parent', async () => {
    const ids: number[] = [];
    for (const name of ['Batch 1', 'Batch 2'])
      ids.push((await post<number>('/api/zzKit/add', { name, parts: [{ toolId: tools.Drill, qty: 1 }] })).body.result);
    expect((await post('/api/zzKit/batchDelete', ids)).body.result).toBe(2);
    const live = await asPlatform(server.db, (tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from zz_kit_part where kit_id in (${ids[0]}, ${ids[1]}) and not is_delete`,
      ),
    );
    expect(live[0]?.n).toBe(0);
  });

  it('another tenant sees neither the parent nor its rows; a user without the code is refused', async () => {
    const id = (await post<number>('/api/zzKit/add', { name: 'Private', parts: [{ toolId: tools.Saw, qty: 1 }] })).body
      .result;
    expect(await detail(id, merchant)).toBeNull();
    const upd = await post('/api/zzKit/update', { id, parts: [] }, merchant);
    expect(upd.body.code).not.toBe(200);
    expect((await detail(id))?.parts).toHaveLength(1);
    const operator = await server.tokenFor('operator', 'factory');
    const res = await post('/api/zzKit/add', { name: 'Nope', parts: [{ toolId: tools.Saw, qty: 1 }] }, operator);
    expect(res.body.code).toBe(403);
  });
});
