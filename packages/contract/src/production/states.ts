import { opt } from '../orders/text.ts';
import type { EnumOption } from '../resources/define.ts';

/**
 * The states of production (issue 15; spec §4, factory-domain §4). Each is moved only by a
 * declared transition or by a scan, guarded in SQL; none is edited by a generic update.
 */

/**
 * Where a work order came from: a passed order line (created by production itself), by hand, or a
 * merge of pending work orders of one product (its pieces are made from the merged ones' lines).
 */
export const WorkOrderSource = { Order: 1, Manual: 2, Merged: 3 } as const;
/**
 * A work order: pending release → released (pieces and tasks exist) → closed; or cancelled before
 * release; or merged into another pending work order of its product (which makes its pieces).
 */
export const WorkOrderState = { Pending: 0, Released: 1, Closed: 2, Cancelled: 3, Merged: 4 } as const;
/** A piece (one garment): waiting for its first scan → in production → finished; scrapped (reprinted) or withdrawn. */
export const PieceState = { Waiting: 0, InProduction: 1, Finished: 2, Scrapped: 3, Withdrawn: 4 } as const;
/** A task (work order × route process). */
export const TaskState = { Waiting: 0, InProgress: 1, Done: 2 } as const;
/** A batch's audit (spec §4: pending / confirmed); unbound batches keep their row for the record. */
export const BatchAuditState = { Pending: 0, Audited: 1, Unbound: 2 } as const;
/** A heat-print batch (gang sheet) on the floor (spec §4: in progress, completed, fault). */
export const HeatBatchState = { InProgress: 1, Completed: 2, Fault: 3 } as const;
/** The last image transfer of a batch. */
export const TransferState = { None: 0, Done: 1, Failed: 2 } as const;
/** Which orders a batch holds (KornitX order size): single-piece, multi-piece, both. */
export const OrderSize = { Any: 0, Single: 1, Multi: 2, Mixed: 3 } as const;
/** How a batch was made (not a state: written once, when the batch is made): by a strategy's auto-batching, or by hand. */
export const BatchOrigin = { Strategy: 1, Manual: 2 } as const;
/** A work report: to be reported → reported → completed (audited). */
export const WorkReportState = { ToReport: 0, Reported: 1, Completed: 2 } as const;
/** A scan's verdict at a process. */
export const ScanResult = { Qualified: 1, Unqualified: 2 } as const;

export const WORK_ORDER_SOURCE_OPTIONS: readonly EnumOption[] = [
  opt(WorkOrderSource.Order, ['订单', 'Order', '訂單', 'Pedido'], 'primary'),
  opt(WorkOrderSource.Manual, ['手工', 'Manual', '手工', 'Manual'], 'info'),
  opt(WorkOrderSource.Merged, ['合并', 'Merged', '合併', 'Mesclada'], 'primary'),
];

export const WORK_ORDER_STATE_OPTIONS: readonly EnumOption[] = [
  opt(WorkOrderState.Pending, ['待下达', 'To release', '待下達', 'A liberar'], 'warning'),
  opt(WorkOrderState.Released, ['已下达', 'Released', '已下達', 'Liberada'], 'primary'),
  opt(WorkOrderState.Closed, ['已关闭', 'Closed', '已關閉', 'Encerrada'], 'success'),
  opt(WorkOrderState.Cancelled, ['已取消', 'Cancelled', '已取消', 'Cancelada'], 'danger'),
  opt(WorkOrderState.Merged, ['已合并', 'Merged', '已合併', 'Mesclada'], 'info'),
];

export const PIECE_STATE_OPTIONS: readonly EnumOption[] = [
  opt(PieceState.Waiting, ['待生产', 'Waiting', '待生產', 'Aguardando'], 'info'),
  opt(PieceState.InProduction, ['生产中', 'In production', '生產中', 'Em produção'], 'primary'),
  opt(PieceState.Finished, ['已完成', 'Finished', '已完成', 'Concluída'], 'success'),
  opt(PieceState.Scrapped, ['已报废', 'Scrapped', '已報廢', 'Descartada'], 'danger'),
  opt(PieceState.Withdrawn, ['已撤回', 'Withdrawn', '已撤回', 'Retirada'], 'warning'),
];

export const TASK_STATE_OPTIONS: readonly EnumOption[] = [
  opt(TaskState.Waiting, ['待开工', 'Waiting', '待開工', 'Aguardando'], 'info'),
  opt(TaskState.InProgress, ['进行中', 'In progress', '進行中', 'Em andamento'], 'primary'),
  opt(TaskState.Done, ['已完成', 'Done', '已完成', 'Concluída'], 'success'),
];

export const BATCH_AUDIT_STATE_OPTIONS: readonly EnumOption[] = [
  opt(BatchAuditState.Pending, ['待审核', 'Pending', '待審核', 'Pendente'], 'warning'),
  opt(BatchAuditState.Audited, ['已审核', 'Confirmed', '已審核', 'Confirmado'], 'success'),
  opt(BatchAuditState.Unbound, ['已解绑', 'Unbound', '已解除綁定', 'Desvinculado'], 'info'),
];

export const HEAT_BATCH_STATE_OPTIONS: readonly EnumOption[] = [
  opt(HeatBatchState.InProgress, ['进行中', 'In progress', '進行中', 'Em andamento'], 'primary'),
  opt(HeatBatchState.Completed, ['已完成', 'Completed', '已完成', 'Concluído'], 'success'),
  opt(HeatBatchState.Fault, ['故障', 'Fault', '故障', 'Falha'], 'danger'),
];

export const TRANSFER_STATE_OPTIONS: readonly EnumOption[] = [
  opt(TransferState.None, ['未传图', 'Not transferred', '未傳圖', 'Não transferido'], 'info'),
  opt(TransferState.Done, ['已传图', 'Transferred', '已傳圖', 'Transferido'], 'success'),
  opt(TransferState.Failed, ['传图失败', 'Transfer failed', '傳圖失敗', 'Falha na transferência'], 'danger'),
];

export const BATCH_ORIGIN_OPTIONS: readonly EnumOption[] = [
  opt(BatchOrigin.Strategy, ['策略分批', 'By strategy', '策略分批', 'Por estratégia'], 'primary'),
  opt(BatchOrigin.Manual, ['手工建批', 'By hand', '手工建批', 'Manual'], 'info'),
];

export const ORDER_SIZE_OPTIONS: readonly EnumOption[] = [
  opt(OrderSize.Any, ['不限', 'Any', '不限', 'Qualquer']),
  opt(OrderSize.Single, ['单件', 'Single-piece', '單件', 'Peça única']),
  opt(OrderSize.Multi, ['多件', 'Multi-piece', '多件', 'Várias peças']),
  opt(OrderSize.Mixed, ['混合', 'Mixed', '混合', 'Misto']),
];

export const WORK_REPORT_STATE_OPTIONS: readonly EnumOption[] = [
  opt(WorkReportState.ToReport, ['待报工', 'To be reported', '待報工', 'A apontar'], 'warning'),
  opt(WorkReportState.Reported, ['已报工', 'Reported', '已報工', 'Apontado'], 'primary'),
  opt(WorkReportState.Completed, ['已完成', 'Completed', '已完成', 'Concluído'], 'success'),
];

export const SCAN_RESULT_OPTIONS: readonly EnumOption[] = [
  opt(ScanResult.Qualified, ['合格', 'Qualified', '合格', 'Aprovada'], 'success'),
  opt(ScanResult.Unqualified, ['不合格', 'Unqualified', '不合格', 'Reprovada'], 'danger'),
];
