import { App } from 'antd';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRoutes } from 'react-router';
import { decide } from '../router/guard.ts';
import { type LoadResult, loadBackEndRoutes, resetSessionStores } from '../router/loadRoutes.ts';
import { PageLoading } from '../router/RouteView.tsx';
import { type ViewLoader, viewRegistry } from '../router/viewRegistry.ts';
import { useRoutesList } from '../stores/routesList.ts';
import { useThemeConfig } from '../stores/themeConfig.ts';
import { type Area, rememberArea, rememberedArea } from '../utils/area.ts';
import { AreaTenant, FAREWELL_KEY, KEPT_ON_LOGOUT_KEYS, Local, Session, Tokens } from '../utils/storage.ts';
import { GenericErrorPage, NotFoundPage } from '../views/error/lazyPages.tsx';
import { buildRouteObjects } from './routeTable.tsx';

/** Redirect of the guard; "no token" redirects first clear the area's stored state (spec §2). */
function GuardRedirect({ to, clearArea }: { to: string; clearArea?: Area }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (clearArea) {
      Local.clearArea(clearArea, KEPT_ON_LOGOUT_KEYS);
      // Why the session ended survives the clear: the login page this redirect leads to says it.
      Session.clearArea(clearArea, [FAREWELL_KEY]);
      resetSessionStores();
    }
    navigate(to, { replace: true });
  }, [to, clearArea, navigate]);
  return null;
}

const inflight = new Map<Area, Promise<LoadResult>>();

/** Token present, routes missing: load them, then the same URL is matched again (no 404 flash). */
function RouteLoader({ area, registry }: { area: Area; registry: Record<string, ViewLoader> }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the load on retry
  useEffect(() => {
    let active = true;
    let pending = inflight.get(area);
    if (!pending) {
      pending = loadBackEndRoutes(area, registry).finally(() => inflight.delete(area));
      inflight.set(area, pending);
    }
    pending.then(
      (result) => {
        if (!active || result !== 'noMenus') return;
        void message.warning(t('login.noPermission'));
        navigate(`/${area}/login`, { replace: true });
      },
      (e: unknown) => {
        if (active) setError(e);
      },
    );
    return () => {
      active = false;
    };
  }, [area, attempt, registry]);
  if (error) {
    return (
      <GenericErrorPage
        error={error}
        onRetry={() => {
          setError(null);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  return (
    <div className="app-loading" role="status" aria-busy="true" aria-label={t('layout.loadingRoutes')}>
      <PageLoading />
    </div>
  );
}

/** The route guard of spec §2 in front of the route table. */
export function AppRoutes({ registry = viewRegistry }: { registry?: Record<string, ViewLoader> }) {
  const location = useLocation();
  const routesArea = useRoutesList((s) => s.area);
  const flat = useRoutesList((s) => s.flatRoutes);
  const loadThemeArea = useThemeConfig((s) => s.loadArea);

  const decision = decide({
    pathname: location.pathname,
    search: location.search,
    rememberedArea: rememberedArea(),
    hasToken: (a) => Tokens.has(a),
    routesLoadedFor: routesArea,
    tenantIdOf: (a) => AreaTenant.get(a),
  });

  const area = decision.area;
  useLayoutEffect(() => {
    if (!area) return;
    // The role is remembered on each visit; the area's theme follows.
    rememberArea(area);
    loadThemeArea(area);
  }, [area, loadThemeArea]);

  const routeObjects = useMemo(() => buildRouteObjects(routesArea, flat, registry), [routesArea, flat, registry]);
  const element = useRoutes(routeObjects, location);

  switch (decision.kind) {
    case 'redirect':
      return <GuardRedirect to={decision.to} clearArea={decision.clearArea} />;
    case 'notFound':
      return <NotFoundPage />;
    case 'loadRoutes':
      return <RouteLoader area={decision.area} registry={registry} />;
    default:
      return element;
  }
}
