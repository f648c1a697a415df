import type { Area } from '../area';
import { clusterReportRoutes } from './cluster/clusterReports.routes';
import { operatingReportRoutes } from './operating/operating.routes';
import { reviewReportRoutes } from './review/reviewReports.routes';
import { statementRoutes } from './statements/statements.routes';

/** Raporlar: operating, complex, review and sum reports, account statements and balance activities (extracts). */
export const reportsArea: Area = {
  name: 'reports',
  permission: 'edit-budget',
  secured: async (app, { db, files }) => {
    await app.register(statementRoutes, { db, files });
    await app.register(operatingReportRoutes, { db, files });
    await app.register(clusterReportRoutes, { db, files });
    await app.register(reviewReportRoutes, { db, files });
  },
};
