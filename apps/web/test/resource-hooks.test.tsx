import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useActionMutation } from '../src/api/mutation.ts';
import { RequestError } from '../src/api/request.ts';
import { Providers } from '../src/app/Providers.tsx';
import { type TableQuery, useResourceTable } from '../src/components/resource/useResourceTable.ts';
import '../src/i18n/index.ts';

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    client,
    wrapper: ({ children }: { children: ReactNode }) => (
      <Providers>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </Providers>
    ),
  };
}

type Row = { id: number; name: string };

describe('useResourceTable', () => {
  it('pages, sorts, searches (back to page 1) and keeps the selection', async () => {
    const asked: TableQuery[] = [];
    const fetchPage = async (q: TableQuery) => {
      asked.push(q);
      const items = [{ id: q.page * 10 + 1, name: `row ${q.page}` }];
      return {
        page: q.page,
        pageSize: q.pageSize,
        total: 45,
        totalPages: 3,
        items,
        hasPrevPage: false,
        hasNextPage: true,
      };
    };
    const { wrapper: Wrapper } = wrapper();
    const { result } = renderHook(
      () =>
        useResourceTable<Row>({
          queryKey: (q) => ['demo', 'page', q],
          fetchPage,
          fixed: { typeId: 7 },
          selectable: true,
        }),
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 11, name: 'row 1' }]));
    expect(asked.at(-1)).toEqual({ typeId: 7, page: 1, pageSize: 20 });
    expect(result.current.total).toBe(45);

    // Page 3 of 10 rows, then a sort: back to page 1 with field/order.
    const onChange = result.current.tableProps.onChange as NonNullable<typeof result.current.tableProps.onChange>;
    act(() => onChange({ current: 3, pageSize: 10 }, {}, {}, { action: 'paginate', currentDataSource: [] }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ typeId: 7, page: 3, pageSize: 10 }));
    act(() =>
      (result.current.tableProps.onChange as typeof onChange)(
        { current: 3, pageSize: 10 },
        {},
        { columnKey: 'name', order: 'descend' },
        { action: 'sort', currentDataSource: [] },
      ),
    );
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({ typeId: 7, page: 1, pageSize: 10, field: 'name', order: 'descending' }),
    );
    expect(result.current.sortOrderOf('name')).toBe('descend');
    expect(result.current.sortOrderOf('code')).toBeNull();

    // Select on this page, go to page 2: the selection stays; search goes back to page 1 (fixed wins).
    act(() => result.current.tableProps.rowSelection?.onChange?.([11, 12], [], { type: 'multiple' }));
    act(() =>
      (result.current.tableProps.onChange as typeof onChange)(
        { current: 2, pageSize: 10 },
        {},
        {},
        { action: 'paginate', currentDataSource: [] },
      ),
    );
    await waitFor(() => expect(result.current.paging.page).toBe(2));
    expect(result.current.selected).toEqual([11, 12]);
    act(() => result.current.search({ name: 'x', typeId: 99 }));
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({ name: 'x', typeId: 7, page: 1, pageSize: 10, field: 'name', order: 'descending' }),
    );
    act(() => result.current.unselect([11]));
    expect(result.current.selected).toEqual([12]);
  });
});

describe('useActionMutation', () => {
  it('is busy while running, toasts the success and refreshes the given queries', async () => {
    const { client, wrapper: Wrapper } = wrapper();
    let reads = 0;
    let finish: () => void = () => {};
    const { result } = renderHook(
      () => {
        useQuery({ queryKey: ['demo', 'page', {}], queryFn: async () => ++reads });
        return useActionMutation((id: number) => new Promise<number>((resolve) => (finish = () => resolve(id))), {
          success: (id) => `saved ${id}`,
          invalidate: [['demo']],
        });
      },
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(reads).toBe(1));
    let done: Promise<boolean> = Promise.resolve(false);
    act(() => {
      done = result.current.run(5);
    });
    await waitFor(() => expect(result.current.busy).toBe(true));
    await act(async () => finish());
    expect(await done).toBe(true);
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(await screen.findByText('saved 5')).toBeTruthy();
    await waitFor(() => expect(reads).toBe(2));
    expect(client.getQueryState(['demo', 'page', {}])?.status).toBe('success');
  });

  it('answers false on failure: a server refusal is left to the request layer, anything else is shown', async () => {
    const { wrapper: Wrapper } = wrapper();
    const { result } = renderHook(
      () => ({
        refused: useActionMutation(async () => {
          throw new RequestError('[R0007] refused', { code: 400 });
        }),
        broken: useActionMutation(async () => {
          throw new Error('network is down');
        }),
      }),
      { wrapper: Wrapper },
    );
    let ok = true;
    await act(async () => {
      ok = await result.current.refused.run();
    });
    expect(ok).toBe(false);
    // Not toasted twice: the request layer toasted it already (it is not shown by the hook).
    expect(screen.queryByText('[R0007] refused')).toBeNull();
    await act(async () => {
      ok = await result.current.broken.run();
    });
    expect(ok).toBe(false);
    expect(await screen.findByText('network is down')).toBeTruthy();
  });
});
