import {
  type CalendarDay,
  CalendarDayKind,
  type CalendarDayKindValue,
  HolidayType,
  ShiftCycle,
  ShiftMode,
  type ShiftTemplate,
} from '@printfloor/contract';

/**
 * Pure day computation of a team's calendar (no database): which shift the team works on a
 * date according to its shift plan (rotation), then holidays, then manual overrides.
 */

/** A shift plan as the computation needs it. */
export interface PlanInput {
  id: number;
  startDate: string;
  endDate: string;
  shiftMode: number;
  cycle: number;
  /** The plan's shifts in order. */
  shifts: readonly ShiftTemplate[];
  /** The plan's teams in rotation order. */
  teamIds: readonly number[];
}

export interface HolidayInput {
  date: string;
  name: string;
  type: number;
}

export interface OverrideInput {
  date: string;
  kind: CalendarDayKindValue;
}

const DAY_MS = 86_400_000;

function parts(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return [y, m, d];
}

function utc(date: string): number {
  const [y, m, d] = parts(date);
  return Date.UTC(y, m - 1, d);
}

function iso(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Every date (`yyyy-MM-dd`) of a month `yyyy-MM`. */
export function monthDays(month: string): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: days }, (_v, i) => iso(Date.UTC(y, m - 1, i + 1)));
}

/** How many whole rotation cycles lie between the plan start and `date` (0 in the first cycle). */
export function cycleIndex(startDate: string, date: string, cycle: number): number {
  const days = Math.round((utc(date) - utc(startDate)) / DAY_MS);
  if (cycle === ShiftCycle.Day) return days;
  if (cycle === ShiftCycle.Week) return Math.floor(days / 7);
  const [y1, m1] = parts(startDate);
  const [y2, m2] = parts(date);
  const months = (y2 - y1) * 12 + (m2 - m1);
  return cycle === ShiftCycle.Quarter ? Math.floor(months / 3) : months;
}

/**
 * The shift a team works on a date of a plan, or null when it rests (rotation) or is not on the
 * plan. Day mode: every team of the plan works the day shift. Two or three shifts: team i takes
 * shift (i + cycle index) mod max(teams, shifts); a slot beyond the shifts is a rest cycle (three
 * teams on two shifts rest one cycle in three).
 */
export function planShift(plan: PlanInput, teamId: number, date: string): ShiftTemplate | null {
  const position = plan.teamIds.indexOf(teamId);
  if (position < 0 || plan.shifts.length === 0) return null;
  if (plan.shiftMode === ShiftMode.Day || plan.shifts.length === 1) return plan.shifts[0] ?? null;
  const slots = Math.max(plan.teamIds.length, plan.shifts.length);
  const slot = (((position + cycleIndex(plan.startDate, date, plan.cycle)) % slots) + slots) % slots;
  return plan.shifts[slot] ?? null;
}

/** The plan covering a date for a team: the latest start wins (then the highest id). */
export function planFor(plans: readonly PlanInput[], teamId: number, date: string): PlanInput | null {
  let best: PlanInput | null = null;
  for (const p of plans) {
    if (date < p.startDate || date > p.endDate || !p.teamIds.includes(teamId)) continue;
    if (!best || p.startDate > best.startDate || (p.startDate === best.startDate && p.id > best.id)) best = p;
  }
  return best;
}

/** One day: the plan says work (its shift) or rest; a holiday row overrides it; a manual override wins. */
export function computeDay(
  date: string,
  teamId: number,
  plans: readonly PlanInput[],
  holiday: HolidayInput | undefined,
  override: OverrideInput | undefined,
): CalendarDay {
  const plan = planFor(plans, teamId, date);
  const rotation = plan ? planShift(plan, teamId, date) : null;
  const workShift = rotation ?? plan?.shifts[0] ?? null;
  const day: CalendarDay = {
    date,
    kind: rotation ? CalendarDayKind.Work : CalendarDayKind.Rest,
    source: 'plan',
    shift: rotation,
    planId: plan?.id ?? null,
    holidayName: holiday?.name ?? null,
  };
  if (holiday) {
    day.source = 'holiday';
    if (holiday.type === HolidayType.MakeUpWork) {
      day.kind = CalendarDayKind.Work;
      day.shift = workShift;
    } else {
      day.kind = holiday.type === HolidayType.Public ? CalendarDayKind.Holiday : CalendarDayKind.Rest;
      day.shift = null;
    }
  }
  if (override) {
    day.source = 'override';
    day.kind = override.kind;
    day.shift = override.kind === CalendarDayKind.Work ? workShift : null;
  }
  return day;
}

/** Every day of a month for a team. */
export function computeMonth(
  month: string,
  teamId: number,
  plans: readonly PlanInput[],
  holidays: readonly HolidayInput[],
  overrides: readonly OverrideInput[],
): CalendarDay[] {
  const holidayByDate = new Map(holidays.map((h) => [h.date, h]));
  const overrideByDate = new Map(overrides.map((o) => [o.date, o]));
  return monthDays(month).map((date) =>
    computeDay(date, teamId, plans, holidayByDate.get(date), overrideByDate.get(date)),
  );
}
