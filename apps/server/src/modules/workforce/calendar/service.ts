import {
  type CalendarDay,
  CalendarDayKind,
  type CalendarDayKindValue,
  defaultShifts,
  HolidayType,
  pageResult,
  Status,
  type TeamToday,
  type WorkbenchCalendar,
} from '@printfloor/contract';
import { and, asc, between, count, eq, exists, gt, gte, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import type { AuthContext } from '../../../auth/context.ts';
import type { Tx } from '../../../db/client.ts';
import { updateStamp } from '../../../db/query.ts';
import {
  mesCalendarDay,
  mesHoliday,
  mesShift,
  mesShiftPlan,
  mesShiftPlanTeam,
  mesTeam,
} from '../../../db/schema/index.ts';
import { BizError } from '../../../errors.ts';
import { computeDay, computeMonth, monthDays, type PlanInput } from './days.ts';

/**
 * A team's calendar: plans, holidays and overrides read in the caller's tenant, days computed
 * by days.ts. Overrides live in mes_calendar_day (one row per team and date).
 */

const team = {
  id: mesTeam.id,
  code: mesTeam.code,
  name: mesTeam.name,
  type: mesTeam.teamType,
  memberCount: mesTeam.memberCount,
  status: mesTeam.status,
};
const liveTeams = (tenantId: number) => and(eq(mesTeam.tenantId, tenantId), eq(mesTeam.isDelete, false));

async function mustFindTeam(tx: Tx, tenantId: number, teamId: number) {
  const [found] = await tx
    .select(team)
    .from(mesTeam)
    .where(and(liveTeams(tenantId), eq(mesTeam.id, teamId)));
  if (!found) throw new BizError('R0001');
  return found;
}

/** The enabled plans of the team overlapping [from, to], with their shifts and rotation order. */
async function plansOf(tx: Tx, tenantId: number, teamId: number, from: string, to: string): Promise<PlanInput[]> {
  const p = mesShiftPlan;
  const pt = mesShiftPlanTeam;
  const plans = await tx
    .select({ id: p.id, startDate: p.startDate, endDate: p.endDate, shiftMode: p.shiftMode, cycle: p.cycle })
    .from(p)
    .where(
      and(
        eq(p.tenantId, tenantId),
        eq(p.isDelete, false),
        eq(p.status, Status.Enable),
        lte(p.startDate, to),
        gte(p.endDate, from),
        exists(
          tx
            .select({ one: sql`1` })
            .from(pt)
            .where(
              and(eq(pt.tenantId, p.tenantId), eq(pt.planId, p.id), eq(pt.teamId, teamId), eq(pt.isDelete, false)),
            ),
        ),
      ),
    )
    .orderBy(asc(p.id));
  const out: PlanInput[] = [];
  for (const plan of plans) {
    const shifts = await tx
      .select({ name: mesShift.name, startTime: mesShift.startTime, endTime: mesShift.endTime })
      .from(mesShift)
      .where(and(eq(mesShift.tenantId, tenantId), eq(mesShift.planId, plan.id), eq(mesShift.isDelete, false)))
      .orderBy(asc(mesShift.sortNo), asc(mesShift.id));
    const teams = await tx
      .select({ teamId: pt.teamId })
      .from(pt)
      .where(and(eq(pt.tenantId, tenantId), eq(pt.planId, plan.id), eq(pt.isDelete, false)))
      .orderBy(asc(pt.sortNo), asc(pt.id));
    out.push({
      ...plan,
      // A plan imported from a spreadsheet has no shift rows yet: its mode's default shifts apply.
      shifts: shifts.length ? shifts : defaultShifts(plan.shiftMode),
      teamIds: teams.map((t) => t.teamId),
    });
  }
  return out;
}

const h = mesHoliday;

async function holidaysBetween(tx: Tx, tenantId: number, from: string, to: string) {
  return tx
    .select({ date: h.holidayDate, name: h.name, type: h.holidayType })
    .from(h)
    .where(and(eq(h.tenantId, tenantId), eq(h.isDelete, false), between(h.holidayDate, from, to)));
}

const d = mesCalendarDay;

async function overridesBetween(tx: Tx, tenantId: number, teamId: number, from: string, to: string) {
  const rows = await tx
    .select({ date: d.day, kind: d.kind })
    .from(d)
    .where(and(eq(d.tenantId, tenantId), eq(d.teamId, teamId), between(d.day, from, to)));
  return rows.map((r) => ({ date: r.date, kind: r.kind as CalendarDayKindValue }));
}

/** POST /api/calendar/page: the teams one can open a calendar for (filter by name or code). */
export async function teamPage(
  tx: Tx,
  tenantId: number,
  input: { page: number; pageSize: number; keyword?: string | null },
) {
  const like = input.keyword ? `%${input.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(liveTeams(tenantId), like ? or(ilike(mesTeam.name, like), ilike(mesTeam.code, like)) : undefined);
  const [total] = await tx.select({ n: count() }).from(mesTeam).where(where);
  const items = await tx
    .select(team)
    .from(mesTeam)
    .where(where)
    .orderBy(asc(mesTeam.orderNo), asc(mesTeam.code))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return pageResult(items, total?.n ?? 0, input.page, input.pageSize);
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
    await tx.delete(d).where(and(eq(d.tenantId, t), eq(d.teamId, input.teamId), eq(d.day, input.date)));
  } else {
    await tx
      .insert(d)
      .values({
        tenantId: t,
        teamId: input.teamId,
        day: input.date,
        kind: input.kind,
        createUserId: auth.userId,
        createUserName: who,
      })
      .onConflictDoUpdate({
        target: [d.tenantId, d.teamId, d.day],
        set: { kind: input.kind, ...updateStamp(auth.userId, who) },
      });
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
  const teams = await tx
    .select({ id: mesTeam.id, name: mesTeam.name })
    .from(mesTeam)
    .where(and(liveTeams(tenantId), eq(mesTeam.status, Status.Enable)))
    .orderBy(asc(mesTeam.orderNo), asc(mesTeam.code))
    .limit(TEAMS_ON_WORKBENCH);
  const [holiday] = await holidaysBetween(tx, tenantId, date, date);
  // The day's overrides of every listed team in one read; plans stay per team (at most 12).
  const overrides = teams.length
    ? await tx
        .select({ teamId: d.teamId, kind: d.kind })
        .from(d)
        .where(
          and(
            eq(d.tenantId, tenantId),
            eq(d.day, date),
            inArray(
              d.teamId,
              teams.map((t) => t.id),
            ),
          ),
        )
    : [];
  const overrideOf = new Map(overrides.map((o) => [o.teamId, { date, kind: o.kind as CalendarDayKindValue }]));
  const out: TeamToday[] = [];
  for (const { id: teamId, name } of teams) {
    const plans = await plansOf(tx, tenantId, teamId, date, date);
    const day = computeDay(date, teamId, plans, holiday, overrideOf.get(teamId));
    out.push({ teamId, team: name, kind: day.kind, shift: day.shift, holidayName: day.holidayName });
  }
  const [next] = await tx
    .select({ date: h.holidayDate, name: h.name, days: sql<number>`(${h.holidayDate} - ${date}::date)::int` })
    .from(h)
    .where(and(eq(h.tenantId, tenantId), eq(h.isDelete, false), gt(h.holidayDate, date)))
    .orderBy(asc(h.holidayDate))
    .limit(1);
  return { teams: out, nextHoliday: next ?? null };
}

/** A factory day: the union of the enabled teams' calendar days (work when any team works). */
export interface FactoryDay {
  date: string;
  kind: CalendarDayKindValue;
  holidayName: string | null;
  /** false: no enabled shift plan covers the day for any team (the caller decides a default). */
  planned: boolean;
  /** The distinct shifts worked that day (by start time). */
  shifts: { name: string; startTime: string; endTime: string }[];
}

/**
 * The factory's days over [from, to] for planning (production's schedule): a day is a work day
 * when any enabled team works it, with the shifts the working teams take; otherwise a holiday
 * when a holiday applies, else rest. Plans, holidays and overrides are read once per team.
 */
export async function factoryDays(tx: Tx, tenantId: number, from: string, to: string): Promise<FactoryDay[]> {
  const teams = await tx
    .select({ id: mesTeam.id })
    .from(mesTeam)
    .where(and(liveTeams(tenantId), eq(mesTeam.status, Status.Enable)));
  const holidays = await holidaysBetween(tx, tenantId, from, to);
  const holidayByDate = new Map(holidays.map((x) => [x.date, x]));
  const dates: string[] = [];
  for (let ms = Date.parse(`${from}T00:00:00Z`); ms <= Date.parse(`${to}T00:00:00Z`); ms += 86_400_000)
    dates.push(new Date(ms).toISOString().slice(0, 10));
  const perTeam: CalendarDay[][] = [];
  for (const { id: teamId } of teams) {
    const plans = await plansOf(tx, tenantId, teamId, from, to);
    const overrides = new Map((await overridesBetween(tx, tenantId, teamId, from, to)).map((o) => [o.date, o]));
    perTeam.push(dates.map((date) => computeDay(date, teamId, plans, holidayByDate.get(date), overrides.get(date))));
  }
  return dates.map((date, i) => {
    const days = perTeam.map((t) => t[i] as CalendarDay);
    const working = days.filter((x) => x.kind === CalendarDayKind.Work && x.shift);
    const shifts = new Map<string, { name: string; startTime: string; endTime: string }>();
    for (const x of working) if (x.shift) shifts.set(`${x.shift.startTime}-${x.shift.endTime}`, { ...x.shift });
    const holiday = holidayByDate.get(date);
    const kind: CalendarDayKindValue = working.length
      ? CalendarDayKind.Work
      : days.some((x) => x.kind === CalendarDayKind.Holiday) || (holiday && holiday.type === HolidayType.Public)
        ? CalendarDayKind.Holiday
        : CalendarDayKind.Rest;
    return {
      date,
      kind,
      holidayName: holiday?.name ?? null,
      planned: days.some((x) => x.planId !== null || x.source !== 'plan') || Boolean(holiday),
      shifts: [...shifts.values()].sort((a, b) => a.startTime.localeCompare(b.startTime)),
    };
  });
}
