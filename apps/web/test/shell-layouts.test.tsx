import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NProgress from 'nprogress';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LayoutName } from '../src/stores/themeConfig.ts';
import { useThemeConfig } from '../src/stores/themeConfig.ts';
import { fetchStub } from './helpers.tsx';
import { go, renderShell, resetShellStores } from './shell-helpers.tsx';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}
function location(): string {
  return screen.getByTestId('location').textContent ?? '';
}

describe('layouts (shell-reference §2)', () => {
  beforeEach(() => {
    setWidth(1280);
    resetShellStores();
    fetchStub({ 'GET /api/sysAuth/watermarkConfig': { watermarkEnabled: false } });
  });
  afterEach(() => {
    setWidth(1280);
    vi.unstubAllGlobals();
  });

  it.each<[LayoutName, string]>([
    ['defaults', 'layout-shell-defaults'],
    ['classic', 'layout-shell-classic'],
    ['transverse', 'layout-shell-transverse'],
    ['columns', 'layout-shell-columns'],
  ])('themeConfig.layout = %s renders that layout', async (layout, cls) => {
    resetShellStores({ layout });
    renderShell('/factory/system/user');
    const shell = await screen.findByTestId('layout-shell');
    expect(shell.dataset.layout).toBe(layout);
    expect(shell.classList.contains(cls)).toBe(true);
    expect(await screen.findByTestId('field-user')).toBeTruthy();
    expect(screen.getByTestId('tags-view')).toBeTruthy();
    expect(screen.getByTestId('layout-footer')).toBeTruthy();
    const breadcrumb = screen.queryByTestId('layout-breadcrumb');
    if (layout === 'defaults') {
      expect(breadcrumb?.textContent).toContain('System');
      expect(screen.getByTestId('layout-aside')).toBeTruthy();
    }
    if (layout === 'classic') {
      expect(breadcrumb).toBeNull();
      expect(screen.getByTestId('layout-classic')).toBeTruthy();
      expect(within(screen.getByTestId('layout-aside')).getByText('Users')).toBeTruthy();
    }
    if (layout === 'transverse') {
      expect(breadcrumb).toBeNull();
      expect(screen.queryByTestId('layout-aside')).toBeNull();
      expect(screen.queryByTestId('collapse-toggle')).toBeNull();
      expect(within(screen.getByTestId('transverse-menu')).getByText('System')).toBeTruthy();
    }
    if (layout === 'columns') {
      const rail = screen.getByTestId('columns-rail');
      expect(
        within(rail)
          .getAllByTestId('columns-rail-item')
          .map((b) => b.textContent),
      ).toEqual(['Home', 'System']);
      // The aside holds the children of the current level-1 item.
      expect(within(screen.getByTestId('layout-aside')).getByText('Roles')).toBeTruthy();
    }
  });

  it('columns: a level-1 item without children hides the aside; clicking a rail item opens its first page', async () => {
    const user = userEvent.setup();
    resetShellStores({ layout: 'columns' });
    renderShell('/factory/dashboard/home');
    await screen.findByTestId('field-home');
    expect(screen.queryByTestId('layout-aside')).toBeNull();
    const system = screen.getAllByTestId('columns-rail-item').find((b) => b.textContent === 'System')!;
    await user.click(system);
    await waitFor(() => expect(location()).toBe('/factory/system/user'));
    expect(screen.getByTestId('layout-aside')).toBeTruthy();
  });

  it('classic split menu: level-1 menus in the header, their children in the aside', async () => {
    resetShellStores({ layout: 'classic', isClassicSplitMenu: true });
    renderShell('/factory/system/role');
    const top = await screen.findByTestId('classic-split-menu');
    expect(within(top).getByText('System')).toBeTruthy();
    const aside = screen.getByTestId('layout-aside');
    expect(within(aside).getByText('Roles')).toBeTruthy();
    expect(within(aside).queryByText('Home')).toBeNull();
  });

  it('collapse toggles and is saved; fixed header and tabs follow the settings', async () => {
    const user = userEvent.setup();
    renderShell('/factory/dashboard/home');
    await user.click(await screen.findByTestId('collapse-toggle'));
    expect(useThemeConfig.getState().themeConfig.isCollapse).toBe(true);
    expect(JSON.parse(localStorage.getItem('vue-next-admin:factory:themeConfig')!).config.isCollapse).toBe(true);
    expect(document.querySelector('.layout-right')!.classList.contains('is-fixed-header')).toBe(true);
    act(() => useThemeConfig.getState().setThemeConfig({ isFixedHeader: false, isTagsview: false }));
    expect(document.querySelector('.layout-right')!.classList.contains('is-fixed-header')).toBe(false);
    expect(screen.queryByTestId('tags-view')).toBeNull();
  });

  it('below 1000 px every layout becomes defaults with the menu in a drawer; ≥ 1000 px the chosen layout returns', async () => {
    const user = userEvent.setup();
    setWidth(800);
    resetShellStores({ layout: 'columns' });
    renderShell('/factory/dashboard/home');
    const shell = await screen.findByTestId('layout-shell');
    expect(shell.dataset.layout).toBe('defaults');
    expect(screen.queryByTestId('layout-aside')).toBeNull();
    await user.click(screen.getByTestId('collapse-toggle'));
    const drawer = await screen.findByTestId('mobile-menu-drawer');
    expect(within(drawer).getByText('Home')).toBeTruthy();
    expect(useThemeConfig.getState().themeConfig.isCollapse).toBe(false);
    await go('/factory/system/user');
    await waitFor(() => expect(document.querySelector('.ant-drawer-open')).toBeNull());
    act(() => setWidth(1200));
    await waitFor(() => expect(screen.getByTestId('layout-shell').dataset.layout).toBe('columns'));
  });

  it('navigation shows the progress bar', async () => {
    const start = vi.spyOn(NProgress, 'start');
    const done = vi.spyOn(NProgress, 'done');
    renderShell('/factory/dashboard/home');
    await screen.findByTestId('field-home');
    expect(start).not.toHaveBeenCalled();
    await go('/factory/system/user');
    expect(start).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(done).toHaveBeenCalled());
    start.mockRestore();
    done.mockRestore();
  });

  it('menu search finds a menu by translated title or path and navigates', async () => {
    const user = userEvent.setup();
    renderShell('/factory/dashboard/home');
    await user.click(await screen.findByTestId('menu-search'));
    await user.type(await screen.findByTestId('menu-search-input'), 'role');
    const option = await screen.findByText('Roles');
    await user.click(option);
    await waitFor(() => expect(location()).toBe('/factory/system/role'));
  });

  it('component size switch applies antd size', async () => {
    const user = userEvent.setup();
    renderShell('/factory/dashboard/home');
    await user.click(await screen.findByTestId('size-switch'));
    await user.click(await screen.findByText('大型'));
    expect(useThemeConfig.getState().themeConfig.globalComponentSize).toBe('large');
    await waitFor(() => expect(screen.getByTestId('settings-open').className).toContain('ant-btn-lg'));
  });

  it('notices bell: a server without the endpoint (404) gives the empty state and no toast', async () => {
    const fetchFn = vi.fn(async () => new Response('', { status: 404 }));
    vi.stubGlobal('fetch', fetchFn);
    const user = userEvent.setup();
    renderShell('/factory/dashboard/home');
    await waitFor(() => expect(fetchFn).toHaveBeenCalled());
    expect(String((fetchFn.mock.calls[0] as unknown[])[0])).toBe('/api/sysNotice/unReadList');
    await user.click(screen.getByTestId('notice-bell'));
    const panel = await screen.findByTestId('notice-panel');
    expect(panel.textContent).toContain('暂无未读消息');
    expect(document.querySelector('.ant-message-notice')).toBeNull();
    await user.click(screen.getByTestId('notice-all'));
    await waitFor(() => expect(location()).toBe('/factory/dashboard/notice'));
  });

  it('notices bell lists unread notices with a dot', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              code: 200,
              type: 'success',
              message: '',
              result: [{ id: 1, sysNotice: { id: 9, title: 'Line 2 maintenance', publicTime: '2026-11-21 08:00:00' } }],
            }),
            { status: 200, headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    const user = userEvent.setup();
    renderShell('/factory/dashboard/home');
    await waitFor(() => expect(screen.getByTestId('notice-bell').querySelector('.ant-badge-dot')).toBeTruthy());
    await user.click(screen.getByTestId('notice-bell'));
    expect((await screen.findByTestId('notice-panel')).textContent).toContain('Line 2 maintenance');
  });
});
