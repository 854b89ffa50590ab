import { boolean, integer, jsonb, text } from 'drizzle-orm/pg-core';
import { globalTable, id, tenantTable, ts } from './columns.ts';

/**
 * Drizzle mirror of modules/sysCodeGen/migrations/0028_developer_tools.sql (checked by
 * test/platform/schema.test.ts): code-gen records and column configs (GLOBAL), plugin state (TENANT).
 */

export const sysCodeGen = globalTable('sys_code_gen', {
  tableName: text('table_name').notNull(),
  resourceName: text('resource_name').notNull().unique(),
  domain: text('domain').notNull(),
  businessName: jsonb('business_name').notNull(),
  menuIcon: text('menu_icon').notNull().default('antd:TableOutlined'),
  migrationNo: integer('migration_no').notNull(),
  remark: text('remark'),
  createTime: ts('create_time').notNull().defaultNow(),
  updateTime: ts('update_time'),
  createUserId: id('create_user_id'),
  createUserName: text('create_user_name'),
  updateUserId: id('update_user_id'),
  updateUserName: text('update_user_name'),
});

export const sysCodeGenConfig = globalTable('sys_code_gen_config', {
  codeGenId: id('code_gen_id').notNull(),
  columnName: text('column_name').notNull(),
  propertyName: text('property_name').notNull(),
  dataType: text('data_type').notNull(),
  label: jsonb('label').notNull(),
  control: text('control').notNull(),
  queryType: text('query_type').notNull().default('none'),
  required: boolean('required').notNull().default(false),
  listVisible: boolean('list_visible').notNull().default(true),
  formVisible: boolean('form_visible').notNull().default(true),
  dictCode: text('dict_code'),
  maxLength: integer('max_length'),
  orderNo: integer('order_no').notNull().default(0),
});

export const sysPluginState = tenantTable('sys_plugin_state', {
  pluginId: text('plugin_id').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  config: jsonb('config').notNull().default({}),
  createTime: ts('create_time').notNull().defaultNow(),
  updateTime: ts('update_time'),
  updateUserId: id('update_user_id'),
  updateUserName: text('update_user_name'),
});
