import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { dashboardArea, loadDashboard } from '../areas/dashboard';
import type { Loader, Screens } from './area';
import { AREAS } from './areas';
import { withTexts } from './i18n';
import { lazyScreen } from './lazyRoute';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { screenPaths } from './screenPaths';

/**
 * Every screen the areas have built, each loading its area's texts with it; the other paths of screenPaths
 * show the under-construction page.
 */
const screens: Screens = Object.assign(
  {},
  ...AREAS.map((area) =>
    Object.fromEntries(
      Object.entries(area.screens ?? {}).map(([path, loader]) => [path, withTexts(area.texts, loader)]),
    ),
  ),
);

const underConstruction: Loader = () => import('../pages/UnderConstructionPage');

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
                  ...screenPaths.map((path) => ({ path, lazy: lazyScreen(screens[path] ?? underConstruction) })),
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
