import type { MenuItem } from '@printfloor/contract';
import { MENU_TITLES } from '@printfloor/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest } from '../src/api/request.ts';
import { AppRoutes } from '../src/app/AppRoutes.tsx';
import { decide, type GuardInput } from '../src/router/guard.ts';
import type { ViewLoader } from '../src/router/viewRegistry.ts';
import { useRoutesList } from '../src/stores/routesList.ts';
import { useThemeConfig } from '../src/stores/themeConfig.ts';
import { useUserInfo } from '../src/stores/userInfo.ts';
import { rememberArea, rememberedArea } from '../src/utils/area.ts';
import { AreaTenant, Local, Session, Tokens } from '../src/utils/storage.ts';
import { fetchStub, renderAt } from './helpers.tsx';

function input(over: Partial<GuardInput>): GuardInput {
  return {
    pathname: '/',
    search: '',
    rememberedArea: 'factory',
    hasToken: () => false,
    routesLoadedFor: null,
    tenantIdOf: () => null,
    ...over,
  };
}

describe('guard decisions (spec §2 "Route guard")', () => {
  it('root, empty and login paths redirect to /{role}/login with the remembered role', () => {
    for (const pathname of ['/', '', '/login']) {
      expect(decide(input({ pathname, rememberedArea: 'merchant' }))).toMatchObject({
        kind: 'redirect',
        to: '/merchant/login',
      });
    }
    expect(decide(input({ pathname: '/login', search: '?code=acme' }))).toMatchObject({
      kind: 'redirect',
      to: '/factory/login?code=acme',
    });
  });

  it('the default remembered role is factory', () => {
    expect(rememberedArea()).toBe('factory');
    rememberArea('admin');
    expect(rememberedArea()).toBe('admin');
  });

  it('/{role} and /{role}/ redirect to /{role}/login', () => {
    expect(decide(input({ pathname: '/admin' }))).toMatchObject({ kind: 'redirect', to: '/admin/login' });
    expect(decide(input({ pathname: '/admin/' }))).toMatchObject({ kind: 'redirect', to: '/admin/login' });
  });

  it('an unknown first segment is not found', () => {
    expect(decide(input({ pathname: '/nobody/dashboard/home' })).kind).toBe('notFound');
    expect(decide(input({ pathname: '/Factory/login' })).kind).toBe('notFound');
  });

  it('/callback is always allowed, with or without a token', () => {
    expect(decide(input({ pathname: '/callback' })).kind).toBe('allow');
    expect(decide(input({ pathname: '/callback', hasToken: () => true })).kind).toBe('allow');
  });

  it('full-screen pages outside the areas belong to the remembered area; /401 and /err/login are public', () => {
    expect(decide(input({ pathname: '/help', rememberedArea: 'merchant' }))).toMatchObject({
      kind: 'redirect',
      area: 'merchant',
      clearArea: 'merchant',
    });
    expect(decide(input({ pathname: '/help', rememberedArea: 'merchant', hasToken: () => true }))).toEqual({
      kind: 'loadRoutes',
      area: 'merchant',
    });
    expect(decide(input({ pathname: '/401' })).kind).toBe('allow');
    expect(decide(input({ pathname: '/err/login/acme' })).kind).toBe('allow');
  });

  it('login paths need no token', () => {
    expect(decide(input({ pathname: '/factory/login' }))).toMatchObject({ kind: 'allow', area: 'factory' });
    expect(decide(input({ pathname: '/factory/login/1310000000001' }))).toMatchObject({ kind: 'allow' });
  });

  it('with a token, a login path redirects to /{role}/dashboard/home', () => {
    const d = decide(input({ pathname: '/merchant/login/acme', hasToken: (a) => a === 'merchant' }));
    expect(d).toMatchObject({ kind: 'redirect', to: '/merchant/dashboard/home' });
  });

  it('with a token and no routes for the area, the routes are loaded', () => {
    expect(decide(input({ pathname: '/factory/system/user', hasToken: () => true }))).toEqual({
      kind: 'loadRoutes',
      area: 'factory',
    });
    // Routes of another area do not count.
    expect(
      decide(input({ pathname: '/factory/system/user', hasToken: () => true, routesLoadedFor: 'admin' })).kind,
    ).toBe('loadRoutes');
    expect(
      decide(input({ pathname: '/factory/system/user', hasToken: () => true, routesLoadedFor: 'factory' })).kind,
    ).toBe('allow');
  });

  it('without a token: /{role}/login with redirect and params, clearing the area', () => {
    const d = decide(input({ pathname: '/factory/system/user', search: '?id=5&tab=a' }));
    expect(d.kind).toBe('redirect');
    if (d.kind !== 'redirect') throw new Error('expected a redirect');
    expect(d.clearArea).toBe('factory');
    const url = new URL(d.to, 'http://x');
    expect(url.pathname).toBe('/factory/login');
    expect(url.searchParams.get('redirect')).toBe('/factory/system/user');
    expect(JSON.parse(url.searchParams.get('params')!)).toEqual({ id: '5', tab: 'a' });
  });

  it('without a token and a known tenant id: /{role}/login/{tenant id}', () => {
    const d = decide(
      input({ pathname: '/merchant/order/list', tenantIdOf: (a) => (a === 'merchant' ? '1320000000001' : null) }),
    );
    expect(d.kind === 'redirect' && new URL(d.to, 'http://x').pathname).toBe('/merchant/login/1320000000001');
  });

  it('a tid query value above 99999 is appended as tid; smaller ones are not', () => {
    const big = decide(input({ pathname: '/factory/x', search: '?tid=1310000000001' }));
    expect(big.kind === 'redirect' && new URL(big.to, 'http://x').searchParams.get('tid')).toBe('1310000000001');
    const small = decide(input({ pathname: '/factory/x', search: '?tid=99999' }));
    expect(small.kind === 'redirect' && new URL(small.to, 'http://x').searchParams.has('tid')).toBe(false);
  });
});

