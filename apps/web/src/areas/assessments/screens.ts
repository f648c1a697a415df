import { type Loader, resourceRoutes, type Screens } from '../../app/area';

// One screen and one form for the four assessment kinds; the path says which.
const assessmentsScreen: Loader = () => import('./assessments/AssessmentsScreen');

/** The assessments screens by route: loaded with the first of them, so the first download holds only the menu. */
const screens: Screens = {
  ...resourceRoutes('/assessments/general', assessmentsScreen),
  ...resourceRoutes('/assessments/free', assessmentsScreen),
  ...resourceRoutes('/assessments/house-type', assessmentsScreen),
  ...resourceRoutes('/assessments/parametric', assessmentsScreen),
  '/assessments/transfer-due': () => import('./assessments/TransferDueScreen'),
  ...resourceRoutes('/assessments/all', () => import('./assessments/DebtsScreen')),
};

export default screens;
