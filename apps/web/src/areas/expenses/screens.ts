import type { Screens } from '../../app/area';

/** The expenses screens by route: loaded with the first of them, so the first download holds only the menu. */
const screens: Screens = {
  '/expenses/invoices': () => import('./invoices/InvoicesScreen'),
  '/expenses/invoice/create': () => import('./invoices/InvoiceScreen'),
  '/expenses/invoices/:id': () => import('./invoices/InvoiceScreen'),
  '/expenses/invoices/:id/edit': () => import('./invoices/InvoiceScreen'),
  '/expenses/invoiceitems/list': () => import('./invoiceItems/InvoiceItemsScreen'),
  '/expenses/invoicepayments/list': () => import('./invoicePayments/InvoicePaymentsScreen'),
};

export default screens;
