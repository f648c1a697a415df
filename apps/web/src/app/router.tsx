import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { lazyScreen } from './lazyRoute';
import { RequireAuth } from './RequireAuth';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { type ScreenPath, screenPaths } from './screenPaths';

type Loader = () => Promise<{ default: ComponentType }>;

/** Screens that are built; every other path of screenPaths shows the under-construction page. */
const screens: Partial<Record<ScreenPath, Loader>> = {
  ...resourceRoutes('/definitions/bank-accounts', () => import('../resources/bankAccounts/BankAccountsScreen')),
  ...resourceRoutes('/definitions/safes', () => import('../resources/safes/SafesScreen')),
  ...resourceRoutes('/definitions/houses', () => import('../resources/houses/HousesScreen')),
  ...resourceRoutes('/definitions/residents', () => import('../resources/residents/ResidentsScreen')),
  ...resourceRoutes('/logs/action-logs', () => import('../resources/actionLogs/ActionLogsScreen')),
};

/** The list, create, show and edit routes of one resource screen (the panels open over the list). */
function resourceRoutes(base: string, loader: Loader): Partial<Record<ScreenPath, Loader>> {
  const paths = [base, `${base}/create`, `${base}/:id`, `${base}/:id/edit`];
  return Object.fromEntries(
    paths.filter((p) => (screenPaths as readonly string[]).includes(p)).map((p) => [p, loader]),
  );
}

const underConstruction: Loader = () => import('../pages/UnderConstructionPage');

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/login', lazy: lazyScreen(() => import('../pages/LoginPage')) },
      { path: '/register', lazy: lazyScreen(() => import('../pages/LoginPage')) },
      { path: '/consent', lazy: lazyScreen(() => import('../pages/ConsentPage')) },
      { path: '/mobile-app', lazy: lazyScreen(() => import('../pages/MobileAppPage')) },
      { path: '/404', lazy: lazyScreen(() => import('../pages/NotFoundPage')) },
      { path: '/', element: <Navigate to="/dashboard" replace /> },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: lazyScreen(() => import('./MainLayout')),
            errorElement: <RouteError />,
            children: [
              { path: '/dashboard', lazy: lazyScreen(() => import('../resources/dashboard/DashboardPage')) },
              ...screenPaths.map((path) => ({ path, lazy: lazyScreen(screens[path] ?? underConstruction) })),
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
