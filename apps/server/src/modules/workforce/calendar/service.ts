import {
  type CalendarDay,
  type CalendarDayKindValue,
  defaultShifts,
  pageResult,
  type ShiftTemplate,
  type TeamToday,
  type WorkbenchCalendar,
} from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../../auth/context.ts';
import type { Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { BizError } from '../../../http/errors.ts';
import { computeDay, computeMonth, monthDays, type PlanInput } from './days.ts';

/**
 * A team's calendar: plans, holidays and overrides read in the caller's tenant, days computed
 * by days.ts. Overrides live in mes_calendar_day (one row per team and date).
 */

interface TeamRow {
  id: number;
  code: string;
  name: string;
  type: number;
  memberCount: number;
  status: number;
}

async function mustFindTeam(tx: Tx, tenantId: number, teamId: number): Promise<TeamRow> {
  const [team] = await queryRows<TeamRow>(
    tx,
    sql`select id, code, name, team_type as type, member_count as "memberCount", status from mes_team
         where tenant_id = ${tenantId} and id = ${teamId} and not is_delete`,
  );
  if (!team) throw new BizError('R0001');
  return { ...team, id: Number(team.id) };
}

/** The enabled plans of the team overlapping [from, to], with their shifts and rotation order. */
async function plansOf(tx: Tx, tenantId: number, teamId: number, from: string, to: string): Promise<PlanInput[]> {
  const plans = await queryRows<{
    id: unknown;
    startDate: string;
    endDate: string;
    shiftMode: number;
    cycle: number;
  }>(
    tx,
    sql`select p.id, to_char(p.start_date, 'YYYY-MM-DD') as "startDate", to_char(p.end_date, 'YYYY-MM-DD') as "endDate",
               p.shift_mode as "shiftMode", p.cycle
          from mes_shift_plan p
         where p.tenant_id = ${tenantId} and not p.is_delete and p.status = 1
           and p.start_date <= ${to}::date and p.end_date >= ${from}::date
           and exists (select 1 from mes_shift_plan_team pt where pt.tenant_id = p.tenant_id and pt.plan_id = p.id
                        and pt.team_id = ${teamId} and not pt.is_delete)`,
  );
  const out: PlanInput[] = [];
  for (const p of plans) {
    const id = Number(p.id);
    const shifts = await queryRows<ShiftTemplate>(
      tx,
      sql`select name, start_time as "startTime", end_time as "endTime" from mes_shift
           where tenant_id = ${tenantId} and plan_id = ${id} and not is_delete order by sort_no, id`,
    );
    const teams = await queryRows<{ teamId: unknown }>(
      tx,
      sql`select team_id as "teamId" from mes_shift_plan_team
           where tenant_id = ${tenantId} and plan_id = ${id} and not is_delete order by sort_no, id`,
    );
    out.push({
      id,
      startDate: p.startDate,
      endDate: p.endDate,
      shiftMode: Number(p.shiftMode),
      cycle: Number(p.cycle),
      // A plan imported from a spreadsheet has no shift rows yet: its mode's default shifts apply.
      shifts: shifts.length ? shifts : defaultShifts(Number(p.shiftMode)),
      teamIds: teams.map((t) => Number(t.teamId)),
    });
  }
  return out;
}

async function holidaysBetween(tx: Tx, tenantId: number, from: string, to: string) {
  return queryRows<{ date: string; name: string; type: number }>(
    tx,
    sql`select to_char(holiday_date, 'YYYY-MM-DD') as date, name, holiday_type as type from mes_holiday
         where tenant_id = ${tenantId} and not is_delete and holiday_date between ${from}::date and ${to}::date`,
  );
}

async function overridesBetween(tx: Tx, tenantId: number, teamId: number, from: string, to: string) {
  const rows = await queryRows<{ date: string; kind: number }>(
    tx,
    sql`select to_char(day, 'YYYY-MM-DD') as date, kind from mes_calendar_day
         where tenant_id = ${tenantId} and team_id = ${teamId} and day between ${from}::date and ${to}::date`,
  );
  return rows.map((r) => ({ date: r.date, kind: Number(r.kind) as CalendarDayKindValue }));
}

/** POST /api/calendar/page: the teams one can open a calendar for (filter by name or code). */
export async function teamPage(
  tx: Tx,
  tenantId: number,
  input: { page: number; pageSize: number; keyword?: string | null },
) {
  const like = input.keyword ? `%${input.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const filter = like ? sql` and (name ilike ${like} or code ilike ${like})` : sql``;
  const [count] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from mes_team where tenant_id = ${tenantId} and not is_delete${filter}`,
  );
  const items = await queryRows<TeamRow>(
    tx,
    sql`select id, code, name, team_type as type, member_count as "memberCount", status from mes_team
         where tenant_id = ${tenantId} and not is_delete${filter}
         order by order_no, code limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}`,
  );
  return pageResult(
    items.map((t) => ({ ...t, id: Number(t.id) })),
    Number(count?.n ?? 0),
    input.page,
    input.pageSize,
  );
}

