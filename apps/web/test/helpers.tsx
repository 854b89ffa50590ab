import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { configureRequest } from '../src/api/request.ts';
import { Providers } from '../src/app/Providers.tsx';
import QueryProvider from '../src/app/query.tsx';
import '../src/i18n/index.ts';
import { useDictionaries } from '../src/stores/dictionaries.ts';
import { type ThemeConfig, useThemeConfig } from '../src/stores/themeConfig.ts';
import { useUserInfo } from '../src/stores/userInfo.ts';

export interface StubCall {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

export type StubHandler = (
  call: StubCall,
) => { status?: number; body?: unknown; headers?: Record<string, string> } | undefined;

/** A fetch stub at the transport boundary: routes by `METHOD /path`, records every call. */
/** A route of the stub: a handler, or a value answered as the `result` of a success envelope. */
export type StubRoute = StubHandler | object | string | number | boolean | null;

export function fetchStub(routes: Record<string, StubRoute>) {
  const calls: StubCall[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://console.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init?.headers);
    let body: unknown;
    if (typeof init?.body === 'string') body = JSON.parse(init.body);
    const call = { method, url, headers, body };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    const reply =
      typeof route === 'function'
        ? (route as StubHandler)(call)
        : route === undefined
          ? { status: 404, body: '' }
          : { body: { code: 200, type: 'success', message: '', result: route, extras: null, time: '' } };
    const status = reply?.status ?? 200;
    return new Response(typeof reply?.body === 'string' ? reply.body : JSON.stringify(reply?.body ?? null), {
      status,
      statusText: status === 200 ? 'OK' : 'Not Found',
      headers: { 'content-type': 'application/json', ...reply?.headers },
    });
  });
  configureRequest({ fetch: fn as unknown as typeof fetch, baseURL: '' });
  return { fn, calls, paths: () => calls.map((c) => `${c.method} ${c.url.pathname}`) };
}

export function ok(result: unknown) {
  return { body: { code: 200, type: 'success', message: '', result, extras: null, time: '' } };
}

export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export function renderAt(path: string, ui: ReactNode) {
  return render(
    <Providers>
      <QueryProvider>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </QueryProvider>
    </Providers>,
  );
}

/** An unsigned JWT whose payload has the given exp (seconds). */
export function jwtWithExp(expSeconds: number): string {
  const enc = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc({ UserId: 1, exp: expSeconds })}.sig`;
}

/** Switches the console language (the theme's `globalI18n`, as the language menu does). */
export function setLanguage(lang: ThemeConfig['globalI18n']) {
  useThemeConfig.setState((s) => ({ ...s, themeConfig: { ...s.themeConfig, globalI18n: lang } }));
}

/** Signs in user `a` (a plain user, account type 777, unless given) holding the button `codes`. */
export function grant(codes: string[], accountType = 777) {
  useUserInfo.getState().reset();
  useUserInfo.getState().setUserInfos({ id: 1, account: 'a', realName: 'A', accountType, buttons: codes });
}

/**
 * The tests of the calling suite run in English (back to Chinese after each, mocks restored);
 * `emptyDictionaries`: each starts with an empty dictionary store.
 */
export function inEnglish(options: { emptyDictionaries?: boolean } = {}) {
  beforeEach(() => {
    setLanguage('en');
    if (options.emptyDictionaries) useDictionaries.getState().setDictList([]);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    setLanguage('zh-cn');
  });
}
