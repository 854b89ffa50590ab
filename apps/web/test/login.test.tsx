import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { sm2 } from 'sm-crypto-v2';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest } from '../src/api/request.ts';
import { queryClient } from '../src/app/query.tsx';
import { useThemeConfig } from '../src/stores/themeConfig.ts';
import { AreaTenant, Session, Tokens } from '../src/utils/storage.ts';
import LoginPage from '../src/views/login/index.tsx';
import { afterLoginTarget } from '../src/views/login/useLoginSuccess.ts';
import { fetchStub, ok, renderAt, type StubCall } from './helpers.tsx';

const keys = sm2.generateKeyPairHex();

function loginRoutes() {
  return (
    <Routes>
      <Route path="/:role/login/:code?" element={<LoginPage />} />
      <Route path="*" element={<div>ENTERED</div>} />
    </Routes>
  );
}

const location = () => screen.getByTestId('location').textContent;

function stubServer(over: Record<string, unknown> = {}) {
  let captchaCount = 0;
  return fetchStub({
    'GET /api/sysAuth/loginConfig': (call: StubCall) =>
      ok({
        captchaEnabled: true,
        secondVerEnabled: false,
        cryptoPublicKey: keys.publicKey,
        oauthProviders: call.url.searchParams.get('code') === 'acme' ? ['Gitee'] : [],
        tenant:
          call.url.searchParams.get('code') === 'acme'
            ? {
                title: 'Acme Print Works',
                viceTitle: 'Print on demand',
                copyright: 'Copyright © Acme',
                copyrightInfo: 'ICP 0001',
                isCopyright: true,
                isCarousel: true,
                carousel: ['/img/a.png', '/img/b.png'],
              }
            : null,
      }),
    'GET /api/sysAuth/captcha': () => {
      captchaCount += 1;
      return ok({ id: `cap-${captchaCount}`, img: 'R0lGODlhAQABAAAAACw=' });
    },
    ...over,
  });
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('login page', () => {
  beforeEach(() => {
    queryClient.clear();
    useThemeConfig.getState().loadArea('factory');
    useThemeConfig.setState((s) => ({ ...s, themeConfig: { ...s.themeConfig, globalI18n: 'zh-cn' } }));
    configureRequest({ reload: vi.fn(), toast: vi.fn() });
  });

  it('says why the last session ended (the live channel or a refused token left the reason), once', async () => {
    stubServer();
    Session.set('factory', 'farewell', 'sessionEnded');
    const first = renderAt('/factory/login', loginRoutes());
    expect((await screen.findByTestId('login-farewell')).textContent).toContain('您的登录已结束');
    first.unmount();
    renderAt('/factory/login', loginRoutes());
    await waitFor(() => expect(screen.getByTestId('login-title')).toBeTruthy());
    expect(screen.queryByTestId('login-farewell')).toBeNull();
  });

  it('is branded from loginConfig?code= (title, vice title, carousel, copyright) with third-party buttons', async () => {
    const stub = stubServer();
    renderAt('/merchant/login/acme', loginRoutes());
    await waitFor(() => expect(screen.getByTestId('login-title').textContent).toBe('Acme Print Works'));
    expect(screen.getByText('Print on demand')).toBeTruthy();
    expect(screen.getByTestId('login-copyright').textContent).toContain('Copyright © Acme');
    expect(screen.getByTestId('login-carousel')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '使用 Gitee 登录' })).toBeTruthy();
    expect(stub.calls.find((c) => c.url.pathname === '/api/sysAuth/loginConfig')!.url.searchParams.get('code')).toBe(
      'acme',
    );
  });

  it('shows no third-party buttons when the server reports no provider', async () => {
    stubServer();
    renderAt('/factory/login', loginRoutes());
    await screen.findByTestId('captcha-image');
    expect(screen.queryByTestId('oauth-buttons')).toBeNull();
    expect(screen.getByTestId('login-title').textContent).toBe('AI-powered manufacturing');
  });

  it('account login: SM2-encrypted password, tokens stored for the area, greeting, redirect with params', async () => {
    const stub = stubServer({
      'POST /api/sysAuth/login': () => ok({ accessToken: 'acc-1', refreshToken: 'ref-1' }),
    });
    renderAt('/factory/login/acme?redirect=%2Ffactory%2Fsystem%2Fuser&params=%7B%22id%22%3A%227%22%7D', loginRoutes());
    await screen.findByRole('img', { name: '验证码' });
    fill('账号', 'factory');
    fill('密码', '123456');
    fill('验证码', '42');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(location()).toBe('/factory/system/user?id=7'));
    const body = stub.calls.find((c) => c.url.pathname === '/api/sysAuth/login')!.body as Record<string, string>;
    expect(body).toMatchObject({
      account: 'factory',
      codeId: 'cap-1',
      code: '42',
      area: 'factory',
      tenantCode: 'acme',
    });
    expect(body.password).not.toBe('123456');
    expect(sm2.doDecrypt(body.password, keys.privateKey, 1)).toBe('123456');
    expect(Tokens.get('factory')).toEqual({ accessToken: 'acc-1', refreshToken: 'ref-1' });
    expect(Tokens.get('merchant')).toBeNull();
    expect(AreaTenant.get('factory')).toBe('acme');
    expect(await screen.findByText(/欢迎回来/)).toBeTruthy();
  });

  it('account form: required fields are reported under each field and nothing is sent', async () => {
    const stub = stubServer({ 'POST /api/sysAuth/login': () => ok({ accessToken: 'a', refreshToken: 'r' }) });
    renderAt('/factory/login', loginRoutes());
    await screen.findByRole('img', { name: '验证码' });
    fill('账号', '   ');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(screen.getByText('请输入验证码')).toBeTruthy();
    expect(screen.getByLabelText('账号').getAttribute('aria-invalid')).toBe('true');
    fill('账号', 'factory');
    expect(screen.queryByText('请输入账号')).toBeNull();
    expect(stub.paths()).not.toContain('POST /api/sysAuth/login');
  });

  it('switches tabs with the arrow keys (ARIA tabs)', async () => {
    stubServer();
    renderAt('/factory/login', loginRoutes());
    const account = await screen.findByRole('tab', { name: '账号密码登录' });
    expect(account.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(account, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: '手机号登录' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByTestId('login-account-form')).toBeNull();
    fireEvent.keyDown(screen.getByRole('tab', { name: '手机号登录' }), { key: 'Home' });
    expect(await screen.findByTestId('login-account-form')).toBeTruthy();
  });

  it('goes to the area home without a redirect', async () => {
    stubServer({ 'POST /api/sysAuth/login': () => ok({ accessToken: 'a', refreshToken: 'r' }) });
    renderAt('/merchant/login', loginRoutes());
    await screen.findByRole('img', { name: '验证码' });
    fill('账号', 'merchant');
    fill('密码', '123456');
    fill('验证码', '1');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(location()).toBe('/merchant/dashboard/home'));
  });

  it('a failed login refreshes the captcha and clears its field', async () => {
    const stub = stubServer({
      'POST /api/sysAuth/login': () => ({
        body: { code: 400, type: 'error', message: '[D0008] 验证码错误', result: null },
      }),
    });
    renderAt('/factory/login', loginRoutes());
    await screen.findByRole('img', { name: '验证码' });
    fill('账号', 'factory');
    fill('密码', 'bad');
    fill('验证码', '9');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(stub.paths().filter((p) => p === 'GET /api/sysAuth/captcha').length).toBe(2));
    expect((screen.getByLabelText('验证码') as HTMLInputElement).value).toBe('');
    expect(Tokens.get('factory')).toBeNull();
  });

  it('the captcha image refreshes on click', async () => {
    const stub = stubServer();
    renderAt('/factory/login', loginRoutes());
    await screen.findByRole('img', { name: '验证码' });
    fireEvent.click(screen.getByTestId('captcha-image'));
    await waitFor(() => expect(stub.paths().filter((p) => p === 'GET /api/sysAuth/captcha').length).toBe(2));
  });

  it('SMS: captcha first, then send with {codeId, code} and a 60 s countdown; phone login stores tokens', async () => {
    const stub = stubServer({
      'POST /api/sysSms/sendSms/13800000000': () => ok(null),
      'POST /api/sysAuth/loginPhone': () => ok({ accessToken: 'p-a', refreshToken: 'p-r' }),
    });
    renderAt('/factory/login', loginRoutes());
    fireEvent.click(await screen.findByRole('tab', { name: '手机号登录' }));
    await screen.findByLabelText('手机号'); // the SMS form loads when its tab is opened
    fill('手机号', '13800000000');
    fireEvent.click(await screen.findByTestId('sms-send'));
    expect(await screen.findByText('请先输入图形验证码')).toBeTruthy();
    expect(stub.paths()).not.toContain('POST /api/sysSms/sendSms/13800000000');
    const captchaInputs = screen.getAllByLabelText('验证码');
    fireEvent.change(captchaInputs[captchaInputs.length - 1]!, { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('sms-send'));
    expect(await screen.findByText('60 秒后重新获取')).toBeTruthy();
    const send = stub.calls.find((c) => c.url.pathname === '/api/sysSms/sendSms/13800000000')!;
    expect(send.body).toMatchObject({ code: '5' });
    expect(String((send.body as { codeId: string }).codeId)).toMatch(/^cap-/);
    fill('短信验证码', '123456');
    fireEvent.click(screen.getAllByRole('button', { name: /登\s*录/ }).at(-1)!);
    await waitFor(() => expect(location()).toBe('/factory/dashboard/home'));
    expect(stub.calls.find((c) => c.url.pathname === '/api/sysAuth/loginPhone')!.body).toEqual({
      phone: '13800000000',
      code: '123456',
      area: 'factory',
    });
    expect(Tokens.get('factory')?.accessToken).toBe('p-a');
  });

  it('QR scan: draws the ticket, polls every 2 s and enters on confirmation', async () => {
    let polls = 0;
    const stub = stubServer({
      'POST /api/sysAuth/qrTicket': () =>
        ok({
          ticket: 'poll-1',
          expiresAt: '2099-01-01 00:00:00',
          qrContent: 'printfloor://qr-login?ticket=s1&area=factory',
        }),
      'GET /api/sysAuth/qrTicketStatus': () => {
        polls += 1;
        return polls < 2
          ? ok({ status: 'scanned' })
          : ok({ status: 'confirmed', accessToken: 'q-a', refreshToken: 'q-r' });
      },
    });
    renderAt('/factory/login', loginRoutes());
    fireEvent.click(await screen.findByRole('tab', { name: '扫码登录' }));
    expect(await screen.findByTestId('qr-login')).toBeTruthy();
    await waitFor(() => expect(stub.paths()).toContain('POST /api/sysAuth/qrTicket'));
    expect(await screen.findByText('已扫码，请在手机上确认登录', undefined, { timeout: 4000 })).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/factory/dashboard/home'), { timeout: 5000 });
    expect(Tokens.get('factory')).toEqual({ accessToken: 'q-a', refreshToken: 'q-r' });
    const poll = stub.calls.find((c) => c.url.pathname === '/api/sysAuth/qrTicketStatus')!;
    expect(poll.url.searchParams.get('ticket')).toBe('poll-1');
    await act(async () => {});
  });
});

describe('after-login target', () => {
  it('uses redirect + params, ignores login paths and foreign origins', () => {
    expect(afterLoginTarget('factory', '?redirect=%2Ffactory%2Fa&params=%7B%22x%22%3A%221%22%7D')).toBe(
      '/factory/a?x=1',
    );
    expect(afterLoginTarget('factory', '?redirect=%2Ffactory%2Flogin')).toBe('/factory/dashboard/home');
    expect(afterLoginTarget('factory', '?redirect=%2F%2Fevil.com')).toBe('/factory/dashboard/home');
    expect(afterLoginTarget('admin', '')).toBe('/admin/dashboard/home');
    expect(afterLoginTarget('factory', '?redirect=%2Ffactory%2Fa&params=oops')).toBe('/factory/a');
  });
});
