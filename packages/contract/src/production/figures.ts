import { z } from 'zod';

/**
 * The production board (GET /api/dashboard/production): the figures the workbench, the data screen,
 * the visualisation boards and the report pages draw, for one date range of the tenant's calendar.
 * Computed in SQL by the production module (`productionBoard`) and the orders module (`orderDays`).
 */

/** Longest range one call may ask for (days, both ends included). */
export const BOARD_MAX_DAYS = 92;

/** Minutes of one busy slot: a printer printed at least one piece in it (see PrinterUse). */
export const PRINTER_SLOT_MINUTES = 10;

const boardDate = z
  .string({ error: 'invalidDate' })
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)), { error: 'invalidDate' });

const dayNumber = (v: string) => Math.round(Date.parse(`${v}T00:00:00Z`) / 86_400_000);

/** `from`, `to`: yyyy-MM-dd of the tenant's calendar (default: today; one end alone: that day); from ≤ to, at most BOARD_MAX_DAYS days. */
export const boardRangeSchema = z
  .object({ from: boardDate.optional(), to: boardDate.optional() })
  .superRefine((v, ctx) => {
    if (!v.from || !v.to) return;
    const days = dayNumber(v.to) - dayNumber(v.from) + 1;
    if (days < 1 || days > BOARD_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: 'invalidValue' });
  });

export type BoardRangeInput = z.input<typeof boardRangeSchema>;

/** Pieces waiting at one process (live pieces, waiting or in production, whose next scan is there). */
export interface WipByProcess {
  process: string;
  pieces: number;
}

/** One defect item's unqualified scans in the range, and its share of all scans in the range. */
export interface DefectByItem {
  defect: string;
  count: number;
  rate: number;
}

/**
 * One printer (device) in the range. A print scan is a scan at the piece's print step on a
 * workstation with a device. The printer is busy in a PRINTER_SLOT_MINUTES slot when it printed at
 * least one piece in it; utilisation = busy minutes / minutes of the range elapsed so far (the whole
 * day, not only the shifts).
 */
export interface PrinterUse {
  deviceId: number;
  device: string;
  printed: number;
  busyMinutes: number;
  utilisation: number;
}

/** Scans of one process per bucket (`buckets` of the board): qualified and unqualified. */
export interface OutputByProcess {
  process: string;
  qualified: number[];
  unqualified: number[];
}

/** Orders placed on one day of the range (the factory: its customers' submitted orders; a merchant: its own). */
export interface OrdersOfDay {
  date: string;
  total: number;
  pendingReview: number;
  passed: number;
  rejected: number;
  shipped: number;
  abnormal: number;
}

export interface ProductionBoard {
  /** The range answered, in the tenant's calendar and zone; `bucket`: hour when the range is one day. */
  range: { from: string; to: string; today: string; timeZone: string; bucket: 'hour' | 'day' };
  /** Bucket labels of `output`: `HH:00` (one day) or yyyy-MM-dd. */
  buckets: string[];
  /** Now: live pieces by the process they are to be scanned at next, most first. */
  wip: WipByProcess[];
  /** Now: live pieces past their demand date, due today, and all live pieces. */
  late: { overdue: number; dueToday: number; live: number };
  /** Scans in the range, unqualified ones, their rate, and by defect item (most first). */
  defects: { scans: number; unqualified: number; rate: number; items: DefectByItem[] };
  printers: PrinterUse[];
  output: OutputByProcess[];
  /** Pieces finished (their last scan) in the range. */
  finished: number;
  /** Null when the caller may not open the order list (the workbench's rule). */
  orders: OrdersOfDay[] | null;
  /** Successful logins per day of the range (the visit log). */
  logins: { date: string; count: number }[];
}
