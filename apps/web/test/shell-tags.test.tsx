import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { reorderTags } from '../src/layout/navbars/SortableTags.tsx';
import { clampMenuPosition } from '../src/layout/navbars/TagsContextMenu.tsx';
import type { TagView } from '../src/stores/tagsViewRoutes.ts';
import { useTagsViewRoutes } from '../src/stores/tagsViewRoutes.ts';
import { Session } from '../src/utils/storage.ts';
import { fetchStub } from './helpers.tsx';
import { go, mounts, renderShell, resetShellStores } from './shell-helpers.tsx';

function tabTitles(): string[] {
  return screen.getAllByTestId('tags-view-item').map((el) => el.textContent ?? '');
}
function tab(title: string): HTMLElement {
  const found = screen.getAllByTestId('tags-view-item').find((el) => el.textContent === title);
  if (!found) throw new Error(`no tab ${title}: ${tabTitles().join(', ')}`);
  return found;
}
function hidden(el: HTMLElement): boolean {
  return !!el.closest('[style*="display: none"]');
}
function value(testId: string): string {
  return (screen.getByTestId(testId) as HTMLInputElement).value;
}
function location(): string {
  return screen.getByTestId('location').textContent ?? '';
}
async function openMenu(title: string) {
  fireEvent.contextMenu(tab(title), { clientX: 40, clientY: 20 });
  return screen.findByTestId('tags-contextmenu');
}
function menuAction(menu: HTMLElement, action: string): HTMLElement {
  const item = menu.querySelector<HTMLElement>(`[data-action="${action}"]`);
  if (!item) throw new Error(`no action ${action}`);
  return item;
}

/** Opens Users, Roles and Logs (in that order) after Home. */
async function openThree() {
  renderShell('/factory/dashboard/home');
  await go('/factory/system/user');
  await go('/factory/system/role');
  await go('/factory/system/log');
  await waitFor(() => expect(tabTitles()).toEqual(['Home', 'Users', 'Roles', 'Logs']));
}

