import type { ResourceDef } from '../../../http/defineResource';
import { breakdownTypesResource } from '../breakdownTypes/breakdownTypes.resource';
import { cleaningTypesResource } from '../cleaningTypes/cleaningTypes.resource';
import { clusterPhonesResource } from '../clusterPhones/clusterPhones.resource';
import { contractTypesResource } from '../contractTypes/contractTypes.resource';
import { expenseTypesResource } from '../expenseTypes/expenseTypes.resource';
import { fixtureGroupsResource } from '../fixtureGroups/fixtureGroups.resource';
import { fixturesResource } from '../fixtures/fixtures.resource';
import { houseIntegrationsResource } from '../houseIntegrations/houseIntegrations.resource';
import { housingIncomeResource } from '../housingIncome/housingIncome.resource';
import { incomeTypesResource } from '../incomeTypes/incomeTypes.resource';
import { maintenancesResource } from '../maintenances/maintenances.resource';
import { maintenanceTypesResource } from '../maintenanceTypes/maintenanceTypes.resource';
import { otherIncomesResource } from '../otherIncomes/otherIncomes.resource';
import { paybackReasonsResource } from '../paybackReasons/paybackReasons.resource';
import { projectsResource } from '../projects/projects.resource';

/** The resources of the /other-definitions screens, registered by app.ts like every other resource. */
export const otherDefinitionResources: ResourceDef[] = [
  projectsResource,
  expenseTypesResource,
  incomeTypesResource,
  otherIncomesResource,
  fixtureGroupsResource,
  fixturesResource,
  housingIncomeResource,
  paybackReasonsResource,
  contractTypesResource,
  maintenanceTypesResource,
  cleaningTypesResource,
  breakdownTypesResource,
  clusterPhonesResource,
  maintenancesResource,
  houseIntegrationsResource,
];
