import { pgTable, text } from 'drizzle-orm/pg-core';
import { id, ts } from './columns.ts';

/** Drizzle mirror of migrations/0002_auth_extras.sql (GLOBAL tables). */

export const sysQrTicket = pgTable('sys_qr_ticket', {
  ticketHash: text('ticket_hash').primaryKey(),
  scanHash: text('scan_hash').notNull().unique(),
  area: text('area').notNull(),
  status: text('status').$type<'waiting' | 'scanned' | 'confirmed' | 'consumed'>().notNull().default('waiting'),
  expiresAt: ts('expires_at').notNull(),
  tenantId: id('tenant_id'),
  userId: id('user_id'),
  scannedAt: ts('scanned_at'),
  confirmedAt: ts('confirmed_at'),
  ip: text('ip'),
  userAgent: text('user_agent'),
  createTime: ts('create_time').notNull().defaultNow(),
});
