import type { Screens } from '../../app/area';

/** The my customer screens by route: loaded with the first of them, so the first download holds only the menu. */
const screens: Screens = {
  '/my-customer/billing': () => import('./billing/BillingScreen'),
  '/my-customer/invoices/:id': () => import('./invoices/InvoiceScreen'),
};

export default screens;
