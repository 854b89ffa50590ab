import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sm2 } from 'sm-crypto-v2';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../src/app/Providers.tsx';
import { LockScreenHost } from '../src/layout/lockScreen/LockScreen.tsx';
import { LOCKED_KEY, useLockScreen } from '../src/layout/lockScreen/lockState.ts';
import { useThemeConfig } from '../src/stores/themeConfig.ts';
import { resetCryptoKeyCache } from '../src/utils/passwordCrypto.ts';
import { Local } from '../src/utils/storage.ts';
import { fetchStub, ok } from './helpers.tsx';
import { renderShell, resetShellStores } from './shell-helpers.tsx';

const keys = sm2.generateKeyPairHex();
const RIGHT = 'Factory#2026';

/** A server that checks the SM2-encrypted password like POST /api/sysAuth/unLockScreen does. */
function lockServer(opts: { publicKey?: string } = {}) {
  return fetchStub({
    'GET /api/sysAuth/loginConfig': { captchaEnabled: false, cryptoPublicKey: opts.publicKey },
    'GET /api/sysAuth/watermarkConfig': { watermarkEnabled: false },
    'POST /api/sysAuth/unLockScreen': (call) => {
      const sent = call.url.searchParams.get('password') ?? '';
      const plain = opts.publicKey ? sm2.doDecrypt(sent, keys.privateKey, 1) : sent;
      return ok(plain === RIGHT);
    },
  });
}

function renderHost() {
  return render(
    <Providers>
      <LockScreenHost />
    </Providers>,
  );
}

describe('lock screen (shell-reference §6)', () => {
  beforeEach(() => {
    resetShellStores();
    resetCryptoKeyCache();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('locks after the configured idle time; activity restarts the countdown', () => {
    vi.useFakeTimers();
    useThemeConfig.getState().setThemeConfig({ isLockScreen: true, lockScreenTime: 2 });
    renderHost();
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.queryByTestId('lock-screen')).toBeNull();
    fireEvent.mouseMove(window);
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.queryByTestId('lock-screen')).toBeNull();
    fireEvent.keyDown(window, { key: 'a' });
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByTestId('lock-screen')).toBeNull();
    act(() => vi.advanceTimersByTime(2));
    expect(screen.getByTestId('lock-screen')).toBeTruthy();
    expect(Local.get('factory', LOCKED_KEY)).toBe(true);
  });

  it('never locks by itself when auto-lock is off', () => {
    vi.useFakeTimers();
    useThemeConfig.getState().setThemeConfig({ isLockScreen: false, lockScreenTime: 1 });
    renderHost();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByTestId('lock-screen')).toBeNull();
  });

  it('unlocks only when the server answers true (SM2-encrypted password); a wrong password shows the error', async () => {
    const server = lockServer({ publicKey: keys.publicKey });
    const user = userEvent.setup();
    act(() => useLockScreen.getState().lock());
    renderHost();
    expect(screen.getByTestId('lock-screen')).toBeTruthy();

    await user.type(screen.getByTestId('lock-password'), 'wrong-one');
    await user.click(screen.getByTestId('lock-unlock'));
    expect((await screen.findByTestId('lock-error')).textContent).toContain('密码错误，请重新输入');
    expect(screen.getByTestId('lock-screen')).toBeTruthy();
    expect(Local.get('factory', LOCKED_KEY)).toBe(true);
    // The password never travels in plain text when the server publishes a key.
    const first = server.calls.find((c) => c.url.pathname === '/api/sysAuth/unLockScreen')!;
    expect(first.method).toBe('POST');
    expect(first.url.searchParams.get('password')).not.toContain('wrong-one');

    await user.clear(screen.getByTestId('lock-password'));
    await user.type(screen.getByTestId('lock-password'), RIGHT);
    await user.click(screen.getByTestId('lock-unlock'));
    await waitFor(() => expect(screen.queryByTestId('lock-screen')).toBeNull());
    expect(Local.get('factory', LOCKED_KEY)).toBeNull();
  });

  it('sends the plain password when the server has no public key; a server error keeps the screen locked', async () => {
    let status = 500;
    const server = fetchStub({
      'GET /api/sysAuth/loginConfig': { captchaEnabled: false },
      'POST /api/sysAuth/unLockScreen': (call) =>
        status === 500 ? { status: 500, body: '' } : ok(call.url.searchParams.get('password') === RIGHT),
    });
    const user = userEvent.setup();
    act(() => useLockScreen.getState().lock());
    renderHost();
    await user.type(screen.getByTestId('lock-password'), RIGHT);
    await user.click(screen.getByTestId('lock-unlock'));
    expect((await screen.findByTestId('lock-error')).textContent).toContain('解锁失败');
    expect(screen.getByTestId('lock-screen')).toBeTruthy();
    status = 200;
    await user.click(screen.getByTestId('lock-unlock'));
    await waitFor(() => expect(screen.queryByTestId('lock-screen')).toBeNull());
    const sent = server.calls.filter((c) => c.url.pathname === '/api/sysAuth/unLockScreen');
    expect(sent.at(-1)!.url.searchParams.get('password')).toBe(RIGHT);
  });

  it('an empty password is not sent', async () => {
    const server = lockServer();
    const user = userEvent.setup();
    act(() => useLockScreen.getState().lock());
    renderHost();
    await user.click(screen.getByTestId('lock-unlock'));
    expect((await screen.findByTestId('lock-error')).textContent).toContain('请输入密码');
    expect(server.paths()).not.toContain('POST /api/sysAuth/unLockScreen');
  });

  it('survives a reload while locked (stored per area)', () => {
    Local.set('factory', LOCKED_KEY, true);
    useLockScreen.setState({ locked: false, area: 'merchant' });
    renderHost();
    expect(screen.getByTestId('lock-screen')).toBeTruthy();
    // Another area is not locked.
    act(() => useLockScreen.getState().syncArea('merchant'));
    expect(screen.queryByTestId('lock-screen')).toBeNull();
  });

  it('locks on demand from the header and shows the user', async () => {
    lockServer();
    const user = userEvent.setup();
    renderShell('/factory/dashboard/home');
    await user.click(await screen.findByTestId('lock-now'));
    const overlay = await screen.findByTestId('lock-screen');
    expect(overlay.textContent).toContain('Wang Fang');
    expect(Local.get('factory', LOCKED_KEY)).toBe(true);
  });
});
