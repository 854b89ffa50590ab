import { useQuery } from '@tanstack/react-query';
import { dashboardApi } from '../../../api/dashboard.ts';
import { useRoutesList } from '../../../stores/routesList.ts';

export const OVERVIEW_KEY = ['dashboard', 'overview'] as const;
export const TODO_KEY = ['dashboard', 'todo'] as const;
export const NOTICES_KEY = ['dashboard', 'notices'] as const;

/** Data screen refresh period (issue 3: every 30 s). */
export const SCREEN_REFRESH_MS = 30_000;

export function useOverview(refetchInterval?: number) {
  return useQuery({ queryKey: OVERVIEW_KEY, queryFn: dashboardApi.overview, refetchInterval });
}

export function useTodo() {
  return useQuery({ queryKey: TODO_KEY, queryFn: dashboardApi.todo });
}

export function useNotices(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...NOTICES_KEY, page, pageSize],
    queryFn: () => dashboardApi.noticesReceived(page, pageSize),
  });
}

/** True when the user's menu has a page at `path` (links to pages the user cannot open are hidden). */
export function useHasRoute(path: string): boolean {
  return useRoutesList((s) => s.flatRoutes.some((r) => r.path === path));
}
