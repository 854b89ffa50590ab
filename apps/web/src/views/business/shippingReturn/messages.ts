import { messagesByLanguage } from '../../../i18n/rows.ts';

/** Texts of the shipping-return page (factory), under `shippingReturn`. */
const MESSAGES = messagesByLanguage({
  summary: ['退回信息', 'Return', '退回資訊', 'Devolução'],
  lines: ['退回明细', 'Returned lines', '退回明細', 'Itens devolvidos'],
  order: ['已发货订单', 'Shipped order', '已出貨訂單', 'Pedido enviado'],
  orderPlaceholder: [
    '输入订单号、运单号或外部单号搜索',
    'Search by order code, tracking number or external id',
    '輸入訂單號、運單號或外部單號搜尋',
    'Busque pelo código, rastreio ou id externo',
  ],
  orderRequired: ['请选择订单', 'Choose the order', '請選擇訂單', 'Escolha o pedido'],
  noOrders: [
    '没有可退回的已发货订单',
    'No shipped order found',
    '沒有可退回的已出貨訂單',
    'Nenhum pedido enviado encontrado',
  ],
  orderOption: [
    '{{code}} · {{merchant}} · {{tracking}}',
    '{{code}} · {{merchant}} · {{tracking}}',
    '{{code}} · {{merchant}} · {{tracking}}',
    '{{code}} · {{merchant}} · {{tracking}}',
  ],
  ordered: ['订购', 'Ordered', '訂購', 'Pedido'],
  returned: ['已退', 'Returned before', '已退', 'Já devolvido'],
  returnable: ['可退', 'Returnable', '可退', 'Devolvível'],
  quantity: ['本次退回', 'Returned now', '本次退回', 'Devolvido agora'],
  noLines: [
    '至少一行的退回数量大于 0',
    'Give at least one line a quantity above 0',
    '至少一行的退回數量大於 0',
    'Informe quantidade acima de 0 em pelo menos um item',
  ],
  chooseOrderFirst: [
    '先选择订单，明细会自动带出',
    'Choose the order: its lines appear here',
    '先選擇訂單，明細會自動帶出',
    'Escolha o pedido: os itens aparecem aqui',
  ],
  saved: ['已保存', 'Saved', '已儲存', 'Salvo'],
});

/** Mounted under `shippingReturn.*` (i18n/pageMessages.ts finds every messages file). */
export const MESSAGES_PART = { namespace: 'shippingReturn', messages: MESSAGES };
