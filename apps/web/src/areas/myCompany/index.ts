import { type Area, menuItems, resourceRoutes } from '../../app/area';

/** Şirketim: the management company's own record, its workers, positions, residents and providers. */
export const myCompanyArea: Area = {
  key: 'myCompany',
  texts: () => import('./texts'),
  items: menuItems('/my-company', [
    ['info', 'info'],
    ['workers', 'workers'],
    ['residents', 'residents'],
    ['workerPositions', 'worker-positions'],
    ['providers', 'providers'],
  ]),
  screens: {
    '/my-company/info': () => import('./companyInfo/CompanyInfoScreen'),
    '/my-company/residents': () => import('./companyResidents/CompanyResidentsScreen'),
    ...resourceRoutes('/my-company/workers', () => import('./workers/WorkersScreen')),
    ...resourceRoutes('/my-company/worker-positions', () => import('./workerPositions/WorkerPositionsScreen')),
    ...resourceRoutes('/my-company/providers', () => import('./companyProviders/CompanyProvidersScreen'), [':id/show']),
  },
};
