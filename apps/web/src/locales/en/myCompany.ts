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
      smsCredit: {
        refresh: 'Refresh balance',
        hint: 'Reads the credit left now from the SMS provider of {{cluster}}.',
        refreshed: 'SMS balance refreshed: {{balance}} ({{at}}).',
      },
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
    workers: {
      fields: {
        name: 'Name',
        email: 'E-mail',
        phone: 'Phone',
        company_id: 'Company',
        company_name: 'Company',
        role_ids: 'Roles',
        role_name: 'Role',
        position_id: 'Position',
        position_name: 'Position',
        tech_authorization_id: 'Technical staff authorization',
        cluster_count: 'Authorised complexes',
        last_login_at: 'Last sign-in',
      },
      search: 'Search name, e-mail or phone',
      allClusters: 'All',
      techAuthorizations: {
        1: 'View only',
        2: 'Can approve and comment',
        3: 'All actions',
      },
      tabs: { general: 'General', clusters: 'Complexes' },
      clusters: {
        hint: 'With no complex chosen, the worker acts in every complex of the company with their roles’ permissions.',
        everywhere: 'Now acts in every complex of the company with their roles’ permissions.',
        limited: 'Acts only in the chosen complexes, with the permissions ticked for each.',
        passive: 'Inactive',
        afterCreate: 'Choose the complexes once the worker is saved.',
        permissions: 'Permissions in this complex',
        noPermission: 'With no permission ticked, the worker only views this complex.',
      },
      resetPassword: 'Reset Password',
      resetConfirm: 'The worker gets a new temporary password and their open sessions end.',
      temporaryPassword: {
        title: 'Temporary Password',
        text: 'This password is shown only now. The worker sets their own at their first sign-in.',
        emailed: 'The password was also sent to the worker’s e-mail address.',
        copy: 'Copy',
        copied: 'Copied',
      },
    },
  },
};
