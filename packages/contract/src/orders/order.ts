import { PRINT_KIND_OPTIONS, PrintArea, PrintKind } from '../productionData/resources.ts';
import type { FieldDef, ResourceInput, TabDef, TransitionDef } from '../resources/define.ts';
import { defineResource } from '../resources/define.ts';
import { merchantTenantField } from './fields.ts';
import {
  ABNORMAL_FLAG_OPTIONS,
  AbnormalFlag,
  APPROVAL_STATE_OPTIONS,
  ApprovalState,
  ORDER_PRINT_KIND_OPTIONS,
  ORDER_SOURCE_OPTIONS,
  orderKindsWith,
  PAYMENT_STATE_OPTIONS,
  PRINT_STATE_OPTIONS,
  PRODUCTION_STATE_OPTIONS,
  PrintState,
  PUSH_STATE_OPTIONS,
  RUSH_OPTIONS,
  SHIPPING_STATE_OPTIONS,
  STORE_ORDER_STATE_OPTIONS,
  SUBMIT_STATE_OPTIONS,
  SubmitState,
} from './states.ts';
import { L, readOnly, text } from './text.ts';

/**
 * Orders (issue 13). One table, `oms_order`, owned by the merchant tenant that placed the order
 * (`tenant_id`) and made by the factory tenant that serves it (`factory_tenant_id`, set on
 * submission from the factory's customer link). Two sides read it through their own resources:
 *
 * - the merchant's (`merchantOrder`, and the direct-print / heat-print lists) on `tenant_id`:
 *   every order at every stage, edited only as a draft, submitted and cancelled by transitions;
 * - the factory's (`order`, `heatOrder`) on `factory_tenant_id` (`tenantColumn`), which row-level
 *   security opens only from submission on: review (pass / reject), abnormal flag, printed.
 *
 * A line is a SKU × quantity; each print area of a line (front, back, …) is a row of `areas`
 * naming its line by number, with one print image, one mock-up and the placement.
 *
 * Each line has its kind of work (`PrintKind`): the merchant's until review — the kind of the list
 * the order was added from (`ORDER_LIST_KIND`) for a line given without one — and, once the factory
 * passes the order, the kind of its product's process route. The order's `printKind` sums its lines
 * up (`OrderPrintKind`: direct print, heat transfer or both); the direct-print lists hold the orders
 * with a direct-print line, the heat-print lists those with a heat line, so a mixed order is in both.
 */

const state = (label: FieldDef['label'], options: FieldDef['options'], extra: Partial<FieldDef> = {}): FieldDef => ({
  type: 'enum',
  label,
  options,
  form: false,
  search: 'eq',
  ...extra,
});

export const PRINT_AREA_OPTIONS = [
  { value: PrintArea.Front, label: L('前片', 'Front', '前片', 'Frente') },
  { value: PrintArea.Back, label: L('后片', 'Back', '後片', 'Costas') },
  { value: PrintArea.LeftSleeve, label: L('左袖', 'Left sleeve', '左袖', 'Manga esquerda') },
  { value: PrintArea.RightSleeve, label: L('右袖', 'Right sleeve', '右袖', 'Manga direita') },
  { value: PrintArea.NeckLabel, label: L('领标', 'Neck label', '領標', 'Etiqueta da gola') },
] as const;

