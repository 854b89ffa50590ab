import type { LocalizedText } from '../i18n/labels.ts';
import { factoryOrderResource, merchantOrderResource } from './order.ts';
import { L } from './text.ts';

/** One entry of an order's timeline (`GET /api/{order resource}/timeline?id=`), oldest first. */
export interface OrderLogEntry {
  id: number;
  /** `add`, `update`, a transition name (`submit`, `audit`, `reject`, …) or a return's (`returnRegistered`, …). */
  action: string;
  /** The state field a transition moved (`approvalState`, …), else null. */
  field: string | null;
  fromState: number | null;
  toState: number | null;
  reason: string | null;
  /** Which side acted. */
  bySide: 'merchant' | 'factory';
  byUserName: string | null;
  /** yyyy-MM-dd HH:mm:ss in the caller's zone. */
  time: string;
}

const WRITES: Record<string, LocalizedText> = {
  add: L('创建订单', 'Created', '建立訂單', 'Criado'),
  update: L('修改订单', 'Edited', '修改訂單', 'Editado'),
  import: L('Excel 导入', 'Imported from Excel', 'Excel 匯入', 'Importado do Excel'),
  reimport: L('Excel 重新导入', 'Updated by an Excel import', 'Excel 重新匯入', 'Atualizado por importação'),
  // Marketplace sync (issue 14): pulled, changed on the platform, cancelled on the platform (§4.1).
  sync: L('平台同步', 'Pulled from the platform', '平台同步', 'Sincronizado da plataforma'),
  resync: L('平台同步更新', 'Updated from the platform', '平台同步更新', 'Atualizado pela plataforma'),
  platformCancel: L(
    '平台取消，订单撤回',
    'Cancelled on the platform: withdrawn',
    '平台取消，訂單撤回',
    'Cancelado na plataforma: retirado',
  ),
  platformAbnormal: L(
    '平台取消，标记异常',
    'Cancelled on the platform: flagged abnormal',
    '平台取消，標記異常',
    'Cancelado na plataforma: marcado como anormal',
  ),
  // Production (issue 15): the order's state as its pieces move (modules/orders/production-progress.ts).
  inProduction: L('开始生产', 'In production', '開始生產', 'Em produção'),
  piecesPrinted: L('全部印花完成', 'Printed', '全部印花完成', 'Impresso'),
  productionCompleted: L(
    '质检通过，生产完成',
    'Quality passed, production completed',
    '品檢通過，生產完成',
    'Qualidade aprovada, produção concluída',
  ),
  // A cancelled order's work stopped by production (modules/orders/production-withdrawn.ts).
  productionWithdrawn: L(
    '订单取消，生产撤回',
    'Cancelled: withdrawn from production',
    '訂單取消，生產撤回',
    'Cancelado: retirado da produção',
  ),
  productionPartlyWithdrawn: L(
    '订单取消，部分已在生产，标记异常',
    'Cancelled: partly in production, flagged abnormal',
    '訂單取消，部分已在生產，標記異常',
    'Cancelado: parte já em produção, marcado como anormal',
  ),
  // The factory's shipping returns against the order (returns.ts); the reason column names the return.
  returnRegistered: L('登记发货退回', 'Return registered', '登記出貨退回', 'Devolução registrada'),
  returnReceived: L('退回收货入库', 'Return received', '退回收貨入庫', 'Devolução recebida'),
  returnClosed: L('退回单关闭', 'Return closed', '退回單關閉', 'Devolução encerrada'),
  returnCancelled: L('退回单作废', 'Return cancelled', '退回單作廢', 'Devolução cancelada'),
  returnDeleted: L('退回单删除', 'Return deleted', '退回單刪除', 'Devolução excluída'),
};

/** The label of a timeline action: a write, or a transition of either side. */
export function orderActionLabel(action: string): LocalizedText {
  const transition = [...merchantOrderResource.transitionList, ...factoryOrderResource.transitionList].find(
    (t) => t.name === action,
  );
  return WRITES[action] ?? transition?.label ?? L(action, action, action, action);
}
