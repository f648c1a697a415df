import { type Area, resourceRoutes } from '../../app/area';

/** İcralar: the enforcement cases opened against debtors. */
export const enforcementsArea: Area = {
  key: 'enforcements',
  path: '/enforcements',
  screens: resourceRoutes('/enforcements', () => import('./enforcements/EnforcementsScreen')),
};
