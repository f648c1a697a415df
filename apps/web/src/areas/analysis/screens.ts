import type { Loader, Screens } from '../../app/area';

// One pivot screen for the five pivots (the route names the data).
const pivotScreen: Loader = () => import('./pivot/PivotScreen');

/** The analysis screens by route: loaded with the first of them, so the first download holds only the menu. */
const screens: Screens = {
  '/analysis/expense-pivot': pivotScreen,
  '/analysis/expense-payment-pivot': pivotScreen,
  '/analysis/income-type-house-user': pivotScreen,
  '/analysis/monthly-house-user': pivotScreen,
  '/analysis/assessments': pivotScreen,
  '/analysis/financial-status': () => import('./financialStatus/FinancialStatusScreen'),
};

export default screens;
