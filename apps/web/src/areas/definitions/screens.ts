import { resourceRoutes, type Screens } from '../../app/area';

/** The definitions screens by route: loaded with the first of them, so the first download holds only the menu. */
const screens: Screens = {
  ...resourceRoutes('/definitions/companies', () => import('./companies/CompaniesScreen')),
  ...resourceRoutes('/definitions/clusters', () => import('./clusters/ClustersScreen')),
  ...resourceRoutes('/definitions/cluster-providers', () => import('./clusterProviders/ClusterProvidersScreen')),
  ...resourceRoutes('/definitions/bank-accounts', () => import('./bankAccounts/BankAccountsScreen')),
  ...resourceRoutes('/definitions/safes', () => import('./safes/SafesScreen')),
  ...resourceRoutes('/definitions/houses', () => import('./houses/HousesScreen')),
  ...resourceRoutes('/definitions/residents', () => import('./residents/ResidentsScreen')),
  ...resourceRoutes(
    '/definitions/periodical-assessments',
    () => import('./periodicalAssessments/PeriodicalAssessmentsScreen'),
    ['create/:budgetId'],
  ),
};

export default screens;