/** GET /api/calendar/list: every day of the month for the team. */
export async function monthOf(tx: Tx, tenantId: number, teamId: number, month: string): Promise<CalendarDay[]> {
  await mustFindTeam(tx, tenantId, teamId);
  const days = monthDays(month);
  const from = days[0] as string;
  const to = days[days.length - 1] as string;
  const [plans, holidays, overrides] = [
    await plansOf(tx, tenantId, teamId, from, to),
    await holidaysBetween(tx, tenantId, from, to),
    await overridesBetween(tx, tenantId, teamId, from, to),
  ];
  return computeMonth(month, teamId, plans, holidays, overrides);
}

/**
 * POST /api/calendar/update: sets a team's day to work / rest / holiday (an override row), or
 * with kind null / 0 removes the override so the plan and holidays apply again. Returns the day.
 */
export async function setDay(
  tx: Tx,
  auth: AuthContext,
  input: { teamId: number; date: string; kind: number | null },
): Promise<CalendarDay> {
  const t = auth.tenantId;
  await mustFindTeam(tx, t, input.teamId);
  const who = auth.realName || auth.account;
  if (!input.kind) {
    await tx.execute(
      sql`delete from mes_calendar_day where tenant_id = ${t} and team_id = ${input.teamId} and day = ${input.date}::date`,
    );
  } else {
    await tx.execute(sql`insert into mes_calendar_day (tenant_id, team_id, day, kind, create_user_id, create_user_name)
      values (${t}, ${input.teamId}, ${input.date}::date, ${input.kind}, ${auth.userId}, ${who})
      on conflict (tenant_id, team_id, day) do update
        set kind = excluded.kind, update_time = now(), update_user_id = ${auth.userId}, update_user_name = ${who}`);
  }
  const plans = await plansOf(tx, t, input.teamId, input.date, input.date);
  const [holiday] = await holidaysBetween(tx, t, input.date, input.date);
  const [override] = await overridesBetween(tx, t, input.teamId, input.date, input.date);
  return computeDay(input.date, input.teamId, plans, holiday, override);
}

/** Teams listed on the workbench's day card (a factory has a handful; more are summarised by the calendar page). */
export const TEAMS_ON_WORKBENCH = 12;

/**
 * The factory's day for the workbench: each enabled team's calendar day on `date` (plan,
 * holiday or override, as the calendar page shows it) and the next holiday after it.
 */
export async function factoryDay(tx: Tx, tenantId: number, date: string): Promise<WorkbenchCalendar> {
  const teams = await queryRows<{ id: unknown; name: string }>(
    tx,
    sql`select id, name from mes_team where tenant_id = ${tenantId} and not is_delete and status = 1
         order by order_no, code limit ${TEAMS_ON_WORKBENCH}`,
  );
  const [holiday] = await holidaysBetween(tx, tenantId, date, date);
  // The day's overrides of every listed team in one read; plans stay per team (at most 12).
  const ids = teams.map((t) => sql`${Number(t.id)}`);
  const overrides = ids.length
    ? await queryRows<{ teamId: unknown; kind: number }>(
        tx,
        sql`select team_id as "teamId", kind from mes_calendar_day
             where tenant_id = ${tenantId} and day = ${date}::date and team_id in (${sql.join(ids, sql`, `)})`,
      )
    : [];
  const overrideOf = new Map(
    overrides.map((o) => [Number(o.teamId), { date, kind: Number(o.kind) as CalendarDayKindValue }]),
  );
  const out: TeamToday[] = [];
  for (const team of teams) {
    const teamId = Number(team.id);
    const plans = await plansOf(tx, tenantId, teamId, date, date);
    const day = computeDay(date, teamId, plans, holiday, overrideOf.get(teamId));
    out.push({ teamId, team: team.name, kind: day.kind, shift: day.shift, holidayName: day.holidayName });
  }
  const [next] = await queryRows<{ date: string; name: string; days: number }>(
    tx,
    sql`select to_char(holiday_date, 'YYYY-MM-DD') as date, name, (holiday_date - ${date}::date)::int as days
          from mes_holiday where tenant_id = ${tenantId} and not is_delete and holiday_date > ${date}::date
         order by holiday_date limit 1`,
  );
  return { teams: out, nextHoliday: next ? { ...next, days: Number(next.days) } : null };
}
