import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { dashboardArea, loadDashboard } from '../areas/dashboard';
import type { Loader } from './area';
import { areaOfPath } from './areas';
import { withTexts } from './i18n';
import { lazyScreen } from './lazyRoute';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { type ScreenPath, screenPaths } from './screenPaths';

/**
 * A route's screen: its area's screen table and texts download together (once an area), then the screen.
 * The route list only names the paths, so the first download carries no area's table of chunks.
 */
function screenOf(path: ScreenPath): Loader {
  const area = areaOfPath(path);
  return withTexts(area?.texts, async () => {
    const load = (await area?.screens?.())?.default[path];
    if (!load) throw new Error(`no screen for ${path}`);
    return load();
  });
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/login', lazy: lazyScreen(() => import('../pages/LoginPage')) },
      { path: '/register', lazy: lazyScreen(() => import('../pages/LoginPage')) },
      { path: '/', element: <Navigate to="/dashboard" replace /> },
      {
        lazy: lazyScreen(() => import('./AntdShell')),
        children: [
          { path: '/consent', lazy: lazyScreen(() => import('../pages/ConsentPage')) },
          { path: '/mobile-app', lazy: lazyScreen(() => import('../pages/MobileAppPage')) },
          { path: '/404', lazy: lazyScreen(() => import('../pages/NotFoundPage')) },
          {
            lazy: lazyScreen(() => import('./RequireAuth')),
            children: [
              {
                lazy: lazyScreen(() => import('./MainLayout')),
                errorElement: <RouteError />,
                children: [
                  { path: '/dashboard', lazy: lazyScreen(withTexts(dashboardArea.texts, loadDashboard)) },
                  ...screenPaths.map((path) => ({ path, lazy: lazyScreen(screenOf(path)) })),
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
