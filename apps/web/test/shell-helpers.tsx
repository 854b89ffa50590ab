import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, type NavigateFunction, Route, Routes, useNavigate } from 'react-router';
import { Providers } from '../src/app/Providers.tsx';
import QueryProvider from '../src/app/query.tsx';
import LayoutShell from '../src/layout/index.tsx';
import { useShellState } from '../src/layout/layouts/shellState.ts';
import { useLockScreen } from '../src/layout/lockScreen/lockState.ts';
import { useServerWatermark } from '../src/layout/watermark/watermarkState.ts';
import type { AppRoute } from '../src/router/backEnd.ts';
import { useRoutesList } from '../src/stores/routesList.ts';
import { useTagsViewRoutes } from '../src/stores/tagsViewRoutes.ts';
import { DEFAULT_THEME_CONFIG, type ThemeConfig, useThemeConfig } from '../src/stores/themeConfig.ts';
import { useUserInfo } from '../src/stores/userInfo.ts';
import { LocationProbe } from './helpers.tsx';
import '../src/i18n/index.ts';

const load = async () => ({ default: () => null });

function page(id: number, path: string, title: string, extra: Partial<AppRoute['meta']> = {}): AppRoute {
  return {
    id,
    path,
    name: path.split('/').pop() ?? path,
    meta: { title, isKeepAlive: true, ...extra },
    view: { kind: 'view', key: `${path}/index`, load },
  };
}

export const HOME = page(1, '/dashboard/home', 'Home', { isAffix: true, icon: 'ele-HomeFilled' });
export const USERS = page(2, '/system/user', 'Users');
export const ROLES = page(3, '/system/role', 'Roles');
export const LOGS = page(4, '/system/log', 'Logs', { isKeepAlive: false });
export const SYSTEM: AppRoute = {
  id: 10,
  path: '/system',
  name: 'system',
  meta: { title: 'System', icon: 'ele-Setting' },
  children: [USERS, ROLES, LOGS],
};
export const TREE = [HOME, SYSTEM];
export const FLAT = [HOME, USERS, ROLES, LOGS];

/** Mount number of each page instance (a remount increments it). */
export const mounts: Record<string, number> = {};

/** A page with a text box (state) and its mount number. */
function FormPage({ name }: { name: string }) {
  const [mount] = useState(() => {
    mounts[name] = (mounts[name] ?? 0) + 1;
    return mounts[name];
  });
  return (
    <div>
      <input aria-label={`field-${name}`} data-testid={`field-${name}`} />
      <span data-testid={`mount-${name}`}>{mount}</span>
    </div>
  );
}

let navigateRef: NavigateFunction | null = null;
function NavigateCapture() {
  navigateRef = useNavigate();
  return null;
}
export async function go(to: string) {
  await act(async () => {
    void navigateRef?.(to);
  });
}

export function resetShellStores(theme: Partial<ThemeConfig> = {}) {
  for (const k of Object.keys(mounts)) delete mounts[k];
  useRoutesList.getState().setRoutes('factory', TREE, FLAT);
  useUserInfo.getState().setUserInfos({ id: 7, account: 'factory', realName: 'Wang Fang', accountType: 999 });
  useTagsViewRoutes.setState({ tagsViewRoutes: [], isTagsViewCurrenFull: false });
  useShellState.setState({ isMobile: window.innerWidth < 1000, mobileMenuOpen: false, tabVersions: {} });
  useLockScreen.setState({ area: 'factory', locked: false });
  useServerWatermark.setState({ enabled: null });
  useThemeConfig.setState({ area: 'factory', themeConfig: { ...DEFAULT_THEME_CONFIG, ...theme } });
}

/** The shell at `path` with the four test pages. */
export function renderShell(path = '/factory/dashboard/home') {
  return render(
    <Providers>
      <QueryProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/factory" element={<LayoutShell />}>
              {FLAT.map((r) => (
                <Route key={r.id} path={r.path.slice(1)} element={<FormPage name={r.name} />} />
              ))}
            </Route>
          </Routes>
          <NavigateCapture />
          <LocationProbe />
        </MemoryRouter>
      </QueryProvider>
    </Providers>,
  );
}
