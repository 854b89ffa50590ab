import type { PageResult } from '@printfloor/contract';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type SortState = { field: string; order: 'ascending' | 'descending' } | null;

/** What a page call receives: the filters, the fixed values, the page and the sort (admin-net-contract §7). */
export interface TableQuery {
  page: number;
  pageSize: number;
  field?: string;
  order?: 'ascending' | 'descending';
  [filter: string]: unknown;
}

export interface ResourceTableOptions<Row> {
  /** The query key of one page, e.g. `noticeKeys.page` (the page query is its argument). */
  queryKey: (query: TableQuery) => QueryKey;
  /** Fetches one page. */
  fetchPage: (query: TableQuery) => Promise<PageResult<Row>>;
  /** Filters the page fixes (e.g. `{dictTypeId}`): always sent, never shown. */
  fixed?: Record<string, unknown>;
  defaultPageSize?: number;
  /** Rows can be selected for batch actions. */
  selectable?: boolean;
  /** Keep the last page shown while the next one loads (default true). */
  keepPrevious?: boolean;
  /** The search the list opens with (read once, e.g. from the page's URL). */
  initialFilters?: Record<string, unknown>;
}

/**
 * The headless state of a server-paged list (search, paging, sorting, selection) and the
 * props of its antd Table: a list page renders its own layout and spreads `tableProps`.
 * Searching or sorting goes back to page 1; selection survives paging.
 */
export function useResourceTable<Row extends { id: number }>({
  queryKey,
  fetchPage,
  fixed,
  defaultPageSize = 20,
  selectable = false,
  keepPrevious = true,
  initialFilters,
}: ResourceTableOptions<Row>) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Record<string, unknown>>(initialFilters ?? {});
  const [paging, setPaging] = useState({ page: 1, pageSize: defaultPageSize });
  const [sort, setSort] = useState<SortState>(null);
  const [selected, setSelected] = useState<number[]>([]);

  const query: TableQuery = {
    ...filters,
    ...fixed,
    page: paging.page,
    pageSize: paging.pageSize,
    ...(sort ? { field: sort.field, order: sort.order } : {}),
  };
  const pageQuery = useQuery({
    queryKey: queryKey(query),
    queryFn: () => fetchPage(query),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });

  /**
   * Applies new filters (from the search form) and goes back to page 1. Searching again for what is shown
   * asks the server again: on the floor, pressing Search is how a list is brought up to date (the new order
   * just submitted), and the same filters would otherwise keep the cached page.
   */
  const search = (next: Record<string, unknown>) => {
    if (paging.page === 1 && JSON.stringify(next) === JSON.stringify(filters)) void pageQuery.refetch();
    setFilters(next);
    setPaging((p) => ({ ...p, page: 1 }));
  };

  const onChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      const field = s?.columnKey ?? s?.field;
      setSort(
        s?.order && field ? { field: String(field), order: s.order === 'descend' ? 'descending' : 'ascending' } : null,
      );
      setPaging((p) => ({ ...p, page: 1 }));
      return;
    }
    setPaging({ page: pagination.current ?? 1, pageSize: pagination.pageSize ?? paging.pageSize });
  };

  /** The antd sort order of a column (for controlled `sortOrder`). */
  const sortOrderOf = (key: string) =>
    sort?.field === key ? (sort.order === 'descending' ? ('descend' as const) : ('ascend' as const)) : null;

  const data = pageQuery.data;
  const tableProps: TableProps<Row> = {
    rowKey: 'id',
    dataSource: data?.items ?? [],
    loading: pageQuery.isFetching,
    onChange,
    rowSelection: selectable
      ? {
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(Number)),
          preserveSelectedRowKeys: true,
        }
      : undefined,
    pagination: {
      current: paging.page,
      pageSize: paging.pageSize,
      total: data?.total ?? 0,
      showSizeChanger: true,
      pageSizeOptions: [10, 20, 50, 100],
      showTotal: (total) => t('resource.total', { total }),
    },
  };

  return {
    query,
    filters,
    search,
    paging,
    sort,
    sortOrderOf,
    selected,
    setSelected,
    /** Drops ids from the selection (e.g. after they were deleted). */
    unselect: (ids: readonly number[]) => setSelected((s) => s.filter((id) => !ids.includes(id))),
    rows: data?.items ?? [],
    total: data?.total ?? 0,
    pageQuery,
    refetch: () => void pageQuery.refetch(),
    tableProps,
  };
}

export type ResourceTable<Row extends { id: number }> = ReturnType<typeof useResourceTable<Row>>;
