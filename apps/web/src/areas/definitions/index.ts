import { type Area, menuItems } from '../../app/area';

/** Tanımlar: companies, complexes and their houses, residents, accounts, providers and recurring dues. */
export const definitionsArea: Area = {
  key: 'definitions',
  texts: () => import('./texts'),
  items: menuItems('/definitions', [
    ['companies', 'companies'],
    ['clusters', 'clusters'],
    ['houses', 'houses'],
    ['residents', 'residents'],
    ['bankAccounts', 'bank-accounts'],
    ['safes', 'safes'],
    ['clusterProviders', 'cluster-providers'],
    ['periodicalAssessments', 'periodical-assessments'],
  ]),
  screens: () => import('./screens'),
};
