import { type ReturnableOrder, shippingReturnResource } from '@printfloor/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ShippingReturnPage from '../src/views/business/shippingReturn/index.tsx';
import { fetchStub, grant, inEnglish, ok, renderAt } from './helpers.tsx';

inEnglish({ emptyDictionaries: true });

const ORDER: ReturnableOrder = {
  id: 41,
  orderCode: 'SO202601020001',
  merchantName: 'Demo shop',
  consignee: 'Ana Lima',
  trackingNo: 'YT0001',
  shippingTime: '2026-01-03 10:00:00',
  lines: [
    { id: 501, sortNo: 1, skuCode: 'TEE-W-M', colour: 'White', size: 'M', quantity: 2, returned: 1, returnable: 1 },
    { id: 502, sortNo: 2, skuCode: 'HOOD-B-L', colour: 'Black', size: 'L', quantity: 1, returned: 0, returnable: 1 },
  ],
};

describe('shipping returns page (menu /business/shippingReturn)', () => {
  it('registers a return by picking a shipped order: its lines come with the returnable pieces', async () => {
    grant(Object.values(shippingReturnResource.permissions));
    const server = fetchStub({
      'POST /api/shippingReturn/page': () =>
        ok({ page: 1, pageSize: 20, total: 0, totalPages: 0, items: [], hasPrevPage: false, hasNextPage: false }),
      'GET /api/shippingReturn/returnableOrders': () => ok([ORDER]),
      'POST /api/shippingReturn/add': () => ok(99),
    });
    renderAt('/business/shippingReturn', <ShippingReturnPage />);
    fireEvent.click(await screen.findByTestId('resource-add'));
    expect(await screen.findByText('Choose the order: its lines appear here')).toBeTruthy();

    fireEvent.mouseDown(within(screen.getByTestId('shipping-return-order')).getByRole('combobox'));
    fireEvent.click(await screen.findByText('SO202601020001 · Demo shop · YT0001'));
    expect(await screen.findByText('HOOD-B-L')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Returned now 2'), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('shipping-return-submit'));

    await waitFor(() => expect(server.paths()).toContain('POST /api/shippingReturn/add'));
    const add = server.calls.find((c) => c.url.pathname === '/api/shippingReturn/add');
    expect(add?.body).toMatchObject({ orderId: 41, reason: 1, lines: [{ orderLineId: 502, quantity: 1 }] });
    const lookup = server.calls.find(
      (c) => c.url.pathname === '/api/shippingReturn/returnableOrders' && c.url.searchParams.get('orderId'),
    );
    expect(lookup?.url.searchParams.get('orderId')).toBe('41');
  });
});
