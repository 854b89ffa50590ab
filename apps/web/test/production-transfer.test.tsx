import { TransferState } from '@printfloor/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPageMessages } from '../src/i18n/index.ts';
import { resolveView, viewRegistry } from '../src/router/viewRegistry.ts';
import { fetchStub, grant, inEnglish, ok, renderAt } from './helpers.tsx';

const page = (items: object[]) =>
  ok({ page: 1, pageSize: 20, total: items.length, totalPages: 1, items, hasPrevPage: false, hasNextPage: false });

async function load(menu: string) {
  const view = resolveView(`/production/${menu}/index`, viewRegistry);
  if (view?.kind !== 'view') throw new Error(`/production/${menu}/index is not a view`);
  return (await view.load()).default;
}

const row = (id: number, code: string, transferState: number) => ({
  id,
  scope: 'batch',
  code,
  printKind: 1,
  quantity: 2,
  auditState: 1,
  transferState,
  transferCount: transferState === TransferState.None ? 0 : 1,
  transferTime: null,
  transferError: transferState === TransferState.Failed ? 'missing: no such folder' : null,
  fileCount: 0,
});

describe('image transfer and material detail image pages', { timeout: 60_000 }, () => {
  beforeAll(() => loadPageMessages());
  inEnglish({ emptyDictionaries: true });

  it('lists transfers; transfer for a new batch, retry for a failed one; filters go to the server', async () => {
    grant(['imageTransfer:page', 'imageTransfer:detail', 'imageTransfer:transfer', 'imageTransfer:retry']);
    const stub = fetchStub({
      'POST /api/imageTransfer/page': () => page([row(1, 'B-NEW', 0), row(2, 'B-FAILED', 2), row(3, 'B-DONE', 1)]),
      'POST /api/imageTransfer/transfer': { ...row(1, 'B-NEW', 1), files: [] },
      'POST /api/imageTransfer/retry': { ...row(2, 'B-FAILED', 1), files: [] },
    });
    renderAt('/factory/production/imageTransfer', createElement(await load('imageTransfer')));
    await screen.findByText('B-NEW');
    expect(screen.getByText('missing: no such folder')).toBeTruthy();
    expect(screen.queryByTestId('transfer-2')).toBeNull();
    expect(screen.queryByTestId('retry-1')).toBeNull();
    expect(screen.queryByTestId('transfer-3')).toBeNull();
    expect(screen.queryByTestId('retry-3')).toBeNull();
    fireEvent.click(screen.getByTestId('transfer-1'));
    await waitFor(() => expect(stub.paths()).toContain('POST /api/imageTransfer/transfer'));
    expect(stub.calls.find((c) => c.url.pathname.endsWith('/transfer'))?.body).toEqual({ id: 1, scope: 'batch' });
    fireEvent.click(screen.getByTestId('retry-2'));
    await waitFor(() => expect(stub.paths()).toContain('POST /api/imageTransfer/retry'));
    fireEvent.change(screen.getByTestId('filter-code'), { target: { value: 'B-F' } });
    fireEvent.click(screen.getByTestId('filter-search'));
    await waitFor(() =>
      expect(stub.calls.some((c) => (c.body as { code?: string } | undefined)?.code === 'B-F')).toBe(true),
    );
  });

  it('hides transfer and retry without their codes', async () => {
    grant(['imageTransfer:page']);
    fetchStub({ 'POST /api/imageTransfer/page': () => page([row(1, 'B-NEW', 0), row(2, 'B-FAILED', 2)]) });
    renderAt('/factory/production/imageTransfer', createElement(await load('imageTransfer')));
    await screen.findByText('B-NEW');
    expect(screen.queryByTestId('transfer-1')).toBeNull();
    expect(screen.queryByTestId('retry-2')).toBeNull();
    expect(screen.queryByText('Details')).toBeNull();
  });

  it('material detail image: the picking list of a work order, grouped, with its quantities', async () => {
    grant(['materialImage:page', 'materialImage:detail', 'materialImage:export']);
    const stub = fetchStub({
      'POST /api/materialImage/page': () =>
        page([
          {
            id: 5,
            code: 'WO-5',
            orderCode: 'SO-5',
            productName: 'Tee',
            skuCode: 'T-M',
            colour: 'white',
            size: 'M',
            quantity: 3,
            state: 1,
            demandDate: null,
          },
        ]),
      'POST /api/materialImage/pdf': () => ({ body: '%PDF-1.7', headers: { 'content-type': 'application/pdf' } }),
      'POST /api/materialImage/details': [
        {
          workOrder: { id: 5, code: 'WO-5', orderCode: 'SO-5', productName: 'Tee', quantity: 3, state: 1 },
          lines: [
            {
              group: 'blank',
              code: 'P1',
              name: 'Blank tee',
              colour: 'white',
              size: 'M',
              unit: null,
              quantity: 3,
              image: null,
            },
            {
              group: 'material',
              code: 'INK',
              name: 'White ink',
              colour: null,
              size: null,
              unit: 'ml',
              quantity: 4.5,
              image: null,
            },
          ],
        },
      ],
    });
    renderAt('/factory/production/materialImage', createElement(await load('materialImage')));
    await screen.findByText('WO-5');
    fireEvent.click(screen.getByTestId('picking-5'));
    const sheet = await screen.findByTestId('picking-sheet');
    expect(sheet.textContent).toContain('Blanks');
    expect(sheet.textContent).toContain('Materials');
    expect(sheet.textContent).toContain('White ink');
    expect(screen.getAllByTestId('pick-quantity').map((e) => e.textContent)).toEqual(['3', '4.5']);
    expect(stub.calls.find((c) => c.url.pathname === '/api/materialImage/details')?.body).toEqual({ ids: [5] });

    // Print: the server's PDF of the same work orders, opened in a window of its own.
    const win = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:picking');
    fireEvent.click(screen.getByTestId('picking-print'));
    await waitFor(() => expect(win.location.href).toBe('blob:picking'));
    expect(stub.calls.find((c) => c.url.pathname === '/api/materialImage/pdf')?.body).toEqual({ ids: [5] });
    open.mockRestore();
  });
});