/** The fields both sides read (the factory's view leaves out the merchant's shop reference). */
function orderFields(side: 'merchant' | 'factory'): Record<string, FieldDef> {
  return {
    orderCode: text(L('订单号', 'Order code', '訂單號', 'Código do pedido'), 64, {
      search: 'like',
      sortable: true,
      help: L('留空自动生成', 'Left empty: numbered automatically', '留空自動產生', 'Vazio: numerado automaticamente'),
    }),
    ...(side === 'factory' ? { merchantTenantId: merchantTenantField() } : {}),
    podOrderCode: text(L('POD 订单号', 'POD order code', 'POD 訂單號', 'Código POD'), 64, { search: 'like' }),
    externalId: text(L('外部单号', 'External id', '外部單號', 'Id externo'), 128, {
      search: 'like',
      help: L(
        '平台或商户自己的单号，同一来源下唯一',
        "The platform's or your own order id, unique per source",
        '平台或商戶自己的單號，同一來源下唯一',
        'Id da plataforma ou seu, único por origem',
      ),
    }),
    printKind: state(L('印花方式', 'Print kind', '印花方式', 'Tipo de impressão'), ORDER_PRINT_KIND_OPTIONS, {
      help: L(
        '由明细行的印花方式汇总',
        "Summed up from the lines' kinds",
        '由明細行的印花方式彙總',
        'Resumo dos tipos dos itens',
      ),
    }),
    merchantName: readOnly(text(L('商户', 'Merchant', '商戶', 'Comerciante'), 128, { list: side === 'factory' })),
    source: state(L('来源', 'Source', '來源', 'Origem'), ORDER_SOURCE_OPTIONS),
    platform: {
      type: 'dict',
      dict: 'platform',
      label: L('平台', 'Platform', '平台', 'Plataforma'),
      required: true,
      search: 'eq',
    },
    ...(side === 'merchant'
      ? {
          shopId: {
            type: 'ref',
            label: L('店铺', 'Shop', '店鋪', 'Loja'),
            ref: { resource: 'shop', labelField: 'name', table: 'oms_shop', labelColumn: 'name', as: 'shopLabel' },
            search: 'eq',
            list: false,
          } satisfies FieldDef,
        }
      : {}),
    shopName: readOnly(text(L('店铺', 'Shop', '店鋪', 'Loja'), 128, { search: 'like' })),
    orderTime: {
      type: 'datetime',
      label: L('下单时间', 'Order time', '下單時間', 'Data do pedido'),
      search: 'range',
      sortable: true,
      help: L('留空为当前时间', 'Left empty: now', '留空為目前時間', 'Vazio: agora'),
    },
    consignee: text(L('收件人', 'Consignee', '收件人', 'Destinatário'), 64, { required: true, search: 'like' }),
    phone: text(L('电话', 'Phone', '電話', 'Telefone'), 32, { required: true, search: 'like' }),
    country: text(L('国家', 'Country', '國家', 'País'), 64, { required: true }),
    province: text(L('省/州', 'Province / state', '省/州', 'Estado'), 64, { list: false }),
    city: text(L('城市', 'City', '城市', 'Cidade'), 64, { required: true, list: false }),
    district: text(L('区县', 'District', '區縣', 'Bairro'), 64, { list: false }),
    address: text(L('详细地址', 'Street address', '詳細地址', 'Endereço'), 256, { required: true, list: false }),
    postcode: text(L('邮编', 'Postcode', '郵遞區號', 'CEP'), 16, { list: false }),
    logisticsMode: text(L('物流方式', 'Logistics', '物流方式', 'Logística'), 64),
    trackingNo: readOnly(text(L('运单号', 'Tracking number', '運單號', 'Rastreio'), 64, { search: 'like' })),
    shippingTime: readOnly({ type: 'datetime', label: L('发货时间', 'Shipping time', '出貨時間', 'Envio') }),
    sellerRemark: {
      type: 'text',
      label: L('卖家备注', 'Seller remark', '賣家備註', 'Observação'),
      max: 500,
      list: false,
    },
    buyerRemark: {
      type: 'text',
      label: L('买家留言', 'Buyer’s note', '買家留言', 'Recado do comprador'),
      max: 500,
      list: false,
    },
    rush: state(L('加急', 'Rush', '加急', 'Urgente'), RUSH_OPTIONS, {
      help: L(
        '买家留言或卖家备注含“加急”“urgent”“rush”等字样',
        'The buyer’s note or the seller remark says 加急, urgent, rush …',
        '買家留言或賣家備註含「加急」「urgent」「rush」等字樣',
        'O recado do comprador ou a observação diz 加急, urgent, rush …',
      ),
    }),
    freight: { type: 'money', label: L('运费', 'Freight', '運費', 'Frete'), min: 0, list: false },
    totalWeight: {
      type: 'number',
      label: L('总重量(kg)', 'Total weight (kg)', '總重量(kg)', 'Peso total (kg)'),
      min: 0,
      decimals: 3,
      list: false,
    },
    totalPrice: readOnly({
      type: 'money',
      label: L('商品金额', 'Goods total', '商品金額', 'Valor dos itens'),
      list: false,
    }),
    totalAmount: readOnly({ type: 'money', label: L('订单金额', 'Order total', '訂單金額', 'Total do pedido') }),
    productCount: readOnly({ type: 'integer', label: L('件数', 'Pieces', '件數', 'Peças') }),
    designCount: readOnly({ type: 'integer', label: L('图案数', 'Designs', '圖案數', 'Estampas') }),
    skuCodes: readOnly(text(L('SKU', 'SKU', 'SKU', 'SKU'), 2000, { search: 'like', list: false, exportable: true })),
    submitState: state(L('提交状态', 'Submission', '提交狀態', 'Envio à fábrica'), SUBMIT_STATE_OPTIONS),
    approvalState: state(L('审核状态', 'Review', '審核狀態', 'Revisão'), APPROVAL_STATE_OPTIONS),
    paymentState: state(L('支付状态', 'Payment', '支付狀態', 'Pagamento'), PAYMENT_STATE_OPTIONS, { list: false }),
    shippingState: state(L('发货状态', 'Shipping', '出貨狀態', 'Envio'), SHIPPING_STATE_OPTIONS),
    abnormalFlag: state(L('异常标识', 'Abnormal', '異常標識', 'Anormal'), ABNORMAL_FLAG_OPTIONS),
    printState: state(L('打印状态', 'Print', '列印狀態', 'Impressão'), PRINT_STATE_OPTIONS),
    productionState: state(L('生产状态', 'Production', '生產狀態', 'Produção'), PRODUCTION_STATE_OPTIONS),
    storeOrderState: state(
      L('平台订单状态', 'Store order state', '平台訂單狀態', 'Estado na loja'),
      STORE_ORDER_STATE_OPTIONS,
      {
        list: false,
      },
    ),
    pushState: state(L('推送状态', 'Platform push', '推送狀態', 'Envio à plataforma'), PUSH_STATE_OPTIONS, {
      list: false,
    }),
    reviewRemark: readOnly(
      text(L('审核备注', 'Review remark', '審核備註', 'Observação da revisão'), 200, { list: false }),
    ),
    abnormalReason: readOnly(
      text(L('异常原因', 'Abnormal reason', '異常原因', 'Motivo da anomalia'), 200, { list: false }),
    ),
    cancelReason: readOnly(
      text(L('取消原因', 'Cancel reason', '取消原因', 'Motivo do cancelamento'), 200, { list: false }),
    ),
    submitTime: readOnly({
      type: 'datetime',
      label: L('提交时间', 'Submitted at', '提交時間', 'Enviado em'),
      list: false,
    }),
    reviewTime: readOnly({
      type: 'datetime',
      label: L('审核时间', 'Reviewed at', '審核時間', 'Revisado em'),
      list: false,
    }),
    reviewerName: readOnly(text(L('审核人', 'Reviewer', '審核人', 'Revisor'), 64, { list: false })),
  };
}