// ---- The guard in the router, against a stubbed transport ----

const MENUS: MenuItem[] = [
  {
    id: 1,
    pid: 0,
    type: 1,
    path: '/dashboard',
    name: 'dashboard',
    component: 'Layout',
    meta: { title: 'menu.dashboard', icon: 'ele-HomeFilled' },
    children: [
      {
        id: 2,
        pid: 1,
        type: 2,
        path: '/dashboard/home',
        name: 'home',
        component: '/home/index',
        meta: { title: 'menu.home', isAffix: true },
      },
    ],
  },
  {
    id: 3,
    pid: 0,
    type: 1,
    path: '/system',
    name: 'system',
    component: 'Layout',
    meta: { title: 'System' },
    children: [
      {
        id: 4,
        pid: 3,
        type: 2,
        path: '/system/user',
        name: 'user',
        component: '/system/user/index',
        meta: { title: 'Users' },
      },
      {
        id: 5,
        pid: 3,
        type: 2,
        path: '/system/ghost',
        name: 'ghost',
        component: '/system/ghost/index',
        meta: { title: 'Ghost' },
      },
    ],
  },
];

const registry: Record<string, ViewLoader> = {
  '/home/index': async () => ({ default: () => <div>HOME PAGE</div> }),
  '/system/user/index': async () => ({ default: () => <div>USER PAGE</div> }),
};

function serverStub(menus: MenuItem[] = MENUS) {
  return fetchStub({
    'GET /api/sysAuth/userInfo': {
      id: 1,
      account: 'factory',
      realName: 'Factory Admin',
      accountType: 888,
      roleIds: [9],
      buttons: ['sysUser:add'],
      tenantId: 1310000000001,
      tenant: { title: 'Acme Print' },
    },
    'GET /api/sysConst/list': [{ name: 'c', code: 'CommonConst', data: { result: [] } }],
    'GET /api/sysDictType/allDictList': [{ id: 1, name: 'org', code: 'org_type', children: [] }],
    'GET /api/sysRole/list': [{ id: 9, name: 'Admin', code: 'sys_admin' }],
    'GET /api/sysMenu/ownBtnPermList': ['sysUser:page'],
    'GET /api/sysAuth/watermarkConfig': { watermarkEnabled: true },
    'GET /api/sysMenu/loginMenuTree': menus,
    'GET /api/sysAuth/loginConfig': { captchaEnabled: false, oauthProviders: [] },
  });
}

