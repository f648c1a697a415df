import type { Area } from '../area';
import { analysisRoutes } from './analysis.routes';

/** Analiz: pivot tables of expenses, payments, dues and collections, and the financial status, from the journal. */
export const analysisArea: Area = {
  name: 'analysis',
  secured: async (app, { db, files }) => {
    await app.register(analysisRoutes, { db, files });
  },
};