const ORDER_CHILDREN = {
  lines: {
    table: 'oms_order_line',
    parentColumn: 'order_id',
    label: L('订单明细', 'Order lines', '訂單明細', 'Itens do pedido'),
    min: 1,
    max: 200,
    fields: {
      skuCode: text(L('SKU 编码', 'SKU code', 'SKU 編碼', 'Código SKU'), 128, { required: true }),
      style: text(L('款式', 'Style', '款式', 'Modelo'), 64),
      colour: text(L('颜色', 'Colour', '顏色', 'Cor'), 64, { required: true }),
      size: text(L('尺码', 'Size', '尺碼', 'Tamanho'), 32, { required: true }),
      quantity: {
        type: 'integer',
        label: L('数量', 'Quantity', '數量', 'Quantidade'),
        required: true,
        min: 1,
        max: 100_000,
      },
      unitPrice: { type: 'money', label: L('单价', 'Unit price', '單價', 'Preço unitário'), min: 0 },
      printKind: {
        type: 'enum',
        label: L('印花方式', 'Print kind', '印花方式', 'Tipo de impressão'),
        options: PRINT_KIND_OPTIONS,
        help: L(
          '留空为所在列表的方式；审核通过后取产品工艺路线的方式',
          "Empty: the list's kind; on review, the kind of the product's route",
          '留空為所在列表的方式；審核通過後取產品製程路線的方式',
          'Vazio: o tipo da lista; na revisão, o do roteiro do produto',
        ),
      },
      productName: readOnly(text(L('生产产品', 'Product', '生產產品', 'Produto'), 128)),
    },
  },
  areas: {
    table: 'oms_order_area',
    parentColumn: 'order_id',
    label: L('印花区域', 'Print areas', '印花區域', 'Áreas de impressão'),
    max: 1000,
    uniqueBy: ['lineNo', 'area'],
    fields: {
      lineNo: {
        type: 'integer',
        label: L('明细行号', 'Line no.', '明細行號', 'Nº do item'),
        required: true,
        min: 1,
        max: 200,
      },
      area: {
        type: 'enum',
        label: L('区域', 'Area', '區域', 'Área'),
        required: true,
        options: PRINT_AREA_OPTIONS,
      },
      printImage: {
        type: 'image',
        label: L('印花图', 'Print image', '印花圖', 'Arte'),
        required: true,
        upload: 'artwork',
      },
      mockupImage: { type: 'image', label: L('效果图', 'Mock-up', '效果圖', 'Mock-up'), upload: 'artwork' },
      x: { type: 'number', label: L('X (mm)', 'X (mm)', 'X (mm)', 'X (mm)'), decimals: 2, min: -2000, max: 2000 },
      y: { type: 'number', label: L('Y (mm)', 'Y (mm)', 'Y (mm)', 'Y (mm)'), decimals: 2, min: -2000, max: 2000 },
      scale: { type: 'number', label: L('缩放', 'Scale', '縮放', 'Escala'), decimals: 4, min: 0.01, max: 100 },
      angle: { type: 'number', label: L('角度', 'Angle', '角度', 'Ângulo'), decimals: 2, min: -360, max: 360 },
    },
  },
} as const;

