import type { dashboard as tr } from '../tr/dashboard';

/** English messages of the dashboard. */
export const dashboard: typeof tr = {
  dashboard: {
    title: 'Dashboard',
    blocks: 'Blocks',
    houses: 'Units',
    residents: 'Residents',
    withOwner: 'Units with owner on record',
    withRenter: 'Rented units',
    bankAccounts: 'Bank Accounts',
    safes: 'Cash Boxes',
    openDebt: 'Outstanding Debt',
    monthCollections: 'Collected This Month',
    cash: 'Cash in Banks and Safes',
    selectCluster: 'Select a complex to see the figures.',
  },
};
