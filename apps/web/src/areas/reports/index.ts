import { type Area, menuItems } from '../../app/area';

/** Raporlar: operating, complex, review and sum reports, and the account statements (extracts). */
export const reportsArea: Area = {
  key: 'reports',
  texts: () => import('./texts'),
  items: menuItems('/reports', [
    ['incomeExpense', 'operating/income-expense'],
    ['accountingIncomeExpense', 'operating/accounting-income-expense'],
    ['expense', 'operating/expense'],
    ['income', 'operating/income'],
    ['incomeExpenseReview', 'operating/income-expense-review'],
    ['audit', 'cluster/audit'],
    ['operatingItems', 'cluster/operating-items'],
    ['operating', 'cluster/operating'],
    ['accountStatement', 'extracts/account-statement'],
    ['bankAccountActivities', 'extracts/balance-activities/bank-account'],
    ['safeActivities', 'extracts/balance-activities/safe'],
    ['providerActivities', 'extracts/balance-activities/provider'],
    ['review', 'review-reports/review'],
    ['reviewDetail', 'review-reports/review-detail'],
    ['expenseDetail', 'sums/expense-detail'],
  ]),
  screens: () => import('./screens'),
};
