import { CalendarDayKind, defaultShifts, HolidayType, ShiftCycle, ShiftMode } from '@printfloor/contract';
import { describe, expect, it } from 'vitest';
import {
  computeDay,
  computeMonth,
  cycleIndex,
  monthDays,
  type PlanInput,
  planFor,
  planShift,
} from '../../src/modules/workforce/calendar/days.ts';

const A = 1;
const B = 2;
const C = 3;
const twoShifts = defaultShifts(ShiftMode.Two);
const plan = (over: Partial<PlanInput> = {}): PlanInput => ({
  id: 10,
  startDate: '2026-01-05',
  endDate: '2026-12-31',
  shiftMode: ShiftMode.Two,
  cycle: ShiftCycle.Week,
  shifts: twoShifts,
  teamIds: [A, B],
  ...over,
});

describe('calendar day computation (pure)', () => {
  it('lists every day of a month, leap years included', () => {
    expect(monthDays('2026-02')).toHaveLength(28);
    expect(monthDays('2028-02')).toHaveLength(29);
    expect(monthDays('2026-12').at(-1)).toBe('2026-12-31');
    expect(monthDays('2026-11')[0]).toBe('2026-11-01');
  });

  it('counts rotation cycles by day, week, month and quarter from the plan start', () => {
    expect(cycleIndex('2026-01-05', '2026-01-05', ShiftCycle.Day)).toBe(0);
    expect(cycleIndex('2026-01-05', '2026-01-09', ShiftCycle.Day)).toBe(4);
    expect(cycleIndex('2026-01-05', '2026-01-11', ShiftCycle.Week)).toBe(0);
    expect(cycleIndex('2026-01-05', '2026-01-12', ShiftCycle.Week)).toBe(1);
    expect(cycleIndex('2026-01-05', '2026-03-01', ShiftCycle.Month)).toBe(2);
    expect(cycleIndex('2026-01-05', '2026-03-31', ShiftCycle.Quarter)).toBe(0);
    expect(cycleIndex('2026-01-05', '2026-04-01', ShiftCycle.Quarter)).toBe(1);
    // Across a DST-free UTC computation, 2026-03-29 (a European DST change) is still whole days.
    expect(cycleIndex('2026-03-28', '2026-03-30', ShiftCycle.Day)).toBe(2);
  });

  it('rotates two teams over two shifts weekly: A day / B night, then swapped', () => {
    const p = plan();
    expect(planShift(p, A, '2026-01-05')?.name).toBe('白班');
    expect(planShift(p, B, '2026-01-05')?.name).toBe('夜班');
    expect(planShift(p, A, '2026-01-11')?.name).toBe('白班');
    expect(planShift(p, A, '2026-01-12')?.name).toBe('夜班');
    expect(planShift(p, B, '2026-01-12')?.name).toBe('白班');
    expect(planShift(p, A, '2026-01-19')?.name).toBe('白班');
    expect(planShift(p, C, '2026-01-05')).toBeNull();
  });

  it('three teams on two shifts: each rests one cycle in three; day mode: everybody works the day shift', () => {
    const p = plan({ teamIds: [A, B, C], cycle: ShiftCycle.Day });
    const week = ['2026-01-05', '2026-01-06', '2026-01-07'].map((d) => planShift(p, C, d)?.name ?? 'rest');
    expect(week).toEqual(['rest', '白班', '夜班']);
    const day = plan({ shiftMode: ShiftMode.Day, shifts: defaultShifts(ShiftMode.Day) });
    expect(planShift(day, A, '2026-02-01')?.name).toBe('白班');
    expect(planShift(day, B, '2026-02-01')?.name).toBe('白班');
  });

  it('the latest plan covering the date wins; outside every plan the day is rest', () => {
    const old = plan({ id: 1, startDate: '2026-01-01', endDate: '2026-12-31' });
    const newer = plan({ id: 2, startDate: '2026-06-01', endDate: '2026-06-30', teamIds: [B, A] });
    expect(planFor([old, newer], A, '2026-06-10')?.id).toBe(2);
    expect(planFor([old, newer], A, '2026-07-10')?.id).toBe(1);
    expect(planFor([newer], A, '2026-07-10')).toBeNull();
    const day = computeDay('2027-01-04', A, [old], undefined, undefined);
    expect(day).toMatchObject({ kind: CalendarDayKind.Rest, source: 'plan', shift: null, planId: null });
  });

  it('holidays override the plan: public → holiday, company rest → rest, make-up day → work with a shift', () => {
    const p = [plan()];
    expect(
      computeDay('2026-05-01', A, p, { date: '2026-05-01', name: 'Labour', type: HolidayType.Public }, undefined),
    ).toMatchObject({ kind: CalendarDayKind.Holiday, source: 'holiday', shift: null, holidayName: 'Labour' });
    expect(
      computeDay('2026-05-04', A, p, { date: '2026-05-04', name: 'Bridge', type: HolidayType.CompanyRest }, undefined),
    ).toMatchObject({ kind: CalendarDayKind.Rest, source: 'holiday' });
    const makeUp = computeDay(
      '2026-05-09',
      A,
      p,
      { date: '2026-05-09', name: 'Make-up', type: HolidayType.MakeUpWork },
      undefined,
    );
    expect(makeUp.kind).toBe(CalendarDayKind.Work);
    expect(makeUp.shift).not.toBeNull();
  });

  it('a manual override wins over plan and holiday; without it the plan applies again', () => {
    const p = [plan()];
    const holiday = { date: '2026-10-01', name: 'National Day', type: HolidayType.Public };
    const worked = computeDay('2026-10-01', A, p, holiday, { date: '2026-10-01', kind: CalendarDayKind.Work });
    expect(worked).toMatchObject({ kind: CalendarDayKind.Work, source: 'override' });
    expect(worked.shift).not.toBeNull();
    const rest = computeDay('2026-01-06', A, p, undefined, { date: '2026-01-06', kind: CalendarDayKind.Rest });
    expect(rest).toMatchObject({ kind: CalendarDayKind.Rest, source: 'override', shift: null });
    expect(computeDay('2026-01-06', A, p, undefined, undefined)).toMatchObject({
      kind: CalendarDayKind.Work,
      source: 'plan',
      shift: { name: '白班', startTime: '08:00', endTime: '20:00' },
    });
  });

  it('computes a whole month in order', () => {
    const days = computeMonth(
      '2026-01',
      B,
      [plan()],
      [{ date: '2026-01-01', name: 'New Year', type: HolidayType.Public }],
      [{ date: '2026-01-20', kind: CalendarDayKind.Holiday }],
    );
    expect(days).toHaveLength(31);
    expect(days[0]).toMatchObject({ date: '2026-01-01', kind: CalendarDayKind.Holiday, source: 'holiday' });
    expect(days[1]).toMatchObject({ date: '2026-01-02', kind: CalendarDayKind.Rest, planId: null });
    expect(days[4]?.shift?.name).toBe('夜班');
    expect(days[11]?.shift?.name).toBe('白班');
    expect(days[19]).toMatchObject({ kind: CalendarDayKind.Holiday, source: 'override' });
  });
});
