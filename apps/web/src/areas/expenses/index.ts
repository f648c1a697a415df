import type { Area } from '../../app/area';

/** Giderler: supplier invoices with their items, installments and payments. */
export const expensesArea: Area = {
  key: 'expenses',
  texts: () => import('./texts'),
  items: [
    { key: 'invoiceCreate', path: '/expenses/invoice/create' },
    { key: 'invoices', path: '/expenses/invoices' },
    { key: 'invoiceItems', path: '/expenses/invoiceitems/list' },
    { key: 'invoicePayments', path: '/expenses/invoicepayments/list' },
  ],
  // The invoice is a whole screen (its items, installments and payments), not a panel over the list.
  screens: () => import('./screens'),
};
