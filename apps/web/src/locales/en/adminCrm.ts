import type { adminCrm as tr } from '../tr/adminCrm';

/** English messages of the admin area's CRM core: products, customer groups and customers. */
export const adminCrm: typeof tr = {
  admin: {
    products: {
      fields: {
        name: 'Product Name',
        invoice_description: 'Invoice Description',
        monthly_price_per_house: 'Monthly Price per House',
        yearly_price_per_house: 'Yearly Price per House',
        is_available: 'Available',
        customer_count: 'Customers',
        created_at: 'Created',
      },
      tabs: { general: 'General', customers: 'Customers' },
      search: 'Search product name',
    },
    customerGroups: {
      fields: { name: 'Group Name', customer_count: 'Customers', created_at: 'Created' },
    },
    customers: {
      fields: {
        name: 'Customer Name',
        product_name: 'Product',
        product_id: 'Product No',
        product_starts_on: 'Product Start',
        product_ends_on: 'Product End',
        active_product_count: 'Active Products',
        title: 'Title',
        email: 'E-mail',
        tax_number: 'Tax / Identity No',
        tax_office: 'Tax Office',
        phone: 'Phone',
        address: 'Address',
        iban: 'IBAN',
        cluster_count: 'Complexes',
        is_active: 'Active',
        authorized_user_id: 'Authorized Person',
        authorized_user_name: 'Authorized',
        customer_group_id: 'Customer Group',
        company_id: 'Management Company',
      },
      tabs: { general: 'General', clusters: 'Complexes', products: 'Products' },
      search: 'Search name, title, tax number or e-mail',
      authorizedUserHelp: 'Choose the management company first.',
      afterCreate: 'Complexes and products can be added once the customer is saved.',
    },
  },
};
