import { type Area, registerResources } from '../area';
import { bankAccountsResource } from './bankAccounts/bankAccounts.resource';
import { clusterProvidersResource } from './clusterProviders/clusterProviders.resource';
import { clusterNotificationProvidersResource } from './clusterSettings/clusterNotificationProviders.resource';
import { clusterPaymentProvidersResource } from './clusterSettings/clusterPaymentProviders.resource';
import { clusterRoutes } from './clusters/clusters.routes';
import { companyRoutes } from './companies/companies.routes';
import { companyLogoRoutes, logoFileRoutes } from './companyLogos/companyLogos.routes';
import { housesResource } from './houses/houses.resource';
import { houseTransferRoutes } from './houseTransfers/houseTransfers.routes';
import { houseUsersResource } from './houseUsers/houseUsers.resource';
import { periodicalAssessmentsResource } from './periodicalAssessments/periodicalAssessments.resource';
import { periodicalAssessmentRoutes } from './periodicalAssessments/periodicalAssessments.routes';
import { residentsResource } from './residents/residents.resource';
import { safesResource } from './safes/safes.resource';

/** Tanımlar: companies, complexes and their settings, houses, residents, bank accounts, safes, periodical dues. */
export const definitionsArea: Area = {
  name: 'definitions',
  permission: 'edit-definitions',
  // Logos are shown on the sign-in and in printed documents: served by unguessable name, without a token.
  open: async (app, { files }) => {
    await app.register(logoFileRoutes, { files });
  },
  secured: async (app, options) => {
    const { db, files } = options;
    await app.register(clusterRoutes, { db });
    await app.register(companyRoutes, { db, files });
    await app.register(companyLogoRoutes, { db, files });
    await app.register(houseTransferRoutes, { db });
    await app.register(periodicalAssessmentRoutes, { db });
    await registerResources(
      app,
      [
        bankAccountsResource,
        safesResource,
        housesResource,
        residentsResource,
        houseUsersResource,
        clusterProvidersResource,
        clusterNotificationProvidersResource,
        clusterPaymentProvidersResource,
        periodicalAssessmentsResource,
      ],
      options,
    );
  },
};

// What code outside this area (other areas, start-up, the demo seed) uses of it.
export { bankAccountsResource } from './bankAccounts/bankAccounts.resource';
export {
  ACTIVE_COLUMN,
  clusterResource,
  flagFilters,
  likeFilter,
  type NamedDefinitionOptions,
  namedDefinition,
  SITE_COLUMN,
  sortColumns,
} from './clusterResource';
export { HOUSE_COLUMNS, HOUSE_FILTERS, HOUSE_SORTS } from './houses/houseList';
export { housesResource } from './houses/houses.resource';
export { periodicalAssessmentsResource } from './periodicalAssessments/periodicalAssessments.resource';
export { generatePeriodicalAssessments } from './periodicalAssessments/periodicalAssessments.service';
export { startScheduler } from './periodicalAssessments/scheduler';
export { residentsResource } from './residents/residents.resource';
export { safesResource } from './safes/safes.resource';
