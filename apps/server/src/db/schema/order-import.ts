import { integer, json, jsonb, text } from 'drizzle-orm/pg-core';
import { baseColumns, id, orgColumns, sortNo, tenantTable, ts } from './columns.ts';

/** Drizzle mirror of modules/orders/migrations/0016_order_import.sql (checked by test/platform/schema.test.ts). */

/** The merchant a row belongs to, as the factory serving it sees it. */
const servedBy = () => ({ factoryTenantId: id('factory_tenant_id'), merchantName: text('merchant_name') });

export const omsImportTemplate = tenantTable('oms_import_template', {
  ...servedBy(),
  name: text('name').notNull(),
  platform: text('platform').notNull(),
  shopId: id('shop_id'),
  printKind: integer('print_kind').notNull().default(1),
  headerRow: integer('header_row').notNull().default(1),
  /** DateOrder: how 03/11/2026 reads (0042_import_dates_notes_rush.sql); null: both readings are an error. */
  dateOrder: integer('date_order'),
  status: integer('status').notNull().default(1),
  remark: text('remark'),
  ...baseColumns(),
  ...orgColumns(),
});

const templatePart = () => ({
  templateId: id('template_id').notNull(),
  factoryTenantId: id('factory_tenant_id'),
  sortNo: sortNo(),
});

export const omsImportTemplateColumn = tenantTable('oms_import_template_column', {
  ...templatePart(),
  target: text('target').notNull(),
  sheetColumn: text('sheet_column'),
  fixedValue: text('fixed_value'),
  ...baseColumns(),
});

export const omsImportTemplateArea = tenantTable('oms_import_template_area', {
  ...templatePart(),
  area: integer('area').notNull(),
  printColumn: text('print_column'),
  mockupColumn: text('mockup_column'),
  ...baseColumns(),
});

const count = (name: string) => integer(name).notNull().default(0);

export const omsImportRecord = tenantTable('oms_import_record', {
  ...servedBy(),
  templateId: id('template_id'),
  templateName: text('template_name'),
  fileName: text('file_name').notNull(),
  printKind: integer('print_kind'),
  headerRow: integer('header_row').notNull().default(1),
  headers: jsonb('headers').$type<string[]>().notNull().default([]),
  state: count('state'),
  phase: text('phase'),
  totalRows: count('total_rows'),
  processedRows: count('processed_rows'),
  importedRows: count('imported_rows'),
  failedRows: count('failed_rows'),
  orderCount: count('order_count'),
  updatedCount: count('updated_count'),
  message: text('message'),
  startTime: ts('start_time').notNull().defaultNow(),
  finishTime: ts('finish_time'),
  heartbeatTime: ts('heartbeat_time').notNull().defaultNow(),
  durationMs: integer('duration_ms'),
  ...baseColumns(),
  ...orgColumns(),
});

export const omsImportError = tenantTable('oms_import_error', {
  recordId: id('record_id').notNull(),
  factoryTenantId: id('factory_tenant_id'),
  rowNo: integer('row_no').notNull(),
  externalId: text('external_id'),
  message: text('message').notNull(),
  cells: jsonb('cells').$type<Record<string, string>>().notNull().default({}),
  createTime: ts('create_time').notNull().defaultNow(),
});

/** The rows of an import in flight, staged between reading the sheet and writing the orders (0021). */
export const omsImportRow = tenantTable('oms_import_row', {
  recordId: id('record_id').notNull(),
  rowNo: integer('row_no').notNull(),
  groupFirst: integer('group_first').notNull(),
  externalId: text('external_id'),
  vals: json('vals').$type<Record<string, unknown>>().notNull(),
  messages: json('messages').$type<string[]>(),
  cells: json('cells').$type<string[]>().notNull(),
});
