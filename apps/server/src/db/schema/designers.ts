import { integer, jsonb, numeric, text } from 'drizzle-orm/pg-core';
import { auditColumns, baseColumns, globalTable, tenantTable } from './columns.ts';

/** Drizzle mirror of 0029_form_designs.sql (modules/sysFormDes) and 0029_print_templates.sql (modules/sysPrint). */

export const sysFormDesign = globalTable('sys_form_design', {
  code: text('code').notNull(),
  name: text('name').notNull(),
  formVersion: integer('form_version').notNull().default(1),
  schemaJson: text('schema_json').notNull(),
  remark: text('remark'),
  ...baseColumns(),
  settingsGroup: text('settings_group'),
});

export const sysFormValue = tenantTable('sys_form_value', {
  formCode: text('form_code').notNull(),
  formVersion: integer('form_version').notNull(),
  valueJson: jsonb('value_json').notNull(),
  ...auditColumns(),
});

export const sysPrintTemplate = globalTable('sys_print_template', {
  name: text('name').notNull(),
  widthMm: numeric('width_mm').notNull().default('0'),
  heightMm: numeric('height_mm').notNull().default('0'),
  templateJson: text('template_json').notNull(),
  sampleData: text('sample_data'),
  remark: text('remark'),
  ...baseColumns(),
});
