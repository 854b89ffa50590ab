import type { EnumOption } from '../resources/define.ts';
import { L } from './text.ts';

/**
 * The states of an order (spec §4, factory-domain §4.1), each its own field: submission (the
 * merchant's draft → submitted to the factory, or cancelled), approval (the factory's review),
 * payment, shipping, abnormal flag, print, production, the store (platform) order state and
 * the platform push. Later domains move production and shipping through their own transitions.
 */

/** Where an order came from. */
export const OrderSource = { Manual: 1, Excel: 2, Marketplace: 3 } as const;
/** The kind of work: direct-to-garment or heat transfer (DTF film pressed on). */
export const PrintKind = { Dtg: 1, Heat: 2 } as const;
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
  { value: OrderSource.Manual, label: L('手工录入', 'Manual', '手工錄入', 'Manual') },
  { value: OrderSource.Excel, label: L('Excel 导入', 'Excel import', 'Excel 匯入', 'Importação Excel') },
  { value: OrderSource.Marketplace, label: L('平台同步', 'Marketplace sync', '平台同步', 'Sincronização') },
];

export const PRINT_KIND_OPTIONS: readonly EnumOption[] = [
  { value: PrintKind.Dtg, label: L('直喷', 'Direct print', '直噴', 'Impressão direta'), tagType: 'primary' },
  { value: PrintKind.Heat, label: L('烫画', 'Heat transfer', '燙畫', 'Transfer'), tagType: 'warning' },
];

export const SUBMIT_STATE_OPTIONS: readonly EnumOption[] = [
  { value: SubmitState.Draft, label: L('草稿', 'Draft', '草稿', 'Rascunho'), tagType: 'info' },
  { value: SubmitState.Submitted, label: L('已提交', 'Submitted', '已提交', 'Enviado'), tagType: 'primary' },
  { value: SubmitState.Cancelled, label: L('已取消', 'Cancelled', '已取消', 'Cancelado'), tagType: 'danger' },
];

export const APPROVAL_STATE_OPTIONS: readonly EnumOption[] = [
  {
    value: ApprovalState.Pending,
    label: L('待审核', 'Pending review', '待審核', 'Aguardando revisão'),
    tagType: 'warning',
  },
  { value: ApprovalState.Passed, label: L('审核通过', 'Passed', '審核通過', 'Aprovado'), tagType: 'success' },
  { value: ApprovalState.Rejected, label: L('审核驳回', 'Rejected', '審核駁回', 'Rejeitado'), tagType: 'danger' },
];

export const PAYMENT_STATE_OPTIONS: readonly EnumOption[] = [
  { value: PaymentState.Unpaid, label: L('未支付', 'Unpaid', '未支付', 'Não pago'), tagType: 'warning' },
  { value: PaymentState.Paid, label: L('已支付', 'Paid', '已支付', 'Pago'), tagType: 'success' },
];

export const SHIPPING_STATE_OPTIONS: readonly EnumOption[] = [
  { value: ShippingState.NotShipped, label: L('未发货', 'Not shipped', '未出貨', 'Não enviado'), tagType: 'info' },
  { value: ShippingState.Shipped, label: L('已发货', 'Shipped', '已出貨', 'Enviado'), tagType: 'success' },
];

export const ABNORMAL_FLAG_OPTIONS: readonly EnumOption[] = [
  { value: AbnormalFlag.Normal, label: L('正常', 'Normal', '正常', 'Normal'), tagType: 'success' },
  { value: AbnormalFlag.Abnormal, label: L('异常', 'Abnormal', '異常', 'Anormal'), tagType: 'danger' },
];

export const PRINT_STATE_OPTIONS: readonly EnumOption[] = [
  { value: PrintState.ToPrint, label: L('待打印', 'To print', '待列印', 'A imprimir'), tagType: 'warning' },
  { value: PrintState.Printed, label: L('已打印', 'Printed', '已列印', 'Impresso'), tagType: 'success' },
];

export const PRODUCTION_STATE_OPTIONS: readonly EnumOption[] = [
  { value: ProductionState.NotStarted, label: L('未生产', 'Not started', '未生產', 'Não iniciado'), tagType: 'info' },
  {
    value: ProductionState.InProduction,
    label: L('生产中', 'In production', '生產中', 'Em produção'),
    tagType: 'primary',
  },
  { value: ProductionState.Completed, label: L('已完成', 'Completed', '已完成', 'Concluído'), tagType: 'success' },
];

export const STORE_ORDER_STATE_OPTIONS: readonly EnumOption[] = [
  { value: StoreOrderState.WaitAudit, label: L('待审核', 'Wait audit', '待審核', 'Aguardando auditoria') },
  { value: StoreOrderState.WaitPay, label: L('待付款', 'Wait pay', '待付款', 'Aguardando pagamento') },
  { value: StoreOrderState.WaitShip, label: L('待发货', 'Wait ship', '待出貨', 'Aguardando envio') },
  { value: StoreOrderState.Closed, label: L('已关闭', 'Closed', '已關閉', 'Fechado') },
];

export const PUSH_STATE_OPTIONS: readonly EnumOption[] = [
  { value: PushState.Waiting, label: L('待推送', 'Waiting push', '待推送', 'Aguardando envio') },
  { value: PushState.Pushed, label: L('已推送', 'Pushed', '已推送', 'Enviado'), tagType: 'success' },
];
