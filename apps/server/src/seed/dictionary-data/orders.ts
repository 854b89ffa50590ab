import type { DictSpec } from './types.ts';

/** Order, store, settlement and payment states of spec §4. */
export const ORDER_DICTS: readonly DictSpec[] = [
  {
    code: 'order_approval_status',
    name: '订单审核状态',
    en: 'Order approval status',
    rows: [
      ['pending_review', '待审核', 'Pending review', '待審核', 'Aguardando revisão', 'warning'],
      ['passed', '审核通过', 'Passed', '審核通過', 'Aprovado', 'success'],
      ['rejected', '审核驳回', 'Rejected', '審核駁回', 'Rejeitado', 'danger'],
    ],
  },
  {
    code: 'order_payment_status',
    name: '订单支付状态',
    en: 'Order payment status',
    rows: [
      ['unpaid', '未支付', 'Unpaid', '未支付', 'Não pago', 'warning'],
      ['paid', '已支付', 'Paid', '已支付', 'Pago', 'success'],
    ],
  },
  {
    code: 'order_shipping_status',
    name: '订单发货状态',
    en: 'Order shipping status',
    rows: [
      ['not_shipped', '未发货', 'Not shipped', '未出貨', 'Não enviado', 'info'],
      ['shipped', '已发货', 'Shipped', '已出貨', 'Enviado', 'success'],
    ],
  },
  {
    code: 'order_abnormal_flag',
    name: '订单异常标识',
    en: 'Order abnormal flag',
    rows: [
      ['normal', '正常', 'Normal', '正常', 'Normal', 'success'],
      ['abnormal', '异常', 'Abnormal', '異常', 'Anormal', 'danger'],
    ],
  },
  {
    code: 'order_print_status',
    name: '订单打印状态',
    en: 'Order print status',
    rows: [
      ['to_print', '待打印', 'To print', '待列印', 'A imprimir', 'warning'],
      ['printed', '已打印', 'Printed', '已列印', 'Impresso', 'success'],
    ],
  },
  {
    code: 'order_production_status',
    name: '订单生产状态',
    en: 'Order production status',
    rows: [
      ['not_started', '未生产', 'Not started', '未生產', 'Não iniciado', 'info'],
      ['in_production', '生产中', 'In production', '生產中', 'Em produção', 'primary'],
      ['completed', '已完成', 'Completed', '已完成', 'Concluído', 'success'],
    ],
  },
  {
    code: 'store_order_status',
    name: '店铺订单状态',
    en: 'Store order status',
    rows: [
      ['wait_audit', '待审核', 'Waiting audit', '待審核', 'Aguardando auditoria', 'warning'],
      ['wait_pay', '待付款', 'Waiting payment', '待付款', 'Aguardando pagamento', 'warning'],
      ['wait_ship', '待发货', 'Waiting shipment', '待出貨', 'Aguardando envio', 'primary'],
      ['closed', '已关闭', 'Closed', '已關閉', 'Fechado', 'info'],
    ],
  },
  {
    code: 'platform_push_status',
    name: '平台推送状态',
    en: 'Platform push status',
    rows: [
      ['waiting_push', '待推送', 'Waiting push', '待推送', 'Aguardando envio', 'warning'],
      ['pushed', '已推送', 'Pushed', '已推送', 'Enviado', 'success'],
    ],
  },
  {
    code: 'settlement_status',
    name: '结算状态',
    en: 'Settlement status',
    rows: [
      ['unsettled', '未结算', 'Unsettled', '未結算', 'Não liquidado', 'warning'],
      ['processing', '结算中', 'Processing', '結算中', 'Em processamento', 'primary'],
      ['settled', '已结算', 'Settled', '已結算', 'Liquidado', 'success'],
    ],
  },
  {
    code: 'payment_order_status',
    name: '支付订单状态',
    en: 'Payment order status',
    rows: [
      ['pending_payment', '待支付', 'Pending payment', '待支付', 'Pagamento pendente', 'warning'],
      ['paid', '已支付', 'Paid', '已支付', 'Pago', 'success'],
      ['cancelled', '已取消', 'Cancelled', '已取消', 'Cancelado', 'info'],
      ['invoiced', '已开票', 'Invoiced', '已開票', 'Faturado', 'primary'],
    ],
  },
  {
    code: 'platform',
    name: '电商平台',
    en: 'Platforms',
    rows: [
      ['jushuitan', '聚水潭', 'Jushuitan', '聚水潭', 'Jushuitan'],
      ['eccang', '易仓', 'EcCang', '易倉', 'EcCang'],
      ['mabang', '马帮', 'Mabang', '馬幫', 'Mabang'],
      ['temu', 'TEMU', 'TEMU', 'TEMU', 'TEMU'],
      ['tiktok', 'TikTok', 'TikTok', 'TikTok', 'TikTok'],
      ['shein', 'SHEIN', 'SHEIN', 'SHEIN', 'SHEIN'],
      ['aliexpress', '速卖通', 'AliExpress', '速賣通', 'AliExpress'],
      ['amazon', '亚马逊', 'Amazon', '亞馬遜', 'Amazon'],
    ],
  },
  {
    code: 'shop_region',
    name: '店铺区域',
    en: 'Shop regions',
    rows: [
      ['domestic', '国内', 'Domestic', '國內', 'Nacional'],
      ['cross_border', '跨境', 'Cross-border', '跨境', 'Internacional'],
    ],
  },
  {
    code: 'shop_property',
    name: '店铺属性',
    en: 'Shop properties',
    rows: [
      ['real', '真实店铺', 'Real', '真實店鋪', 'Real'],
      ['virtual', '虚拟店铺', 'Virtual', '虛擬店鋪', 'Virtual'],
    ],
  },
  {
    code: 'temu_shop_type',
    name: 'Temu店铺类型',
    en: 'Temu shop types',
    rows: [
      ['fully_managed', '全托管', 'Fully managed', '全託管', 'Totalmente gerenciada'],
      ['semi_managed', '半托管', 'Semi-managed', '半託管', 'Semigerenciada'],
      ['local', '本土店', 'Local', '本土店', 'Local'],
    ],
  },
  {
    code: 'tiktok_region_type',
    name: 'TikTok区域类型',
    en: 'TikTok region types',
    rows: [
      ['us', '美国', 'United States', '美國', 'Estados Unidos'],
      ['uk', '英国', 'United Kingdom', '英國', 'Reino Unido'],
      ['eu', '欧洲', 'Europe', '歐洲', 'Europa'],
      ['sea', '东南亚', 'Southeast Asia', '東南亞', 'Sudeste Asiático'],
    ],
  },
  {
    code: 'shop_auth_status',
    name: '店铺授权状态',
    en: 'Shop authorization status',
    rows: [
      ['unauthorized', '未授权', 'Not authorized', '未授權', 'Não autorizado', 'info'],
      ['authorized', '已授权', 'Authorized', '已授權', 'Autorizado', 'success'],
      ['expired', '已过期', 'Expired', '已過期', 'Expirado', 'danger'],
    ],
  },
];
