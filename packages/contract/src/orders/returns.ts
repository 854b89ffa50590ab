import type { EnumOption, FieldDef } from '../resources/define.ts';
import { defineResource } from '../resources/define.ts';
import { L, opt, readOnly, text } from './text.ts';

/**
 * Shipping returns (issue 13, spec §2 Business "shipping return", factory-domain §3 step 9): a
 * parcel of a shipped order that came back to the factory. A return is the factory's document
 * (`tenant_id` = the factory, table `oms_shipping_return`) against one order of its customers
 * (the order's id, code, merchant and tracking number copied on write), with the lines that came
 * back (each an order line and a quantity ≤ what was ordered less what other live returns
 * already took back). Its status moves only by transitions: registered → received (into which
 * warehouse, by whom, when) → closed, or registered → cancelled; each is written to the order's
 * timeline. The warehouse is text for now: the warehouse domain does not exist yet, and the
 * nullable column is meant to become its reference.
 */

/** Why a parcel came back. */
export const ReturnReason = {
  Undeliverable: 1,
  Refused: 2,
  Damaged: 3,
  QualityDefect: 4,
  WrongItem: 5,
  Other: 9,
} as const;

/** Where a return stands. */
export const ShippingReturnState = { Registered: 0, Received: 1, Closed: 2, Cancelled: 3 } as const;

export const RETURN_REASON_OPTIONS: readonly EnumOption[] = [
  opt(ReturnReason.Undeliverable, [
    '地址错误/无法派送',
    'Wrong address / undeliverable',
    '地址錯誤/無法派送',
    'Endereço errado / não entregue',
  ]),
  opt(ReturnReason.Refused, ['收件人拒收', 'Refused by consignee', '收件人拒收', 'Recusado pelo destinatário']),
  opt(ReturnReason.Damaged, ['运输破损', 'Damaged in transit', '運輸破損', 'Danificado no transporte']),
  opt(ReturnReason.QualityDefect, ['质量问题', 'Quality defect', '品質問題', 'Defeito de qualidade']),
  opt(ReturnReason.WrongItem, ['发错货', 'Wrong item', '發錯貨', 'Item errado']),
  opt(ReturnReason.Other, ['其他', 'Other', '其他', 'Outro']),
];

export const SHIPPING_RETURN_STATE_OPTIONS: readonly EnumOption[] = [
  opt(ShippingReturnState.Registered, ['已登记', 'Registered', '已登記', 'Registrada'], 'warning'),
  opt(ShippingReturnState.Received, ['已入库', 'Received', '已入庫', 'Recebida'], 'primary'),
  opt(ShippingReturnState.Closed, ['已关闭', 'Closed', '已關閉', 'Encerrada'], 'success'),
  opt(ShippingReturnState.Cancelled, ['已作废', 'Cancelled', '已作廢', 'Cancelada'], 'danger'),
];

/** An id of another tenant's row (an order, an order line): int8, so any safe integer. */
const bigId = (label: FieldDef['label'], extra: Partial<FieldDef> = {}): FieldDef => ({
  type: 'integer',
  label,
  min: 1,
  max: Number.MAX_SAFE_INTEGER,
  ...extra,
});