/** A transition's required reason, written to the order's column of the same name (e.g. `reviewRemark`). */
const reason = (key: string, label: FieldDef['label']): Record<string, FieldDef> => ({
  [key]: { type: 'string', label, required: true, max: 200 },
});

/** The lists' tabs, each a filter counted in one statement (`tabCounts`); both sides share most. */
const TAB = {
  draft: { key: 'draft', label: L('草稿', 'Drafts', '草稿', 'Rascunhos'), filter: { submitState: SubmitState.Draft } },
  pending: {
    key: 'pending',
    label: L('待审核', 'Pending review', '待審核', 'Aguardando revisão'),
    filter: { submitState: SubmitState.Submitted, approvalState: ApprovalState.Pending },
  },
  passed: {
    key: 'passed',
    label: L('审核通过', 'Passed', '審核通過', 'Aprovados'),
    filter: { submitState: SubmitState.Submitted, approvalState: ApprovalState.Passed },
  },
  toPrint: {
    key: 'toPrint',
    label: L('待打印', 'To print', '待列印', 'A imprimir'),
    filter: { submitState: SubmitState.Submitted, approvalState: ApprovalState.Passed, printState: PrintState.ToPrint },
  },
  rejected: {
    key: 'rejected',
    label: L('已驳回', 'Rejected', '已駁回', 'Rejeitados'),
    filter: { approvalState: ApprovalState.Rejected },
  },
  abnormal: {
    key: 'abnormal',
    label: L('异常', 'Abnormal', '異常', 'Anormais'),
    filter: { abnormalFlag: AbnormalFlag.Abnormal },
  },
  cancelled: {
    key: 'cancelled',
    label: L('已取消', 'Cancelled', '已取消', 'Cancelados'),
    filter: { submitState: SubmitState.Cancelled },
  },
} satisfies Record<string, TabDef>;
const MERCHANT_TABS: readonly TabDef[] = [
  TAB.draft,
  TAB.pending,
  TAB.passed,
  TAB.rejected,
  TAB.abnormal,
  TAB.cancelled,
];
const FACTORY_TABS: readonly TabDef[] = [
  TAB.pending,
  TAB.passed,
  TAB.toPrint,
  TAB.rejected,
  TAB.abnormal,
  TAB.cancelled,
];

