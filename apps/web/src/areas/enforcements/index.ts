import { type Area, resourceRoutes } from '../../app/area';

/** İcralar: the enforcement cases opened against debtors. */
export const enforcementsArea: Area = {
  key: 'enforcements',
  texts: () => import('./texts'),
  path: '/enforcements',
  screens: resourceRoutes('/enforcements', () => import('./enforcements/EnforcementsScreen')),
};
