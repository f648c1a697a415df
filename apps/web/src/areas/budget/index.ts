import type { Area } from '../../app/area';

/** Bütçe: the operating budget (işletme projesi) and its items. */
export const budgetArea: Area = {
  key: 'budget',
  items: [
    { key: 'definition', path: '/budget/definition' },
    { key: 'activeItems', path: '/budget/invoice-items/active' },
    { key: 'openItems', path: '/budget/invoice-items/open' },
    { key: 'wizard', path: '/budget/wizard' },
  ],
};
