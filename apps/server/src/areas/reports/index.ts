import type { Area } from '../area';
import { statementRoutes } from './statements/statements.routes';

/** Raporlar: account statements and balance activities (extracts). */
export const reportsArea: Area = {
  name: 'reports',
  secured: async (app, { db, files }) => {
    await app.register(statementRoutes, { db, files });
  },
};
