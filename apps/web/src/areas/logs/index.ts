import type { Area } from '../../app/area';

/** Loglar: who did what (the action log) and the product's release notes. */
export const logsArea: Area = {
  key: 'logs',
  texts: () => import('./texts'),
  items: [
    { key: 'actionLogs', path: '/logs/action-logs' },
    { key: 'rsUpdates', path: '/logs/rs-updates' },
  ],
  screens: () => import('./screens'),
};
