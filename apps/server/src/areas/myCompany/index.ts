import { type Area, registerResources } from '../area';
import { workerPositionsResource } from './workerPositions/workerPositions.resource';

/** Şirketim: the management company's own lists (worker positions first). */
export const myCompanyArea: Area = {
  name: 'myCompany',
  secured: async (app, options) => registerResources(app, [workerPositionsResource], options),
};
