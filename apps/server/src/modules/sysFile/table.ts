import { sql } from 'drizzle-orm';
import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { baseColumns, id, orgColumns } from '../../db/schema/columns.ts';

/** Drizzle mirror of migrations/0008_files.sql (TENANT table). */
export const sysFile = pgTable(
  'sys_file',
  {
    tenantId: id('tenant_id').notNull(),
    id: id('id').default(sql`nextval('pf_id_seq')`).notNull(),
    provider: text('provider').notNull(),
    bucketName: text('bucket_name'),
    fileName: text('file_name').notNull(),
    suffix: text('suffix').notNull(),
    filePath: text('file_path').notNull(),
    folder: text('folder'),
    sizeKb: bigint('size_kb', { mode: 'number' }).notNull().default(0),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    sizeInfo: text('size_info'),
    url: text('url').notNull(),
    fileMd5: text('file_md5').notNull(),
    fileType: text('file_type').notNull(),
    mime: text('mime').notNull(),
    accessKey: text('access_key').notNull(),
    ...baseColumns(),
    ...orgColumns(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export type SysFileRow = typeof sysFile.$inferSelect;
