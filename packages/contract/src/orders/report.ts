import { ORDER_LATE_AFTER_DAYS } from '../dashboard.ts';
import type { FieldDef } from '../resources/define.ts';
import { defineResource } from '../resources/define.ts';
import { merchantTenantField } from './fields.ts';
import {
  ABNORMAL_FLAG_OPTIONS,
  APPROVAL_STATE_OPTIONS,
  ORDER_PRINT_KIND_OPTIONS,
  ORDER_SOURCE_OPTIONS,
  PRODUCTION_STATE_OPTIONS,
  SHIPPING_STATE_OPTIONS,
} from './states.ts';
import { L, text } from './text.ts';

/**
 * Reports › Order report (menu orderReport, codes orderReport:page / :export): the factory's
 * follow-up of each order its desk received — its customers' orders from submission on and the
 * ones it rejected back — with how long each has taken. Read only: page and export.
 *
 * The table is the view `oms_order_report` (migration 0040) over `oms_order`, created with
 * `security_invoker`, so the factory reads exactly the rows `oms_order`'s row-level security gives
 * it (the `factory_desk` policy), on `factory_tenant_id` like the desk's lists. The view adds two
 * computed columns:
 *
 * - `lead_hours`: hours from submission to shipping, or to now for an order still in the flow
 *   (submitted, not shipped); none for an order that left it unshipped (cancelled, rejected back);
 * - `late`: not shipped ORDER_LATE_AFTER_DAYS days after its order time — the workbench's rule
 *   (a submitted order not shipped yet, placed longer ago), and a shipped order that left later.
 */

/** A field the report shows and exports (nothing is written through it). */
const shown = (def: FieldDef): FieldDef => ({ ...def, form: false, exportable: true });
const state = (label: FieldDef['label'], options: FieldDef['options'], search = true): FieldDef =>
  shown({ type: 'enum', label, options, ...(search ? { search: 'eq' } : {}) });
const time = (label: FieldDef['label'], extra: Partial<FieldDef> = {}): FieldDef =>
  shown({ type: 'datetime', label, ...extra });

export const orderReportResource = defineResource({
  name: 'orderReport',
  table: 'oms_order_report',
  scope: 'tenant',
  tenantColumn: 'factory_tenant_id',
  title: L('订单报表', 'Order report', '訂單報表', 'Relatório de pedidos'),
  actions: ['page', 'export'],
  fields: {
    orderCode: shown(text(L('订单号', 'Order code', '訂單號', 'Código do pedido'), 64, { search: 'like' })),
    merchantTenantId: merchantTenantField(),
    merchantName: shown(text(L('商户', 'Merchant', '商戶', 'Comerciante'), 128)),
    shopName: shown(text(L('店铺', 'Shop', '店鋪', 'Loja'), 128)),
    source: state(L('来源', 'Source', '來源', 'Origem'), ORDER_SOURCE_OPTIONS, false),
    printKind: state(L('印花方式', 'Print kind', '印花方式', 'Tipo de impressão'), ORDER_PRINT_KIND_OPTIONS, false),
    orderTime: time(L('下单时间', 'Order time', '下單時間', 'Data do pedido'), { search: 'range', sortable: true }),
    submitTime: time(L('提交时间', 'Submitted at', '提交時間', 'Enviado em')),
    reviewTime: time(L('审核时间', 'Reviewed at', '審核時間', 'Revisado em')),
    shippingTime: time(L('发货时间', 'Shipped at', '出貨時間', 'Despachado em')),
    trackingNo: shown(text(L('运单号', 'Tracking number', '運單號', 'Rastreio'), 64)),
    productCount: shown({ type: 'integer', label: L('件数', 'Pieces', '件數', 'Peças') }),
    totalAmount: shown({ type: 'money', label: L('订单金额', 'Order total', '訂單金額', 'Total do pedido') }),
    freight: shown({ type: 'money', label: L('运费', 'Freight', '運費', 'Frete') }),
    approvalState: state(L('审核状态', 'Review', '審核狀態', 'Revisão'), APPROVAL_STATE_OPTIONS),
    productionState: state(L('生产状态', 'Production', '生產狀態', 'Produção'), PRODUCTION_STATE_OPTIONS),
    shippingState: state(L('发货状态', 'Shipping', '出貨狀態', 'Envio'), SHIPPING_STATE_OPTIONS),
    abnormalFlag: state(L('异常标识', 'Abnormal', '異常標識', 'Anormal'), ABNORMAL_FLAG_OPTIONS),
    leadHours: shown({
      type: 'number',
      decimals: 1,
      label: L('时效(小时)', 'Lead time (h)', '時效(小時)', 'Prazo (h)'),
      sortable: true,
      help: L(
        '提交到发货的小时数；未发货的算到现在',
        'Hours from submission to shipping; not shipped yet: to now',
        '提交到出貨的小時數；未出貨的算到現在',
        'Horas do envio à fábrica até o despacho; não despachado: até agora',
      ),
    }),
    late: shown({
      type: 'boolean',
      label: L('超时', 'Late', '逾時', 'Atrasado'),
      search: 'eq',
      help: L(
        `下单 ${ORDER_LATE_AFTER_DAYS} 天后仍未发货`,
        `Not shipped ${ORDER_LATE_AFTER_DAYS} days after its order time`,
        `下單 ${ORDER_LATE_AFTER_DAYS} 天後仍未出貨`,
        `Não despachado ${ORDER_LATE_AFTER_DAYS} dias após o pedido`,
      ),
    }),
  },
  defaultSort: [{ field: 'orderTime', order: 'desc' }],
});
