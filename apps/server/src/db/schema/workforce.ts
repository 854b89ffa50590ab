import { date, integer, text } from 'drizzle-orm/pg-core';
import { auditColumns, baseColumns, id, orderedRecordColumns, orgColumns, sortNo, tenantTable, ts } from './columns.ts';

/** Drizzle mirror of modules/workforce/migrations/0007_workforce.sql (checked against the migrated database by test/platform/schema.test.ts). */

export const mesCalendarDay = tenantTable('mes_calendar_day', {
  teamId: id('team_id').notNull(),
  day: date('day').notNull(),
  kind: integer('kind').notNull(),
  ...auditColumns(),
});

export const mesHoliday = tenantTable('mes_holiday', {
  holidayDate: date('holiday_date').notNull(),
  name: text('name').notNull(),
  holidayType: integer('holiday_type').notNull().default(1),
  remark: text('remark'),
  ...baseColumns(),
  ...orgColumns(),
});

export const mesShift = tenantTable('mes_shift', {
  planId: id('plan_id').notNull(),
  sortNo: sortNo(),
  name: text('name').notNull(),
  startTime: text('start_time').notNull(),
  endTime: text('end_time').notNull(),
  ...baseColumns(),
});

export const mesShiftPlan = tenantTable('mes_shift_plan', {
  code: text('code'),
  name: text('name').notNull(),
  teamType: integer('team_type').notNull().default(1),
  startDate: date('start_date').notNull(),
  endDate: date('end_date').notNull(),
  shiftMode: integer('shift_mode').notNull().default(2),
  cycle: integer('cycle').notNull().default(2),
  ...orderedRecordColumns(),
});

export const mesShiftPlanTeam = tenantTable('mes_shift_plan_team', {
  planId: id('plan_id').notNull(),
  sortNo: sortNo(),
  teamId: id('team_id').notNull(),
  ...baseColumns(),
});

export const mesTeam = tenantTable('mes_team', {
  code: text('code').notNull(),
  name: text('name').notNull(),
  teamType: integer('team_type').notNull().default(1),
  memberCount: integer('member_count').notNull().default(0),
  ...orderedRecordColumns(),
});

export const mesTeamMember = tenantTable('mes_team_member', {
  teamId: id('team_id').notNull(),
  userId: id('user_id').notNull(),
  createTime: ts('create_time').notNull().defaultNow(),
  createUserId: id('create_user_id'),
  createUserName: text('create_user_name'),
});
