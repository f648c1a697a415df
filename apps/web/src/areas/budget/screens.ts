import { resourceRoutes, type Screens } from '../../app/area';

/** The budget screens by route: loaded with the first of them, so the first download holds only the menu. */
const screens: Screens = {
  ...resourceRoutes('/budget/definition', () => import('./definition/BudgetsScreen')),
  '/budget/invoice-items/active': () => import('./invoiceItems/BudgetItemsScreen'),
  '/budget/invoice-items/open': () => import('./invoiceItems/BudgetItemsScreen'),
  '/budget/wizard': () => import('./wizard/BudgetWizardScreen'),
};

export default screens;