const MERCHANT_TRANSITIONS: Record<string, TransitionDef> = {
  submit: {
    label: L('提交', 'Submit', '提交', 'Enviar'),
    field: 'submitState',
    from: [SubmitState.Draft],
    to: SubmitState.Submitted,
    confirm: L(
      '提交后订单交给工厂审核，不能再修改。确定提交？',
      'Once submitted the factory reviews the order and it can no longer be edited. Submit?',
      '提交後訂單交給工廠審核，不能再修改。確定提交？',
      'Depois de enviado, a fábrica revisa o pedido e ele não pode mais ser editado. Enviar?',
    ),
    event: 'submitted',
    // A selection is submitted all or nothing; a whole search goes order by order, naming what stopped each.
    wholeSearch: { labelField: 'orderCode' },
  },
  cancel: {
    label: L('取消订单', 'Cancel order', '取消訂單', 'Cancelar pedido'),
    field: 'submitState',
    from: [SubmitState.Draft, SubmitState.Submitted],
    to: SubmitState.Cancelled,
    danger: true,
    input: reason('cancelReason', L('取消原因', 'Reason for cancelling', '取消原因', 'Motivo do cancelamento')),
    event: 'cancelled',
  },
};

function factoryTransitions(name: string): Record<string, TransitionDef> {
  return {
    audit: {
      label: L('审核通过', 'Pass', '審核通過', 'Aprovar'),
      field: 'approvalState',
      from: [ApprovalState.Pending],
      to: ApprovalState.Passed,
      event: 'passed',
      // Passing a selection passes the orders whose checks succeed and names the others with
      // what each lacks; they stay pending (a single order is refused with the message as before).
      perRow: { labelField: 'orderCode' },
      confirm: L(
        '确认审核通过所选订单？',
        'Pass the selected orders?',
        '確認審核通過所選訂單？',
        'Aprovar os pedidos selecionados?',
      ),
    },
    reject: {
      label: L('驳回', 'Reject', '駁回', 'Rejeitar'),
      field: 'approvalState',
      from: [ApprovalState.Pending],
      to: ApprovalState.Rejected,
      danger: true,
      input: reason('reviewRemark', L('驳回原因', 'Reason for rejection', '駁回原因', 'Motivo da rejeição')),
      event: 'rejected',
    },
    setAbnormal: {
      label: L('标记异常', 'Set abnormal', '標記異常', 'Marcar anomalia'),
      field: 'abnormalFlag',
      from: [AbnormalFlag.Normal],
      to: AbnormalFlag.Abnormal,
      danger: true,
      input: reason('abnormalReason', L('异常原因', 'Abnormal reason', '異常原因', 'Motivo da anomalia')),
      event: 'flaggedAbnormal',
    },
    clearAbnormal: {
      label: L('解除异常', 'Clear abnormal', '解除異常', 'Remover anomalia'),
      field: 'abnormalFlag',
      from: [AbnormalFlag.Abnormal],
      to: AbnormalFlag.Normal,
      permission: `${name}:setAbnormal`,
      // Optional, and not a column: it goes on the order's timeline entry (and the event).
      input: {
        clearReason: {
          type: 'string',
          label: L('解除原因', 'Reason for clearing', '解除原因', 'Motivo da remoção'),
          max: 200,
        },
      },
      event: 'abnormalCleared',
    },
    markPrinted: {
      label: L('标记已打印', 'Mark printed', '標記已列印', 'Marcar impresso'),
      field: 'printState',
      from: [PrintState.ToPrint],
      to: PrintState.Printed,
      event: 'printed',
    },
  };
}

type OrderSide = 'merchant' | 'factory' | 'search';

/**
 * The order search's piece code: the exact code of one of the factory's pieces (its label, e.g.
 * WO202611280025-001, or a reprint's …-R1) finds the order it was made for. Pieces are production's
 * rows, not a column of the order: the server's search hook asks production for the condition.
 */
const PIECE_CODE_SEARCH: FieldDef = {
  type: 'string',
  label: L('件号', 'Piece code', '件號', 'Código da peça'),
  max: 64,
  search: 'eq',
  searchOnly: true,
  help: L(
    '生产件的完整件号（含补打件）',
    "A production piece's full code (reprints too)",
    '生產件的完整件號（含補打件）',
    'Código completo de uma peça (reimpressões também)',
  ),
};

