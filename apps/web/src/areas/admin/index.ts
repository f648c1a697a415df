import { type Area, menuItems, resourceRoutes } from '../../app/area';

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
  screens: {
    '/admin/users': () => import('./users/UsersScreen'),
    '/admin/users/:id/edit': () => import('./users/UserEditScreen'),
    '/admin/payout-check': () => import('./payoutCheck/PayoutCheckScreen'),
    '/admin/import/transfers': () => import('./importTransfers/ImportTransfersScreen'),
    ...resourceRoutes('/admin/ads', () => import('./ads/AdsScreen')),
    ...resourceRoutes('/admin/crm/customers', () => import('./customers/CustomersScreen')),
    ...resourceRoutes('/admin/crm/customer-groups', () => import('./customerGroups/CustomerGroupsScreen')),
    ...resourceRoutes('/admin/crm/customer-invoices', () => import('./customerInvoices/CustomerInvoicesScreen')),
    ...resourceRoutes('/admin/crm/customer-payments', () => import('./customerPayments/CustomerPaymentsScreen')),
    '/admin/crm/expiring-customers': () => import('./expiringCustomers/ExpiringCustomersScreen'),
    '/admin/crm/bank-activities': () => import('./bankActivities/BankActivitiesScreen'),
    ...resourceRoutes('/admin/products', () => import('./products/ProductsScreen')),
    '/admin/statistics/web': () => import('./statistics/WebStatisticsScreen'),
    '/admin/statistics/mobile': () => import('./statistics/MobileStatisticsScreen'),
  },
};
