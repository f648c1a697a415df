import { createMailer } from '../../kernel/mailer';
import { type Area, registerResources } from '../area';
import { companyProvidersResource } from './companyProviders/companyProviders.resource';
import { companyProviderRoutes } from './companyProviders/companyProviders.routes';
import { companyResidentRoutes } from './companyResidents/companyResidents.routes';
import { companyUserRoutes } from './companyUsers/companyUsers.routes';
import { workerPositionsResource } from './workerPositions/workerPositions.resource';

/** Şirketim: the management company's own lists: worker positions, providers, residents and workers. */
export const myCompanyArea: Area = {
  name: 'myCompany',
  permission: 'edit-company',
  secured: async (app, options) => {
    await registerResources(app, [workerPositionsResource, companyProvidersResource], options);
    await app.register(companyProviderRoutes, { db: options.db });
    await app.register(companyResidentRoutes, { db: options.db, files: options.files });
    await app.register(companyUserRoutes, {
      db: options.db,
      files: options.files,
      mailer: createMailer(options.config),
    });
  },
};
