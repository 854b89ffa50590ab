import { integer, jsonb, text } from 'drizzle-orm/pg-core';
import { id, tenantTable, ts } from './columns.ts';

/** Drizzle mirror of migrations/0012_domain_events.sql (checked against the migrated database by test/platform/schema.test.ts). */

export const sysEvent = tenantTable('sys_event', {
  type: text('type').notNull(),
  aggregateType: text('aggregate_type').notNull(),
  aggregateId: id('aggregate_id').notNull(),
  payload: jsonb('payload').notNull().default({}),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const sysEventDelivery = tenantTable('sys_event_delivery', {
  eventId: id('event_id').notNull(),
  listener: text('listener').notNull(),
  aggregateType: text('aggregate_type').notNull(),
  aggregateId: id('aggregate_id').notNull(),
  /** 0 pending, 1 done, 2 dead (src/events/worker.ts DeliveryStatus). */
  status: integer('status').notNull().default(0),
  attempts: integer('attempts').notNull().default(0),
  nextAt: ts('next_at').notNull().defaultNow(),
  lastError: text('last_error'),
  updateTime: ts('update_time'),
});
