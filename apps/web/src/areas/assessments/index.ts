import { type Area, type Loader, menuItems, resourceRoutes } from '../../app/area';

// One screen and one form for the four assessment kinds; the path says which.
const assessmentsScreen: Loader = () => import('./assessments/AssessmentsScreen');

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
  screens: {
    ...resourceRoutes('/assessments/general', assessmentsScreen),
    ...resourceRoutes('/assessments/free', assessmentsScreen),
    ...resourceRoutes('/assessments/house-type', assessmentsScreen),
    ...resourceRoutes('/assessments/parametric', assessmentsScreen),
    '/assessments/transfer-due': () => import('./assessments/TransferDueScreen'),
    ...resourceRoutes('/assessments/all', () => import('./assessments/DebtsScreen')),
  },
};
