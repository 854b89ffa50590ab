import type { LocalizedText } from '../i18n/labels.ts';
import { orderAggregate } from './aggregate.ts';
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
  // Marketplace sync (issue 14): pulled, changed on the platform (a cancel there is a system transition: orderAggregate).
  sync: L('平台同步', 'Pulled from the platform', '平台同步', 'Sincronizado da plataforma'),
  resync: L('平台同步更新', 'Updated from the platform', '平台同步更新', 'Atualizado pela plataforma'),
  // The factory's shipping returns against the order (returns.ts); the reason column names the return.
  returnRegistered: L('登记发货退回', 'Return registered', '登記出貨退回', 'Devolução registrada'),
  returnReceived: L('退回收货入库', 'Return received', '退回收貨入庫', 'Devolução recebida'),
  returnClosed: L('退回单关闭', 'Return closed', '退回單關閉', 'Devolução encerrada'),
  returnCancelled: L('退回单作废', 'Return cancelled', '退回單作廢', 'Devolução cancelada'),
  returnDeleted: L('退回单删除', 'Return deleted', '退回單刪除', 'Devolução excluída'),
};

/** The label of a timeline action: a write, or a transition of either side or of the system (orderAggregate). */
export function orderActionLabel(action: string): LocalizedText {
  const transition = [
    ...merchantOrderResource.transitionList,
    ...factoryOrderResource.transitionList,
    ...orderAggregate.transitionList,
  ].find((t) => t.name === action);
  return WRITES[action] ?? transition?.label ?? L(action, action, action, action);
}
