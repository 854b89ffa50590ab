import { type WorkOrderOrderChoice, workOrderResource } from '@printfloor/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPageMessages } from '../src/i18n/index.ts';
import WorkOrderPage from '../src/views/production/workOrder/index.tsx';
import { fetchStub, grant, inEnglish, ok, renderAt, type StubCall } from './helpers.tsx';

const CHOICE: WorkOrderOrderChoice = {
  id: 41,
  orderCode: 'SO202601020001',
  merchantName: 'Demo shop',
  orderTime: '2026-01-02 09:30:00',
  lines: 2,
};
const emptyPage = () =>
  ok({ page: 1, pageSize: 20, total: 0, totalPages: 0, items: [], hasPrevPage: false, hasNextPage: false });
const choicesCalls = (calls: StubCall[]) => calls.filter((c) => c.url.pathname === '/api/workOrder/orderChoices');

/**
 * The work order page's "From order" (FromOrderDialog): shown with workOrder:add; the orders are
 * searched as you type (debounced), one is picked, OK makes its work orders, names the codes and
 * refreshes the list; a refusal stays in the dialog.
 */
describe('work orders: From order', { timeout: 30_000 }, () => {
  beforeAll(() => loadPageMessages());
  inEnglish({ emptyDictionaries: true });

  it('is a toolbar button only with workOrder:add', async () => {
    grant([workOrderResource.permissions.page]);
    fetchStub({ 'POST /api/workOrder/page': emptyPage });
    const view = renderAt('/factory/production/workOrder', <WorkOrderPage />);
    await screen.findByTestId('resource-page-workOrder');
    expect(screen.queryByTestId('from-order')).toBeNull();
    view.unmount();

    grant([workOrderResource.permissions.page, workOrderResource.permissions.add]);
    renderAt('/factory/production/workOrder', <WorkOrderPage />);
    expect((await screen.findByTestId('from-order')).textContent).toContain('From order');
  });

  it('searches the orders as you type, makes the picked one, names the codes and refreshes the list', async () => {
    grant(Object.values(workOrderResource.permissions));
    const stub = fetchStub({
      'POST /api/workOrder/page': emptyPage,
      'GET /api/workOrder/orderChoices': (call) =>
        ok(call.url.searchParams.get('keyword') === 'SO2026' || !call.url.searchParams.get('keyword') ? [CHOICE] : []),
      'POST /api/workOrder/fromOrder': { count: 2, codes: ['WO0001', 'WO0002'] },
    });
    renderAt('/factory/production/workOrder', <WorkOrderPage />);
    fireEvent.click(await screen.findByTestId('from-order'));
    const dialog = await screen.findByTestId('from-order-dialog');
    const combobox = within(dialog).getByRole('combobox');
    // Nothing picked: OK is disabled.
    expect((screen.getByTestId('from-order-submit') as HTMLButtonElement).disabled).toBe(true);

    // Opened: the newest orders (no keyword). Typed key by key: one search once typing rests, for the whole keyword.
    await waitFor(() => expect(choicesCalls(stub.calls)).toHaveLength(1));
    fireEvent.mouseDown(combobox);
    for (const text of ['S', 'SO', 'SO2', 'SO2026']) fireEvent.change(combobox, { target: { value: text } });
    await waitFor(() =>
      expect(choicesCalls(stub.calls).map((c) => c.url.searchParams.get('keyword'))).toEqual([null, 'SO2026']),
    );
    fireEvent.click(await screen.findByText('SO202601020001 · Demo shop · 2026-01-02 09:30:00 · 2 lines to make'));
    const pagesBefore = stub.paths().filter((p) => p === 'POST /api/workOrder/page').length;
    await act(async () => fireEvent.click(screen.getByTestId('from-order-submit')));

    await waitFor(() =>
      expect(stub.calls.find((c) => c.url.pathname === '/api/workOrder/fromOrder')?.body).toEqual({ orderId: 41 }),
    );
    expect(await screen.findByText('Work orders made (2): WO0001, WO0002')).toBeTruthy();
    await waitFor(() =>
      expect(stub.paths().filter((p) => p === 'POST /api/workOrder/page').length).toBeGreaterThan(pagesBefore),
    );
  });

  it("shows a refusal in the dialog, in the server's words", async () => {
    grant(Object.values(workOrderResource.permissions));
    fetchStub({
      'POST /api/workOrder/page': emptyPage,
      'GET /api/workOrder/orderChoices': [CHOICE],
      'POST /api/workOrder/fromOrder': () => ({
        body: {
          code: 400,
          type: 'error',
          message: '[P1042] Every mapped line of order "SO202601020001" already has its work order: nothing to make',
          extras: null,
          time: '',
        },
      }),
    });
    renderAt('/factory/production/workOrder', <WorkOrderPage />);
    fireEvent.click(await screen.findByTestId('from-order'));
    const dialog = await screen.findByTestId('from-order-dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByText(/^SO202601020001 · Demo shop/));
    await act(async () => fireEvent.click(screen.getByTestId('from-order-submit')));
    expect((await screen.findByTestId('from-order-error')).textContent).toContain(
      'Every mapped line of order "SO202601020001" already has its work order: nothing to make',
    );
    expect(screen.getByTestId('from-order-dialog')).toBeTruthy();
  });
});
