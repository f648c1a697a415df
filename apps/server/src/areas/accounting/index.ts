import type { Area } from '../area';
import { chartRoutes } from './chart/chart.routes';

/** Muhasebe: the journal's accounts on the uniform chart of accounts, the trial balance and the ledger. */
export const accountingArea: Area = {
  name: 'accounting',
  permission: 'edit-definitions',
  secured: async (app, { db, files }) => {
    await app.register(chartRoutes, { db, files });
  },
};
