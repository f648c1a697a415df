import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { lazyScreen } from './lazyRoute';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { type ScreenPath, screenPaths } from './screenPaths';

type Loader = () => Promise<{ default: ComponentType }>;

const activitiesScreen: Loader = () => import('../resources/activities/ActivitiesScreen');
const statementScreen: Loader = () => import('../reports/statements/StatementScreen');
const assessmentsScreen: Loader = () => import('../resources/assessments/AssessmentsScreen');

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
  ...resourceRoutes('/incomes/houses', () => import('../resources/incomes/IncomeHousesScreen')),
  ...resourceRoutes('/incomes/residents', () => import('../resources/incomes/IncomeResidentsScreen')),
  ...resourceRoutes('/logs/action-logs', () => import('../resources/actionLogs/ActionLogsScreen')),
  ...resourceRoutes('/enforcements', () => import('../resources/enforcements/EnforcementsScreen')),
  ...resourceRoutes('/incomes/other', () => import('../resources/otherIncomeRecords/OtherIncomeRecordsScreen')),
  '/incomes/risky': () => import('../resources/riskyDebtors/RiskyDebtorsScreen'),
  '/incomes/bank/open': () => import('../resources/bankActivities/BankOpenScreen'),
  '/incomes/bank/closed': () => import('../resources/bankActivities/BankClosedScreen'),
  '/incomes/bank/balance-check': () => import('../resources/bankActivities/BankBalanceCheckScreen'),
  '/incomes/bank/:id': () => import('../resources/bankActivities/BankActivityScreen'),
  // One journal screen for every kind of account, and one statement screen for every statement.
  '/activities/houses': activitiesScreen,
  '/activities/residents': activitiesScreen,
  '/activities/providers': activitiesScreen,
  '/activities/safes': activitiesScreen,
  '/activities/banks': activitiesScreen,
  ...resourceRoutes('/activities/credit-card-payments', () => import('../resources/cardPayments/CardPaymentsScreen')),
  '/reports/extracts/account-statement': statementScreen,
  '/reports/extracts/balance-activities/bank-account': statementScreen,
  '/reports/extracts/balance-activities/safe': statementScreen,
  '/reports/extracts/balance-activities/provider': statementScreen,
  // One screen and one form for the four assessment kinds; the path says which.
  ...resourceRoutes('/assessments/general', assessmentsScreen),
  ...resourceRoutes('/assessments/free', assessmentsScreen),
  ...resourceRoutes('/assessments/house-type', assessmentsScreen),
  ...resourceRoutes('/assessments/parametric', assessmentsScreen),
  '/assessments/transfer-due': () => import('../resources/assessments/TransferDueScreen'),
  ...resourceRoutes('/assessments/all', () => import('../resources/assessments/DebtsScreen')),
  ...resourceRoutes(
    '/definitions/periodical-assessments',
    () => import('../resources/periodicalAssessments/PeriodicalAssessmentsScreen'),
    ['create/:budgetId'],
  ),
  // The invoice is a whole screen (its items, installments and payments), not a panel over the list.
  '/expenses/invoices': () => import('../resources/invoices/InvoicesScreen'),
  '/expenses/invoice/create': () => import('../resources/invoices/InvoiceScreen'),
  '/expenses/invoices/:id': () => import('../resources/invoices/InvoiceScreen'),
  '/expenses/invoices/:id/edit': () => import('../resources/invoices/InvoiceScreen'),
  '/expenses/invoiceitems/list': () => import('../resources/invoiceItems/InvoiceItemsScreen'),
  '/expenses/invoicepayments/list': () => import('../resources/invoicePayments/InvoicePaymentsScreen'),
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
                  { path: '/dashboard', lazy: lazyScreen(() => import('../resources/dashboard/DashboardPage')) },
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
