import type { OrderStatisticsInput, OrderStatisticsResult } from '@printfloor/contract';
import { http } from './request.ts';
import { download } from './resource.ts';

/** The report pages' own calls (apps/server/src/modules/orders/statistics-routes.ts). */
export const reportsApi = {
  /** POST /api/orderStatistics/page: a page of groups with the range's totals. */
  statisticsPage: (body: OrderStatisticsInput) => http.post<OrderStatisticsResult>('/api/orderStatistics/page', body),
  /** POST /api/orderStatistics/list: every group (the chart). */
  statisticsList: (body: OrderStatisticsInput) => http.post<OrderStatisticsResult>('/api/orderStatistics/list', body),
  /** POST /api/orderStatistics/export: every group and the totals as xlsx. */
  statisticsExport: (body: OrderStatisticsInput) =>
    download('/api/orderStatistics/export', 'POST', body, 'order-statistics.xlsx'),
};
