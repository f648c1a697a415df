import { type Area, registerResources } from '../area';
import { enforcementsResource } from './enforcements/enforcements.resource';

/** İcra Takipleri: enforcement cases against debtors. */
export const enforcementsArea: Area = {
  name: 'enforcements',
  permission: 'edit-enforcement',
  secured: async (app, options) => registerResources(app, [enforcementsResource], options),
};