/** The kind of work of each order list that holds one kind (the default kind of the lines added through it). */
export const ORDER_LIST_KIND: Readonly<Record<string, number>> = {
  merchantDtgOrder: PrintKind.Dtg,
  merchantHeatOrder: PrintKind.Heat,
  order: PrintKind.Dtg,
  heatOrder: PrintKind.Heat,
};

function orderResource(name: string, side: OrderSide, title: FieldDef['label']) {
  const printKind = ORDER_LIST_KIND[name];
  if (side === 'search') {
    // The factory's order search: every order of its customers from submission on, in any state,
    // by any code, the tracking number or the code of a piece made for it; read only (the desk's
    // lists act on them).
    const { orderCode, ...rest } = orderFields('factory');
    return defineResource({
      name,
      table: 'oms_order',
      scope: 'tenant',
      title,
      // The piece code right after the order code: what a scanned or read label gives, in the
      // search form's first row.
      fields: { orderCode: orderCode as FieldDef, pieceCode: PIECE_CODE_SEARCH, ...rest },
      children: ORDER_CHILDREN,
      tenantColumn: 'factory_tenant_id',
      actions: ['page', 'detail', 'export'],
      defaultSort: [{ field: 'orderTime', order: 'desc' }],
      pageColumns: 'list',
    });
  }
  const input: ResourceInput<Record<string, FieldDef>> = {
    name,
    table: 'oms_order',
    scope: 'tenant',
    title,
    fields: orderFields(side),
    children: ORDER_CHILDREN,
    uniques: [{ fields: ['orderCode'] }],
    defaultSort: [{ field: 'orderTime', order: 'desc' }],
    // The desks are read all day: a page row is the list's columns (the drawer and the form read the detail).
    pageColumns: 'list',
    tabs: side === 'merchant' ? MERCHANT_TABS : FACTORY_TABS,
    // The orders with at least one line of the list's kind (mixed orders are in both lists).
    ...(printKind ? { fixed: { printKind: orderKindsWith(printKind) } } : {}),
    ...(side === 'merchant'
      ? {
          actions: ['page', 'list', 'detail', 'add', 'update', 'delete', 'batchDelete', 'export'],
          transitions: MERCHANT_TRANSITIONS,
          // A draft (a rejected order is one again) is the merchant's to change; once submitted it is the factory's.
          editableWhen: { submitState: SubmitState.Draft },
          deletableWhen: { submitState: SubmitState.Draft },
        }
      : {
          tenantColumn: 'factory_tenant_id',
          actions: ['page', 'list', 'detail', 'export'],
          transitions: factoryTransitions(name),
        }),
  };
  return defineResource(input);
}

const ORDERS_TITLE = L('订单管理', 'Order management', '訂單管理', 'Gestão de pedidos');
export const merchantOrderResource = orderResource('merchantOrder', 'merchant', ORDERS_TITLE);
export const merchantDtgOrderResource = orderResource(
  'merchantDtgOrder',
  'merchant',
  L('直喷订单', 'Direct-print orders', '直噴訂單', 'Pedidos de impressão direta'),
);
export const merchantHeatOrderResource = orderResource(
  'merchantHeatOrder',
  'merchant',
  L('烫画订单', 'Heat-print orders', '燙畫訂單', 'Pedidos de transfer'),
);
export const factoryOrderResource = orderResource(
  'order',
  'factory',
  L('订单列表', 'Order list', '訂單列表', 'Lista de pedidos'),
);
export const factoryHeatOrderResource = orderResource(
  'heatOrder',
  'factory',
  L('烫画订单列表', 'Heat-print order list', '燙畫訂單列表', 'Lista de pedidos de transfer'),
);

export const orderSearchResource = orderResource(
  'orderSearch',
  'search',
  L('订单查询', 'Order search', '訂單查詢', 'Busca de pedidos'),
);

/** Every declaration on `oms_order`, by side. */
export const MERCHANT_ORDER_RESOURCES = [merchantOrderResource, merchantDtgOrderResource, merchantHeatOrderResource];
export const FACTORY_ORDER_RESOURCES = [factoryOrderResource, factoryHeatOrderResource, orderSearchResource];
