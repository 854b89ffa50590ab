import { sql } from 'drizzle-orm';
import { boolean, date, integer, jsonb, numeric, text } from 'drizzle-orm/pg-core';
import {
  auditColumns,
  baseColumns,
  id,
  orderNo,
  orgColumns,
  recordColumns,
  sortNo,
  status,
  tenantTable,
  ts,
} from './columns.ts';

/** Drizzle mirror of modules/production/migrations/0024_production.sql (checked by test/platform/schema.test.ts). */

export const proWorkOrder = tenantTable('pro_work_order', {
  code: text('code').notNull(),
  name: text('name'),
  source: integer('source').notNull().default(1),
  orderTenantId: id('order_tenant_id'),
  orderId: id('order_id'),
  orderCode: text('order_code'),
  orderLineId: id('order_line_id'),
  lineNo: integer('line_no'),
  customerId: id('customer_id'),
  customerName: text('customer_name'),
  productId: id('product_id').notNull(),
  productCode: text('product_code'),
  productName: text('product_name'),
  routeId: id('route_id'),
  printKind: integer('print_kind').notNull().default(1),
  skuCode: text('sku_code'),
  colour: text('colour'),
  size: text('size'),
  quantity: integer('quantity').notNull(),
  finished: integer('finished').notNull().default(0),
  scrapped: integer('scrapped').notNull().default(0),
  progress: numeric('progress', { precision: 5, scale: 1 }).notNull().default('0'),
  batchNo: text('batch_no'),
  startDate: date('start_date'),
  demandDate: date('demand_date'),
  logisticsMode: text('logistics_mode'),
  state: integer('state').notNull().default(0),
  releaseTime: ts('release_time'),
  closeTime: ts('close_time'),
  remark: text('remark'),
  // A merged work order: the merge that makes its pieces (migration 0041).
  mergedIntoId: id('merged_into_id'),
  ...baseColumns(),
  ...orgColumns(),
});

export const proWorkOrderBom = tenantTable('pro_work_order_bom', {
  workOrderId: id('work_order_id').notNull(),
  sortNo: sortNo(),
  materialId: id('material_id').notNull(),
  rate: numeric('rate', { precision: 14, scale: 4 }).notNull(),
  quantity: numeric('quantity', { precision: 14, scale: 4 }),
  ...baseColumns(),
});

export const proTask = tenantTable('pro_task', {
  workOrderId: id('work_order_id').notNull(),
  seq: integer('seq').notNull(),
  processId: id('process_id').notNull(),
  processCode: text('process_code'),
  processName: text('process_name').notNull(),
  isMain: boolean('is_main').notNull().default(false),
  workstationId: id('workstation_id'),
  quantity: integer('quantity').notNull(),
  done: integer('done').notNull().default(0),
  qualified: integer('qualified').notNull().default(0),
  unqualified: integer('unqualified').notNull().default(0),
  planStart: ts('plan_start'),
  planEnd: ts('plan_end'),
  state: integer('state').notNull().default(0),
  createTime: ts('create_time').notNull().defaultNow(),
  updateTime: ts('update_time'),
});

export const proPiece = tenantTable('pro_piece', {
  code: text('code').notNull(),
  workOrderId: id('work_order_id').notNull(),
  workOrderCode: text('work_order_code').notNull(),
  orderTenantId: id('order_tenant_id'),
  orderId: id('order_id'),
  orderCode: text('order_code'),
  orderLineId: id('order_line_id'),
  lineNo: integer('line_no'),
  pieceNo: integer('piece_no').notNull().default(1),
  pieceTotal: integer('piece_total').notNull().default(1),
  productId: id('product_id'),
  productName: text('product_name'),
  printKind: integer('print_kind').notNull().default(1),
  skuCode: text('sku_code'),
  colour: text('colour'),
  size: text('size'),
  logisticsMode: text('logistics_mode'),
  demandDate: date('demand_date'),
  step: integer('step').notNull().default(1),
  steps: integer('steps').notNull(),
  printStep: integer('print_step').notNull().default(0),
  nextProcessId: id('next_process_id'),
  nextProcessName: text('next_process_name'),
  state: integer('state').notNull().default(0),
  batchId: id('batch_id'),
  batchNo: text('batch_no'),
  reprintOf: id('reprint_of'),
  reprintOfCode: text('reprint_of_code'),
  reprintReason: text('reprint_reason'),
  lastScanTime: ts('last_scan_time'),
  transferState: integer('transfer_state').notNull().default(0),
  transferCount: integer('transfer_count').notNull().default(0),
  transferError: text('transfer_error'),
  transferTime: ts('transfer_time'),
  ...baseColumns(),
});

