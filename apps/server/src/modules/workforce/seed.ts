import { defaultShifts, HolidayType, ShiftCycle, ShiftMode, TeamType } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { asPlatform } from '../../db/context.ts';
import { queryRows } from '../../db/query.ts';
import { SEED } from '../../seed/ids.ts';
import type { AppServices } from '../../services.ts';

/**
 * Workforce demo data of the factory tenant: teams A and B (production) with the demo users
 * as members, a two-shift plan over this year with both teams rotating weekly, and this
 * year's Chinese public holidays. Idempotent: rows are inserted only when missing (teams and
 * the plan by fixed id, holidays by date); members and plan rows only with a new team / plan.
 */

const F = SEED.factory;
export const WORKFORCE_SEED = {
  teamA: 1310000015001,
  teamB: 1310000015002,
  plan: 1310000015101,
} as const;

const SEEDER = { id: F.users.factory, name: 'factory' };

/** Chinese public holidays (first day of each) of a year; the lunar ones are known for 2026. */
export function publicHolidays(year: number): { date: string; name: string }[] {
  const fixed = [
    { date: `${year}-01-01`, name: '元旦' },
    { date: `${year}-05-01`, name: '劳动节' },
    { date: `${year}-10-01`, name: '国庆节' },
  ];
  const lunar: Record<number, { date: string; name: string }[]> = {
    2026: [
      { date: '2026-02-17', name: '春节' },
      { date: '2026-04-05', name: '清明节' },
      { date: '2026-06-19', name: '端午节' },
      { date: '2026-09-25', name: '中秋节' },
    ],
    2027: [
      { date: '2027-02-06', name: '春节' },
      { date: '2027-04-05', name: '清明节' },
      { date: '2027-06-09', name: '端午节' },
      { date: '2027-09-15', name: '中秋节' },
    ],
  };
  return [...fixed, ...(lunar[year] ?? [])].sort((a, b) => a.date.localeCompare(b.date));
}

async function insertTeam(tx: Tx, id: number, code: string, name: string, members: number[]): Promise<void> {
  const inserted = await queryRows<{ id: unknown }>(
    tx,
    sql`insert into mes_team (tenant_id, id, code, name, team_type, member_count, order_no, create_user_id, create_user_name, create_org_id)
        select ${F.tenantId}, ${id}, ${code}, ${name}, ${TeamType.Production}, ${members.length}, ${id % 100}, ${SEEDER.id}, ${SEEDER.name}, ${F.orgId}
         where not exists (select 1 from mes_team where tenant_id = ${F.tenantId} and (id = ${id} or (code = ${code} and not is_delete)))
        returning id`,
  );
  if (inserted.length === 0) return;
  for (const userId of members)
    await tx.execute(sql`insert into mes_team_member (tenant_id, team_id, user_id, create_user_id, create_user_name)
      values (${F.tenantId}, ${id}, ${userId}, ${SEEDER.id}, ${SEEDER.name}) on conflict do nothing`);
}

async function insertPlan(tx: Tx, year: number): Promise<void> {
  const id = WORKFORCE_SEED.plan;
  const inserted = await queryRows<{ id: unknown }>(
    tx,
    sql`insert into mes_shift_plan (tenant_id, id, code, name, team_type, start_date, end_date, shift_mode, cycle, create_user_id, create_user_name, create_org_id)
        select ${F.tenantId}, ${id}, 'PLAN-2S', '两班倒（每周轮换）', ${TeamType.Production},
               ${`${year}-01-01`}::date, ${`${year}-12-31`}::date, ${ShiftMode.Two}, ${ShiftCycle.Week}, ${SEEDER.id}, ${SEEDER.name}, ${F.orgId}
         where not exists (select 1 from mes_shift_plan where tenant_id = ${F.tenantId} and id = ${id})
        returning id`,
  );
  if (inserted.length === 0) return;
  for (const [i, s] of defaultShifts(ShiftMode.Two).entries())
    await tx.execute(sql`insert into mes_shift (tenant_id, plan_id, sort_no, name, start_time, end_time, create_user_id, create_user_name)
      values (${F.tenantId}, ${id}, ${i + 1}, ${s.name}, ${s.startTime}, ${s.endTime}, ${SEEDER.id}, ${SEEDER.name})`);
  for (const [i, teamId] of [WORKFORCE_SEED.teamA, WORKFORCE_SEED.teamB].entries())
    await tx.execute(sql`insert into mes_shift_plan_team (tenant_id, plan_id, sort_no, team_id, create_user_id, create_user_name)
      values (${F.tenantId}, ${id}, ${i + 1}, ${teamId}, ${SEEDER.id}, ${SEEDER.name})`);
}

export async function seedWorkforce(services: AppServices, now = new Date()): Promise<void> {
  const year = now.getUTCFullYear();
  // Seeding writes fixed rows of the demo factory tenant: owner role, like the other seeds.
  await asPlatform(services.db, async (tx) => {
    await insertTeam(tx, WORKFORCE_SEED.teamA, 'TEAM-A', '甲班', [F.users.factory, F.users.operator]);
    await insertTeam(tx, WORKFORCE_SEED.teamB, 'TEAM-B', '乙班', [F.users.warehouse]);
    await insertPlan(tx, year);
    // This year's and next year's, so the calendar and the workbench see the coming holidays in December.
    for (const h of [...publicHolidays(year), ...publicHolidays(year + 1)])
      await tx.execute(sql`insert into mes_holiday (tenant_id, holiday_date, name, holiday_type, create_user_id, create_user_name, create_org_id)
        select ${F.tenantId}, ${h.date}::date, ${h.name}, ${HolidayType.Public}, ${SEEDER.id}, ${SEEDER.name}, ${F.orgId}
         where not exists (select 1 from mes_holiday where tenant_id = ${F.tenantId} and holiday_date = ${h.date}::date)`);
  });
}
