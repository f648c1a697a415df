import type { Area } from '../area';
import { budgetRoutes } from './budgets.routes';
import { budgetItemRoutes } from './invoiceItems/budgetItems.routes';
import { budgetWizardRoutes } from './wizard/budgetWizard.routes';

/** Bütçe: the operating budget (işletme projesi) of a complex, its items against actuals and the dues wizard. Writes need `edit-budget`. */
export const budgetArea: Area = {
  name: 'budget',
  permission: 'edit-budget',
  secured: async (app, options) => {
    await app.register(budgetRoutes, { db: options.db, files: options.files });
    await app.register(budgetItemRoutes, { db: options.db, files: options.files });
    await app.register(budgetWizardRoutes, { db: options.db, files: options.files });
  },
};

/** The complex's actual expenses per expense type and month, from the journal. */
export { actualExpenses, findBudget } from './budgets.repository';
/** A budget whole (its months, lines per expense type and month totals), for reports against the budget. */
export { showBudget } from './budgets.routes';
/** Creating and approving a budget, for the demo seed. */
export { approveBudget, createBudget } from './budgets.service';
