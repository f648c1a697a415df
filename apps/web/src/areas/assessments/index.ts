import { type Area, menuItems } from '../../app/area';

/** Tahakkuklar: charging dues to houses, and every charged line. */
export const assessmentsArea: Area = {
  key: 'assessments',
  texts: () => import('./texts'),
  items: menuItems('/assessments', [
    ['all', 'all'],
    ['general', 'general'],
    ['free', 'free'],
    ['houseType', 'house-type'],
    ['parametric', 'parametric'],
    ['transferDue', 'transfer-due'],
  ]),
  screens: () => import('./screens'),
};
