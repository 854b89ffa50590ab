import type { BoardRangeInput } from '@printfloor/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dashboardApi } from '../../../api/dashboard.ts';
import { BOARD_REFRESH_MS } from './range.ts';

/** Where a board reads its figures: the workbench's call, or a report page's own (its button code). */
export type BoardSource = 'dashboard' | 'dataBoard' | 'productionOverview';

/** The production board of a range, refreshed live. */
export function useProductionBoard(
  range: BoardRangeInput,
  source: BoardSource = 'dashboard',
  refetchInterval = BOARD_REFRESH_MS,
) {
  return useQuery({
    queryKey: ['dashboard', 'production', source, range.from ?? '', range.to ?? ''],
    queryFn: () => (source === 'dashboard' ? dashboardApi.production(range) : dashboardApi.report(source, range)),
    refetchInterval,
    placeholderData: keepPreviousData,
  });
}
