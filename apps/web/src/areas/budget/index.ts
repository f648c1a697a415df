import { type Area, menuItems, resourceRoutes } from '../../app/area';

/** Bütçe: the operating budget (işletme projesi) and its items. */
export const budgetArea: Area = {
  key: 'budget',
  items: menuItems('/budget', [
    ['definition', 'definition'],
    ['activeItems', 'invoice-items/active'],
    ['openItems', 'invoice-items/open'],
    ['wizard', 'wizard'],
  ]),
  screens: {
    ...resourceRoutes('/budget/definition', () => import('./definition/BudgetsScreen')),
  },
};
