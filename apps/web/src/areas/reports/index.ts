import { type Area, type Loader, menuItems } from '../../app/area';

// One statement screen for every statement.
const statementScreen: Loader = () => import('./statements/StatementScreen');
// One screen for the five operating reports (the route names the report).
const operatingScreen: Loader = () => import('./operating/OperatingReportScreen');
// The operating items and the operating statement against the budget share one screen.
const budgetReportScreen: Loader = () => import('./cluster/BudgetReportScreen');
const reviewScreen: Loader = () => import('./review/ReviewReportScreen');

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
  screens: {
    '/reports/operating/income-expense': operatingScreen,
    '/reports/operating/accounting-income-expense': operatingScreen,
    '/reports/operating/expense': operatingScreen,
    '/reports/operating/income': operatingScreen,
    '/reports/operating/income-expense-review': operatingScreen,
    '/reports/cluster/audit': () => import('./cluster/AuditReportScreen'),
    '/reports/cluster/operating-items': budgetReportScreen,
    '/reports/cluster/operating': budgetReportScreen,
    '/reports/review-reports/review': reviewScreen,
    '/reports/review-reports/review-detail': reviewScreen,
    '/reports/sums/expense-detail': () => import('./review/ExpenseDetailScreen'),
    '/reports/extracts/account-statement': statementScreen,
    '/reports/extracts/balance-activities/bank-account': statementScreen,
    '/reports/extracts/balance-activities/safe': statementScreen,
    '/reports/extracts/balance-activities/provider': statementScreen,
  },
};
