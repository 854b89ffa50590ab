import { boolean, integer, jsonb, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id, recordColumns, tenantTable, ts } from './columns.ts';

/** Drizzle mirror of modules/factorySettings/migrations/0006_numbering_templates_settings.sql (checked against the migrated database by test/platform/schema.test.ts). */

export const mesBrotherTemplate = tenantTable('mes_brother_template', {
  code: text('code').notNull(),
  name: text('name').notNull(),
  imageWidth: integer('image_width').notNull(),
  imageHeight: integer('image_height').notNull(),
  zoom: integer('zoom').notNull().default(100),
  offsetLeft: integer('offset_left').notNull().default(0),
  offsetTop: integer('offset_top').notNull().default(0),
  rgb: text('rgb').default('#FFFFFF'),
  angle: integer('angle').notNull().default(0),
  isDefault: boolean('is_default').notNull().default(false),
  platen: integer('platen').notNull().default(0),
  inkMode: integer('ink_mode').notNull().default(2),
  highlight: integer('highlight'),
  mask: integer('mask'),
  choke: integer('choke'),
  inkVolume: integer('ink_volume'),
  multiPass: boolean('multi_pass').notNull().default(false),
  uniDirectional: boolean('uni_directional').notNull().default(false),
  ...recordColumns(),
});

export const mesHeatPrintSetting = tenantTable('mes_heat_print_setting', {
  name: text('name').notNull(),
  copies: integer('copies').notNull().default(1),
  passes: integer('passes').notNull().default(4),
  marginTop: numeric('margin_top', { precision: 10, scale: 1 }).notNull().default('0'),
  marginBottom: numeric('margin_bottom', { precision: 10, scale: 1 }).notNull().default('0'),
  marginLeft: numeric('margin_left', { precision: 10, scale: 1 }).notNull().default('0'),
  marginRight: numeric('margin_right', { precision: 10, scale: 1 }).notNull().default('0'),
  direction: integer('direction').notNull().default(2),
  speed: integer('speed').notNull().default(2),
  mirror: boolean('mirror').notNull().default(true),
  skipWhite: boolean('skip_white').notNull().default(false),
  colourBar: boolean('colour_bar').notNull().default(false),
  layoutRows: integer('layout_rows').notNull().default(1),
  layoutColumns: integer('layout_columns').notNull().default(1),
  rowGap: numeric('row_gap', { precision: 10, scale: 1 }).notNull().default('0'),
  columnGap: numeric('column_gap', { precision: 10, scale: 1 }).notNull().default('0'),
  isDefault: boolean('is_default').notNull().default(false),
  ...recordColumns(),
});

export const mesNumberCounter = pgTable(
  'mes_number_counter',
  {
    tenantId: id('tenant_id').notNull(),
    ruleId: id('rule_id').notNull(),
    period: text('period').notNull(),
    value: id('value').notNull(),
    updateTime: ts('update_time').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.ruleId, t.period] })],
);

export const mesNumberRule = tenantTable('mes_number_rule', {
  targetForm: integer('target_form').notNull(),
  prefix: text('prefix').notNull(),
  timePart: integer('time_part').notNull().default(3),
  serialDigits: integer('serial_digits').notNull().default(4),
  allowEdit: boolean('allow_edit').notNull().default(true),
  ...recordColumns(),
});

export const mesTenantSetting = pgTable(
  'mes_tenant_setting',
  {
    tenantId: id('tenant_id').notNull(),
    groupCode: text('group_code').notNull(),
    key: text('key').notNull(),
    value: jsonb('value'),
    updateTime: ts('update_time').notNull().defaultNow(),
    updateUserId: id('update_user_id'),
    updateUserName: text('update_user_name'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.groupCode, t.key] })],
);
