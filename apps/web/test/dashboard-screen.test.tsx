import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DataScreen from '../src/views/dataScreen/index.tsx';
import { openFactoryWorkbench, overviewFixture } from './dashboard-fixtures.ts';
import { fetchStub, ok, renderAt, setLanguage } from './helpers.tsx';

describe('production data screen (/{role}/dataScreen, /help)', () => {
  beforeEach(() => {
    openFactoryWorkbench();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the tenant title, the server figures, production tiles marked not available and a back link', async () => {
    fetchStub({ 'GET /api/dashboard/overview': overviewFixture() });
    renderAt('/factory/dataScreen', <DataScreen />);
    await waitFor(() => expect(screen.getByTestId('screen-kpi-online').textContent).toContain('17'));
    expect(screen.getByTestId('screen-title').textContent).toBe('Acme Garments · Production data screen');
    expect(document.title).toBe('Acme Garments · Production data screen');
    expect(screen.getByTestId('screen-kpi-loginsToday').textContent).toContain('23');
    expect(screen.getByTestId('screen-kpi-operationsToday').textContent).toContain('311');
    expect(screen.getByTestId('screen-kpi-failedToday').textContent).toContain('29');
    expect(screen.getByTestId('screen-production-piecesScannedToday').textContent).toContain('Not available yet');
    expect(screen.getByTestId('screen-production-defectRate').textContent).toContain('Not available yet');
    expect(screen.getByTestId('screen-production-na')).toBeTruthy();
    expect(screen.getByTestId('screen-back').getAttribute('href')).toBe('/factory/dashboard/home');
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeTruthy();
  });

  it('translates the not-available text into the user language', async () => {
    setLanguage('zh-tw');
    fetchStub({ 'GET /api/dashboard/overview': overviewFixture() });
    renderAt('/help', <DataScreen />);
    await waitFor(() =>
      expect(screen.getByTestId('screen-production-workOrdersOpen').textContent).toContain('尚未開放'),
    );
    expect(screen.getByTestId('screen-title').textContent).toBe('Acme Garments · 生產資料大屏');
  });

  it('shows the order figures read from the orders (today, pending review, to print, abnormal, late)', async () => {
    fetchStub({
      'GET /api/dashboard/overview': overviewFixture({
        orders: { path: '/business/order', today: 12, pendingReview: 34, toPrint: 5, abnormal: 2, late: 7 },
      }),
    });
    renderAt('/factory/dataScreen', <DataScreen />);
    await waitFor(() => expect(screen.getByTestId('screen-order-pendingReview').textContent).toContain('34'));
    expect(screen.getByTestId('screen-order-today').textContent).toContain('12');
    expect(screen.getByTestId('screen-order-late').textContent).toContain('7');
    expect(screen.queryByTestId('screen-production-ordersToday')).toBeNull();
  });

  it('shows no order row to an account without an order list', async () => {
    fetchStub({ 'GET /api/dashboard/overview': overviewFixture() });
    renderAt('/factory/dataScreen', <DataScreen />);
    await waitFor(() => expect(screen.getByTestId('screen-kpi-online').textContent).toContain('17'));
    expect(screen.queryByTestId('screen-orders')).toBeNull();
  });

  it('refreshes from the server every 30 seconds', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'],
    });
    let served = 0;
    const stub = fetchStub({
      'GET /api/dashboard/overview': () => {
        served += 1;
        return ok(overviewFixture({ onlineSessions: served === 1 ? 17 : 18 }));
      },
    });
    renderAt('/factory/dataScreen', <DataScreen />);
    await waitFor(() => expect(screen.getByTestId('screen-kpi-online').textContent).toContain('17'));
    const overviewCalls = () => stub.paths().filter((p) => p === 'GET /api/dashboard/overview').length;
    expect(overviewCalls()).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20_000);
    });
    expect(overviewCalls()).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_500);
    });
    await waitFor(() => expect(screen.getByTestId('screen-kpi-online').textContent).toContain('18'));
    expect(overviewCalls()).toBe(2);
  });

  it('shows the clock in the tenant time zone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-11-21T23:30:05Z'));
    fetchStub({
      'GET /api/dashboard/overview': overviewFixture({
        tenant: { id: 1, title: 'Acme Garments', timeZone: 'America/Sao_Paulo' },
      }),
    });
    renderAt('/factory/dataScreen', <DataScreen />);
    // 23:30 UTC is 20:30 in São Paulo (UTC-3), still the 21st.
    await waitFor(() => expect(screen.getByTestId('screen-clock').textContent).toContain('2026-11-21'));
    expect(screen.getByTestId('screen-clock').textContent).toMatch(/20:30:0\d/);
    expect(screen.getByTestId('screen-clock').textContent).toContain('America/Sao_Paulo');
  });
});
