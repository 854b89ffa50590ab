import { integer, numeric, text } from 'drizzle-orm/pg-core';
import { baseColumns, id, orgColumns, tenantTable } from './columns.ts';

/** Drizzle mirror of modules/baseData/migrations/0004_base_data.sql (checked against the migrated database by test/platform/schema.test.ts). */

export const mesCommonDefect = tenantTable('mes_common_defect', {
  code: text('code'),
  name: text('name').notNull(),
  defectItemId: id('defect_item_id'),
  description: text('description'),
  status: integer('status').notNull().default(1),
  remark: text('remark'),
  ...baseColumns(),
  ...orgColumns(),
});

export const mesCustomer = tenantTable('mes_customer', {
  code: text('code').notNull(),
  name: text('name').notNull(),
  merchantTenantId: id('merchant_tenant_id'),
  contact: text('contact'),
  phone: text('phone'),
  email: text('email'),
  address: text('address'),
  status: integer('status').notNull().default(1),
  remark: text('remark'),
  ...baseColumns(),
  ...orgColumns(),
});

export const mesDefectItem = tenantTable('mes_defect_item', {
  code: text('code'),
  name: text('name').notNull(),
  image: text('image').notNull(),
  reason: text('reason').notNull(),
  status: integer('status').notNull().default(1),
  remark: text('remark'),
  ...baseColumns(),
  ...orgColumns(),
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
  status: integer('status').notNull().default(1),
  remark: text('remark'),
  ...baseColumns(),
  ...orgColumns(),
});

export const mesDeviceCategory = tenantTable('mes_device_category', {
  code: text('code'),
  name: text('name').notNull(),
  status: integer('status').notNull().default(1),
  remark: text('remark'),
  ...baseColumns(),
  ...orgColumns(),
});

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
  maxStock: numeric('max_stock', { precision: 16, scale: 3 }).notNull(),
  minStock: numeric('min_stock', { precision: 16, scale: 3 }).notNull(),
  safeStock: numeric('safe_stock', { precision: 16, scale: 3 }).notNull(),
  status: integer('status').notNull().default(1),
  remark: text('remark'),
  ...baseColumns(),
  ...orgColumns(),
});

export const mesMaterialType = tenantTable('mes_material_type', {
  code: text('code'),
  name: text('name').notNull(),
  status: integer('status').notNull().default(1),
  remark: text('remark'),
  ...baseColumns(),
  ...orgColumns(),
});

export const mesProductType = tenantTable('mes_product_type', {
  code: text('code'),
  name: text('name').notNull(),
  status: integer('status').notNull().default(1),
  remark: text('remark'),
  ...baseColumns(),
  ...orgColumns(),
});

export const mesTestItem = tenantTable('mes_test_item', {
  code: text('code'),
  name: text('name').notNull(),
  standard: text('standard'),
  method: text('method'),
  status: integer('status').notNull().default(1),
  remark: text('remark'),
  ...baseColumns(),
  ...orgColumns(),
});

export const mesUnit = tenantTable('mes_unit', {
  code: text('code'),
  name: text('name').notNull(),
  status: integer('status').notNull().default(1),
  remark: text('remark'),
  ...baseColumns(),
  ...orgColumns(),
});

export const mesWorkshop = tenantTable('mes_workshop', {
  name: text('name').notNull(),
  code: text('code'),
  principal: text('principal'),
  orderNo: integer('order_no').notNull().default(100),
  status: integer('status').notNull().default(1),
  remark: text('remark'),
  ...baseColumns(),
  ...orgColumns(),
});

export const mesWorkstation = tenantTable('mes_workstation', {
  code: text('code').notNull(),
  name: text('name').notNull(),
  workshopId: id('workshop_id').notNull(),
  processId: id('process_id').notNull(),
  postId: id('post_id').notNull(),
  deviceId: id('device_id').notNull(),
  status: integer('status').notNull().default(1),
  remark: text('remark'),
  ...baseColumns(),
  ...orgColumns(),
});
