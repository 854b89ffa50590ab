import { boolean, integer, numeric, text } from 'drizzle-orm/pg-core';
import { baseColumns, id, recordColumns, sortNo, tenantTable } from './columns.ts';

/** Drizzle mirror of modules/productionData/migrations/0005_production_data.sql (checked against the migrated database by test/platform/schema.test.ts). */

export const mesOmsProductMapping = tenantTable('mes_oms_product_mapping', {
  platform: text('platform').notNull(),
  shopName: text('shop_name'),
  skuCode: text('sku_code').notNull(),
  colour: text('colour'),
  size: text('size'),
  productId: id('product_id').notNull(),
  ...recordColumns(),
});

export const mesOmsProductMappingArea = tenantTable('mes_oms_product_mapping_area', {
  mappingId: id('mapping_id').notNull(),
  sortNo: sortNo(),
  area: integer('area').notNull(),
  ...baseColumns(),
});

export const mesProcess = tenantTable('mes_process', {
  code: text('code').notNull(),
  name: text('name').notNull(),
  hotFolder: text('hot_folder').notNull(),
  image: text('image').notNull(),
  isMain: boolean('is_main').notNull().default(false),
  ...recordColumns(),
});

export const mesProcessDefect = tenantTable('mes_process_defect', {
  processId: id('process_id').notNull(),
  sortNo: sortNo(),
  defectItemId: id('defect_item_id').notNull(),
  ...baseColumns(),
});

export const mesProcessRoute = tenantTable('mes_process_route', {
  code: text('code').notNull(),
  name: text('name').notNull(),
  principal: text('principal').notNull(),
  workshopId: id('workshop_id').notNull(),
  /** PrintKind: the kind of work the route makes (orders/migrations/0018_line_print_kind.sql). */
  printKind: integer('print_kind').notNull().default(1),
  ...recordColumns(),
});

export const mesProcessRouteItem = tenantTable('mes_process_route_item', {
  routeId: id('route_id').notNull(),
  sortNo: sortNo(),
  processId: id('process_id').notNull(),
  isKey: boolean('is_key').notNull().default(false),
  ...baseColumns(),
});

export const mesProduct = tenantTable('mes_product', {
  code: text('code').notNull(),
  name: text('name').notNull(),
  unitId: id('unit_id').notNull(),
  spec: text('spec').notNull(),
  attr: integer('attr').notNull(),
  brotherTemplateId: id('brother_template_id'),
  customerId: id('customer_id').notNull(),
  processRouteId: id('process_route_id').notNull(),
  productTypeId: id('product_type_id'),
  image: text('image').notNull(),
  maxStock: integer('max_stock').notNull().default(0),
  minStock: integer('min_stock').notNull().default(0),
  safeStock: integer('safe_stock').notNull().default(0),
  ...recordColumns(),
});

export const mesProductMaterial = tenantTable('mes_product_material', {
  productId: id('product_id').notNull(),
  sortNo: sortNo(),
  materialId: id('material_id').notNull(),
  rate: numeric('rate', { precision: 18, scale: 6 }).notNull(),
  /** MaterialShade: 0 every garment, 1 light only, 2 dark only (0049_mapping_variants.sql). */
  shade: integer('shade').notNull().default(0),
  ...baseColumns(),
});
