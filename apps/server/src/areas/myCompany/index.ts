import { type Area, registerResources } from '../area';
import { companyProvidersResource } from './companyProviders/companyProviders.resource';
import { companyProviderRoutes } from './companyProviders/companyProviders.routes';
import { companyResidentRoutes } from './companyResidents/companyResidents.routes';
import { workerPositionsResource } from './workerPositions/workerPositions.resource';

/** Şirketim: the management company's own lists (worker positions first). */
export const myCompanyArea: Area = {
  name: 'myCompany',
  permission: 'edit-company',
  secured: async (app, options) => {
    await registerResources(app, [workerPositionsResource, companyProvidersResource], options);
    await app.register(companyProviderRoutes, { db: options.db });
    await app.register(companyResidentRoutes, { db: options.db, files: options.files });
  },
};