describe('tabs bar (shell-reference §4)', () => {
  beforeEach(() => {
    resetShellStores();
    fetchStub({ 'GET /api/sysAuth/watermarkConfig': { watermarkEnabled: false } });
  });

  it('open tabs keep their page state when switching (Activity keep-alive keyed by tab)', async () => {
    const user = userEvent.setup();
    renderShell('/factory/system/user');
    await user.type(await screen.findByTestId('field-user'), 'half-typed order');
    await go('/factory/system/role');
    await screen.findByTestId('field-role');
    // The Users page is still mounted but hidden.
    expect(hidden(screen.getByTestId('field-user'))).toBe(true);
    await user.click(tab('Users'));
    await waitFor(() => expect(location()).toBe('/factory/system/user'));
    expect(hidden(screen.getByTestId('field-user'))).toBe(false);
    expect(value('field-user')).toBe('half-typed order');
    expect(screen.getByTestId('mount-user').textContent).toBe('1');
  });

  it('a page without isKeepAlive is not kept: leaving it discards its state', async () => {
    const user = userEvent.setup();
    renderShell('/factory/system/log');
    await user.type(await screen.findByTestId('field-log'), 'x');
    await go('/factory/system/role');
    await screen.findByTestId('field-role');
    expect(screen.queryByTestId('field-log')).toBeNull();
    await user.click(tab('Logs'));
    await screen.findByTestId('field-log');
    expect(value('field-log')).toBe('');
    expect(mounts.log).toBe(2);
  });

  it('the context menu has the five actions; an affixed tab has no Close and no close icon', async () => {
    await openThree();
    let menu = await openMenu('Roles');
    expect([...menu.querySelectorAll('[data-action]')].map((b) => b.getAttribute('data-action'))).toEqual([
      'refresh',
      'close',
      'closeOthers',
      'closeAll',
      'fullscreen',
    ]);
    expect(within(menu).getByText('刷新')).toBeTruthy();
    fireEvent.mouseDown(document.body);
    await waitFor(() => expect(screen.queryByTestId('tags-contextmenu')).toBeNull());
    menu = await openMenu('Home');
    expect(menu.querySelector('[data-action="close"]')).toBeNull();
    expect(tab('Home').querySelector('.layout-tag-close')).toBeNull();
  });

  it('refresh remounts the page (state gone, new instance)', async () => {
    const user = userEvent.setup();
    renderShell('/factory/system/user');
    await user.type(await screen.findByTestId('field-user'), 'abc');
    await user.click(menuAction(await openMenu('Users'), 'refresh'));
    await waitFor(() => expect(screen.getByTestId('mount-user').textContent).toBe('2'));
    expect(value('field-user')).toBe('');
    expect(screen.queryByTestId('tags-contextmenu')).toBeNull();
  });

  it('refresh on another tab navigates to it and remounts it', async () => {
    const user = userEvent.setup();
    await openThree();
    await user.click(menuAction(await openMenu('Users'), 'refresh'));
    await waitFor(() => expect(location()).toBe('/factory/system/user'));
    expect(screen.getByTestId('mount-user').textContent).toBe('2');
  });

  it('close removes the tab and its cached page; closing the active tab goes to the tab now at its index', async () => {
    const user = userEvent.setup();
    await openThree();
    await user.click(tab('Roles'));
    await waitFor(() => expect(location()).toBe('/factory/system/role'));
    await user.click(menuAction(await openMenu('Roles'), 'close'));
    await waitFor(() => expect(tabTitles()).toEqual(['Home', 'Users', 'Logs']));
    expect(location()).toBe('/factory/system/log');
    expect(screen.queryByTestId('field-role')).toBeNull();
  });

  it('close others keeps the affixed tabs and the clicked one, and navigates to it', async () => {
    const user = userEvent.setup();
    await openThree();
    await user.click(menuAction(await openMenu('Users'), 'closeOthers'));
    await waitFor(() => expect(tabTitles()).toEqual(['Home', 'Users']));
    expect(location()).toBe('/factory/system/user');
    expect(screen.queryByTestId('field-role')).toBeNull();
    expect(Session.get<TagView[]>('factory', 'tagsViewList')?.map((t) => t.title)).toEqual(['Home', 'Users']);
  });

  it('close all keeps only affixed tabs and goes to the last affixed tab', async () => {
    const user = userEvent.setup();
    await openThree();
    await user.click(menuAction(await openMenu('Roles'), 'closeAll'));
    await waitFor(() => expect(tabTitles()).toEqual(['Home']));
    expect(location()).toBe('/factory/dashboard/home');
    expect(screen.queryByTestId('field-user')).toBeNull();
  });

  it('full screen shows only the page area, survives in tab storage and the corner button restores', async () => {
    const user = userEvent.setup();
    await openThree();
    await user.click(menuAction(await openMenu('Users'), 'fullscreen'));
    await waitFor(() => expect(location()).toBe('/factory/system/user'));
    expect(screen.getByTestId('layout-shell').classList.contains('is-tag-fullscreen')).toBe(true);
    expect(Session.get('factory', 'isTagsViewCurrenFull')).toBe(true);
    await user.click(screen.getByTestId('tag-fullscreen-close'));
    expect(screen.getByTestId('layout-shell').classList.contains('is-tag-fullscreen')).toBe(false);
    expect(useTagsViewRoutes.getState().isTagsViewCurrenFull).toBe(false);
  });

  it('middle click closes a tab', async () => {
    await openThree();
    fireEvent(tab('Roles'), new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    await waitFor(() => expect(tabTitles()).toEqual(['Home', 'Users', 'Logs']));
  });

  it('tabs are sortable except affixed ones; reorder keeps affixed tabs first', async () => {
    await openThree();
    expect(tab('Home').getAttribute('data-sortable')).toBe('false');
    expect(tab('Users').getAttribute('data-sortable')).toBe('true');
    const tags = useTagsViewRoutes.getState().tagsViewRoutes;
    expect(reorderTags(tags, tags[3]!.key, tags[1]!.key).map((t) => t.title)).toEqual([
      'Home',
      'Logs',
      'Users',
      'Roles',
    ]);
    // Dropping onto the affixed tab cannot move a tab before it.
    expect(reorderTags(tags, tags[2]!.key, tags[0]!.key).map((t) => t.title)).toEqual([
      'Home',
      'Roles',
      'Users',
      'Logs',
    ]);
  });

  it('with isCacheTagsView the saved tabs come back after a reload; without it they do not', async () => {
    const saved = [
      {
        key: '/factory/dashboard/home',
        path: '/factory/dashboard/home',
        url: '/factory/dashboard/home',
        title: 'Home',
        isAffix: true,
      },
      { key: '/factory/system/role', path: '/factory/system/role', url: '/factory/system/role', title: 'Roles' },
    ];
    Session.set('factory', 'tagsViewList', saved);
    resetShellStores({ isCacheTagsView: true });
    const first = renderShell('/factory/system/user');
    await waitFor(() => expect(tabTitles()).toEqual(['Home', 'Roles', 'Users']));
    first.unmount();
    Session.set('factory', 'tagsViewList', saved);
    resetShellStores({ isCacheTagsView: false });
    renderShell('/factory/system/user');
    await waitFor(() => expect(tabTitles()).toEqual(['Home', 'Users']));
  });

  it('the context menu is clamped to the viewport', () => {
    expect(clampMenuPosition(990, 700, 130, 168, { width: 1000, height: 768 })).toEqual({ left: 870, top: 600 });
    expect(clampMenuPosition(10, 10, 130, 168, { width: 1000, height: 768 })).toEqual({ left: 10, top: 10 });
  });
});