export const proBatchStrategy = tenantTable('pro_batch_strategy', {
  code: text('code').notNull(),
  name: text('name').notNull(),
  printKind: integer('print_kind').notNull().default(1),
  productId: id('product_id'),
  productTypeId: id('product_type_id'),
  colours: text('colours'),
  sizes: text('sizes'),
  logisticsMode: text('logistics_mode'),
  orderSize: integer('order_size').notNull().default(0),
  mixedSku: boolean('mixed_sku').notNull().default(true),
  slots: integer('slots').notNull().default(50),
  shipByPriority: boolean('ship_by_priority').notNull().default(true),
  releasePartial: boolean('release_partial').notNull().default(true),
  deviceId: id('device_id'),
  platen: integer('platen'),
  inkMode: integer('ink_mode'),
  orderNo: orderNo(),
  status: status(),
  remark: text('remark'),
  ...baseColumns(),
  ...orgColumns(),
});

export const proBatch = tenantTable('pro_batch', {
  batchNo: text('batch_no').notNull(),
  printKind: integer('print_kind').notNull().default(1),
  strategyId: id('strategy_id'),
  quantity: integer('quantity').notNull().default(0),
  batchDate: date('batch_date').notNull().defaultNow(),
  orderSize: integer('order_size').notNull().default(3),
  deviceId: id('device_id'),
  auditState: integer('audit_state').notNull().default(0),
  auditorName: text('auditor_name'),
  auditTime: ts('audit_time'),
  transferCount: integer('transfer_count').notNull().default(0),
  transferState: integer('transfer_state').notNull().default(0),
  transferError: text('transfer_error'),
  transferTime: ts('transfer_time'),
  heatState: integer('heat_state').notNull().default(1),
  faultReason: text('fault_reason'),
  sheetCount: integer('sheet_count').notNull().default(0),
  utilisation: numeric('utilisation', { precision: 5, scale: 1 }),
  layout: jsonb('layout'),
  remark: text('remark'),
  /** Migration 0039: the platen and ink mode the batch's pieces print with (DTG). */
  platen: integer('platen'),
  inkMode: integer('ink_mode'),
  /** Migration 0047: why the pieces are together — made by a strategy (1) or by hand (2), and the strategy's key. */
  origin: integer('origin').notNull().default(2),
  strategyName: text('strategy_name'),
  shade: integer('shade'),
  colours: text('colours'),
  sku: text('sku'),
  ...baseColumns(),
  ...orgColumns(),
});

export const proScan = tenantTable('pro_scan', {
  pieceId: id('piece_id').notNull(),
  pieceCode: text('piece_code').notNull(),
  workOrderId: id('work_order_id').notNull(),
  workOrderCode: text('work_order_code'),
  taskId: id('task_id').notNull(),
  seq: integer('seq').notNull(),
  processId: id('process_id').notNull(),
  processName: text('process_name').notNull(),
  workstationId: id('workstation_id'),
  workstationName: text('workstation_name'),
  deviceId: id('device_id'),
  deviceName: text('device_name'),
  result: integer('result').notNull().default(1),
  defectItemId: id('defect_item_id'),
  defectName: text('defect_name'),
  remark: text('remark'),
  // A print scan at another printer than the batch's, allowed with a reason (migration 0044).
  batchDeviceId: id('batch_device_id'),
  batchDeviceName: text('batch_device_name'),
  printerReason: text('printer_reason'),
  userId: id('user_id'),
  userName: text('user_name'),
  scanTime: ts('scan_time').notNull().defaultNow(),
  ...auditColumns(),
});

