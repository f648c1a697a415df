import { type Area, menuItems } from '../../app/area';

/** Diğer Tanımlar: the complex's types, projects, fixtures, phones, maintenance and integrations. */
export const otherDefinitionsArea: Area = {
  key: 'otherDefinitions',
  texts: () => import('./texts'),
  items: menuItems('/other-definitions', [
    ['projects', 'projects'],
    ['expenseTypes', 'expense-types'],
    ['childExpenseTypes', 'child-expense-types'],
    ['incomeTypes', 'income-types'],
    ['otherIncomes', 'other-incomes'],
    ['fixtureGroups', 'fixtures/fixture-groups'],
    ['fixtures', 'fixtures/fixtures'],
    ['housingIncome', 'housing-income'],
    ['paybackReasons', 'payback-reasons'],
    ['contractTypes', 'types/contract-types'],
    ['maintenanceTypes', 'types/maintenance-types'],
    ['cleaningTypes', 'types/cleaning-types'],
    ['breakdownTypes', 'types/breakdown-types'],
    ['clusterPhones', 'cluster-phones'],
    ['maintenance', 'maintenance'],
    ['houseIntegrations', 'house-integrations'],
  ]),
  screens: () => import('./screens'),
};
