import { integer, numeric, type PgColumnBuilderBase, text } from 'drizzle-orm/pg-core';
import { id, orderedRecordColumns, recordColumns, tenantTable } from './columns.ts';

/** Drizzle mirror of modules/baseData/migrations/0004_base_data.sql (checked against the migrated database by test/platform/schema.test.ts). */

/** A base-data record with an optional `code` and a `name`, then `columns` and the record tail. */
const codedRecordTable = <N extends string, C extends Record<string, PgColumnBuilderBase> = Record<never, never>>(
  name: N,
  columns = {} as C,
) => tenantTable(name, { code: text('code'), name: text('name').notNull(), ...columns, ...recordColumns() });

export const mesCommonDefect = codedRecordTable('mes_common_defect', {
  defectItemId: id('defect_item_id'),
  description: text('description'),
});

export const mesCustomer = tenantTable('mes_customer', {
  code: text('code').notNull(),
  name: text('name').notNull(),
  merchantTenantId: id('merchant_tenant_id'),
  contact: text('contact'),
  phone: text('phone'),
  email: text('email'),
  address: text('address'),
  ...recordColumns(),
});

export const mesDefectItem = codedRecordTable('mes_defect_item', {
  image: text('image').notNull(),
  reason: text('reason').notNull(),
});

export const mesDevice = tenantTable('mes_device', {
  code: text('code').notNull(),
  name: text('name').notNull(),
  categoryId: id('category_id').notNull(),
  brand: text('brand'),
  hotFolder: text('hot_folder'),
  workshopId: id('workshop_id'),
  longitude: numeric('longitude', { precision: 10, scale: 6 }),
  latitude: numeric('latitude', { precision: 10, scale: 6 }),
  location: text('location'),
  ...recordColumns(),
});

export const mesDeviceCategory = codedRecordTable('mes_device_category');

export const mesMaterial = tenantTable('mes_material', {
  code: text('code').notNull(),
  materialTypeId: id('material_type_id').notNull(),
  name: text('name').notNull(),
  spec: text('spec').notNull(),
  unitId: id('unit_id').notNull(),
  grossWeight: numeric('gross_weight', { precision: 14, scale: 3 }),
  netWeight: numeric('net_weight', { precision: 14, scale: 3 }),
  length: numeric('length', { precision: 12, scale: 2 }),
  width: numeric('width', { precision: 12, scale: 2 }),
  height: numeric('height', { precision: 12, scale: 2 }),
  volume: numeric('volume', { precision: 16, scale: 3 }),
  colour: text('colour'),
  size: text('size'),
  style: text('style'),
  maxStock: numeric('max_stock', { precision: 16, scale: 3 }).notNull(),
  minStock: numeric('min_stock', { precision: 16, scale: 3 }).notNull(),
  safeStock: numeric('safe_stock', { precision: 16, scale: 3 }).notNull(),
  ...recordColumns(),
});

export const mesMaterialType = codedRecordTable('mes_material_type');

/** The factory's garment colours (0048_garment_colours.sql): names, synonyms and shade (GarmentShade). */
export const mesColour = codedRecordTable('mes_colour', {
  synonyms: text('synonyms'),
  shade: integer('shade').notNull().default(1),
});

export const mesProductType = codedRecordTable('mes_product_type');

export const mesTestItem = codedRecordTable('mes_test_item', {
  standard: text('standard'),
  method: text('method'),
});

export const mesUnit = codedRecordTable('mes_unit');

export const mesWorkshop = tenantTable('mes_workshop', {
  name: text('name').notNull(),
  code: text('code'),
  principal: text('principal'),
  ...orderedRecordColumns(),
});

export const mesWorkstation = tenantTable('mes_workstation', {
  code: text('code').notNull(),
  name: text('name').notNull(),
  workshopId: id('workshop_id').notNull(),
  processId: id('process_id').notNull(),
  postId: id('post_id').notNull(),
  deviceId: id('device_id').notNull(),
  ...recordColumns(),
});
