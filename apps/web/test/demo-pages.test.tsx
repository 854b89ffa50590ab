import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../src/app/query.tsx';
import type { AppRoute } from '../src/router/backEnd.ts';
import { useRoutesList } from '../src/stores/routesList.ts';
import { useThemeConfig } from '../src/stores/themeConfig.ts';
import { useUserInfo } from '../src/stores/userInfo.ts';
import FrontEndButtonDemo from '../src/views/limits/frontEnd/btn/index.tsx';
import FrontEndPageDemo from '../src/views/limits/frontEnd/page/index.tsx';
import Menu121Demo from '../src/views/menu/menu1/menu12/menu121/index.tsx';
import { userFixture } from './dashboard-fixtures.ts';
import { fetchStub, renderAt } from './helpers.tsx';

const route = (id: number, path: string, title: string, children?: AppRoute[]): AppRoute =>
  ({ id, path, name: title, meta: { title }, children, view: children ? undefined : { kind: 'view' } }) as AppRoute;

describe('demo pages', () => {
  beforeEach(() => {
    queryClient.clear();
    useThemeConfig.setState((s) => ({ ...s, themeConfig: { ...s.themeConfig, globalI18n: 'en' } }));
    useRoutesList.getState().reset();
  });

  it('front-end button demo: a held code renders its buttons, a missing one renders none', async () => {
    useUserInfo.getState().setUserInfos({ ...userFixture, buttons: ['sysUser:page', 'sysRole:grantMenu'] });
    renderAt('/admin/limits/frontEnd/btn', <FrontEndButtonDemo />);
    await waitFor(() => expect(screen.getByTestId('demo-limits-btn')).toBeTruthy());
    expect(screen.getByTestId('limits-held-sysUser:page').textContent).toBe('Yes');
    expect(screen.getByTestId('limits-held-sysUser:add').textContent).toBe('No');
    // <Auth> and <Auths> both render the button of a held code; neither renders one for a missing code.
    expect(screen.getAllByTestId('limits-btn-sysUser:page')).toHaveLength(2);
    expect(screen.getAllByTestId('limits-btn-sysRole:grantMenu')).toHaveLength(2);
    expect(screen.queryByTestId('limits-btn-sysUser:add')).toBeNull();
    expect(screen.queryByTestId('limits-btn-sysTenant:add')).toBeNull();
  });

  it('front-end page demo: pages among the granted routes open, the others do not; roles are named', async () => {
    useUserInfo.getState().setUserInfos({ ...userFixture, roleIds: [7] });
    useRoutesList.setState({ flatRoutes: [route(1, '/system/user', 'menu.sysUser')] });
    fetchStub({
      'GET /api/sysRole/list': [
        { id: 7, name: 'Operator', code: 'operator' },
        { id: 8, name: 'Other', code: 'x' },
      ],
    });
    renderAt('/admin/limits/frontEnd/page', <FrontEndPageDemo />);
    await waitFor(() => expect(screen.getByText('Operator')).toBeTruthy());
    expect(screen.queryByText('Other')).toBeNull();
    expect(screen.getByTestId('limits-page-/system/user').textContent).toBe('Can open');
    expect(screen.getByTestId('limits-page-/platform/tenant').textContent).toBe('No access');
  });

  it('nested menu page: its route, the whole breadcrumb and its level', async () => {
    const menu121 = route(4, '/menu/menu1/menu12/menu121', 'menu.menu121');
    const tree = [
      route(1, '/menu', 'menu.menu', [
        route(2, '/menu/menu1', 'menu.menu1', [route(3, '/menu/menu1/menu12', 'menu.menu12', [menu121])]),
      ]),
    ];
    useRoutesList.getState().setRoutes('admin', tree, [menu121]);
    renderAt('/admin/menu/menu1/menu12/menu121', <Menu121Demo />);
    await waitFor(() => expect(screen.getByTestId('demo-nested-menu')).toBeTruthy());
    expect(screen.getByTestId('nested-menu-route').textContent).toBe('/admin/menu/menu1/menu12/menu121');
    expect(screen.getByTestId('nested-menu-level').textContent).toBe('4');
    const crumbs = within(screen.getByTestId('nested-menu-breadcrumb')).getAllByRole('listitem');
    expect(crumbs.length).toBeGreaterThanOrEqual(4);
  });
});
