import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { baseColumns, id, orgColumns, tenantTable, ts } from './columns.ts';

/** Drizzle mirror of migrations/0010_tenants_notices.sql (checked against the migrated database by test/platform/schema.test.ts). */

export const sysNotice = tenantTable('sys_notice', {
  title: text('title').notNull(),
  content: text('content').notNull(),
  type: integer('type').notNull().default(1),
  publicUserId: id('public_user_id'),
  publicUserName: text('public_user_name'),
  publicOrgId: id('public_org_id'),
  publicOrgName: text('public_org_name'),
  publicTime: ts('public_time'),
  cancelTime: ts('cancel_time'),
  status: integer('status').notNull().default(0),
  ...baseColumns(),
  ...orgColumns(),
});

export const sysNoticeUser = pgTable(
  'sys_notice_user',
  {
    tenantId: id('tenant_id').notNull(),
    noticeId: id('notice_id').notNull(),
    userId: id('user_id').notNull(),
    readStatus: integer('read_status').notNull().default(0),
    readTime: ts('read_time'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.noticeId, t.userId] })],
);

export const sysOnlineUser = tenantTable('sys_online_user', {
  connectionId: text('connection_id').notNull(),
  instanceId: text('instance_id').notNull(),
  sessionId: id('session_id').notNull(),
  userId: id('user_id').notNull(),
  userName: text('user_name'),
  realName: text('real_name'),
  area: text('area'),
  time: ts('time').notNull().defaultNow(),
  lastSeen: ts('last_seen').notNull().defaultNow(),
  ip: text('ip'),
  browser: text('browser'),
  os: text('os'),
});
