import { type Area, registerResources } from '../area';
import { companyResidentRoutes } from './companyResidents/companyResidents.routes';
import { workerPositionsResource } from './workerPositions/workerPositions.resource';

/** Şirketim: the management company's own lists (worker positions first). */
export const myCompanyArea: Area = {
  name: 'myCompany',
  secured: async (app, options) => {
    await registerResources(app, [workerPositionsResource], options);
    await app.register(companyResidentRoutes, { db: options.db, files: options.files });
  },
};