export const shippingReturnResource = defineResource({
  name: 'shippingReturn',
  table: 'oms_shipping_return',
  scope: 'tenant',
  title: L('发货退回', 'Shipping returns', '出貨退回', 'Devoluções de envio'),
  fields: {
    returnNo: text(L('退回单号', 'Return no.', '退回單號', 'Nº da devolução'), 64, {
      search: 'like',
      sortable: true,
      help: L('留空自动生成', 'Left empty: numbered automatically', '留空自動產生', 'Vazio: numerado automaticamente'),
    }),
    orderId: bigId(L('订单', 'Order', '訂單', 'Pedido'), { required: true, list: false, exportable: false }),
    orderCode: readOnly(text(L('订单号', 'Order code', '訂單號', 'Código do pedido'), 64, { search: 'like' })),
    merchantName: readOnly(text(L('商户', 'Merchant', '商戶', 'Comerciante'), 128, { search: 'like' })),
    trackingNo: readOnly(text(L('运单号', 'Tracking number', '運單號', 'Rastreio'), 64, { search: 'like' })),
    reason: {
      type: 'enum',
      label: L('退回原因', 'Reason', '退回原因', 'Motivo'),
      options: RETURN_REASON_OPTIONS,
      required: true,
      search: 'eq',
    },
    registerTime: {
      type: 'datetime',
      label: L('登记时间', 'Registered at', '登記時間', 'Registrada em'),
      search: 'range',
      sortable: true,
      help: L('留空为当前时间', 'Left empty: now', '留空為目前時間', 'Vazio: agora'),
    },
    quantity: readOnly({ type: 'integer', label: L('退回件数', 'Pieces', '退回件數', 'Peças') }),
    status: {
      type: 'enum',
      label: L('状态', 'Status', '狀態', 'Estado'),
      options: SHIPPING_RETURN_STATE_OPTIONS,
      form: false,
      search: 'eq',
    },
    warehouse: readOnly(
      text(L('入库仓库', 'Warehouse', '入庫倉庫', 'Armazém'), 64, {
        search: 'like',
        help: L(
          '收货时填写；仓库资料上线后改为选择',
          'Given on receipt; a choice once warehouses exist',
          '收貨時填寫；倉庫資料上線後改為選擇',
          'Informado no recebimento; será uma escolha quando houver armazéns',
        ),
      }),
    ),
    receivedTime: readOnly({ type: 'datetime', label: L('入库时间', 'Received at', '入庫時間', 'Recebida em') }),
    receiverName: readOnly(text(L('收货人', 'Received by', '收貨人', 'Recebida por'), 64)),
    closedTime: readOnly({
      type: 'datetime',
      label: L('关闭时间', 'Closed at', '關閉時間', 'Encerrada em'),
      list: false,
    }),
    cancelReason: readOnly(
      text(L('作废原因', 'Cancel reason', '作廢原因', 'Motivo do cancelamento'), 200, { list: false }),
    ),
    remark: { type: 'text', label: L('备注', 'Remark', '備註', 'Observação'), max: 500, list: false },
  },
  children: {
    lines: {
      table: 'oms_shipping_return_line',
      parentColumn: 'return_id',
      label: L('退回明细', 'Returned lines', '退回明細', 'Itens devolvidos'),
      min: 1,
      max: 200,
      uniqueBy: ['orderLineId'],
      fields: {
        orderLineId: bigId(L('订单明细', 'Order line', '訂單明細', 'Item do pedido'), { required: true }),
        skuCode: readOnly(text(L('SKU 编码', 'SKU code', 'SKU 編碼', 'Código SKU'), 128)),
        colour: readOnly(text(L('颜色', 'Colour', '顏色', 'Cor'), 64)),
        size: readOnly(text(L('尺码', 'Size', '尺碼', 'Tamanho'), 32)),
        orderedQuantity: readOnly({
          type: 'integer',
          label: L('订购数量', 'Ordered', '訂購數量', 'Pedido'),
        }),
        quantity: {
          type: 'integer',
          label: L('退回数量', 'Returned', '退回數量', 'Devolvido'),
          required: true,
          min: 1,
          max: 100_000,
        },
      },
    },
  },
  uniques: [{ fields: ['returnNo'] }],
  defaultSort: [{ field: 'registerTime', order: 'desc' }],
  actions: ['page', 'list', 'detail', 'add', 'update', 'delete', 'batchDelete', 'export', 'import'],
  stateField: 'status',
  transitions: {
    receive: {
      label: L('收货入库', 'Receive', '收貨入庫', 'Receber'),
      from: [ShippingReturnState.Registered],
      to: ShippingReturnState.Received,
      input: {
        warehouse: text(L('入库仓库', 'Warehouse', '入庫倉庫', 'Armazém'), 64, { required: true }),
      },
      event: 'received',
    },
    close: {
      label: L('关闭', 'Close', '關閉', 'Encerrar'),
      from: [ShippingReturnState.Received],
      to: ShippingReturnState.Closed,
      confirm: L(
        '关闭后退回单不再处理。确定关闭？',
        'A closed return is finished. Close it?',
        '關閉後退回單不再處理。確定關閉？',
        'Uma devolução encerrada está concluída. Encerrar?',
      ),
      event: 'closed',
    },
    cancel: {
      label: L('作废', 'Cancel', '作廢', 'Cancelar'),
      from: [ShippingReturnState.Registered],
      to: ShippingReturnState.Cancelled,
      danger: true,
      input: {
        cancelReason: text(L('作废原因', 'Reason for cancelling', '作廢原因', 'Motivo do cancelamento'), 200, {
          required: true,
        }),
      },
      event: 'cancelled',
    },
  },
});

/** The factory's resources of returns. */
export const SHIPPING_RETURN_RESOURCES = [shippingReturnResource];

/** One line of a returnable order, with what other live returns already took back. */
export interface ReturnableLine {
  id: number;
  sortNo: number;
  skuCode: string;
  colour: string;
  size: string;
  quantity: number;
  /** Returned on other registered, received or closed returns (the one being edited left out). */
  returned: number;
  /** quantity − returned, never below 0. */
  returnable: number;
}

/** A shipped order of the factory's customers (`GET /api/shippingReturn/returnableOrders`). */
export interface ReturnableOrder {
  id: number;
  orderCode: string;
  merchantName: string | null;
  consignee: string;
  trackingNo: string | null;
  /** yyyy-MM-dd HH:mm:ss in the caller's zone, or null. */
  shippingTime: string | null;
  lines: ReturnableLine[];
}
