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
    companyProviders: {
      fields: {
        name: 'Name',
        title: 'Title',
        provides_id: 'Provides',
        tax_office: 'Tax office',
        tax_number: 'Tax number / identity number',
        phone: 'Phone',
        email: 'E-mail',
        iban: 'IBAN',
        address: 'Address',
        description: 'Description',
      },
      taxNumberHelp: 'A 10-digit tax number for companies, an 11-digit identity number for persons',
    },
  },
};
