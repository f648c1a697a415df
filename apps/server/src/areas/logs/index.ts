import type { Area } from '../area';
import { actionLogRoutes } from './actionLogs/actionLogs.routes';

/** Kayıtlar: the action log. */
export const logsArea: Area = {
  name: 'logs',
  secured: async (app, { db, files }) => {
    await app.register(actionLogRoutes, { db, files });
  },
};
