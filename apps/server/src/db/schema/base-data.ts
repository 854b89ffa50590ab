import { integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { baseColumns, id, orgColumns, seqId } from './columns.ts';

/** Drizzle mirror of modules/baseData/migrations/0004_base_data.sql (checked against the migrated database by test/platform/schema.test.ts). */

export const mesCommonDefect = pgTable(
  'mes_common_defect',
  {
    tenantId: id('tenant_id').notNull(),
    id: seqId().notNull(),
    code: text('code'),
    name: text('name').notNull(),
    defectItemId: id('defect_item_id'),
    description: text('description'),
    status: integer('status').notNull().default(1),
    remark: text('remark'),
    ...baseColumns(),
    ...orgColumns(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const mesCustomer = pgTable(
  'mes_customer',
  {
    tenantId: id('tenant_id').notNull(),
    id: seqId().notNull(),
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
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const mesDefectItem = pgTable(
  'mes_defect_item',
  {
    tenantId: id('tenant_id').notNull(),
    id: seqId().notNull(),
    code: text('code'),
    name: text('name').notNull(),
    image: text('image').notNull(),
    reason: text('reason').notNull(),
    status: integer('status').notNull().default(1),
    remark: text('remark'),
    ...baseColumns(),
    ...orgColumns(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const mesDevice = pgTable(
  'mes_device',
  {
    tenantId: id('tenant_id').notNull(),
    id: seqId().notNull(),
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
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const mesDeviceCategory = pgTable(
  'mes_device_category',
  {
    tenantId: id('tenant_id').notNull(),
    id: seqId().notNull(),
    code: text('code'),
    name: text('name').notNull(),
    status: integer('status').notNull().default(1),
    remark: text('remark'),
    ...baseColumns(),
    ...orgColumns(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const mesMaterial = pgTable(
  'mes_material',
  {
    tenantId: id('tenant_id').notNull(),
    id: seqId().notNull(),
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
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const mesMaterialType = pgTable(
  'mes_material_type',
  {
    tenantId: id('tenant_id').notNull(),
    id: seqId().notNull(),
    code: text('code'),
    name: text('name').notNull(),
    status: integer('status').notNull().default(1),
    remark: text('remark'),
    ...baseColumns(),
    ...orgColumns(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const mesProductType = pgTable(
  'mes_product_type',
  {
    tenantId: id('tenant_id').notNull(),
    id: seqId().notNull(),
    code: text('code'),
    name: text('name').notNull(),
    status: integer('status').notNull().default(1),
    remark: text('remark'),
    ...baseColumns(),
    ...orgColumns(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const mesTestItem = pgTable(
  'mes_test_item',
  {
    tenantId: id('tenant_id').notNull(),
    id: seqId().notNull(),
    code: text('code'),
    name: text('name').notNull(),
    standard: text('standard'),
    method: text('method'),
    status: integer('status').notNull().default(1),
    remark: text('remark'),
    ...baseColumns(),
    ...orgColumns(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const mesUnit = pgTable(
  'mes_unit',
  {
    tenantId: id('tenant_id').notNull(),
    id: seqId().notNull(),
    code: text('code'),
    name: text('name').notNull(),
    status: integer('status').notNull().default(1),
    remark: text('remark'),
    ...baseColumns(),
    ...orgColumns(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const mesWorkshop = pgTable(
  'mes_workshop',
  {
    tenantId: id('tenant_id').notNull(),
    id: seqId().notNull(),
    name: text('name').notNull(),
    code: text('code'),
    principal: text('principal'),
    orderNo: integer('order_no').notNull().default(100),
    status: integer('status').notNull().default(1),
    remark: text('remark'),
    ...baseColumns(),
    ...orgColumns(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const mesWorkstation = pgTable(
  'mes_workstation',
  {
    tenantId: id('tenant_id').notNull(),
    id: seqId().notNull(),
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
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);
