import { sql } from 'drizzle-orm';
import { bigint, boolean, type PgColumnBuilderBase, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Column helpers matching the conventions of migrations/0001_platform.sql. */
export const id = (name = 'id') => bigint(name, { mode: 'number' });
/** Ids come from one sequence across tenants and instances (docs/architecture.md, Distribution). */
export const seqId = () => id('id').default(sql`nextval('pf_id_seq')`);
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Base fields of every entity (admin-net-contract §9.1). */
export const baseColumns = () => ({
  createTime: ts('create_time').notNull().defaultNow(),
  updateTime: ts('update_time'),
  createUserId: id('create_user_id'),
  createUserName: text('create_user_name'),
  updateUserId: id('update_user_id'),
  updateUserName: text('update_user_name'),
  isDelete: boolean('is_delete').notNull().default(false),
});

/** Business-data entity fields used by data scope (admin-net-contract §12). */
export const orgColumns = () => ({
  createOrgId: id('create_org_id'),
  createOrgName: text('create_org_name'),
});

/** A TENANT table: `tenant_id`, `id` from pf_id_seq and the primary key (tenant_id, id), then `columns`. */
export function tenantTable<N extends string, C extends Record<string, PgColumnBuilderBase>>(name: N, columns: C) {
  return pgTable(name, { tenantId: id('tenant_id').notNull(), id: seqId().notNull(), ...columns }, (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
  ]);
}
