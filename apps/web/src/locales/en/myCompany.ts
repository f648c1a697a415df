import type { myCompany as tr } from '../tr/myCompany';

/** English messages of the My company area. */
export const myCompany: typeof tr = {
  myCompany: {
    workerPositions: {
      fields: {
        name: 'Position',
      },
    },
  },
};
