import type { adminCustomerLinks as tr } from '../tr/adminCustomerLinks';

/** English messages of a customer's complexes and products. */
export const adminCustomerLinks: typeof tr = {
  admin: {
    customerClusters: {
      title: 'Complexes',
      panel: 'Add a complex to the customer',
      editPanel: 'Edit the customer’s complex',
      fields: {
        cluster_id: 'Complex',
        cluster_name: 'Complex',
        cluster_is_active: 'Complex status',
        is_active: 'Customer-complex status',
        house_count: 'Houses',
        starts_on: 'Added',
        ends_on: 'Removed',
      },
      clusterOption: '{{name}} ({{company}}, {{count}} houses)',
      active: 'Active',
      passive: 'Passive',
      endsOnHint: 'Leave empty to keep the complex with the customer.',
      none: 'This customer has no complexes.',
    },
    customerProducts: {
      title: 'Products',
      customersTitle: 'Customers',
      panel: 'Add a product to customers',
      editPanel: 'Edit the customer’s product',
      fields: {
        customer_id: 'Customer',
        customer_ids: 'Customers',
        customer_name: 'Customer',
        product_id: 'Product',
        product_name: 'Product',
        starts_on: 'Start',
        ends_on: 'End',
        amount: 'Amount per house',
        is_active: 'Status',
        is_yearly: 'Yearly',
      },
      active: 'Active',
      passive: 'Passive',
      statusFilter: 'Status',
      offSale: '{{name}} (off sale)',
      startLocked: 'The start date of an active product cannot be changed.',
      endsExisting: 'The chosen customers’ products running on the start date will end the day before it.',
      none: 'No records.',
    },
  },
};
