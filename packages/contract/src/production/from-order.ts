import { z } from 'zod';
import { idSchema, tooLong } from '../schemas/common.ts';

/**
 * A work order made by hand from one order (product spec §5: "only one product or order selectable"):
 * the factory planner picks a passed order of the factory and production makes the work orders of
 * its mapped lines that have none yet — the listener's work, on demand (after a pending work order of
 * the order was deleted, or for a line mapped after review). Both calls need `workOrder:add`.
 */

/** `GET /api/workOrder/orderChoices?keyword=`: a part of the order code or the external id. */
export const workOrderOrderChoicesQuerySchema = z.object({
  keyword: z
    .string({ error: 'notText' })
    .trim()
    .max(64, { error: tooLong(64) })
    .nullish(),
});
export type WorkOrderOrderChoicesQuery = z.input<typeof workOrderOrderChoicesQuerySchema>;

/** At most this many orders answer one orderChoices call (newest first). */
export const WORK_ORDER_ORDER_CHOICES_LIMIT = 20;

/** One order the planner can make work orders from. */
export interface WorkOrderOrderChoice {
  id: number;
  orderCode: string;
  /** The factory's customer name of the merchant, else the name written on the order. */
  merchantName: string | null;
  /** "yyyy-MM-dd HH:mm:ss" in the tenant's zone. */
  orderTime: string;
  /** Mapped lines without a live work order: what fromOrder would make. */
  lines: number;
}

/** `POST /api/workOrder/fromOrder {orderId}`. */
export const workOrderFromOrderInputSchema = z.object({ orderId: idSchema });
export type WorkOrderFromOrderInput = z.input<typeof workOrderFromOrderInputSchema>;

/** What fromOrder made: one work order per mapped line that had none. */
export interface WorkOrderFromOrderAnswer {
  count: number;
  /** The codes of the work orders made, in line order. */
  codes: string[];
}
