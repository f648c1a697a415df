import type { Area } from '../area';
import { invoiceInstallmentRoutes } from './invoiceInstallments/invoiceInstallments.routes';
import { invoiceItemRoutes } from './invoiceItems/invoiceItems.routes';
import { invoicePaymentRoutes } from './invoicePayments/invoicePayments.routes';
import { invoiceRoutes } from './invoices/invoices.routes';
import { otherExpenseRoutes } from './otherExpenses/otherExpenses.routes';

/** Giderler: invoices with their items, installments and payments, and other expenses. */
export const expensesArea: Area = {
  name: 'expenses',
  permission: 'edit-expense',
  secured: async (app, { db, files }) => {
    await app.register(invoiceRoutes, { db, files });
    await app.register(invoiceItemRoutes, { db, files });
    await app.register(invoiceInstallmentRoutes, { db, files });
    await app.register(invoicePaymentRoutes, { db, files });
    await app.register(otherExpenseRoutes, { db, files });
  },
};

// What code outside this area (other areas, start-up, the demo seed) uses of it.
export { createInvoicePayment, deleteInvoicePayment } from './invoicePayments/invoicePayments.service';
export { invoiceMoney, lockInvoice } from './invoices/invoices.repository';
export { createInvoice, deleteInvoice, validateItemLinks } from './invoices/invoices.service';
