import { resourceRoutes, type Screens } from '../../app/area';

/** The incomes screens by route: loaded with the first of them, so the first download holds only the menu. */
const screens: Screens = {
  ...resourceRoutes('/incomes/houses', () => import('./incomes/IncomeHousesScreen')),
  ...resourceRoutes('/incomes/residents', () => import('./incomes/IncomeResidentsScreen')),
  ...resourceRoutes('/incomes/other', () => import('./otherIncomeRecords/OtherIncomeRecordsScreen')),
  '/incomes/risky': () => import('./riskyDebtors/RiskyDebtorsScreen'),
  '/incomes/bank/open': () => import('./bankActivities/BankOpenScreen'),
  '/incomes/bank/closed': () => import('./bankActivities/BankClosedScreen'),
  '/incomes/bank/balance-check': () => import('./bankActivities/BankBalanceCheckScreen'),
  '/incomes/bank/:id': () => import('./bankActivities/BankActivityScreen'),
};

export default screens;
