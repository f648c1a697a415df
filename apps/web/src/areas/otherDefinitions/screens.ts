import { resourceRoutes, type Screens } from '../../app/area';

/** The other definitions screens by route: loaded with the first of them, so the first download holds only the menu. */
const screens: Screens = {
  ...resourceRoutes('/other-definitions/projects', () => import('./projects/ProjectsScreen')),
  ...resourceRoutes('/other-definitions/expense-types', () => import('./expenseTypes/ExpenseTypesScreen')),
  ...resourceRoutes(
    '/other-definitions/child-expense-types',
    () => import('./childExpenseTypes/ChildExpenseTypesScreen'),
    [':parentId/create'],
  ),
  ...resourceRoutes('/other-definitions/income-types', () => import('./incomeTypes/IncomeTypesScreen')),
  ...resourceRoutes('/other-definitions/other-incomes', () => import('./otherIncomes/OtherIncomesScreen')),
  ...resourceRoutes('/other-definitions/fixtures/fixture-groups', () => import('./fixtureGroups/FixtureGroupsScreen')),
  ...resourceRoutes('/other-definitions/fixtures/fixtures', () => import('./fixtures/FixturesScreen')),
  ...resourceRoutes('/other-definitions/housing-income', () => import('./housingIncome/HousingIncomeScreen')),
  ...resourceRoutes('/other-definitions/payback-reasons', () => import('./paybackReasons/PaybackReasonsScreen')),
  ...resourceRoutes('/other-definitions/types/contract-types', () => import('./contractTypes/ContractTypesScreen')),
  ...resourceRoutes(
    '/other-definitions/types/maintenance-types',
    () => import('./maintenanceTypes/MaintenanceTypesScreen'),
  ),
  ...resourceRoutes('/other-definitions/types/cleaning-types', () => import('./cleaningTypes/CleaningTypesScreen')),
  ...resourceRoutes('/other-definitions/types/breakdown-types', () => import('./breakdownTypes/BreakdownTypesScreen')),
  ...resourceRoutes('/other-definitions/cluster-phones', () => import('./clusterPhones/ClusterPhonesScreen')),
  ...resourceRoutes('/other-definitions/maintenance', () => import('./maintenances/MaintenancesScreen')),
  ...resourceRoutes(
    '/other-definitions/house-integrations',
    () => import('./houseIntegrations/HouseIntegrationsScreen'),
  ),
};

export default screens;
