import type { adminPayments as tr } from '../tr/adminPayments';

/** English messages of customer payments and expiring customers. */
export const adminPayments: typeof tr = {
  admin: {
    customerPayments: {
      title: 'Payments',
      formTitle: 'Add payment',
      search: 'Search customer',
      fields: {
        customer_id: 'Customer',
        customer_name: 'Customer',
        success_at: 'Date',
        amount: 'Amount',
        invoice_payment_amount: 'Paid invoice amount',
        description: 'Description',
        customer_invoice_ids: 'Invoices',
        created_at: 'Created',
        updated_at: 'Updated',
      },
      invoicesHelp:
        'When empty, the payment goes to the open invoices, oldest due date first; what is left stays as the customer’s credit.',
      invoiceOption: '{{no}} · {{date}} · Remaining {{remaining}}',
      noInvoiceNo: 'Invoice #{{id}}',
      pickCustomerFirst: 'Choose a customer first',
      dateRange: 'Date range',
    },
    invoicePayment: {
      title: 'Add payment',
      payment_on: 'Payment date',
      amount: 'Amount',
      description: 'Description',
      remaining: 'Remaining on the invoice: {{amount}}',
      paymentAmount: 'Whole payment: {{amount}}',
    },
    expiringCustomers: {
      days: 'Days',
      daysHelp: 'Next {{days}} days',
      productsTitle: 'Customers whose products end',
      overdueTitle: 'Customers with overdue invoices',
      fields: {
        customer_name: 'Customer',
        product_name: 'Product',
        starts_on: 'Start',
        ends_on: 'End',
        days_left: 'Days left',
        amount: 'Amount per house',
        is_yearly: 'Yearly',
        invoice_count: 'Invoices',
        overdue_amount: 'Overdue amount',
        oldest_due_on: 'Oldest due date',
        days_overdue: 'Days overdue',
      },
      emptyProducts: 'No product ends within this period.',
      emptyOverdue: 'No customer has overdue invoices.',
    },
  },
};
