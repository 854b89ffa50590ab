import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { SEED } from '../../src/seed/ids.ts';
import { seed } from '../../src/seed/index.ts';
import { MENU_ROWS } from '../../src/seed/menu-catalogue/index.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';

const CATALOGUE_TABLES = [
  'sys_menu',
  'sys_tenant_menu',
  'sys_role_menu',
  'sys_dict_type',
  'sys_dict_data',
  'sys_config',
];
const IDENTITY_TABLES = [
  'sys_tenant',
  'sys_org',
  'sys_pos',
  'sys_user',
  'sys_role',
  'sys_user_role',
  'sys_login_account',
];

describe('seeding is idempotent and keeps what users changed', () => {
  let server: TestServer;
  const snapshot = (tables: string[]) =>
    asPlatform(server.db, async (tx) => {
      const out: Record<string, { n: number; h: string }> = {};
      for (const table of tables) {
        const [row] = await queryRows<{ n: number; h: string }>(
          tx,
          sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${sql.raw(table)} t`,
        );
        out[table] = row as { n: number; h: string };
      }
      return out;
    });
  const one = async <T>(query: ReturnType<typeof sql>) =>
    (await asPlatform(server.db, (tx) => queryRows<T>(tx, query)))[0] as T;

  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('seeds the whole catalogue, the grants, the dictionaries and the config', async () => {
    const counts = await snapshot(CATALOGUE_TABLES);
    expect(counts.sys_menu?.n).toBe(MENU_ROWS.length);
    expect(counts.sys_tenant_menu?.n).toBeGreaterThan(1000);
    expect(counts.sys_role_menu?.n).toBeGreaterThan(1000);
    expect(counts.sys_dict_type?.n).toBeGreaterThanOrEqual(40);
    expect(counts.sys_config?.n).toBeGreaterThanOrEqual(10);
  });

  it('a second seed changes no row of the catalogue tables', async () => {
    const before = await snapshot(CATALOGUE_TABLES);
    await seed(server.services);
    expect(await snapshot(CATALOGUE_TABLES)).toEqual(before);
  });

  it('a second seed changes no row of the identity tables', async () => {
    const before = await snapshot(IDENTITY_TABLES);
    await seed(server.services);
    expect(await snapshot(IDENTITY_TABLES)).toEqual(before);
  });

  it('keeps edited values, revoked grants and deleted menus across a re-seed', async () => {
    const admin = await server.tokenFor('superadmin', 'admin');
    const chart08 = MENU_ROWS.find((r) => r.name === 'chart08')?.id as number;
    const workOrderAdd = MENU_ROWS.find((r) => r.permission === 'workOrder:add')?.id as number;
    await asPlatform(server.db, async (tx) => {
      await tx.execute(sql`update sys_config set value = '45' where code = 'sys_token_expire'`);
      await tx.execute(sql`update sys_menu set title = 'My home', order_no = 7 where id = 1300000000111`);
      await tx.execute(
        sql`update sys_dict_data set value = '待人工审核' where code = 'pending_review'
            and dict_type_id = (select id from sys_dict_type where code = 'order_approval_status')`,
      );
      await tx.execute(
        sql`delete from sys_role_menu where tenant_id = ${SEED.factory.tenantId} and role_id = ${SEED.factory.roles.operator} and menu_id = ${workOrderAdd}`,
      );
    });
    const del = await server.call('POST', '/api/sysMenu/delete', { token: admin, body: { id: chart08 } });
    expect(del.body.code).toBe(200);

    const before = await snapshot(CATALOGUE_TABLES);
    await seed(server.services);
    expect(await snapshot(CATALOGUE_TABLES)).toEqual(before);

    expect(
      (await one<{ value: string }>(sql`select value from sys_config where code = 'sys_token_expire'`)).value,
    ).toBe('45');
    expect((await one<{ title: string }>(sql`select title from sys_menu where id = 1300000000111`)).title).toBe(
      'My home',
    );
    expect(
      (
        await one<{ value: string }>(
          sql`select value from sys_dict_data where code = 'pending_review' and dict_type_id = (select id from sys_dict_type where code = 'order_approval_status')`,
        )
      ).value,
    ).toBe('待人工审核');
    expect((await one<{ d: boolean }>(sql`select is_delete as d from sys_menu where id = ${chart08}`)).d).toBe(true);
    const operatorToken = await server.tokenFor('operator', 'factory');
    const codes = await server.call<string[]>('GET', '/api/sysMenu/ownBtnPermList', { token: operatorToken });
    expect(codes.body.result).toContain('workOrder:page');
    expect(codes.body.result).not.toContain('workOrder:add');
  });

  it('grants every tenant exactly the menus of its areas', async () => {
    const rows = await asPlatform(server.db, (tx) =>
      queryRows<{ tenant_id: number; menu_id: number }>(tx, sql`select tenant_id, menu_id from sys_tenant_menu`),
    );
    const byTenant = new Map<number, Set<number>>();
    for (const r of rows) {
      const set = byTenant.get(Number(r.tenant_id)) ?? new Set<number>();
      set.add(Number(r.menu_id));
      byTenant.set(Number(r.tenant_id), set);
    }
    const areasOf = (id: number) => MENU_ROWS.find((r) => r.id === id)?.areas;
    for (const id of byTenant.get(SEED.factory.tenantId) ?? []) {
      const areas = areasOf(id);
      expect(areas === null || areas?.includes('factory')).toBe(true);
    }
    for (const id of byTenant.get(SEED.merchant.tenantId) ?? []) {
      const areas = areasOf(id);
      expect(areas === null || areas?.includes('merchant')).toBe(true);
    }
    const platform = byTenant.get(SEED.platform.tenantId) ?? new Set();
    expect(platform.has(1310000000311)).toBe(true);
    expect([...platform].some((id) => areasOf(id)?.length === 1 && areasOf(id)?.[0] === 'factory')).toBe(false);
  });
});
