import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest } from '../src/api/request.ts';
import { queryClient } from '../src/app/query.tsx';
import { useRoutesList } from '../src/stores/routesList.ts';
import DashboardHome from '../src/views/home/index.tsx';
import NoticePage from '../src/views/home/notice/index.tsx';
import TodoPage from '../src/views/home/todo/index.tsx';
import { factoryOverviewFixture, openFactoryWorkbench, overviewFixture } from './dashboard-fixtures.ts';
import { fetchStub, ok, renderAt } from './helpers.tsx';
import { MARKER_ROUTE, MARKER_TOAST, toastMarker } from './markers.ts';

const rawNotice = (id: number, title: string, readStatus: number) => ({
  id: 900 + id,
  noticeId: id,
  readStatus,
  sysNotice: {
    id,
    title,
    content: `<p>Body of <b>${title}</b></p><script>alert(1)</script>`,
    type: 1,
    publicUserName: 'Platform',
    publicTime: '2026-11-20 10:00:00',
  },
});

describe('workbench (dashboard home)', () => {
  let toast: ReturnType<typeof vi.fn<(text: string) => void>>;
  beforeEach(() => {
    toast = vi.fn<(text: string) => void>();
    openFactoryWorkbench(toast);
    useRoutesList.getState().reset();
  });

  it('shows the KPI cards with the figures of the server, the greeting and both logins', async () => {
    const stub = fetchStub({
      'GET /api/dashboard/overview': overviewFixture(),
      'GET /api/dashboard/todo': [],
    });
    renderAt('/factory/dashboard/home', <DashboardHome />);
    await waitFor(() => expect(screen.getByTestId('kpi-grid')).toBeTruthy());
    const kpi = (key: string) => screen.getByTestId(`kpi-${key}`).textContent ?? '';
    expect(kpi('users')).toContain('42');
    expect(kpi('users')).toContain('39 enabled · 3 disabled');
    expect(kpi('roles')).toContain('5');
    expect(kpi('orgs')).toContain('8');
    expect(kpi('online')).toContain('17');
    expect(kpi('loginsToday')).toContain('23');
    expect(kpi('operationsToday')).toContain('311');
    expect(kpi('failedToday')).toContain('29');
    expect(screen.getByTestId('dashboard-welcome').textContent).toContain('Factory Admin');
    expect(screen.getByTestId('dashboard-tenant').textContent).toBe('Welcome to Acme Garments');
    expect(screen.getByTestId('dashboard-this-login').textContent).toBe('2026-11-21 08:01:02 · 10.0.0.7');
    expect(screen.getByTestId('dashboard-previous-login').textContent).toBe('2026-11-20 17:30:00 · 10.0.0.6');
    // Chart figures are also in the accessible tables; the top routes list the server's routes.
    expect(screen.getByRole('table', { name: 'Logins, last 7 days' }).textContent).toContain('2026-11-21');
    expect(within(screen.getByTestId('top-routes')).getByText('/api/sysUser/add')).toBeTruthy();
    expect(stub.paths()).toContain('GET /api/dashboard/overview');
  });

  it('leaves the production card out while the server reports available=false (no "not open yet" tiles)', async () => {
    fetchStub({ 'GET /api/dashboard/overview': overviewFixture(), 'GET /api/dashboard/todo': [] });
    renderAt('/factory/dashboard/home', <DashboardHome />);
    await waitFor(() => expect(screen.getByTestId('kpi-grid')).toBeTruthy());
    expect(screen.queryByTestId('production-card')).toBeNull();
    expect(screen.queryByText('Not available yet')).toBeNull();
  });

  it("gives a factory its own work: tiles it may open, today's shifts, no platform figures", async () => {
    useRoutesList.setState({ flatRoutes: [{ path: '/base/product' } as never] });
    fetchStub({ 'GET /api/dashboard/overview': factoryOverviewFixture(), 'GET /api/dashboard/todo': [] });
    renderAt('/factory/dashboard/home', <DashboardHome />);
    await waitFor(() => expect(screen.getByTestId('work-tiles')).toBeTruthy());
    expect(screen.getByTestId('tile-product').textContent).toContain('1,234');
    expect(screen.getByTestId('tile-product').textContent).toContain('34 disabled');
    expect(screen.getByTestId('tile-material').textContent).toContain('56');
    expect(screen.getByTestId('tile-material').textContent).not.toContain('disabled');
    // A tile opens its list only where the user's menu has that page.
    expect(screen.getByTestId('tile-product').className).toContain('ant-card-hoverable');
    expect(screen.getByTestId('tile-material').className).not.toContain('ant-card-hoverable');
    // The platform's figures and the raw endpoint list are not a factory's business.
    expect(screen.queryByTestId('kpi-grid')).toBeNull();
    expect(screen.queryByTestId('top-routes')).toBeNull();
    expect(screen.queryByText('Most used today')).toBeNull();
    expect(screen.queryByTestId('production-card')).toBeNull();
    const today = screen.getByTestId('today-card');
    expect(today.textContent).toContain('Shifts today · 2026-11-21');
    expect(screen.getByTestId('today-team-1').textContent).toContain('白班 08:00–20:00');
    expect(screen.getByTestId('today-team-1').textContent).toContain('Work');
    expect(screen.getByTestId('today-team-2').textContent).toContain('Rest');
    expect(screen.getByTestId('next-holiday').textContent).toBe('Next holiday: 元旦 (2027-01-01, in 41 days)');
    expect(screen.getByTestId('todo-card')).toBeTruthy();
  });

  it('shows the order figures the server counted; a tile opens the order list', async () => {
    fetchStub({
      'GET /api/dashboard/overview': factoryOverviewFixture({
        orders: { path: '/business/order', today: 12, pendingReview: 34, toPrint: 5, abnormal: 2, late: 7 },
      }),
      'GET /api/dashboard/todo': [],
    });
    renderAt('/factory/dashboard/home', <DashboardHome />);
    await waitFor(() => expect(screen.getByTestId('order-card')).toBeTruthy());
    expect(screen.getByTestId('orders-pendingReview').textContent).toContain('34');
    expect(screen.getByTestId('orders-late').textContent).toContain('Not shipped after 3 days7');
    fireEvent.click(screen.getByTestId('orders-pendingReview'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/factory/business/order'));
  });

  it('shows a merchant only the common cards while it has no tiles', async () => {
    fetchStub({
      'GET /api/dashboard/overview': overviewFixture({ audience: 'merchant' }),
      'GET /api/dashboard/todo': [],
    });
    renderAt('/merchant/dashboard/home', <DashboardHome />);
    await waitFor(() => expect(screen.getByTestId('todo-card')).toBeTruthy());
    await waitFor(() => expect(screen.getByTestId('dashboard-welcome')).toBeTruthy());
    expect(screen.queryByTestId('work-tiles')).toBeNull();
    expect(screen.queryByTestId('today-card')).toBeNull();
    expect(screen.queryByTestId('kpi-grid')).toBeNull();
  });

  it('shows the production figures once the server has them', async () => {
    const production = {
      available: true,
      ordersToday: 1234,
      ordersOpen: 56,
      workOrdersOpen: 7,
      piecesScannedToday: 890,
      dueToday: 3,
      late: 2,
      abnormal: 1,
      defectRate: 0.025,
    };
    fetchStub({ 'GET /api/dashboard/overview': overviewFixture({ production }), 'GET /api/dashboard/todo': [] });
    renderAt('/factory/dashboard/home', <DashboardHome />);
    await waitFor(() => expect(screen.getByTestId('production-piecesScannedToday').textContent).toContain('890'));
    expect(screen.getByTestId('production-defectRate').textContent).toContain('2.5%');
    expect(screen.queryByText('Not available yet')).toBeNull();
  });

  it('shows an empty notices card without an error toast when the notices service answers 404 or 403', async () => {
    // No toast: the notices request has been answered, then a marker refusal is toasted, and it is the only one.
    const noToastFromNotices = async (stub: ReturnType<typeof fetchStub>) => {
      await waitFor(() => expect(stub.paths()).toContain('GET /api/sysNotice/pageReceived'));
      await toastMarker(toast);
      expect(toast.mock.calls).toEqual([[MARKER_TOAST]]);
      toast.mockClear();
    };
    const missing = fetchStub({
      'GET /api/dashboard/overview': overviewFixture(),
      'GET /api/dashboard/todo': [],
      ...MARKER_ROUTE,
    });
    renderAt('/factory/dashboard/home', <DashboardHome />);
    // The providers wire antd's message as the toast when they mount: this test's toast replaces it (before any
    // answer arrives, fetch being asynchronous).
    configureRequest({ toast });
    await waitFor(() => expect(screen.getByTestId('notice-empty').textContent).toContain('No notices'));
    await noToastFromNotices(missing);

    queryClient.clear();
    const forbidden = {
      body: { code: 403, type: 'error', message: 'Forbidden', result: null, extras: null, time: '' },
    };
    const refused = fetchStub({
      'GET /api/dashboard/overview': overviewFixture(),
      'GET /api/dashboard/todo': [],
      'GET /api/sysNotice/pageReceived': () => forbidden,
      ...MARKER_ROUTE,
    });
    renderAt('/factory/dashboard/home', <DashboardHome />);
    configureRequest({ toast });
    await waitFor(() => expect(screen.getAllByTestId('notice-empty').length).toBeGreaterThan(0));
    await noToastFromNotices(refused);
  });

  it('lists received notices and the to-do items of the server', async () => {
    useRoutesList.getState().setRoutes(
      'factory',
      [],
      [
        { id: 1, path: '/system/user', name: 'sysUser', meta: { title: 'user' } },
        { id: 2, path: '/dashboard/todo', name: 'todo', meta: { title: 'todo' } },
      ],
    );
    fetchStub({
      'GET /api/dashboard/overview': overviewFixture(),
      'GET /api/dashboard/todo': [
        { key: 'lockedAccounts', level: 'error', count: 2, accounts: ['op1', 'op2'], path: '/system/user' },
        { key: 'firstLogin', level: 'warning', count: 1, accounts: ['factory'], path: '/system/userCenter' },
      ],
      'GET /api/sysNotice/pageReceived': {
        items: [rawNotice(1, 'Shift change', 0), rawNotice(2, 'Holiday plan', 1)],
        total: 2,
      },
    });
    renderAt('/factory/dashboard/home', <DashboardHome />);
    await waitFor(() => expect(screen.getByText('Shift change')).toBeTruthy());
    expect(screen.getByText('Holiday plan')).toBeTruthy();
    const locked = screen.getByTestId('todo-lockedAccounts');
    expect(locked.textContent).toContain('Accounts locked after failed logins: 2');
    expect(locked.textContent).toContain('Urgent');
    // The user-management page is in the menu: the item links there; the user center is not, no link.
    fireEvent.click(within(locked).getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/factory/system/user'));
    expect(within(screen.getByTestId('todo-firstLogin')).queryByRole('button')).toBeNull();
  });
});

describe('to-do and notices pages', () => {
  beforeEach(() => {
    openFactoryWorkbench();
  });

  it('to-do page lists every item with the accounts concerned', async () => {
    fetchStub({
      'GET /api/dashboard/todo': [
        { key: 'usersWithoutRole', level: 'warning', count: 3, accounts: ['a1', 'a2', 'a3'], path: '/system/user' },
        { key: 'disabledUsers', level: 'info', count: 1, accounts: ['d1'], path: '/system/user' },
      ],
    });
    renderAt('/factory/dashboard/todo', <TodoPage />);
    await waitFor(() => expect(screen.getByTestId('todo-usersWithoutRole')).toBeTruthy());
    const noRole = screen.getByTestId('todo-usersWithoutRole').textContent ?? '';
    expect(noRole).toContain('Users without a role: 3');
    expect(noRole).toContain('a1');
    expect(noRole).toContain('a3');
    expect(screen.getByTestId('todo-disabledUsers').textContent).toContain('d1');
  });

  it('to-do page shows the empty state when nothing is to do', async () => {
    fetchStub({ 'GET /api/dashboard/todo': [] });
    renderAt('/factory/dashboard/todo', <TodoPage />);
    await waitFor(() => expect(screen.getByTestId('todo-empty').textContent).toContain('Nothing to do'));
  });

  it('notices page pages on the server, shows the text without its markup and marks a notice read', async () => {
    const stub = fetchStub({
      'GET /api/sysNotice/pageReceived': (call) =>
        ok({
          items:
            call.url.searchParams.get('page') === '2'
              ? [rawNotice(11, 'Second page notice', 0)]
              : [rawNotice(1, 'First', 0)],
          total: 11,
        }),
      'POST /api/sysNotice/setRead': null,
    });
    renderAt('/factory/dashboard/notice', <NoticePage />);
    await waitFor(() => expect(screen.getByText('First')).toBeTruthy());
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(screen.getByText('Second page notice')).toBeTruthy());
    expect(stub.calls.find((c) => c.url.searchParams.get('page') === '2')?.url.searchParams.get('pageSize')).toBe('10');
    fireEvent.click(screen.getByText('Second page notice'));
    await waitFor(() => expect(screen.getByText('Body of Second page notice')).toBeTruthy());
    expect(document.querySelector('.ant-modal script')).toBeNull();
    expect(document.querySelector('.ant-modal')?.textContent).not.toContain('alert(1)');
    await waitFor(() =>
      expect(stub.calls.find((c) => c.url.pathname === '/api/sysNotice/setRead')?.body).toEqual({ id: 11 }),
    );
  });
});
