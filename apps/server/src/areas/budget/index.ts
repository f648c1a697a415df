import type { Area } from '../area';
import { budgetRoutes } from './budgets.routes';

/** Bütçe: the operating budget (işletme projesi) of a complex. Writes need `edit-budget`. */
export const budgetArea: Area = {
  name: 'budget',
  permission: 'edit-budget',
  secured: async (app, options) => {
    await app.register(budgetRoutes, { db: options.db, files: options.files });
  },
};
