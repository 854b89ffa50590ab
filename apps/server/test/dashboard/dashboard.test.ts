import { NO_PRODUCTION_FIGURES, type TodoItem, WORKBENCH_TILES } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import type { DashboardOverview } from '../../src/modules/dashboard/service.ts';
import { SEED } from '../../src/seed/ids.ts';
import { login } from '../auth/auth-helpers.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';

const F = SEED.factory.tenantId;
const M = SEED.merchant.tenantId;
/** UTC+14 all year (no daylight saving): the tenant's day differs from the UTC day for 14 hours. */
const ZONE = 'Pacific/Kiritimati';
const ZONE_OFFSET_MS = 14 * 3_600_000;

/** Today's date (yyyy-MM-dd) and its midnight instant in ZONE. */
function zoneToday(): { date: string; midnight: Date; hour: number } {
  const local = new Date(Date.now() + ZONE_OFFSET_MS);
  const date = local.toISOString().slice(0, 10);
  const midnight = new Date(Date.parse(`${date}T00:00:00Z`) - ZONE_OFFSET_MS);
  return { date, midnight, hour: local.getUTCHours() };
}

function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function exec(server: TestServer, query: ReturnType<typeof sql>) {
  // Test fixtures across tenants: written as the owner role on purpose.
  await asPlatform(server.db, (tx) => tx.execute(query));
}

async function visit(server: TestServer, tenantId: number, at: Date, action = 'login', status = 'success', userId = 0) {
  await exec(
    server,
    sql`insert into sys_log_vis (tenant_id, controller_name, action_name, status, account, user_id, log_date_time)
        values (${tenantId}, 'sysAuth', ${action}, ${status}, 'fixture', ${userId}, ${at.toISOString()}::timestamptz)`,
  );
}

async function operation(server: TestServer, tenantId: number, at: Date, url: string, status = 'success') {
  await exec(
    server,
    sql`insert into sys_log_op (tenant_id, controller_name, action_name, display_title, status, http_method, request_url, result_code, log_date_time)
        values (${tenantId}, 'fixture', 'act', ${`fixture:${url.split('?')[0]}`}, ${status}, 'POST', ${url}, ${status === 'success' ? 200 : 400}, ${at.toISOString()}::timestamptz)`,
  );
}

async function countWhere(server: TestServer, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await asPlatform(server.db, (tx) => queryRows<{ n: number }>(tx, query));
  return Number(row?.n ?? 0);
}

