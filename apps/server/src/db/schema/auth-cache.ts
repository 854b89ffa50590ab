import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/** Drizzle mirror of migrations/0003_auth_perm_version.sql (GLOBAL, one row). */
export const pfPermVersion = pgTable('pf_perm_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
