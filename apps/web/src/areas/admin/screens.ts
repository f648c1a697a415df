import { resourceRoutes, type Screens } from '../../app/area';

/** The admin screens by route: loaded with the first of them, so the first download holds only the menu. */
const screens: Screens = {
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
};

export default screens;
