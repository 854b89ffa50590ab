import { CalendarDayKind, HolidayType, ShiftCycle, ShiftMode, TeamType } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { WORKFORCE_SEED } from '../../src/modules/workforce/seed.ts';
import { SEED } from '../../src/seed/ids.ts';
import { serverSuite } from '../helpers/suite.ts';

interface Page<T> {
  total: number;
  items: T[];
}
interface Team {
  id: number;
  code: string;
  name: string;
  type: number;
  memberCount: number;
}
interface Plan {
  id: number;
  shiftMode: number;
  shifts: { name: string; startTime: string; endTime: string }[];
  teams: { teamId: number; teamName: string }[];
}
interface Day {
  date: string;
  kind: number;
  source: string;
  shift: { name: string } | null;
  holidayName: string | null;
}
interface TeamUser {
  id: number;
  account: string;
  member: boolean;
}

const F = SEED.factory;
const en = { 'accept-language': 'en' };
const fields = (message: string) => JSON.parse(message) as Record<string, string[]>;

// Slow shared machine: generous limits (a fresh migrated + seeded database per file).
describe('workforce: teams, shift plans, holidays, calendar', { timeout: 120_000 }, () => {
  // The merchant tenant admin opens its session in the factory console area, where the workforce screens live.
  const suite = serverSuite(
    { factory: 'factory', operator: 'operator', merchant: 'merchant' },
    {
      // The merchant tenant is granted the workforce screens too, to prove tenants are apart.
      setup: (server) =>
        asPlatform(server.db, (tx) =>
          tx.execute(sql`insert into sys_tenant_menu (tenant_id, menu_id)
            select ${SEED.merchant.tenantId}, id from sys_menu
             where (permission like 'team:%' or permission like 'shiftPlan:%' or permission like 'holiday:%'
                    or permission like 'calendar:%') and not is_delete
            on conflict do nothing`),
        ),
      timeout: 600_000,
    },
  );

  const post = <T = unknown>(token: string, url: string, body: unknown) => suite.call<T>('POST', url, token, body);
  const get = <T = unknown>(token: string, url: string) => suite.call<T>('GET', url, token);
  const addTeam = async (token: string, code: string, type: number = TeamType.Production) => {
    const res = await post<number>(token, '/api/team/add', { code, name: `Team ${code}`, type });
    expect(res.body.code, res.body.message).toBe(200);
    return res.body.result;
  };

  it('seeds teams A and B with members, a two-shift weekly plan and public holidays (idempotent)', async () => {
    const page = await post<Page<Team>>(suite.factory, '/api/team/page', { page: 1, pageSize: 50 });
    const byCode = new Map(page.body.result.items.map((t) => [t.code, t]));
    expect(byCode.get('TEAM-A')).toMatchObject({ id: WORKFORCE_SEED.teamA, memberCount: 2, type: TeamType.Production });
    expect(byCode.get('TEAM-B')).toMatchObject({ id: WORKFORCE_SEED.teamB, memberCount: 1 });
    const plan = await get<Plan>(suite.factory, `/api/shiftPlan/detail?id=${WORKFORCE_SEED.plan}`);
    expect(plan.body.result.shifts.map((s) => s.name)).toEqual(['白班', '夜班']);
    expect(plan.body.result.teams.map((t) => t.teamId)).toEqual([WORKFORCE_SEED.teamA, WORKFORCE_SEED.teamB]);
    const holidays = await post<Page<unknown>>(suite.factory, '/api/holiday/page', { page: 1, pageSize: 50 });
    expect(holidays.body.result.total).toBeGreaterThanOrEqual(3);
    const { seedWorkforce } = await import('../../src/modules/workforce/seed.ts');
    await seedWorkforce(suite.server.services);
    const again = await post<Page<unknown>>(suite.factory, '/api/holiday/page', { page: 1, pageSize: 50 });
    expect(again.body.result.total).toBe(holidays.body.result.total);
    const members = await asPlatform(suite.server.db, (tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from mes_team_member where team_id = ${WORKFORCE_SEED.teamA}`,
      ),
    );
    expect(members[0]?.n).toBe(2);
  });

  describe('teams', () => {
    it('requires code and name, refuses a duplicate code in the tenant, another tenant may reuse it', async () => {
      const bad = await post(suite.factory, '/api/team/add', { type: 9 });
      expect(bad.body.code).toBe(400);
      const f = fields(bad.body.message);
      expect(f.code).toEqual(['is required']);
      expect(f.name).toEqual(['is required']);
      expect(f.type?.[0]).toBe('has an invalid value');
      await addTeam(suite.factory, 'DUP-T');
      const dup = await post(suite.factory, '/api/team/add', { code: 'DUP-T', name: 'Again', type: 1 });
      expect(dup.body.code).toBe(400);
      expect(dup.body.message).toMatch(/^\[R0002\] .*already exists/);
      expect(
        (await post(suite.merchant, '/api/team/add', { code: 'DUP-T', name: 'Merchant team', type: 1 })).body.code,
      ).toBe(200);
    });

    it('setMembers replaces the members in one call and keeps the member count', async () => {
      const id = await addTeam(suite.factory, 'MEM-1');
      const users = [F.users.operator, F.users.warehouse];
      const first = await post<number>(suite.factory, '/api/team/setMembers', { id, userIds: users });
      expect(first.body).toMatchObject({ code: 200, result: 2 });
      let list = await get<TeamUser[]>(suite.factory, `/api/team/userList?teamId=${id}`);
      expect(
        list.body.result
          .filter((u) => u.member)
          .map((u) => u.id)
          .sort(),
      ).toEqual([...users].sort());
      expect(list.body.result.some((u) => u.id === F.users.factory && !u.member)).toBe(true);
      expect(
        (await post(suite.factory, '/api/team/setMembers', { id, userIds: [F.users.warehouse, F.users.warehouse] }))
          .body.result,
      ).toBe(1);
      list = await get<TeamUser[]>(suite.factory, `/api/team/userList?teamId=${id}`);
      expect(list.body.result.filter((u) => u.member).map((u) => u.id)).toEqual([F.users.warehouse]);
      const detail = await get<Team>(suite.factory, `/api/team/detail?id=${id}`);
      expect(detail.body.result.memberCount).toBe(1);
      expect((await post(suite.factory, '/api/team/setMembers', { id, userIds: [] })).body.result).toBe(0);
      expect((await get<Team>(suite.factory, `/api/team/detail?id=${id}`)).body.result.memberCount).toBe(0);
    });

    it('refuses members of another tenant (nothing changes), unknown teams and bad bodies', async () => {
      const id = await addTeam(suite.factory, 'MEM-2');
      await post(suite.factory, '/api/team/setMembers', { id, userIds: [F.users.operator] });
      const foreign = await post(suite.factory, '/api/team/setMembers', {
        id,
        userIds: [F.users.warehouse, SEED.merchant.users.shopstaff],
      });
      expect(foreign.body.code).toBe(400);
      expect(fields(foreign.body.message).userIds).toEqual(['refers to a record that does not exist']);
      const list = await get<TeamUser[]>(suite.factory, `/api/team/userList?teamId=${id}`);
      expect(list.body.result.filter((u) => u.member).map((u) => u.id)).toEqual([F.users.operator]);
      expect(list.body.result.some((u) => u.id === SEED.merchant.users.shopstaff)).toBe(false);
      expect((await post(suite.factory, '/api/team/setMembers', { id: 999999, userIds: [] })).body.message).toMatch(
        /^\[R0001\]/,
      );
      for (const body of [
        undefined,
        {},
        { id },
        { id, userIds: 'x' },
        { id: 'abc', userIds: [] },
        { id, userIds: [-1] },
      ]) {
        const res = await post(suite.factory, '/api/team/setMembers', body);
        expect(res.body.code, JSON.stringify(body)).toBe(400);
        expect(res.status).toBe(200);
      }
    });

    it('deleting a team used by a plan is refused; otherwise its members go with it', async () => {
      const inUse = await post(suite.factory, '/api/team/delete', { id: WORKFORCE_SEED.teamA });
      expect(inUse.body.message).toMatch(/^\[R0004\] .*(PLAN|两班倒)/);
      const id = await addTeam(suite.factory, 'DEL-1');
      await post(suite.factory, '/api/team/setMembers', { id, userIds: [F.users.operator] });
      expect((await post(suite.factory, '/api/team/delete', { id })).body.code).toBe(200);
      const left = await asPlatform(suite.server.db, (tx) =>
        queryRows<{ n: number }>(tx, sql`select count(*)::int as n from mes_team_member where team_id = ${id}`),
      );
      expect(left[0]?.n).toBe(0);
    });
  });

  describe('shift plans', () => {
    const base = { name: 'Plan', teamType: TeamType.Production, shiftMode: ShiftMode.Two, cycle: ShiftCycle.Week };

    it('refuses an end date before the start date with a message on endDate', async () => {
      const res = await post(suite.factory, '/api/shiftPlan/add', {
        ...base,
        startDate: '2030-02-01',
        endDate: '2030-01-31',
      });
      expect(res.body.code).toBe(400);
      expect(fields(res.body.message)).toEqual({ endDate: ['The end date cannot be before the start date'] });
      const zh = await suite.server.call('POST', '/api/shiftPlan/add', {
        token: suite.factory,
        body: { ...base, startDate: '2030-02-01', endDate: '2030-01-31' },
        headers: { 'accept-language': 'zh-CN' },
      });
      expect(fields(zh.body.message).endDate).toEqual(['结束日期不能早于开始日期']);
      const missing = await post(suite.factory, '/api/shiftPlan/add', { teamType: 1 });
      expect(Object.keys(fields(missing.body.message)).sort()).toEqual(['endDate', 'name', 'startDate']);
    });

    it('generates the shifts of the mode, keeps edited shifts, returns teams with names', async () => {
      const a = await addTeam(suite.factory, 'PL-A');
      const b = await addTeam(suite.factory, 'PL-B');
      const add = await post<number>(suite.factory, '/api/shiftPlan/add', {
        ...base,
        code: 'PL-1',
        startDate: '2030-01-01',
        endDate: '2030-01-31',
        teams: [{ teamId: b }, { teamId: a }],
      });
      expect(add.body.code, add.body.message).toBe(200);
      const detail = await get<Plan>(suite.factory, `/api/shiftPlan/detail?id=${add.body.result}`);
      expect(detail.body.result.shifts).toMatchObject([
        { name: '白班', startTime: '08:00', endTime: '20:00' },
        { name: '夜班', startTime: '20:00', endTime: '08:00' },
      ]);
      expect(detail.body.result.teams).toMatchObject([
        { teamId: b, teamName: 'Team PL-B' },
        { teamId: a, teamName: 'Team PL-A' },
      ]);
      // Switching to three shifts without shifts regenerates them; edited shifts are kept.
      await post(suite.factory, '/api/shiftPlan/update', { id: add.body.result, shiftMode: ShiftMode.Three });
      expect(
        (await get<Plan>(suite.factory, `/api/shiftPlan/detail?id=${add.body.result}`)).body.result.shifts,
      ).toHaveLength(3);
      const edited = await post(suite.factory, '/api/shiftPlan/update', {
        id: add.body.result,
        shiftMode: ShiftMode.Two,
        shifts: [
          { name: 'Early', startTime: '06:00', endTime: '18:00' },
          { name: 'Late', startTime: '18:00', endTime: '06:00' },
        ],
      });
      expect(edited.body.code, edited.body.message).toBe(200);
      const after = await get<Plan>(suite.factory, `/api/shiftPlan/detail?id=${add.body.result}`);
      expect(after.body.result.shifts.map((s) => s.name)).toEqual(['Early', 'Late']);
      // The console form sends the old shifts back with a new mode: they are replaced by the mode's.
      const toDay = await post(suite.factory, '/api/shiftPlan/update', {
        id: add.body.result,
        shiftMode: ShiftMode.Day,
        shifts: after.body.result.shifts.map(({ name, startTime, endTime }) => ({ name, startTime, endTime })),
      });
      expect(toDay.body.code, toDay.body.message).toBe(200);
      const dayPlan = await get<Plan>(suite.factory, `/api/shiftPlan/detail?id=${add.body.result}`);
      expect(dayPlan.body.result.shifts).toMatchObject([{ name: '白班', startTime: '08:00', endTime: '17:00' }]);
      const dup = await post(suite.factory, '/api/shiftPlan/add', {
        ...base,
        code: 'PL-1',
        startDate: '2030-01-01',
        endDate: '2030-01-02',
      });
      expect(dup.body.message).toMatch(/^\[R0002\]/);
    });

    it('refuses teams of another type, of another tenant, bad times and a shift count not matching the mode', async () => {
      const quality = await addTeam(suite.factory, 'PL-Q', TeamType.Quality);
      const merchantTeam = await addTeam(suite.merchant, 'PL-M');
      const dates = { startDate: '2030-01-01', endDate: '2030-12-31' };
      const wrongType = await post(suite.factory, '/api/shiftPlan/add', {
        ...base,
        ...dates,
        teams: [{ teamId: quality }],
      });
      expect(fields(wrongType.body.message)).toEqual({
        'teams.0.teamId': ['The team type differs from the plan team type'],
      });
      const foreign = await post(suite.factory, '/api/shiftPlan/add', {
        ...base,
        ...dates,
        teams: [{ teamId: merchantTeam }],
      });
      expect(fields(foreign.body.message)).toEqual({ 'teams.0.teamId': ['refers to a record that does not exist'] });
      const badTime = await post(suite.factory, '/api/shiftPlan/add', {
        ...base,
        ...dates,
        shifts: [
          { name: '白班', startTime: '25:00', endTime: '20:00' },
          { name: '夜班', startTime: '20:00', endTime: '8' },
        ],
      });
      expect(fields(badTime.body.message)).toEqual({
        'shifts.0.startTime': ['must be a time HH:mm'],
        'shifts.1.endTime': ['must be a time HH:mm'],
      });
      const count = await post(suite.factory, '/api/shiftPlan/add', {
        ...base,
        ...dates,
        shifts: [{ name: 'Only', startTime: '08:00', endTime: '20:00' }],
      });
      expect(Object.keys(fields(count.body.message))).toEqual(['shifts']);
    });
  });

  describe('holidays', () => {
    it('requires date and name, refuses a duplicate date; other tenants may use the date', async () => {
      const missing = await post(suite.factory, '/api/holiday/add', {});
      expect(Object.keys(fields(missing.body.message)).sort()).toEqual(['date', 'name']);
      const body = { date: '2031-03-03', name: 'Test day', type: HolidayType.CompanyRest };
      expect((await post(suite.factory, '/api/holiday/add', body)).body.code).toBe(200);
      const dup = await post(suite.factory, '/api/holiday/add', { ...body, name: 'Other' });
      expect(dup.body.message).toMatch(/^\[R0002\]/);
      expect((await post(suite.merchant, '/api/holiday/add', body)).body.code).toBe(200);
    });
  });

  describe('calendar', () => {
    let x = 0;
    let y = 0;
    beforeAll(async () => {
      x = await addTeam(suite.factory, 'CAL-X');
      y = await addTeam(suite.factory, 'CAL-Y');
      const plan = await post(suite.factory, '/api/shiftPlan/add', {
        code: 'CAL-PLAN',
        name: 'Calendar plan',
        teamType: TeamType.Production,
        shiftMode: ShiftMode.Two,
        cycle: ShiftCycle.Week,
        startDate: '2035-01-08',
        endDate: '2035-12-31',
        teams: [{ teamId: x }, { teamId: y }],
      });
      expect(plan.body.code, plan.body.message).toBe(200);
      await post(suite.factory, '/api/holiday/add', {
        date: '2035-01-22',
        name: 'Test holiday',
        type: HolidayType.Public,
      });
      await post(suite.factory, '/api/holiday/add', {
        date: '2035-01-27',
        name: 'Make-up',
        type: HolidayType.MakeUpWork,
      });
    }, 120_000);
    const month = async (team: number, m = '2035-01', token = suite.factory) => {
      const res = await get<Day[]>(token, `/api/calendar/list?teamId=${team}&month=${m}`);
      expect(res.body.code, res.body.message).toBe(200);
      return new Map(res.body.result.map((d) => [d.date, d]));
    };

    it('lists every day: rest before the plan, rotating shifts weekly, holidays from the holiday list', async () => {
      const xs = await month(x);
      const ys = await month(y);
      expect(xs.size).toBe(31);
      expect(xs.get('2035-01-07')).toMatchObject({ kind: CalendarDayKind.Rest, source: 'plan', shift: null });
      expect(xs.get('2035-01-08')).toMatchObject({
        kind: CalendarDayKind.Work,
        source: 'plan',
        shift: { name: '白班' },
      });
      expect(ys.get('2035-01-08')?.shift?.name).toBe('夜班');
      expect(xs.get('2035-01-15')?.shift?.name).toBe('夜班');
      expect(ys.get('2035-01-15')?.shift?.name).toBe('白班');
      expect(xs.get('2035-01-22')).toMatchObject({
        kind: CalendarDayKind.Holiday,
        source: 'holiday',
        holidayName: 'Test holiday',
      });
      expect(xs.get('2035-01-27')).toMatchObject({ kind: CalendarDayKind.Work, source: 'holiday' });
      expect((await month(x, '2035-02')).size).toBe(28);
    });

    it('a click stores an override (holiday, rest, work) and reset returns to the plan', async () => {
      const set = await post<Day>(suite.factory, '/api/calendar/update', {
        teamId: x,
        date: '2035-01-09',
        kind: CalendarDayKind.Holiday,
      });
      expect(set.body.result).toMatchObject({ date: '2035-01-09', kind: CalendarDayKind.Holiday, source: 'override' });
      expect((await month(x)).get('2035-01-09')).toMatchObject({ kind: CalendarDayKind.Holiday, source: 'override' });
      expect((await month(y)).get('2035-01-09')).toMatchObject({ kind: CalendarDayKind.Work, source: 'plan' });
      await post(suite.factory, '/api/calendar/update', { teamId: x, date: '2035-01-09', kind: CalendarDayKind.Rest });
      expect((await month(x)).get('2035-01-09')).toMatchObject({ kind: CalendarDayKind.Rest, source: 'override' });
      await post(suite.factory, '/api/calendar/update', { teamId: x, date: '2035-01-22', kind: CalendarDayKind.Work });
      expect((await month(x)).get('2035-01-22')).toMatchObject({
        kind: CalendarDayKind.Work,
        source: 'override',
        shift: { name: '白班' },
      });
      const reset = await post<Day>(suite.factory, '/api/calendar/update', {
        teamId: x,
        date: '2035-01-09',
        kind: null,
      });
      expect(reset.body.result).toMatchObject({ kind: CalendarDayKind.Work, source: 'plan', shift: { name: '白班' } });
      await post(suite.factory, '/api/calendar/update', { teamId: x, date: '2035-01-22', kind: 0 });
      expect((await month(x)).get('2035-01-22')).toMatchObject({ kind: CalendarDayKind.Holiday, source: 'holiday' });
    });

    it('validates queries and bodies and never answers 500', async () => {
      for (const q of ['', `teamId=${x}`, `teamId=${x}&month=2035-13`, `teamId=abc&month=2035-01`, 'month=2035-01']) {
        const res = await get(suite.factory, `/api/calendar/list?${q}`);
        expect(res.body.code, q).toBe(400);
      }
      for (const body of [
        undefined,
        {},
        { teamId: x, date: '2035-02-30', kind: 1 },
        { teamId: x, date: '2035-01-09', kind: 7 },
        { teamId: x, date: 'x', kind: 1 },
        { teamId: x, date: '2035-01-09' },
      ]) {
        const res = await post(suite.factory, '/api/calendar/update', body);
        expect(res.body.code, JSON.stringify(body)).toBe(400);
        expect(res.status).toBe(200);
      }
      expect((await get(suite.factory, '/api/calendar/list?teamId=999999&month=2035-01')).body.message).toMatch(
        /^\[R0001\]/,
      );
      const teams = await post<Page<Team>>(suite.factory, '/api/calendar/page', { page: 1, pageSize: 100 });
      expect(teams.body.result.items.map((t) => t.code)).toContain('CAL-X');
      const search = await post<Page<Team>>(suite.factory, '/api/calendar/page', { keyword: 'cal-y' });
      expect(search.body.result.items.map((t) => t.code)).toEqual(['CAL-Y']);
    });

    it("another tenant neither sees nor changes this tenant's teams, plans, holidays and days", async () => {
      const teams = await post<Page<Team>>(suite.merchant, '/api/team/page', { page: 1, pageSize: 100 });
      expect(teams.body.result.items.map((t) => t.code)).not.toContain('TEAM-A');
      expect((await get(suite.merchant, `/api/team/detail?id=${x}`)).body.result).toBeNull();
      expect((await get(suite.merchant, `/api/shiftPlan/detail?id=${WORKFORCE_SEED.plan}`)).body.result).toBeNull();
      const holidays = await post<Page<{ name: string }>>(suite.merchant, '/api/holiday/page', {
        page: 1,
        pageSize: 100,
      });
      expect(holidays.body.result.items.map((h) => h.name)).not.toContain('Test holiday');
      expect((await get(suite.merchant, `/api/calendar/list?teamId=${x}&month=2035-01`)).body.message).toMatch(
        /^\[R0001\]/,
      );
      const write = await post(suite.merchant, '/api/calendar/update', { teamId: x, date: '2035-01-10', kind: 3 });
      expect(write.body.message).toMatch(/^\[R0001\]/);
      expect((await post(suite.merchant, '/api/team/setMembers', { id: x, userIds: [] })).body.message).toMatch(
        /^\[R0001\]/,
      );
      const users = await get<TeamUser[]>(suite.merchant, '/api/team/userList');
      expect(users.body.result.map((u) => u.account)).not.toContain('operator');
      const calTeams = await post<Page<Team>>(suite.merchant, '/api/calendar/page', {});
      expect(calTeams.body.result.items.map((t) => t.code)).not.toContain('CAL-X');
      expect((await month(x)).get('2035-01-10')?.source).toBe('plan');
    });
  });

  it('refuses every workforce call to a user without the codes', async () => {
    const calls: [string, string, unknown?][] = [
      ['POST', '/api/team/page', {}],
      ['POST', '/api/team/add', { code: 'NO', name: 'No' }],
      ['POST', '/api/team/setMembers', { id: WORKFORCE_SEED.teamA, userIds: [] }],
      ['GET', '/api/team/userList'],
      ['POST', '/api/shiftPlan/page', {}],
      ['POST', '/api/holiday/add', { date: '2031-01-01', name: 'x' }],
      ['POST', '/api/calendar/page', {}],
      ['GET', `/api/calendar/list?teamId=${WORKFORCE_SEED.teamA}&month=2035-01`],
      ['POST', '/api/calendar/update', { teamId: WORKFORCE_SEED.teamA, date: '2035-01-10', kind: 3 }],
    ];
    for (const [method, url, body] of calls) {
      const res = await suite.server.call(method as 'GET' | 'POST', url, { token: suite.operator, body, headers: en });
      expect(res.body.code, url).toBe(403);
    }
  });
});
