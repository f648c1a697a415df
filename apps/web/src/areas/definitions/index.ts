import { type Area, menuItems, resourceRoutes } from '../../app/area';

/** Tanımlar: companies, complexes and their houses, residents, accounts, providers and recurring dues. */
export const definitionsArea: Area = {
  key: 'definitions',
  texts: () => import('./texts'),
  items: menuItems('/definitions', [
    ['companies', 'companies'],
    ['clusters', 'clusters'],
    ['houses', 'houses'],
    ['residents', 'residents'],
    ['bankAccounts', 'bank-accounts'],
    ['safes', 'safes'],
    ['clusterProviders', 'cluster-providers'],
    ['periodicalAssessments', 'periodical-assessments'],
  ]),
  screens: {
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
  },
};
