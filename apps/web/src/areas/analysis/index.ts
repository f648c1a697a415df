import { type Area, menuItems } from '../../app/area';

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
  screens: () => import('./screens'),
};