describe('dashboard overview and to-do (GET /api/dashboard/*)', () => {
  let server: TestServer;
  let factory: string;
  let merchant: string;
  let operator: string;
  const en = { 'accept-language': 'en' };

  beforeAll(async () => {
    server = await createTestServer();
    // The factory tenant works in UTC+14; the merchant tenant keeps the default zone.
    await exec(server, sql`update sys_tenant set time_zone = ${ZONE} where id = ${F}`);
    factory = await server.tokenFor('factory', 'factory');
    merchant = await server.tokenFor('merchant', 'merchant');
    operator = await server.tokenFor('operator', 'factory');
  });
  afterAll(() => server.close());

  const overview = (token?: string) =>
    server.call<DashboardOverview>('GET', '/api/dashboard/overview', { token, headers: en });
  const todo = (token?: string) => server.call<TodoItem[]>('GET', '/api/dashboard/todo', { token, headers: en });

  it('answers body code 401 to anonymous callers', async () => {
    expect((await overview()).body.code).toBe(401);
    expect((await todo()).body.code).toBe(401);
  });

  it("returns the full shape with the tenant, its time zone and the factory's production figures", async () => {
    const { body } = await overview(factory);
    expect(body.code).toBe(200);
    const r = body.result;
    expect(r.tenant).toMatchObject({ id: F, timeZone: ZONE });
    expect(r.tenant.title).toEqual(expect.any(String));
    expect(r.today).toBe(zoneToday().date);
    expect(r.logins.perDay).toHaveLength(7);
    expect(r.logins.perDay.at(-1)?.date).toBe(r.today);
    expect(r.logins.perDay[0]?.date).toBe(shiftDate(r.today, -6));
    expect(r.operations.perHour).toHaveLength(24);
    // A factory's production tiles come from its floor (apps/server/test/dashboard/production-board.test.ts).
    expect(r.production.available).toBe(true);
    expect(Object.keys(r.production).sort()).toEqual(Object.keys(NO_PRODUCTION_FIGURES).sort());
  });

  it("counts the caller's tenant only (users, roles, organisations)", async () => {
    const expected = async (tid: number) => ({
      total: await countWhere(
        server,
        sql`select count(*)::int as n from sys_user where tenant_id = ${tid} and not is_delete`,
      ),
      enabled: await countWhere(
        server,
        sql`select count(*)::int as n from sys_user where tenant_id = ${tid} and not is_delete and status = 1`,
      ),
      roles: await countWhere(
        server,
        sql`select count(*)::int as n from sys_role where tenant_id = ${tid} and not is_delete`,
      ),
      orgs: await countWhere(
        server,
        sql`select count(*)::int as n from sys_org where tenant_id = ${tid} and not is_delete`,
      ),
    });
    const before = (await overview(factory)).body.result;
    const f = await expected(F);
    expect(before.users).toEqual({ total: f.total, enabled: f.enabled, disabled: f.total - f.enabled });
    expect(before.roles).toBe(f.roles);
    expect(before.orgs).toBe(f.orgs);
    const allUsers = await countWhere(server, sql`select count(*)::int as n from sys_user where not is_delete`);
    expect(allUsers).toBeGreaterThan(f.total);

    // A disabled user in the merchant tenant changes the merchant's figures, not the factory's.
    await exec(
      server,
      sql`insert into sys_user (tenant_id, account, password, status, account_type) values (${M}, 'dash_m_user', 'x', 2, 777)`,
    );
    const after = (await overview(factory)).body.result;
    expect(after.users).toEqual(before.users);
    const m = (await overview(merchant)).body.result;
    const me = await expected(M);
    expect(m.users).toEqual({ total: me.total, enabled: me.enabled, disabled: me.total - me.enabled });
    expect(m.users.disabled).toBeGreaterThanOrEqual(1);
  });

  it('counts live sessions seen in the last 15 minutes, in the tenant only', async () => {
    const base = (await overview(factory)).body.result.onlineSessions;
    const live = await countWhere(
      server,
      sql`select count(*)::int as n from sys_session where tenant_id = ${F} and revoked_at is null and expires_at > now()`,
    );
    expect(base).toBe(live);
    const extra = await server.tokenFor('warehouse', 'factory');
    expect((await overview(factory)).body.result.onlineSessions).toBe(base + 1);
    // Revoked and long-unseen sessions are not online.
    await exec(
      server,
      sql`update sys_session set revoked_at = now() where tenant_id = ${F} and user_id = ${SEED.factory.users.warehouse}`,
    );
    expect((await overview(factory)).body.result.onlineSessions).toBe(base);
    await exec(
      server,
      sql`update sys_session set last_seen_at = now() - interval '16 minutes' where tenant_id = ${F} and user_id = ${SEED.factory.users.operator}`,
    );
    expect((await overview(factory)).body.result.onlineSessions).toBe(base - 1);
    // The caller's own session is online by definition, however old its last refresh.
    expect((await overview(operator)).body.result.onlineSessions).toBe(base);
    await exec(server, sql`update sys_session set last_seen_at = now() where tenant_id = ${F}`);
    expect(extra).toEqual(expect.any(String));
    expect((await overview(merchant)).body.result.onlineSessions).toBe(
      await countWhere(
        server,
        sql`select count(*)::int as n from sys_session where tenant_id = ${M} and revoked_at is null and expires_at > now()`,
      ),
    );
  });

  it('buckets successful logins per day in the tenant time zone, last 7 days', async () => {
    const before = (await overview(factory)).body.result.logins;
    const { midnight } = zoneToday();
    // Just before the tenant's midnight: yesterday there (UTC may say otherwise).
    await visit(server, F, new Date(midnight.getTime() - 60_000));
    await visit(server, F, new Date(midnight.getTime() + 60_000));
    await visit(server, F, new Date(midnight.getTime() + 120_000), 'loginPhone');
    await visit(server, F, new Date(midnight.getTime() - 3 * 86_400_000 + 3_600_000));
    // Not counted: a failure, a logout, older than 7 days, another tenant.
    await visit(server, F, new Date(midnight.getTime() + 60_000), 'login', 'fail');
    await visit(server, F, new Date(midnight.getTime() + 60_000), 'logout');
    await visit(server, F, new Date(midnight.getTime() - 7 * 86_400_000 + 60_000));
    await visit(server, M, new Date());
    const after = (await overview(factory)).body.result.logins;
    const delta = after.perDay.map((d, i) => d.count - (before.perDay[i]?.count ?? 0));
    expect(delta).toEqual([0, 0, 0, 1, 0, 1, 2]);
    expect(after.today - before.today).toBe(2);
  });

  it('counts operations per hour today, failures and the top routes, in the tenant only', async () => {
    const before = (await overview(factory)).body.result.operations;
    const { midnight, hour } = zoneToday();
    const now = new Date();
    await operation(server, F, new Date(midnight.getTime() + 60_000), '/api/dashTest/a?x=1');
    await operation(server, F, now, '/api/dashTest/a?x=2');
    await operation(server, F, now, '/api/dashTest/a');
    await operation(server, F, now, '/api/dashTest/b', 'fail');
    await operation(server, F, new Date(midnight.getTime() - 60_000), '/api/dashTest/c'); // yesterday there
    await operation(server, M, now, '/api/dashTest/m');
    const r = (await overview(factory)).body.result;
    const delta = r.operations.perHour.map((n, i) => n - (before.perHour[i] ?? 0));
    const expectedDelta = Array.from({ length: 24 }, () => 0);
    expectedDelta[0] = (expectedDelta[0] ?? 0) + 1;
    expectedDelta[hour] = (expectedDelta[hour] ?? 0) + 3;
    expect(delta).toEqual(expectedDelta);
    expect(r.operations.today - before.today).toBe(4);
    expect(r.operations.failedToday - before.failedToday).toBe(1);
    expect(r.topRoutes[0]).toEqual({ route: '/api/dashTest/a', permission: 'fixture:/api/dashTest/a', count: 3 });
    expect(r.topRoutes.length).toBeLessThanOrEqual(5);
    const routes = r.topRoutes.map((t) => t.route);
    expect(routes).not.toContain('/api/dashTest/m');
    expect(routes).not.toContain('/api/dashTest/c');
  });

  it('records operations of real calls (a forbidden POST is a failed operation)', async () => {
    const before = (await overview(operator)).body.result.operations;
    const res = await server.call('POST', '/api/sysMenu/add', { token: operator, headers: en, body: {} });
    expect(res.body.code).toBe(403);
    // The operation log is written after the response.
    let after = before;
    for (let i = 0; i < 50 && after.today === before.today; i++) {
      await new Promise((r) => setTimeout(r, 20));
      after = (await overview(operator)).body.result.operations;
    }
    expect(after.today - before.today).toBe(1);
    expect(after.failedToday - before.failedToday).toBe(1);
  });

  it("reports the caller's last login and the login before it", async () => {
    const first = await login(server, 'warehouse', { area: 'factory', ip: '10.1.1.1' });
    expect(first.body.code).toBe(200);
    const one = (await overview(first.body.result.accessToken)).body.result;
    expect(one.lastLogin.ip).toBe('10.1.1.1');
    expect(one.lastLogin.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(one.previousLogin).toBeNull();
    const second = await login(server, 'warehouse', { area: 'factory', ip: '10.1.1.2' });
    const two = (await overview(second.body.result.accessToken)).body.result;
    expect(two.lastLogin.ip).toBe('10.1.1.2');
    expect(two.previousLogin).toMatchObject({ ip: '10.1.1.1' });
  });

  it('lists locked accounts, users without a role and disabled users to tenant admins, own tenant only', async () => {
    await exec(
      server,
      sql`insert into sys_login_failure (account, ip, count, locked_until) values
            ('operator', '10.9.9.9', 5, now() + interval '20 minutes'),
            ('warehouse', '10.9.9.9', 5, now() - interval '1 minute'),
            ('shopstaff', '10.9.9.9', 5, now() + interval '20 minutes')`,
    );
    await exec(
      server,
      sql`insert into sys_user (tenant_id, account, password, status, account_type, phone) values
            (${F}, 'Dash_NoRole', 'x', 1, 777, '13800000000'),
            (${F}, 'dash_off', 'x', 2, 777, null)`,
    );
    const { body } = await todo(factory);
    expect(body.code).toBe(200);
    const byKey = new Map(body.result.map((i) => [i.key, i]));
    expect(byKey.get('lockedAccounts')).toMatchObject({
      level: 'error',
      count: 1,
      accounts: ['operator'],
      path: '/system/user',
    });
    const noRole = byKey.get('usersWithoutRole');
    expect(noRole?.accounts).toEqual(expect.arrayContaining(['Dash_NoRole', 'dash_off']));
    expect(noRole?.accounts).not.toContain('factory');
    expect(noRole?.count).toBe(noRole?.accounts.length);
    expect(byKey.get('disabledUsers')).toMatchObject({ count: 1, accounts: ['dash_off'] });

    // The merchant admin sees its own locked account, nothing of the factory.
    const m = new Map((await todo(merchant)).body.result.map((i) => [i.key, i]));
    expect(m.get('lockedAccounts')?.accounts).toEqual(['shopstaff']);
    expect(m.get('usersWithoutRole')?.accounts ?? []).not.toContain('Dash_NoRole');
    expect(m.get('disabledUsers')?.accounts).toContain('dash_m_user');
  });

  it('gives ordinary users only their own items: first login and an incomplete profile', async () => {
    await exec(
      server,
      sql`update sys_user set phone = null, email = null where tenant_id = ${F} and id = ${SEED.factory.users.operator}`,
    );
    const items = (await todo(operator)).body.result;
    expect(items.map((i) => i.key).sort()).toEqual(['completeProfile', 'firstLogin']);
    expect(items.find((i) => i.key === 'firstLogin')).toMatchObject({
      accounts: ['operator'],
      path: '/system/userCenter',
    });
    // After two logins and with an e-mail address, nothing is left.
    await exec(
      server,
      sql`update sys_user set email = 'op@example.com' where tenant_id = ${F} and id = ${SEED.factory.users.operator}`,
    );
    await visit(server, F, new Date(Date.now() - 86_400_000), 'login', 'success', SEED.factory.users.operator);
    await visit(server, F, new Date(), 'login', 'success', SEED.factory.users.operator);
    expect((await todo(operator)).body.result).toEqual([]);
  });

  describe('the workbench of each kind of tenant', () => {
    it('gives a factory its master-data tiles (counted from the tables), not the platform figures', async () => {
      const r = (await overview(factory)).body.result;
      expect(r.audience).toBe('factory');
      const codes = (await server.call<string[]>('GET', '/api/sysMenu/ownBtnPermList', { token: factory })).body.result;
      const expected = WORKBENCH_TILES.filter((t) => codes.includes(`${t.resource}:page`)).map((t) => t.resource);
      expect(expected.length).toBeGreaterThan(3);
      expect(r.tiles.map((t) => t.resource)).toEqual(expected);
      const products = await countWhere(
        server,
        sql`select count(*)::int as n from mes_product where tenant_id = ${F} and not is_delete`,
      );
      const enabledProducts = await countWhere(
        server,
        sql`select count(*)::int as n from mes_product where tenant_id = ${F} and not is_delete and status = 1`,
      );
      expect(products).toBeGreaterThan(0);
      expect(r.tiles.find((t) => t.resource === 'product')).toEqual({
        resource: 'product',
        path: '/base/product',
        total: products,
        enabled: enabledProducts,
      });
      // A row added in another tenant is not counted.
      const before = r.tiles.find((t) => t.resource === 'team')?.total;
      await exec(
        server,
        sql`insert into mes_team (tenant_id, id, code, name, team_type) values (${M}, 990000000001, 'X-TEAM', 'x', 1)`,
      );
      const again = (await overview(factory)).body.result;
      expect(again.tiles.find((t) => t.resource === 'team')?.total).toBe(before);
    });

    it("shows only the tiles of pages the caller may open (the operator's role)", async () => {
      const r = (await overview(operator)).body.result;
      expect(r.audience).toBe('factory');
      const codes = (await server.call<string[]>('GET', '/api/sysMenu/ownBtnPermList', { token: operator })).body
        .result;
      for (const tile of r.tiles) expect(codes).toContain(`${tile.resource}:page`);
      const all = (await overview(factory)).body.result.tiles;
      expect(r.tiles.length).toBeLessThan(all.length);
    });

    it("lists each team's shift today as the calendar computes it, and the next holiday", async () => {
      // An override of today for the first team (a holiday) shows on the workbench as on the calendar.
      const today = (await overview(factory)).body.result.today;
      const firstTeam = await asPlatform(server.db, (tx) =>
        queryRows<{ id: unknown }>(
          tx,
          sql`select id from mes_team where tenant_id = ${F} and not is_delete and status = 1 order by order_no, code limit 1`,
        ),
      );
      const overridden = Number(firstTeam[0]?.id);
      const set = await server.call('POST', '/api/calendar/update', {
        token: factory,
        body: { teamId: overridden, date: today, kind: 3 },
        headers: en,
      });
      expect(set.body.code).toBe(200);
      const r = (await overview(factory)).body.result;
      expect(r.calendar?.teams.find((t) => t.teamId === overridden)?.kind).toBe(3);
      const calendar = r.calendar;
      expect(calendar).not.toBeNull();
      const teams = await asPlatform(server.db, (tx) =>
        queryRows<{ id: unknown }>(
          tx,
          sql`select id from mes_team where tenant_id = ${F} and not is_delete and status = 1 order by order_no, code`,
        ),
      );
      expect(calendar?.teams.map((t) => t.teamId)).toEqual(teams.map((t) => Number(t.id)));
      for (const team of calendar?.teams ?? []) {
        const month = await server.call<{ date: string; kind: number; shift: unknown; holidayName: string | null }[]>(
          'GET',
          `/api/calendar/list?teamId=${team.teamId}&month=${r.today.slice(0, 7)}`,
          { token: factory },
        );
        const day = month.body.result.find((d) => d.date === r.today);
        expect(day).toBeDefined();
        expect({ kind: team.kind, shift: team.shift, holidayName: team.holidayName }).toEqual({
          kind: day?.kind,
          shift: day?.shift,
          holidayName: day?.holidayName,
        });
      }
      const next = await asPlatform(server.db, (tx) =>
        queryRows<{ date: string; name: string }>(
          tx,
          sql`select to_char(holiday_date, 'YYYY-MM-DD') as date, name from mes_holiday
               where tenant_id = ${F} and not is_delete and holiday_date > ${r.today}::date order by holiday_date limit 1`,
        ),
      );
      if (next[0]) {
        const days = Math.round((Date.parse(next[0].date) - Date.parse(r.today)) / 86_400_000);
        expect(calendar?.nextHoliday).toEqual({ ...next[0], days });
      } else expect(calendar?.nextHoliday).toBeNull();
    });

    it('gives a merchant no factory tiles and no shifts', async () => {
      const r = (await overview(merchant)).body.result;
      expect(r.audience).toBe('merchant');
      expect(r.tiles).toEqual([]);
      expect(r.calendar).toBeNull();
    });

    it('keeps the platform figures for the platform and no workbench tiles', async () => {
      const r = (await overview(await server.tokenFor('superadmin', 'admin'))).body.result;
      expect(r.audience).toBe('system');
      expect(r.tiles).toEqual([]);
      expect(r.calendar).toBeNull();
      expect(r.users.total).toBeGreaterThan(0);
    });
  });
});
