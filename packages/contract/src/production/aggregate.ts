import { L } from '../orders/text.ts';
import { defineAggregate } from '../resources/aggregate.ts';
import {
  PIECE_STATE_OPTIONS,
  PieceState,
  TRANSFER_STATE_OPTIONS,
  TransferState,
  WORK_ORDER_STATE_OPTIONS,
  WorkOrderState,
} from './states.ts';

/**
 * A piece's or a batch's print files sent to the hot folder (image transfer, a print scan's file drop, a retry):
 * transferred, or failed with the reason — by a user (the transfer page, a scan) or the system (a job). Sent
 * again in the same outcome (a second transfer, a second failure) the state does not move: only the counts
 * and the reason change (modules/production/transfer/transfer-state.ts).
 */
function transferTransitions() {
  return {
    filesTransferred: {
      label: L('图片已传输', 'Files transferred', '圖片已傳輸', 'Arquivos transferidos'),
      side: 'factory',
      actor: 'both',
      field: 'transferState',
      from: [TransferState.None, TransferState.Failed],
      to: TransferState.Done,
    },
    filesFailed: {
      label: L('图片传输失败', 'File transfer failed', '圖片傳輸失敗', 'Falha na transferência'),
      side: 'factory',
      actor: 'both',
      field: 'transferState',
      from: [TransferState.None, TransferState.Done],
      to: TransferState.Failed,
    },
  } as const;
}

/**
 * Production's aggregates (issue 34): the piece (`pro_piece`) and the work order (`pro_work_order`), in the
 * factory's tenant, and the transitions the system makes on them when an order is cancelled
 * (modules/production/work-orders/withdraw.ts, the listener of `orders.cancelled`): each guarded by its
 * from-state in SQL, logged in the change log and evented as `piece.withdrawn` / `workOrder.cancelledWithOrder`.
 * The floor's scans (a piece through its processes) are still set-based statements of their own; they are
 * the next to move here.
 */
export const pieceAggregate = defineAggregate({
  name: 'piece',
  table: 'pro_piece',
  sides: { factory: 'tenant_id' },
  stateFields: {
    state: { column: 'state', options: PIECE_STATE_OPTIONS },
    transferState: { column: 'transfer_state', options: TRANSFER_STATE_OPTIONS },
  },
  transitions: {
    ...transferTransitions(),
    // Only a piece never scanned, outside an audited batch (its files may be on the printer): the rest goes on.
    withdrawn: {
      label: L('订单取消，撤回', 'Order cancelled: withdrawn', '訂單取消，撤回', 'Pedido cancelado: retirada'),
      side: 'factory',
      field: 'state',
      from: [PieceState.Waiting],
      to: PieceState.Withdrawn,
    },
  },
});

export const workOrderAggregate = defineAggregate({
  name: 'workOrder',
  table: 'pro_work_order',
  sides: { factory: 'tenant_id' },
  stateFields: { state: { column: 'state', options: WORK_ORDER_STATE_OPTIONS } },
  transitions: {
    // A work order with nothing left to make: not released, released with no live piece, merged into one not
    // released yet, or a merge whose every order left it.
    cancelledWithOrder: {
      label: L(
        '订单取消，工单取消',
        'Order cancelled: work order cancelled',
        '訂單取消，工單取消',
        'Pedido cancelado: ordem cancelada',
      ),
      side: 'factory',
      field: 'state',
      from: [WorkOrderState.Pending, WorkOrderState.Released, WorkOrderState.Merged],
      to: WorkOrderState.Cancelled,
    },
    // A merge split by a planner (the merge's own `split` button): the work orders merged into it are
    // pending again, each with its own line, as before the merge.
    unmerged: {
      label: L(
        '合并拆分，恢复待下达',
        'Merge split: to release again',
        '合併拆分，恢復待下達',
        'Fusão desfeita: a liberar de novo',
      ),
      side: 'factory',
      actor: 'user',
      field: 'state',
      from: [WorkOrderState.Merged],
      to: WorkOrderState.Pending,
    },
  },
});

/** A print batch (`pro_batch`): its files sent to the hot folder (image transfer), declared like a piece's. */
export const batchAggregate = defineAggregate({
  name: 'batch',
  table: 'pro_batch',
  sides: { factory: 'tenant_id' },
  stateFields: { transferState: { column: 'transfer_state', options: TRANSFER_STATE_OPTIONS } },
  transitions: transferTransitions(),
});
