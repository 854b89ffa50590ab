import { sql } from 'drizzle-orm';
import { integer, jsonb, numeric, text } from 'drizzle-orm/pg-core';
import { baseColumns, id, orgColumns, tenantTable, ts } from './columns.ts';

/** Drizzle mirror of modules/orders/migrations/0015_orders.sql, 0018_line_print_kind.sql and 0018_shop_factory_view.sql (checked by test/platform/schema.test.ts). */

export const omsShop = tenantTable('oms_shop', {
  platform: text('platform').notNull(),
  name: text('name').notNull(),
  shortName: text('short_name'),
  account: text('account'),
  property: text('property').notNull().default('real'),
  temuShopType: text('temu_shop_type'),
  tiktokRegionType: text('tiktok_region_type'),
  area: text('area').notNull().default('cross_border'),
  authorizedRegion: text('authorized_region'),
  authStatus: text('auth_status').notNull().default('unauthorized'),
  authExpireTime: ts('auth_expire_time'),
  status: integer('status').notNull().default(1),
  remark: text('remark'),
  ...baseColumns(),
  ...orgColumns(),
  /** The factory serving the merchant and its customer name, kept by triggers (0018_shop_factory_view.sql). */
  factoryTenantId: id('factory_tenant_id'),
  merchantName: text('merchant_name'),
  /** Marketplace sync (modules/marketplaces/migrations/0022_marketplace_sync.sql). */
  lastPullTime: ts('last_pull_time'),
  authError: text('auth_error'),
});

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

export const omsOrder = tenantTable('oms_order', {
  factoryTenantId: id('factory_tenant_id'),
  customerId: id('customer_id'),
  merchantName: text('merchant_name'),
  orderCode: text('order_code').notNull(),
  podOrderCode: text('pod_order_code'),
  externalId: text('external_id'),
  /** OrderPrintKind, summed up from the lines: 1 direct print, 2 heat transfer, 3 both. */
  printKind: integer('print_kind').notNull().default(1),
  source: integer('source').notNull().default(1),
  platform: text('platform').notNull(),
  shopId: id('shop_id'),
  shopName: text('shop_name'),
  orderTime: ts('order_time').notNull().defaultNow(),
  consignee: text('consignee').notNull(),
  phone: text('phone').notNull(),
  country: text('country').notNull(),
  province: text('province'),
  city: text('city').notNull(),
  district: text('district'),
  address: text('address').notNull(),
  postcode: text('postcode'),
  logisticsMode: text('logistics_mode'),
  trackingNo: text('tracking_no'),
  shippingTime: ts('shipping_time'),
  sellerRemark: text('seller_remark'),
  /** The buyer's note, and the rush flag generated from it and the seller remark (0042_import_dates_notes_rush.sql). */
  buyerRemark: text('buyer_remark'),
  rush: integer('rush')
    .notNull()
    .generatedAlwaysAs(
      sql`case when coalesce(buyer_remark, '') || ' ' || coalesce(seller_remark, '') ~* '加急|急单|急單|急件|紧急|緊急|\\murgent\\M|\\murgente\\M|\\mrush\\M|\\masap\\M' then 1 else 0 end`,
    ),
  freight: money('freight'),
  totalWeight: numeric('total_weight', { precision: 14, scale: 3 }),
  totalPrice: money('total_price').notNull().default('0'),
  totalAmount: money('total_amount').notNull().default('0'),
  productCount: integer('product_count').notNull().default(0),
  designCount: integer('design_count').notNull().default(0),
  skuCodes: text('sku_codes'),
  submitState: integer('submit_state').notNull().default(0),
  approvalState: integer('approval_state').notNull().default(0),
  paymentState: integer('payment_state').notNull().default(0),
  shippingState: integer('shipping_state').notNull().default(0),
  abnormalFlag: integer('abnormal_flag').notNull().default(0),
  printState: integer('print_state').notNull().default(0),
  productionState: integer('production_state').notNull().default(0),
  storeOrderState: integer('store_order_state'),
  pushState: integer('push_state').notNull().default(0),
  reviewRemark: text('review_remark'),
  abnormalReason: text('abnormal_reason'),
  cancelReason: text('cancel_reason'),
  submitTime: ts('submit_time'),
  reviewTime: ts('review_time'),
  reviewerName: text('reviewer_name'),
  ...baseColumns(),
  ...orgColumns(),
  /** What the platform said, as it came (0022_marketplace_sync.sql). */
  platformStatus: text('platform_status'),
  platformPayload: jsonb('platform_payload'),
  platformUpdatedAt: ts('platform_updated_at'),
});

/** Columns of an order's sub-tables: the order, the factory it is open to, the position. */
const orderChild = () => ({
  orderId: id('order_id').notNull(),
  factoryTenantId: id('factory_tenant_id'),
  sortNo: integer('sort_no').notNull().default(0),
});

export const omsOrderLine = tenantTable('oms_order_line', {
  ...orderChild(),
  skuCode: text('sku_code').notNull(),
  style: text('style'),
  colour: text('colour').notNull(),
  size: text('size').notNull(),
  quantity: integer('quantity').notNull(),
  unitPrice: money('unit_price'),
  productId: id('product_id'),
  productCode: text('product_code'),
  productName: text('product_name'),
  mappingId: id('mapping_id'),
  /** PrintKind: the merchant's until review, then the product's route's (0018_line_print_kind.sql). */
  printKind: integer('print_kind').notNull().default(1),
  ...baseColumns(),
});

export const omsOrderArea = tenantTable('oms_order_area', {
  ...orderChild(),
  lineNo: integer('line_no').notNull(),
  area: integer('area').notNull(),
  printImage: text('print_image').notNull(),
  mockupImage: text('mockup_image'),
  x: numeric('x', { precision: 10, scale: 2 }),
  y: numeric('y', { precision: 10, scale: 2 }),
  scale: numeric('scale', { precision: 10, scale: 4 }),
  angle: numeric('angle', { precision: 8, scale: 2 }),
  ...baseColumns(),
});

export const omsOrderLog = tenantTable('oms_order_log', {
  orderId: id('order_id').notNull(),
  factoryTenantId: id('factory_tenant_id'),
  action: text('action').notNull(),
  field: text('field'),
  fromState: integer('from_state'),
  toState: integer('to_state'),
  reason: text('reason'),
  byTenantId: id('by_tenant_id').notNull(),
  byUserId: id('by_user_id'),
  byUserName: text('by_user_name'),
  createTime: ts('create_time').notNull().defaultNow(),
});
