import type { Area } from '../area';
import { actionLogRoutes } from './actionLogs/actionLogs.routes';
import { releaseNoteRoutes } from './releaseNotes/releaseNotes.routes';

/** Kayıtlar: the action log; Yenilikler: the product's release notes (CHANGELOG.md). */
export const logsArea: Area = {
  name: 'logs',
  secured: async (app, { db, files }) => {
    await app.register(actionLogRoutes, { db, files });
    await app.register(releaseNoteRoutes, { db });
  },
};
