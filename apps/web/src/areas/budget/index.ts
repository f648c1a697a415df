import { type Area, menuItems, resourceRoutes } from '../../app/area';

/** Bütçe: the operating budget (işletme projesi) and its items. */
export const budgetArea: Area = {
  key: 'budget',
  texts: () => import('./texts'),
  items: menuItems('/budget', [
    ['definition', 'definition'],
    ['activeItems', 'invoice-items/active'],
    ['openItems', 'invoice-items/open'],
    ['wizard', 'wizard'],
  ]),
  screens: {
    ...resourceRoutes('/budget/definition', () => import('./definition/BudgetsScreen')),
    '/budget/invoice-items/active': () => import('./invoiceItems/BudgetItemsScreen'),
    '/budget/invoice-items/open': () => import('./invoiceItems/BudgetItemsScreen'),
    '/budget/wizard': () => import('./wizard/BudgetWizardScreen'),
  },
};
