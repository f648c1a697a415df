import { resourceRoutes, type Screens } from '../../app/area';

/** The my company screens by route: loaded with the first of them, so the first download holds only the menu. */
const screens: Screens = {
  '/my-company/info': () => import('./companyInfo/CompanyInfoScreen'),
  '/my-company/residents': () => import('./companyResidents/CompanyResidentsScreen'),
  ...resourceRoutes('/my-company/workers', () => import('./workers/WorkersScreen')),
  ...resourceRoutes('/my-company/worker-positions', () => import('./workerPositions/WorkerPositionsScreen')),
  ...resourceRoutes('/my-company/providers', () => import('./companyProviders/CompanyProvidersScreen'), [':id/show']),
};

export default screens;
