import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_THEME_CONFIG, loadThemeConfig, useThemeConfig } from '../src/stores/themeConfig.ts';
import { Local } from '../src/utils/storage.ts';
import { fetchStub } from './helpers.tsx';
import { renderShell, resetShellStores } from './shell-helpers.tsx';

const KEY = 'vue-next-admin:factory:themeConfig';

function checked(testId: string): boolean {
  return screen.getByTestId(testId).getAttribute('aria-checked') === 'true';
}

async function openDrawer() {
  const user = userEvent.setup();
  renderShell('/factory/dashboard/home');
  await user.click(await screen.findByTestId('settings-open'));
  await screen.findByTestId('setting-isFooter');
  return user;
}

describe('settings drawer (shell-reference §1)', () => {
  beforeEach(() => {
    resetShellStores();
    fetchStub({ 'GET /api/sysAuth/watermarkConfig': { watermarkEnabled: false } });
  });

  it('has the spec defaults', async () => {
    expect(DEFAULT_THEME_CONFIG).toMatchObject({
      primary: '#4E88F3',
      isIsDark: false,
      isCollapse: false,
      isFixedHeader: true,
      isTagsview: true,
      isFooter: true,
      isLockScreen: false,
      lockScreenTime: 300,
      globalI18n: 'zh-cn',
      layout: 'defaults',
    });
    await openDrawer();
    expect(checked('setting-isIsDark')).toBe(false);
    expect(checked('setting-isCollapse')).toBe(false);
    expect(checked('setting-isFixedHeader')).toBe(true);
    expect(checked('setting-isTagsview')).toBe(true);
    expect(checked('setting-isFooter')).toBe(true);
    expect((screen.getByTestId('setting-lockScreenTime') as HTMLInputElement).value).toBe('300');
    expect(screen.getByTestId('layout-pick-defaults').getAttribute('aria-pressed')).toBe('true');
  });

  it('a change applies at once and is saved for the current area only', async () => {
    const user = await openDrawer();
    expect(screen.getByTestId('layout-footer')).toBeTruthy();
    await user.click(screen.getByTestId('setting-isFooter'));
    expect(screen.queryByTestId('layout-footer')).toBeNull();
    expect(JSON.parse(localStorage.getItem(KEY)!).config.isFooter).toBe(false);
    expect(localStorage.getItem('vue-next-admin:merchant:themeConfig')).toBeNull();
    expect(loadThemeConfig('merchant').isFooter).toBe(true);
    act(() => useThemeConfig.getState().loadArea('merchant'));
    expect(useThemeConfig.getState().themeConfig.isFooter).toBe(true);
    act(() => useThemeConfig.getState().loadArea('factory'));
    expect(useThemeConfig.getState().themeConfig.isFooter).toBe(false);
  });

  it('restore defaults resets only this area', async () => {
    Local.set('merchant', 'themeConfig', { version: 1, config: { isFooter: false } });
    const user = await openDrawer();
    await user.click(screen.getByTestId('setting-isTagsview'));
    await user.click(screen.getByTestId('setting-isLockScreen'));
    expect(useThemeConfig.getState().themeConfig).toMatchObject({ isTagsview: false, isLockScreen: true });
    await user.click(screen.getByTestId('settings-reset'));
    expect(useThemeConfig.getState().themeConfig).toEqual({ ...DEFAULT_THEME_CONFIG });
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(loadThemeConfig('merchant').isFooter).toBe(false);
  });

  it('dark mode, grey and colour-weak (mutually exclusive)', async () => {
    const user = await openDrawer();
    await user.click(screen.getByTestId('setting-isIsDark'));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(screen.getByTestId('layout-shell').classList.contains('is-dark')).toBe(true);
    await user.click(screen.getByTestId('setting-isGrayscale'));
    expect(document.body.style.filter).toBe('grayscale(1)');
    await user.click(screen.getByTestId('setting-isInvert'));
    expect(document.body.style.filter).toBe('invert(80%)');
    expect(useThemeConfig.getState().themeConfig.isGrayscale).toBe(false);
    expect(checked('setting-isGrayscale')).toBe(false);
  });

  it('choosing a layout switches it, remembers oldLayout and closes the drawer', async () => {
    const user = await openDrawer();
    await user.click(screen.getByTestId('layout-pick-columns'));
    await waitFor(() => expect(screen.getByTestId('layout-shell').dataset.layout).toBe('columns'));
    expect(Local.get('factory', 'oldLayout')).toBe('columns');
    expect(useThemeConfig.getState().themeConfig.isDrawer).toBe(false);
    expect(JSON.parse(localStorage.getItem(KEY)!).config.layout).toBe('columns');
  });

  it('the lock time is saved; the watermark switch and text are options', async () => {
    const user = await openDrawer();
    fireEvent.change(screen.getByTestId('setting-lockScreenTime'), { target: { value: '120' } });
    await waitFor(() => expect(useThemeConfig.getState().themeConfig.lockScreenTime).toBe(120));
    await user.click(screen.getByTestId('setting-isWatermark'));
    fireEvent.change(screen.getByTestId('setting-watermarkText'), { target: { value: ' Shift B ' } });
    fireEvent.blur(screen.getByTestId('setting-watermarkText'));
    expect(useThemeConfig.getState().themeConfig).toMatchObject({ isWatermark: true, watermarkText: 'Shift B' });
    expect(JSON.parse(localStorage.getItem(KEY)!).config).toMatchObject({ lockScreenTime: 120, isWatermark: true });
  });

  it('copy configuration writes the JSON with the drawer flag cleared', async () => {
    const user = await openDrawer();
    // After userEvent.setup(), which installs its own clipboard.
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await user.click(screen.getByTestId('settings-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    const copied = JSON.parse((writeText.mock.calls[0] as unknown as [string])[0]);
    expect(copied).toMatchObject({ primary: '#4E88F3', layout: 'defaults', isDrawer: false });
  });
});
