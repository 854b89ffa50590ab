import { commonFields, defineResource } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../src/db/client.ts';
import { asPlatform } from '../../src/db/context.ts';
import type { ResourceHooks } from '../../src/resources/hooks/types.ts';
import { declareResource } from '../../src/resources/register.ts';
import type { Row } from '../../src/resources/types.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';

const L = (en: string) => ({ 'zh-CN': en, en, 'zh-TW': en, 'pt-BR': en });

/**
 * A resource whose rows may be changed only as drafts (ResourceInput.editableWhen / deletableWhen),
 * with no hook of its own refusing anything: the engine refuses on its own, and a row that left the
 * condition between the read and the write (a hook below moves it, as a racing submission would)
 * is refused rather than changed.
 */
const ticket = defineResource({
  name: 'zzTicket',
  table: 'zz_ticket',
  scope: 'tenant',
  title: L('Tickets'),
  fields: {
    name: commonFields.name(),
    state: {
      type: 'enum',
      label: L('State'),
      options: [
        { value: 0, label: L('Draft') },
        { value: 1, label: L('Sent') },
      ],
    },
  },
  editableWhen: { state: 0 },
  deletableWhen: { state: 0 },
});

/** A name that makes the hooks send the row inside the write's transaction, after the engine read it. */
const RACE = 'race';
const send = (tx: Tx, id: unknown) => tx.execute(sql`update zz_ticket set state = 1 where id = ${Number(id)}`);
const hooks: ResourceHooks = {
  async beforeWrite({ tx }, { values, before }) {
    if (before && values.name === RACE) await send(tx, before.id);
  },
  async beforeDelete({ tx }, rows) {
    for (const row of rows) if (row.name === RACE) await send(tx, row.id);
  },
};
declareResource(ticket, hooks);

describe('resource engine: rows the declaration lets change (editableWhen / deletableWhen)', () => {
  let server: TestServer;
  let factory: string;
  const post = <T = unknown>(url: string, body: unknown) =>
    server.call<T>('POST', url, { token: factory, body, headers: { 'accept-language': 'en' } });
  const add = async (name: string, state: number) =>
    (await post<number>('/api/zzTicket/add', { name, state })).body.result;
  const read = async (id: number) =>
    (await server.call<Row | null>('GET', `/api/zzTicket/detail?id=${id}`, { token: factory })).body.result;

  beforeAll(async () => {
    server = await createTestServer();
    await asPlatform(server.db, async (tx) => {
      await tx.execute(sql`create table if not exists zz_ticket (
        tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
        name text not null, state int not null default 0,
        create_time timestamptz not null default now(), update_time timestamptz,
        create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
        is_delete boolean not null default false, create_org_id bigint, create_org_name text,
        primary key (tenant_id, id))`);
      await tx.execute(sql`select pf_tenant_table('zz_ticket')`);
      await tx.execute(sql`insert into sys_menu (pid, type, permission, title)
        select 0, 3, 'zzTicket:' || a, 'zzTicket:' || a from unnest(array['page','detail','add','update','delete','batchDelete']) a`);
      await tx.execute(sql`insert into sys_tenant_menu (tenant_id, menu_id)
        select 1310000000001, id from sys_menu where permission like 'zzTicket:%'`);
    });
    factory = await server.tokenFor('factory', 'factory');
  });
  afterAll(() => server.close());

  it('a draft is edited and deleted; any other row is refused naming its state, and stays as it was', async () => {
    const draft = await add('Draft one', 0);
    const sent = await add('Sent one', 1);
    expect((await post('/api/zzTicket/update', { id: draft, name: 'Draft edited' })).body.code).toBe(200);
    expect((await read(draft))?.name).toBe('Draft edited');

    const edit = await post('/api/zzTicket/update', { id: sent, name: 'Changed' });
    expect(edit.body.code).toBe(400);
    expect(edit.body.message).toContain('Cannot "Edit": the current state is "Sent"');
    const remove = await post('/api/zzTicket/delete', { id: sent });
    expect(remove.body.message).toContain('Cannot "Delete": the current state is "Sent"');
    // A batch is all or nothing: the draft in it stays too.
    const batch = await post('/api/zzTicket/batchDelete', { ids: [draft, sent] });
    expect(batch.body.code).toBe(400);
    expect(await read(draft)).not.toBeNull();
    expect(await read(sent)).toMatchObject({ name: 'Sent one', state: 1 });

    expect((await post('/api/zzTicket/delete', { id: draft })).body.code).toBe(200);
    expect(await read(draft)).toBeNull();
  });

  it('a row sent after it was read is neither changed nor deleted (the condition is in the write)', async () => {
    const id = await add('Before', 0);
    const edit = await post('/api/zzTicket/update', { id, name: RACE });
    expect(edit.body.message).toContain('Cannot "Edit": the current state is "Sent"');
    // Refused as a whole: the hook's own change went with it.
    expect(await read(id)).toMatchObject({ name: 'Before', state: 0 });

    await asPlatform(server.db, (tx) => tx.execute(sql`update zz_ticket set name = ${RACE} where id = ${id}`));
    const remove = await post('/api/zzTicket/delete', { id });
    expect(remove.body.message).toContain('Cannot "Delete": the current state is "Sent"');
    expect(await read(id)).toMatchObject({ name: RACE, state: 0 });
  });
});
