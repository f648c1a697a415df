import type { Area } from '../../app/area';

/** Yönetim: the super administrator's side (users, customers, products, billing, statistics). */
export const adminArea: Area = {
  key: 'admin',
  superadmin: true,
  items: [
    { key: 'users', path: '/admin/users' },
    { key: 'payoutCheck', path: '/admin/payout-check' },
    { key: 'importTransfers', path: '/admin/import/transfers' },
    { key: 'ads', path: '/admin/ads' },
    { key: 'customers', path: '/admin/crm/customers' },
    { key: 'customerGroups', path: '/admin/crm/customer-groups' },
    { key: 'customerInvoices', path: '/admin/crm/customer-invoices' },
    { key: 'customerPayments', path: '/admin/crm/customer-payments' },
    { key: 'expiringCustomers', path: '/admin/crm/expiring-customers' },
    { key: 'bankActivities', path: '/admin/crm/bank-activities' },
    { key: 'products', path: '/admin/products' },
    { key: 'statisticsWeb', path: '/admin/statistics/web' },
    { key: 'statisticsMobile', path: '/admin/statistics/mobile' },
  ],
};
