import { type Area, menuItems } from '../../app/area';

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
  screens: () => import('./screens'),
};
