import type { Area } from '../../app/area';

/** Muhasebe: the chart of accounts. */
export const accountingArea: Area = {
  key: 'accounting',
  items: [{ key: 'accounts', path: '/accounting/accounts' }],
};
