import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useThemeConfig } from '../src/stores/themeConfig.ts';
import { useUserInfo } from '../src/stores/userInfo.ts';
import SysMenuPage from '../src/views/system/menu/index.tsx';
import { menuBody } from '../src/views/system/menu/menuForm.ts';
import { fetchStub, renderAt } from './helpers.tsx';

const TREE = [
  {
    id: 100,
    pid: 0,
    type: 1,
    name: 'system',
    path: '/system',
    component: 'Layout',
    title: 'menu.system',
    icon: 'antd:SettingOutlined',
    orderNo: 1000,
    status: 1,
    areas: ['admin'],
    children: [
      {
        id: 110,
        pid: 100,
        type: 2,
        name: 'sysPos',
        path: '/system/pos',
        component: '/system/pos/index',
        title: 'menu.sysPos',
        icon: 'antd:IdcardOutlined',
        orderNo: 130,
        status: 1,
        areas: ['admin', 'factory'],
        children: [
          {
            id: 111,
            pid: 110,
            type: 3,
            title: 'Add position',
            permission: 'sysPos:add',
            orderNo: 100,
            status: 1,
            children: [],
          },
        ],
      },
    ],
  },
];

function buttons(name: string, root: ParentNode = document): HTMLButtonElement[] {
  return [...root.querySelectorAll('button')].filter((b) => (b.textContent ?? '').trim() === name);
}

function grant(codes: string[]) {
  useUserInfo.getState().reset();
  useUserInfo.getState().setUserInfos({ id: 1, account: 'a', realName: 'A', accountType: 999, buttons: codes });
}

beforeEach(() => {
  useThemeConfig.setState((s) => ({ ...s, themeConfig: { ...s.themeConfig, globalI18n: 'en' } }));
});
afterEach(() => {
  useThemeConfig.setState((s) => ({ ...s, themeConfig: { ...s.themeConfig, globalI18n: 'zh-cn' } }));
});

describe('menu management page', () => {
  it('shows the catalogue as a tree with translated titles; buttons only with the codes', async () => {
    grant(['sysMenu:list']);
    fetchStub({ 'GET /api/sysMenu/list': TREE });
    renderAt('/admin/platform/menu', <SysMenuPage />);
    await screen.findByText('Directory');
    fireEvent.click(buttons('Expand all')[0] as HTMLElement);
    await screen.findByText('sysPos:add');
    expect(screen.getByText('System admin')).toBeTruthy();
    expect(screen.getByText('Positions')).toBeTruthy();
    expect(screen.getByText('Add position')).toBeTruthy();
    expect(buttons('Add')).toHaveLength(0);
    expect(buttons('Edit')).toHaveLength(0);
    expect(buttons('Delete')).toHaveLength(0);
    expect(buttons('Add child')).toHaveLength(0);
  });

  it('adds a button under a menu: permission required in service:action form, route fields cleared', async () => {
    grant(['sysMenu:list', 'sysMenu:add', 'sysMenu:update', 'sysMenu:delete']);
    const server = fetchStub({ 'GET /api/sysMenu/list': TREE, 'POST /api/sysMenu/add': 200 });
    renderAt('/admin/platform/menu', <SysMenuPage />);
    await screen.findByText('Directory');
    fireEvent.click(buttons('Expand all')[0] as HTMLElement);
    await screen.findByText('sysPos:add');
    // Add child of the sysPos menu (second row): a button by default; buttons cannot have children.
    expect(buttons('Add child')).toHaveLength(2);
    fireEvent.click(buttons('Add child')[1] as HTMLElement);
    const form = await screen.findByTestId('menu-form');
    await waitFor(() => expect(form.querySelector('.ant-radio-button-wrapper-checked')?.textContent).toBe('Button'));
    expect(within(form).queryByText('Route path')).toBeNull();
    expect(within(form).getByText('Permission code')).toBeTruthy();

    fireEvent.click(screen.getByTestId('menu-form-submit'));
    expect(await within(form).findByText('Title is required')).toBeTruthy();
    expect(within(form).getByText('Permission code is required')).toBeTruthy();

    const inputs = form.querySelectorAll('input.ant-input');
    fireEvent.change(inputs[0] as HTMLInputElement, { target: { value: 'Export positions' } });
    fireEvent.change(inputs[1] as HTMLInputElement, { target: { value: 'sysPos export' } });
    fireEvent.click(screen.getByTestId('menu-form-submit'));
    expect(await within(form).findByText('Permission code must look like service:action')).toBeTruthy();
    expect(server.paths()).not.toContain('POST /api/sysMenu/add');

    fireEvent.change(inputs[1] as HTMLInputElement, { target: { value: 'sysPos:export' } });
    fireEvent.click(screen.getByTestId('menu-form-submit'));
    await waitFor(() => expect(server.paths()).toContain('POST /api/sysMenu/add'));
    expect(server.calls.find((c) => c.url.pathname === '/api/sysMenu/add')?.body).toMatchObject({
      pid: 110,
      type: 3,
      title: 'Export positions',
      permission: 'sysPos:export',
      path: null,
      component: null,
      icon: null,
      isKeepAlive: false,
      areas: null,
    });
  });

  it('menuBody nulls the permission of routes and keeps their fields', () => {
    const body = menuBody({
      pid: 0,
      type: 2,
      title: ' T ',
      path: '/x',
      component: '/x/index',
      permission: 'a:b',
      areas: [],
    });
    expect(body).toMatchObject({ title: 'T', path: '/x', component: '/x/index', permission: null, areas: null });
  });
});
