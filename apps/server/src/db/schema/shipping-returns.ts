import { integer, text } from 'drizzle-orm/pg-core';
import { baseColumns, id, orgColumns, sortNo, tenantTable, ts } from './columns.ts';

/** Drizzle mirror of modules/orders/migrations/0017_shipping_returns.sql (checked by test/platform/schema.test.ts). */

export const omsShippingReturn = tenantTable('oms_shipping_return', {
  returnNo: text('return_no').notNull(),
  orderId: id('order_id').notNull(),
  orderTenantId: id('order_tenant_id'),
  orderCode: text('order_code'),
  merchantName: text('merchant_name'),
  trackingNo: text('tracking_no'),
  reason: integer('reason').notNull(),
  remark: text('remark'),
  registerTime: ts('register_time').notNull().defaultNow(),
  quantity: integer('quantity').notNull().default(0),
  warehouse: text('warehouse'),
  status: integer('status').notNull().default(0),
  receivedTime: ts('received_time'),
  receiverName: text('receiver_name'),
  closedTime: ts('closed_time'),
  cancelReason: text('cancel_reason'),
  ...baseColumns(),
  ...orgColumns(),
});

export const omsShippingReturnLine = tenantTable('oms_shipping_return_line', {
  returnId: id('return_id').notNull(),
  sortNo: sortNo(),
  orderLineId: id('order_line_id').notNull(),
  skuCode: text('sku_code'),
  colour: text('colour'),
  size: text('size'),
  orderedQuantity: integer('ordered_quantity'),
  quantity: integer('quantity').notNull(),
  ...baseColumns(),
});
