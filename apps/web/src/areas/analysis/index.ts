import { type Area, type Loader, menuItems } from '../../app/area';

// One pivot screen for the five pivots (the route names the data).
const pivotScreen: Loader = () => import('./pivot/PivotScreen');

/** Analiz: pivot tables and the financial status, from the journal. */
export const analysisArea: Area = {
  key: 'analysis',
  texts: () => import('./texts'),
  items: menuItems('/analysis', [
    ['expensePivot', 'expense-pivot'],
    ['expensePaymentPivot', 'expense-payment-pivot'],
    ['incomeTypeHouseUser', 'income-type-house-user'],
    ['monthlyHouseUser', 'monthly-house-user'],
    ['financialStatus', 'financial-status'],
    ['assessments', 'assessments'],
  ]),
  screens: {
    '/analysis/expense-pivot': pivotScreen,
    '/analysis/expense-payment-pivot': pivotScreen,
    '/analysis/income-type-house-user': pivotScreen,
    '/analysis/monthly-house-user': pivotScreen,
    '/analysis/assessments': pivotScreen,
    '/analysis/financial-status': () => import('./financialStatus/FinancialStatusScreen'),
  },
};
