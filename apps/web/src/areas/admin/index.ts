import { type Area, menuItems } from '../../app/area';

/** Yönetim: the super administrator's side (users, customers, products, billing, statistics). */
export const adminArea: Area = {
  key: 'admin',
  texts: () => import('./texts'),
  superadmin: true,
  items: menuItems('/admin', [
    ['users', 'users'],
    ['payoutCheck', 'payout-check'],
    ['importTransfers', 'import/transfers'],
    ['ads', 'ads'],
    ['customers', 'crm/customers'],
    ['customerGroups', 'crm/customer-groups'],
    ['customerInvoices', 'crm/customer-invoices'],
    ['customerPayments', 'crm/customer-payments'],
    ['expiringCustomers', 'crm/expiring-customers'],
    ['bankActivities', 'crm/bank-activities'],
    ['products', 'products'],
    ['statisticsWeb', 'statistics/web'],
    ['statisticsMobile', 'statistics/mobile'],
  ]),
  screens: () => import('./screens'),
};
