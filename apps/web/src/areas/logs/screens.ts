import { resourceRoutes, type Screens } from '../../app/area';

/** The logs screens by route: loaded with the first of them, so the first download holds only the menu. */
const screens: Screens = {
  ...resourceRoutes('/logs/action-logs', () => import('./actionLogs/ActionLogsScreen')),
  '/logs/rs-updates': () => import('./releaseNotes/ReleaseNotesScreen'),
};

export default screens;
