import type { adminInvoices as tr } from '../tr/adminInvoices';

/** English messages of the customer invoices. */
export const adminInvoices: typeof tr = {
  admin: {
    customerInvoices: {
      createTitle: 'New Customer Invoice',
      editTitle: 'Customer Invoice',
      search: 'Search by customer name',
      back: 'Back to list',
      fields: {
        customer_id: 'Customer',
        customer_name: 'Customer',
        invoice_no: 'Invoice No',
        period: 'Period',
        invoiced_on: 'Date',
        due_on: 'Due Date',
        description: 'Description',
        amount: 'Amount',
        tax_amount: 'VAT',
        amount_tax_included: 'Amount with VAT',
        amount_collected: 'Paid Amount',
        amount_remaining: 'Remaining Amount',
        is_yearly: 'Yearly',
      },
      filters: {
        dates: 'Invoice date',
        from: 'From',
        to: 'To',
        open: 'Payment status',
        openOnly: 'Unpaid',
        paidOnly: 'Paid',
      },
      issue: {
        button: 'Issue Invoices',
        title: 'Issue Monthly Invoices',
        month: 'Month',
        hint: "The chosen month's invoices are issued from the customers' active products and their complexes' house counts. Invoices already issued for the month are not issued again.",
        run: 'Issue Invoices',
        done: '{{created}} invoices issued, {{skipped}} already existed.',
      },
      lines: {
        title: 'Invoice Lines',
        description: 'Description',
        amount: 'Amount',
        houses: 'Houses',
        days: 'Days',
        add: 'Add Line',
        total: 'Subtotal',
        lockedPaid: 'The amounts of an invoice with payments cannot be changed.',
      },
      payments: {
        title: 'Payments',
        add: 'Add Payment',
        success_at: 'Payment Date',
        description: 'Description',
        amount: 'Amount',
        empty: 'No payments for this invoice.',
      },
      pdf: 'PDF',
      pdfFailed: 'The invoice PDF could not be made.',
    },
  },
};
