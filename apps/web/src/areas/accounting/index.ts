import type { Area } from '../../app/area';

/** Muhasebe: the chart of accounts, the trial balance and the ledger. */
export const accountingArea: Area = {
  key: 'accounting',
  texts: () => import('./texts'),
  items: [{ key: 'accounts', path: '/accounting/accounts' }],
  screens: () => import('./screens'),
};
