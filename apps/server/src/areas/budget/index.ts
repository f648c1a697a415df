import type { Area } from '../area';

/** Bütçe: the operating budget (işletme projesi) of a complex. Writes need `edit-budget`. */
export const budgetArea: Area = {
  name: 'budget',
  permission: 'edit-budget',
  secured: async () => {},
};
