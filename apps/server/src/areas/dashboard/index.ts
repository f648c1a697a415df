import type { Area } from '../area';
import { dashboardRoutes } from './dashboard.routes';

/** Gösterge paneli: the charts of the first screen, for a complex or the whole company. */
export const dashboardArea: Area = {
  name: 'dashboard',
  secured: async (app, { db, files }) => {
    await app.register(dashboardRoutes, { db, files });
  },
};
