import { PRINT_KIND_OPTIONS, PrintKind } from '../productionData/resources.ts';
import type { EnumOption } from '../resources/define.ts';
import { opt } from './text.ts';

/**
 * The states of an order (spec §4, factory-domain §4.1), each its own field: submission (the
 * merchant's draft → submitted to the factory, or cancelled), approval (the factory's review),
 * payment, shipping, abnormal flag, print, production, the store (platform) order state and
 * the platform push. Later domains move production and shipping through their own transitions.
 */

/** Where an order came from. */
export const OrderSource = { Manual: 1, Excel: 2, Marketplace: 3 } as const;
/**
 * The kinds of work of an order's lines, summed up on the order (a line's own kind is the route's
 * `PrintKind`): all direct print, all heat transfer, or both. The lists filter on it.
 */
export const OrderPrintKind = { Dtg: PrintKind.Dtg, Heat: PrintKind.Heat, Mixed: 3 } as const;
/** The order kinds a list of one kind of work holds: the orders with at least one line of that kind. */
export const orderKindsWith = (kind: number): readonly number[] => [kind, OrderPrintKind.Mixed];
/** The merchant's side: a draft is editable; submitted orders belong to the factory's desk. */
export const SubmitState = { Draft: 0, Submitted: 1, Cancelled: 2 } as const;
export const ApprovalState = { Pending: 0, Passed: 1, Rejected: 2 } as const;
export const PaymentState = { Unpaid: 0, Paid: 1 } as const;
export const ShippingState = { NotShipped: 0, Shipped: 1 } as const;
export const AbnormalFlag = { Normal: 0, Abnormal: 1 } as const;
export const PrintState = { ToPrint: 0, Printed: 1 } as const;
export const ProductionState = { NotStarted: 0, InProduction: 1, Completed: 2 } as const;
/** The marketplace's own order state, mapped (factory-domain §16.8). */
export const StoreOrderState = { WaitAudit: 1, WaitPay: 2, WaitShip: 3, Closed: 4 } as const;
export const PushState = { Waiting: 0, Pushed: 1 } as const;

export const ORDER_SOURCE_OPTIONS: readonly EnumOption[] = [
  opt(OrderSource.Manual, ['手工录入', 'Manual', '手工錄入', 'Manual']),
  opt(OrderSource.Excel, ['Excel 导入', 'Excel import', 'Excel 匯入', 'Importação Excel']),
  opt(OrderSource.Marketplace, ['平台同步', 'Marketplace sync', '平台同步', 'Sincronização']),
];

export const ORDER_PRINT_KIND_OPTIONS: readonly EnumOption[] = [
  ...PRINT_KIND_OPTIONS,
  opt(
    OrderPrintKind.Mixed,
    ['直喷 + 烫画', 'Direct print + heat transfer', '直噴 + 燙畫', 'Direta + transfer'],
    'purple',
  ),
];

export const SUBMIT_STATE_OPTIONS: readonly EnumOption[] = [
  opt(SubmitState.Draft, ['草稿', 'Draft', '草稿', 'Rascunho'], 'info'),
  opt(SubmitState.Submitted, ['已提交', 'Submitted', '已提交', 'Enviado'], 'primary'),
  opt(SubmitState.Cancelled, ['已取消', 'Cancelled', '已取消', 'Cancelado'], 'danger'),
];

export const APPROVAL_STATE_OPTIONS: readonly EnumOption[] = [
  opt(ApprovalState.Pending, ['待审核', 'Pending review', '待審核', 'Aguardando revisão'], 'warning'),
  opt(ApprovalState.Passed, ['审核通过', 'Passed', '審核通過', 'Aprovado'], 'success'),
  opt(ApprovalState.Rejected, ['审核驳回', 'Rejected', '審核駁回', 'Rejeitado'], 'danger'),
];

export const PAYMENT_STATE_OPTIONS: readonly EnumOption[] = [
  opt(PaymentState.Unpaid, ['未支付', 'Unpaid', '未支付', 'Não pago'], 'warning'),
  opt(PaymentState.Paid, ['已支付', 'Paid', '已支付', 'Pago'], 'success'),
];

export const SHIPPING_STATE_OPTIONS: readonly EnumOption[] = [
  opt(ShippingState.NotShipped, ['未发货', 'Not shipped', '未出貨', 'Não enviado'], 'info'),
  opt(ShippingState.Shipped, ['已发货', 'Shipped', '已出貨', 'Enviado'], 'success'),
];

export const ABNORMAL_FLAG_OPTIONS: readonly EnumOption[] = [
  opt(AbnormalFlag.Normal, ['正常', 'Normal', '正常', 'Normal'], 'success'),
  opt(AbnormalFlag.Abnormal, ['异常', 'Abnormal', '異常', 'Anormal'], 'danger'),
];

export const PRINT_STATE_OPTIONS: readonly EnumOption[] = [
  opt(PrintState.ToPrint, ['待打印', 'To print', '待列印', 'A imprimir'], 'warning'),
  opt(PrintState.Printed, ['已打印', 'Printed', '已列印', 'Impresso'], 'success'),
];

export const PRODUCTION_STATE_OPTIONS: readonly EnumOption[] = [
  opt(ProductionState.NotStarted, ['未生产', 'Not started', '未生產', 'Não iniciado'], 'info'),
  opt(ProductionState.InProduction, ['生产中', 'In production', '生產中', 'Em produção'], 'primary'),
  opt(ProductionState.Completed, ['已完成', 'Completed', '已完成', 'Concluído'], 'success'),
];

export const STORE_ORDER_STATE_OPTIONS: readonly EnumOption[] = [
  opt(StoreOrderState.WaitAudit, ['待审核', 'Wait audit', '待審核', 'Aguardando auditoria']),
  opt(StoreOrderState.WaitPay, ['待付款', 'Wait pay', '待付款', 'Aguardando pagamento']),
  opt(StoreOrderState.WaitShip, ['待发货', 'Wait ship', '待出貨', 'Aguardando envio']),
  opt(StoreOrderState.Closed, ['已关闭', 'Closed', '已關閉', 'Fechado']),
];

export const PUSH_STATE_OPTIONS: readonly EnumOption[] = [
  opt(PushState.Waiting, ['待推送', 'Waiting push', '待推送', 'Aguardando envio']),
  opt(PushState.Pushed, ['已推送', 'Pushed', '已推送', 'Enviado'], 'success'),
];

/**
 * A rush order: its buyer's note or seller remark names one of these words (case-insensitive; the
 * Latin ones as whole words). The database keeps the flag (`oms_order.rush`, a column generated from
 * the two notes by migration 0042, whose pattern lists the same words — the import suite fails if
 * they differ), so every way an order is written — import, form, marketplace pull — sets it alike.
 */
export const RUSH_KEYWORDS = [
  '加急',
  '急单',
  '急單',
  '急件',
  '紧急',
  '緊急',
  'urgent',
  'urgente',
  'rush',
  'asap',
] as const;

export const Rush = { No: 0, Yes: 1 } as const;

export const RUSH_OPTIONS: readonly EnumOption[] = [
  opt(Rush.No, ['普通', 'Normal', '普通', 'Normal'], 'default'),
  opt(Rush.Yes, ['加急', 'Rush', '加急', 'Urgente'], 'danger'),
];
