import { type Area, menuItems } from '../../app/area';

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
  screens: () => import('./screens'),
};
