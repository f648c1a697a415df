import type { myCompany as tr } from '../tr/myCompany';

/** English messages of the My company area. */
export const myCompany: typeof tr = {
  myCompany: {
    workerPositions: {
      fields: {
        name: 'Position',
      },
    },
    companyResidents: {
      clusters: 'Complexes',
      search: 'Search name, phone or e-mail',
      debtors: { label: 'Debt', yes: 'In debt', no: 'Not in debt' },
    },
    companyInfo: {
      noCompany: 'No company selected.',
    },
  },
};
