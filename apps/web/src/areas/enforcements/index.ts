import type { Area } from '../../app/area';

/** İcralar: the enforcement cases opened against debtors. */
export const enforcementsArea: Area = {
  key: 'enforcements',
  texts: () => import('./texts'),
  path: '/enforcements',
  screens: () => import('./screens'),
};