const location = () => screen.getByTestId('location').textContent;

describe('guard in the router', () => {
  beforeEach(() => {
    useRoutesList.getState().reset();
    useUserInfo.getState().reset();
    useThemeConfig.getState().loadArea('factory');
    useThemeConfig.setState((s) => ({ ...s, themeConfig: { ...s.themeConfig, globalI18n: 'zh-cn' } }));
    configureRequest({ reload: vi.fn(), toast: vi.fn() });
  });

  it('an unknown role shows the translated not-found text (en and zh-CN)', async () => {
    serverStub();
    useThemeConfig.setState((s) => ({ ...s, themeConfig: { ...s.themeConfig, globalI18n: 'en' } }));
    renderAt('/nobody/x', <AppRoutes registry={registry} />);
    expect(await screen.findByText('Wrong address input, please re-enter the address~')).toBeTruthy();
    act(() => useThemeConfig.setState((s) => ({ ...s, themeConfig: { ...s.themeConfig, globalI18n: 'zh-cn' } })));
    expect(await screen.findByText('地址输入错误，请重新输入地址~')).toBeTruthy();
  });

  it('root goes to the remembered role login page, and visiting a role remembers it', async () => {
    serverStub();
    rememberArea('merchant');
    renderAt('/', <AppRoutes registry={registry} />);
    await waitFor(() => expect(location()).toBe('/merchant/login'));
    expect(await screen.findByTestId('login-page')).toBeTruthy();
    expect(rememberedArea()).toBe('merchant');
  });

  it('no token: redirected to login with redirect+params, the area storage cleared, other areas and the theme kept', async () => {
    serverStub();
    Local.set('factory', 'constCache', 1);
    Local.set('factory', 'themeConfig', { version: 1, config: { primary: '#123456' } });
    Session.set('factory', 'tagsViewList', []);
    // Why the last session ended (left by the reload that lands here): the login page says it, so it is kept.
    Session.set('factory', 'farewell', 'sessionEnded');
    Tokens.set('admin', { accessToken: 'adm', refreshToken: 'r' });
    renderAt('/factory/system/user?id=3', <AppRoutes registry={registry} />);
    await waitFor(() => expect(location()?.startsWith('/factory/login?')).toBe(true));
    const url = new URL(location()!, 'http://x');
    expect(url.searchParams.get('redirect')).toBe('/factory/system/user');
    expect(url.searchParams.get('params')).toBe('{"id":"3"}');
    expect(Local.get('factory', 'constCache')).toBeNull();
    expect(Session.get('factory', 'tagsViewList')).toBeNull();
    // Kept through the clear, and shown (and taken) by the login page the redirect leads to.
    expect((await screen.findByTestId('login-farewell')).textContent).toContain('您的登录已结束');
    expect(Session.get('factory', 'farewell')).toBeNull();
    expect(Local.get('factory', 'themeConfig')).not.toBeNull();
    expect(Tokens.get('admin')?.accessToken).toBe('adm');
  });

  it('no token with a remembered tenant id goes to /{role}/login/{tenant id}', async () => {
    serverStub();
    AreaTenant.set('factory', '1310000000001');
    renderAt('/factory/system/user', <AppRoutes registry={registry} />);
    await waitFor(() => expect(location()).toMatch(/^\/factory\/login\/1310000000001\?/));
  });

  it('token + login path goes to /{role}/dashboard/home', async () => {
    serverStub();
    Tokens.set('factory', { accessToken: 'a', refreshToken: 'r' });
    renderAt('/factory/login', <AppRoutes registry={registry} />);
    await waitFor(() => expect(location()).toBe('/factory/dashboard/home'));
    expect(await screen.findByText('HOME PAGE')).toBeTruthy();
  });

  it('token + no routes: loads user info, constants, dictionaries and roles, then the menu tree, and retries the deep link without a 404 flash', async () => {
    const stub = serverStub();
    Tokens.set('factory', { accessToken: 'a', refreshToken: 'r' });
    const notFoundSeen = vi.fn();
    const observer = new MutationObserver(() => {
      if (document.body.textContent?.includes('地址输入错误')) notFoundSeen();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    renderAt('/factory/system/user?id=3', <AppRoutes registry={registry} />);
    expect(await screen.findByText('USER PAGE')).toBeTruthy();
    observer.disconnect();
    expect(notFoundSeen).not.toHaveBeenCalled();
    expect(location()).toBe('/factory/system/user?id=3');
    const paths = stub.paths();
    const menuAt = paths.indexOf('GET /api/sysMenu/loginMenuTree');
    for (const p of [
      'GET /api/sysAuth/userInfo',
      'GET /api/sysConst/list',
      'GET /api/sysDictType/allDictList',
      'GET /api/sysRole/list',
    ]) {
      expect(paths.indexOf(p)).toBeGreaterThanOrEqual(0);
      expect(paths.indexOf(p)).toBeLessThan(menuAt);
    }
    // Stores filled; the menu without a page file was dropped.
    expect(useUserInfo.getState().buttons.sort()).toEqual(['sysUser:add', 'sysUser:page']);
    expect(useRoutesList.getState().flatRoutes.map((r) => r.path)).toEqual(['/dashboard/home', '/system/user']);
    expect(Session.get('factory', 'constList')).not.toBeNull();
    expect(Session.get('factory', 'dictList')).not.toBeNull();
  });

  it('a menu route without a page file ends on the in-layout not-found page', async () => {
    serverStub();
    Tokens.set('factory', { accessToken: 'a', refreshToken: 'r' });
    renderAt('/factory/system/ghost', <AppRoutes registry={registry} />);
    expect(await screen.findByText('地址输入错误，请重新输入地址~')).toBeTruthy();
    expect(screen.getByTestId('layout-aside')).toBeTruthy();
  });

  it('an empty menu tree: no login permission, tokens cleared, back to login', async () => {
    serverStub([]);
    Tokens.set('factory', { accessToken: 'a', refreshToken: 'r' });
    renderAt('/factory/dashboard/home', <AppRoutes registry={registry} />);
    await waitFor(() => expect(location()?.startsWith('/factory/login')).toBe(true));
    expect(Tokens.get('factory')).toBeNull();
  });

  it('the page title uses the tenant title of the area', async () => {
    serverStub();
    Tokens.set('factory', { accessToken: 'a', refreshToken: 'r' });
    renderAt('/factory/system/user', <AppRoutes registry={registry} />);
    await screen.findByText('USER PAGE');
    await waitFor(() => expect(document.title).toBe('Users - Acme Print'));
  });

  it('the side menu shows translated titles and follows a language switch', async () => {
    serverStub();
    Tokens.set('factory', { accessToken: 'a', refreshToken: 'r' });
    renderAt('/factory/system/user', <AppRoutes registry={registry} />);
    await screen.findByText('USER PAGE');
    const aside = screen.getByTestId('layout-aside');
    expect(aside.textContent).toContain(MENU_TITLES['menu.dashboard']!['zh-CN']);
    act(() => useThemeConfig.getState().setThemeConfig({ globalI18n: 'en' }));
    await waitFor(() =>
      expect(screen.getByTestId('layout-aside').textContent).toContain(MENU_TITLES['menu.dashboard']!.en),
    );
    expect(screen.getByTestId('layout-aside').textContent).not.toContain(MENU_TITLES['menu.dashboard']!['zh-CN']);
  });
});
