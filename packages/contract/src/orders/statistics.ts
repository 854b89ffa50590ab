import { z } from 'zod';
import { daysBetween } from '../date-shortcuts.ts';

/**
 * Order statistics (menu Reports › Order statistics, service `orderStatistics`): the factory's
 * received orders of a date range (order time, the tenant's calendar) counted by state and summed
 * (pieces, amount), grouped by day, month, merchant, source or kind of work, with the range's totals.
 * "Received": what the factory's order desk holds — its customers' orders from submission on, and
 * the ones it rejected back to their merchants.
 */

/** The longest range one call may ask for (days, both ends included). */
export const ORDER_STATISTICS_MAX_DAYS = 366;

export const ORDER_STATISTICS_GROUPS = ['day', 'month', 'merchant', 'source', 'printKind'] as const;
export type OrderStatisticsGroup = (typeof ORDER_STATISTICS_GROUPS)[number];

const day = z
  .string({ error: 'invalidDate' })
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)), { error: 'invalidDate' });

/** `from`, `to` (yyyy-MM-dd, both included, at most ORDER_STATISTICS_MAX_DAYS days), the grouping and filters. */
export const orderStatisticsInputSchema = z
  .object({
    from: day,
    to: day,
    groupBy: z.enum(ORDER_STATISTICS_GROUPS, { error: 'invalidValue' }).default('day'),
    /** Orders whose lines are all direct print (1), all heat transfer (2) or both (3). */
    printKind: z.coerce.number().int().min(1).max(3).nullish(),
    source: z.coerce.number().int().min(1).max(3).nullish(),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(500).default(20),
  })
  .superRefine((v, ctx) => {
    const days = daysBetween(v.from, v.to);
    if (days < 1 || days > ORDER_STATISTICS_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'invalidValue' });
  });
export type OrderStatisticsInput = z.input<typeof orderStatisticsInputSchema>;

/** One group's figures (or the range's totals). Amounts are exact decimals as text. */
export interface OrderStatisticsRow {
  /** yyyy-MM-dd, yyyy-MM, the merchant tenant's id, the source or the kind (as text); '' for the totals. */
  key: string;
  label: string;
  orders: number;
  /** Pieces (the lines' quantities). */
  pieces: number;
  amount: string;
  freight: string;
  pendingReview: number;
  passed: number;
  rejected: number;
  cancelled: number;
  inProduction: number;
  completed: number;
  shipped: number;
  abnormal: number;
  /** Passed of reviewed (passed + rejected), percent with one decimal; null with none reviewed. */
  passRate: number | null;
}

export interface OrderStatisticsResult {
  items: OrderStatisticsRow[];
  /** Groups in the range (the page holds `pageSize` of them). */
  total: number;
  page: number;
  pageSize: number;
  totals: OrderStatisticsRow;
}
