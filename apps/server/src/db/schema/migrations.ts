import { pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

/** The migration ledger written by db/migrate.ts. */

export const pfMigration = pgTable('pf_migration', {
  name: text('name').primaryKey(),
  appliedAt: ts('applied_at').notNull().defaultNow(),
});
