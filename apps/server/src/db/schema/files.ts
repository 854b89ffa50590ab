import { text } from 'drizzle-orm/pg-core';
import { baseColumns, id, orgColumns, tenantTable } from './columns.ts';

/** Drizzle mirror of migrations/0008_files.sql (checked against the migrated database by test/platform/schema.test.ts). */

export const sysFile = tenantTable('sys_file', {
  provider: text('provider').notNull(),
  bucketName: text('bucket_name'),
  fileName: text('file_name').notNull(),
  suffix: text('suffix').notNull(),
  filePath: text('file_path').notNull(),
  folder: text('folder'),
  sizeKb: id('size_kb').notNull().default(0),
  sizeBytes: id('size_bytes').notNull().default(0),
  sizeInfo: text('size_info'),
  url: text('url').notNull(),
  fileMd5: text('file_md5').notNull(),
  fileType: text('file_type').notNull(),
  mime: text('mime').notNull(),
  accessKey: text('access_key').notNull(),
  ...baseColumns(),
  ...orgColumns(),
});