export const proWorkReport = tenantTable('pro_work_report', {
  workOrderId: id('work_order_id').notNull(),
  taskId: id('task_id'),
  processId: id('process_id').notNull(),
  workstationId: id('workstation_id'),
  deviceId: id('device_id'),
  pieceId: id('piece_id'),
  pieceCode: text('piece_code'),
  scheduledQty: integer('scheduled_qty').notNull().default(0),
  reportedQty: integer('reported_qty').notNull(),
  qualifiedQty: integer('qualified_qty').notNull(),
  // reported − qualified, computed by the database (migration 0036).
  unqualifiedQty: integer('unqualified_qty').generatedAlwaysAs(sql`reported_qty - qualified_qty`),
  producerName: text('producer_name'),
  approverName: text('approver_name'),
  state: integer('state').notNull().default(0),
  reportTime: ts('report_time').notNull().defaultNow(),
  auditTime: ts('audit_time'),
  remark: text('remark'),
  ...baseColumns(),
  ...orgColumns(),
});

export const proWorkReportDefect = tenantTable('pro_work_report_defect', {
  reportId: id('report_id').notNull(),
  sortNo: sortNo(),
  defectItemId: id('defect_item_id').notNull(),
  quantity: integer('quantity').notNull(),
  image: text('image'),
  remark: text('remark'),
  ...baseColumns(),
});

export const proTransferFile = tenantTable('pro_transfer_file', {
  batchId: id('batch_id'),
  attempt: integer('attempt').notNull(),
  workstationId: id('workstation_id'),
  pieceId: id('piece_id'),
  area: integer('area'),
  path: text('path').notNull(),
  size: id('size').notNull(),
  sha256: text('sha256').notNull(),
  createTime: ts('create_time').notNull().defaultNow(),
});

/** Mirror of modules/production/migrations/0037_reprints.sql: reprints at the direct-print stations. */
export const proReprint = tenantTable('pro_reprint', {
  pieceId: id('piece_id').notNull(),
  pieceCode: text('piece_code').notNull(),
  workOrderId: id('work_order_id').notNull(),
  workstationId: id('workstation_id').notNull(),
  deviceId: id('device_id'),
  processId: id('process_id').notNull(),
  reason: text('reason').notNull(),
  createTime: ts('create_time').notNull().defaultNow(),
  createUserId: id('create_user_id'),
  createUserName: text('create_user_name'),
});

/** Mirror of modules/production/migrations/0031_label_templates.sql: the two label template tables. */
const labelTemplateColumns = () => ({
  code: text('code').notNull(),
  name: text('name').notNull(),
  widthMm: numeric('width_mm', { precision: 6, scale: 1 }).notNull().default('60'),
  heightMm: numeric('height_mm', { precision: 6, scale: 1 }).notNull().default('40'),
  showOrder: boolean('show_order').notNull().default(true),
  showSku: boolean('show_sku').notNull().default(true),
  showBatch: boolean('show_batch').notNull().default(false),
  showProduct: boolean('show_product').notNull().default(false),
  isDefault: boolean('is_default').notNull().default(false),
  ...recordColumns(),
});
export const proLabelTemplate = tenantTable('pro_label_template', labelTemplateColumns());
export const proHeatLabelTemplate = tenantTable('pro_heat_label_template', labelTemplateColumns());

/** Mirror of modules/production/migrations/0025_schedule.sql: a workstation's pieces per working hour. */
export const proWorkstationCapacity = tenantTable('pro_workstation_capacity', {
  workstationId: id('workstation_id').notNull(),
  piecesPerHour: integer('pieces_per_hour').notNull(),
  createTime: ts('create_time').notNull().defaultNow(),
  updateTime: ts('update_time'),
  // 0034: who added and changed a row (the workstationCapacity screen).
  createUserId: id('create_user_id'),
  createUserName: text('create_user_name'),
  updateUserId: id('update_user_id'),
  updateUserName: text('update_user_name'),
});

/** Mirror of modules/production/migrations/0034_production_gaps.sql: the cut-offs the batchCutOff job released at. */
export const proBatchCutoff = tenantTable('pro_batch_cutoff', {
  cutoffTime: ts('cutoff_time').notNull(),
  batches: integer('batches').notNull().default(0),
  pieces: integer('pieces').notNull().default(0),
  createTime: ts('create_time').notNull().defaultNow(),
});
