import type { LocalizedText } from '../i18n/labels.ts';
import { factoryOrderResource, merchantOrderResource } from './order.ts';
import { L } from './text.ts';

/** One entry of an order's timeline (`GET /api/{order resource}/timeline?id=`), oldest first. */
export interface OrderLogEntry {
  id: number;
  /** `add`, `update`, or a transition name (`submit`, `audit`, `reject`, …). */
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
};

/** The label of a timeline action: a write, or a transition of either side. */
export function orderActionLabel(action: string): LocalizedText {
  const transition = [...merchantOrderResource.transitionList, ...factoryOrderResource.transitionList].find(
    (t) => t.name === action,
  );
  return WRITES[action] ?? transition?.label ?? L(action, action, action, action);
}
