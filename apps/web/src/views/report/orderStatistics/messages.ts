import { messagesByLanguage } from '../../../i18n/rows.ts';

/** Texts of Reports › Order statistics, under `orderStatistics`. */
const MESSAGES = messagesByLanguage({
  range: ['下单日期', 'Order date', '下單日期', 'Data do pedido'],
  groupBy: ['分组', 'Group by', '分組', 'Agrupar por'],
  day: ['按日', 'Day', '按日', 'Dia'],
  month: ['按月', 'Month', '按月', 'Mês'],
  merchant: ['按商户', 'Merchant', '按商戶', 'Comerciante'],
  source: ['按来源', 'Source', '按來源', 'Origem'],
  printKind: ['按印花方式', 'Print kind', '按印花方式', 'Tipo de impressão'],
  allKinds: ['全部印花方式', 'All print kinds', '全部印花方式', 'Todos os tipos'],
  allSources: ['全部来源', 'All sources', '全部來源', 'Todas as origens'],
  export: ['导出', 'Export', '匯出', 'Exportar'],
  group: ['分组', 'Group', '分組', 'Grupo'],
  orders: ['订单数', 'Orders', '訂單數', 'Pedidos'],
  pieces: ['件数', 'Pieces', '件數', 'Peças'],
  amount: ['金额', 'Amount', '金額', 'Valor'],
  freight: ['运费', 'Freight', '運費', 'Frete'],
  pendingReview: ['待审核', 'Pending review', '待審核', 'Aguardando revisão'],
  passed: ['审核通过', 'Passed', '審核通過', 'Aprovados'],
  rejected: ['审核驳回', 'Rejected', '審核駁回', 'Rejeitados'],
  cancelled: ['已取消', 'Cancelled', '已取消', 'Cancelados'],
  inProduction: ['生产中', 'In production', '生產中', 'Em produção'],
  completed: ['生产完成', 'Completed', '生產完成', 'Concluídos'],
  shipped: ['已发货', 'Shipped', '已出貨', 'Enviados'],
  abnormal: ['异常', 'Abnormal', '異常', 'Anormais'],
  passRate: ['审核通过率', 'Pass rate', '審核通過率', 'Taxa de aprovação'],
  total: ['合计', 'Total', '合計', 'Total'],
  chart: ['订单趋势', 'Orders', '訂單趨勢', 'Pedidos'],
  empty: ['该范围内没有订单', 'No orders in this range', '該範圍內沒有訂單', 'Nenhum pedido neste período'],
});

/** Mounted under `orderStatistics.*` (i18n/pageMessages.ts finds every messages file). */
export const MESSAGES_PART = { namespace: 'orderStatistics', messages: MESSAGES };
