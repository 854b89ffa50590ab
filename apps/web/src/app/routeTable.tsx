import { lazy, type ReactNode, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { loadPageMessages } from '../i18n/index.ts';
import type { AppRoute } from '../router/backEnd.ts';
import { LazyPage, PageErrorBoundary, PageLoading } from '../router/RouteView.tsx';
import { resolveView, type ViewLoader } from '../router/viewRegistry.ts';
import type { Area } from '../utils/area.ts';
import { NoAuthPage, NotFoundPage } from '../views/error/lazyPages.tsx';
import LoginPage from '../views/login/index.tsx';

// The login page is in the first bundle; the shell and the rarely used pages load on demand.
const loadLayout = () => import('../layout/index.tsx');
const LayoutShell = lazy(loadLayout);
const IframeView = lazy(() => import('../layout/main/IframeView.tsx').then((m) => ({ default: m.IframeView })));
const LinkView = lazy(() => import('../layout/main/LinkView.tsx').then((m) => ({ default: m.LinkView })));
const CallbackPage = lazy(() => import('../views/callback/index.tsx'));
const ErrorLoginPage = lazy(() => import('../views/error/login/index.tsx'));
// TanStack Query and the pages' messages serve the pages behind login only; they load with them.
const QueryProvider = lazy(() => Promise.all([import('./query.tsx'), loadPageMessages()]).then(([m]) => m));

function Lazy({ children }: { children: ReactNode }) {
  return (
    <PageErrorBoundary>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </PageErrorBoundary>
  );
}

function WithQueries({ children }: { children: ReactNode }) {
  return (
    <Lazy>
      <QueryProvider>{children}</QueryProvider>
    </Lazy>
  );
}

/** Full-screen pages of the spec §2 route table; registered only once their page file exists. */
export const STATIC_FULLSCREEN = [
  { path: '/:role/dataScreen', component: '/dataScreen/index' },
  { path: '/help', component: '/dataScreen/index' },
  { path: '/visualizingDemo1', component: '/visualizing/demo1/index' },
  { path: '/visualizingDemo2', component: '/visualizing/demo2/index' },
  { path: '/platform/job/dashboard', component: '/platform/job/dashboard/index' },
] as const;

function pageElement(route: AppRoute) {
  const view = route.view;
  if (!view) return <NotFoundPage />;
  if (view.kind === 'iframe') {
    return (
      <Lazy>
        <IframeView route={route} />
      </Lazy>
    );
  }
  if (view.kind === 'link') {
    return (
      <Lazy>
        <LinkView route={route} />
      </Lazy>
    );
  }
  return <LazyPage load={view.load} />;
}

/** Route objects: public routes, the area's layout with its menu pages (two levels), not-found. */
export function buildRouteObjects(
  area: Area | null,
  flat: readonly AppRoute[],
  registry: Record<string, ViewLoader>,
): RouteObject[] {
  const routes: RouteObject[] = [
    { path: '/:role/login', element: <LoginPage /> },
    { path: '/:role/login/:code', element: <LoginPage /> },
    { path: '/login', element: <LoginPage /> },
    {
      path: '/err/login/:code?',
      element: (
        <Lazy>
          <ErrorLoginPage />
        </Lazy>
      ),
    },
    {
      path: '/callback/*',
      element: (
        <Lazy>
          <CallbackPage />
        </Lazy>
      ),
    },
    { path: '/401', element: <NoAuthPage /> },
    { path: '/404', element: <NotFoundPage /> },
  ];
  for (const s of STATIC_FULLSCREEN) {
    const resolved = resolveView(s.component, registry);
    if (resolved?.kind === 'view') {
      routes.push({
        path: s.path,
        element: (
          <WithQueries>
            <LazyPage load={resolved.load} />
          </WithQueries>
        ),
      });
    }
  }
  if (area) {
    void loadLayout(); // in parallel with the query provider that wraps it
    routes.push({
      path: `/${area}`,
      element: (
        <WithQueries>
          <Lazy>
            <LayoutShell />
          </Lazy>
        </WithQueries>
      ),
      children: [
        { index: true, element: <Navigate to="dashboard/home" replace /> },
        ...flat.map((r) => ({ path: r.path.replace(/^\/+/, ''), element: pageElement(r) })),
        { path: '401', element: <NoAuthPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    });
  }
  routes.push({ path: '*', element: <NotFoundPage /> });
  return routes;
}
