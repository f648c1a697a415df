import { type Area, registerResources } from '../area';
import { otherDefinitionResources } from './otherDefinitions/otherDefinitions.resources';

/** Diğer Tanımlar: the complex's lists of types, projects, fixtures, phones and the like. */
export const otherDefinitionsArea: Area = {
  name: 'otherDefinitions',
  permission: 'edit-definitions',
  secured: async (app, options) => registerResources(app, otherDefinitionResources, options),
};
