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
  ...resourceRoutes('/definitions/companies', () => import('../resources/companies/CompaniesScreen')),
  ...resourceRoutes('/definitions/clusters', () => import('../resources/clusters/ClustersScreen')),
  ...resourceRoutes(
    '/definitions/cluster-providers',
    () => import('../resources/clusterProviders/ClusterProvidersScreen'),
  ),
  ...resourceRoutes('/definitions/bank-accounts', () => import('../resources/bankAccounts/BankAccountsScreen')),
  ...resourceRoutes('/definitions/safes', () => import('../resources/safes/SafesScreen')),
  ...resourceRoutes('/definitions/houses', () => import('../resources/houses/HousesScreen')),
  ...resourceRoutes('/definitions/residents', () => import('../resources/residents/ResidentsScreen')),
  ...resourceRoutes('/other-definitions/projects', () => import('../resources/projects/ProjectsScreen')),
  ...resourceRoutes('/other-definitions/expense-types', () => import('../resources/expenseTypes/ExpenseTypesScreen')),
  ...resourceRoutes(
    '/other-definitions/child-expense-types',
    () => import('../resources/childExpenseTypes/ChildExpenseTypesScreen'),
    [':parentId/create'],
  ),
  ...resourceRoutes('/other-definitions/income-types', () => import('../resources/incomeTypes/IncomeTypesScreen')),
  ...resourceRoutes('/other-definitions/other-incomes', () => import('../resources/otherIncomes/OtherIncomesScreen')),
  ...resourceRoutes(
    '/other-definitions/fixtures/fixture-groups',
    () => import('../resources/fixtureGroups/FixtureGroupsScreen'),
  ),
  ...resourceRoutes('/other-definitions/fixtures/fixtures', () => import('../resources/fixtures/FixturesScreen')),
  ...resourceRoutes(
    '/other-definitions/housing-income',
    () => import('../resources/housingIncome/HousingIncomeScreen'),
  ),
  ...resourceRoutes(
    '/other-definitions/payback-reasons',
    () => import('../resources/paybackReasons/PaybackReasonsScreen'),
  ),
  ...resourceRoutes(
    '/other-definitions/types/contract-types',
    () => import('../resources/contractTypes/ContractTypesScreen'),
  ),
  ...resourceRoutes(
    '/other-definitions/types/maintenance-types',
    () => import('../resources/maintenanceTypes/MaintenanceTypesScreen'),
  ),
  ...resourceRoutes(
    '/other-definitions/types/cleaning-types',
    () => import('../resources/cleaningTypes/CleaningTypesScreen'),
  ),
  ...resourceRoutes(
    '/other-definitions/types/breakdown-types',
    () => import('../resources/breakdownTypes/BreakdownTypesScreen'),
  ),
  ...resourceRoutes(
    '/other-definitions/cluster-phones',
    () => import('../resources/clusterPhones/ClusterPhonesScreen'),
  ),
  ...resourceRoutes('/other-definitions/maintenance', () => import('../resources/maintenances/MaintenancesScreen')),
  ...resourceRoutes(
    '/other-definitions/house-integrations',
    () => import('../resources/houseIntegrations/HouseIntegrationsScreen'),
  ),
  ...resourceRoutes('/logs/action-logs', () => import('../resources/actionLogs/ActionLogsScreen')),
};

/**
 * The list, create, show and edit routes of one resource screen (the panels open over the list), and any
 * `extra` sub-paths of it (e.g. `:parentId/create`); only routes of screenPaths are kept.
 */
function resourceRoutes(base: string, loader: Loader, extra: string[] = []): Partial<Record<ScreenPath, Loader>> {
  const paths = [base, `${base}/create`, `${base}/:id`, `${base}/:id/edit`, ...extra.map((p) => `${base}/${p}`)];
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
