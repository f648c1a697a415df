import type { Loader, Screens } from '../../app/area';

// One statement screen for every statement.
const statementScreen: Loader = () => import('./statements/StatementScreen');
// One screen for the five operating reports (the route names the report).
const operatingScreen: Loader = () => import('./operating/OperatingReportScreen');
// The operating items and the operating statement against the budget share one screen.
const budgetReportScreen: Loader = () => import('./cluster/BudgetReportScreen');
const reviewScreen: Loader = () => import('./review/ReviewReportScreen');

/** The reports screens by route: loaded with the first of them, so the first download holds only the menu. */
const screens: Screens = {
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
};

export default screens;
