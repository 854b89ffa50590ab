import { L } from '../orders/text.ts';
import { defineAggregate } from '../resources/aggregate.ts';
import { PIECE_STATE_OPTIONS, PieceState, WORK_ORDER_STATE_OPTIONS, WorkOrderState } from './states.ts';

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
  stateFields: { state: { column: 'state', options: PIECE_STATE_OPTIONS } },
  transitions: {
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
  },
});
