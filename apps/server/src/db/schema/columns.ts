import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  integer,
  type PgColumnBuilderBase,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Column helpers matching the conventions of migrations/0001_platform.sql. */
export const id = (name = 'id') => bigint(name, { mode: 'number' });
/** Ids come from one sequence across tenants and instances (docs/architecture.md, Distribution). */
export const seqId = () => id('id').default(sql`nextval('pf_id_seq')`);
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** `order_no int not null default 100`: the display order of a list row. */
export const orderNo = () => integer('order_no').notNull().default(100);
/** `sort_no int not null default 0`: the position of a child row under its parent. */
export const sortNo = () => integer('sort_no').notNull().default(0);
/** `status int not null default 1` (1 enabled, 2 disabled). */
export const status = () => integer('status').notNull().default(1);

/** Who created and last changed a row, and when. */
export const auditColumns = () => ({
  createTime: ts('create_time').notNull().defaultNow(),
  updateTime: ts('update_time'),
  createUserId: id('create_user_id'),
  createUserName: text('create_user_name'),
  updateUserId: id('update_user_id'),
  updateUserName: text('update_user_name'),
});

/** Base fields of every entity (admin-net-contract §9.1): the audit fields and the soft-delete flag. */
export const baseColumns = () => ({
  ...auditColumns(),
  isDelete: boolean('is_delete').notNull().default(false),
});

/** Business-data entity fields used by data scope (admin-net-contract §12). */
export const orgColumns = () => ({
  createOrgId: id('create_org_id'),
  createOrgName: text('create_org_name'),
});

/** The tail of a record in a GLOBAL table: `status`, `remark` and the base fields. */
export const globalRecordColumns = () => ({ status: status(), remark: text('remark'), ...baseColumns() });

/** The tail of a business record: `status`, `remark`, the base fields and the data-scope fields. */
export const recordColumns = () => ({ ...globalRecordColumns(), ...orgColumns() });

/** A business record shown in a list ordered by `order_no`. */
export const orderedRecordColumns = () => ({ orderNo: orderNo(), ...recordColumns() });

/** A GLOBAL table: `id` from pf_id_seq as its primary key, then `columns`. */
export function globalTable<N extends string, C extends Record<string, PgColumnBuilderBase>>(name: N, columns: C) {
  return pgTable(name, { id: seqId().primaryKey(), ...columns });
}

/** A TENANT table: `tenant_id`, `id` from pf_id_seq and the primary key (tenant_id, id), then `columns`. */
export function tenantTable<N extends string, C extends Record<string, PgColumnBuilderBase>>(name: N, columns: C) {
  return pgTable(name, { tenantId: id('tenant_id').notNull(), id: seqId().notNull(), ...columns }, (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
  ]);
}
