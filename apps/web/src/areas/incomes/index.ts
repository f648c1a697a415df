import { type Area, menuItems, resourceRoutes } from '../../app/area';

/** Gelirler: collecting from houses and residents, the bank statement, other incomes and risky debtors. */
export const incomesArea: Area = {
  key: 'incomes',
  texts: () => import('./texts'),
  items: menuItems('/incomes', [
    ['houses', 'houses'],
    ['residents', 'residents'],
    ['bankOpen', 'bank/open'],
    ['bankClosed', 'bank/closed'],
    ['bankBalanceCheck', 'bank/balance-check'],
    ['other', 'other'],
    ['risky', 'risky'],
  ]),
  screens: {
    ...resourceRoutes('/incomes/houses', () => import('./incomes/IncomeHousesScreen')),
    ...resourceRoutes('/incomes/residents', () => import('./incomes/IncomeResidentsScreen')),
    ...resourceRoutes('/incomes/other', () => import('./otherIncomeRecords/OtherIncomeRecordsScreen')),
    '/incomes/risky': () => import('./riskyDebtors/RiskyDebtorsScreen'),
    '/incomes/bank/open': () => import('./bankActivities/BankOpenScreen'),
    '/incomes/bank/closed': () => import('./bankActivities/BankClosedScreen'),
    '/incomes/bank/balance-check': () => import('./bankActivities/BankBalanceCheckScreen'),
    '/incomes/bank/:id': () => import('./bankActivities/BankActivityScreen'),
  },
};
