import type { FastifyRequest } from 'fastify';
import { authOf } from '../../http/auth';
import { forbidden } from '../../http/errors';
import type { Area } from '../area';
import { adminAdvertRoutes } from './adverts/adverts.routes';
import { adminBankActivityRoutes } from './bankActivities/bankActivities.routes';
import { adminCustomerClusterRoutes } from './customerClusters/customerClusters.routes';
import { adminCustomerGroupRoutes } from './customerGroups/customerGroups.routes';
import { adminCustomerInvoicePaymentRoutes } from './customerInvoicePayments/customerInvoicePayments.routes';
import { adminCustomerInvoiceRoutes } from './customerInvoices/customerInvoices.routes';
import { adminCustomerPaymentRoutes } from './customerPayments/customerPayments.routes';
import { adminCustomerProductRoutes } from './customerProducts/customerProducts.routes';
import { adminCustomerRoutes } from './customers/customers.routes';
import { adminExpiringCustomerRoutes } from './expiringCustomers/expiringCustomers.routes';
import { adminImportTransferRoutes } from './importTransfers/importTransfers.routes';
import { adminPayoutCheckRoutes } from './payoutCheck/payoutCheck.routes';
import { adminProductRoutes } from './products/products.routes';
import { adminStatisticsRoutes } from './statistics/statistics.routes';
import { adminTokenRoutes } from './tokens/tokens.routes';
import { adminUserListRoutes } from './userLists/userLists.routes';
import { adminUserRoutes } from './users/users.routes';

export { issueMonth } from './customerInvoices/customerInvoices.issue';
export { startCustomerInvoiceJob } from './customerInvoices/customerInvoices.job';
export { writeCustomerInvoicePdf } from './customerInvoices/customerInvoices.pdf';
export { allocatePayment, openInvoices } from './customerPayments/customerPayments.allocation';

/**
 * Every route of the area, reads too, is for super administrators: the route permission guards writes only.
 * A super administrator's impersonation token is the user's, never a super administrator's.
 */
async function superadminOnly(request: FastifyRequest): Promise<void> {
  const auth = authOf(request);
  if (!auth.isSuperadmin || auth.impersonatorId !== null) throw forbidden();
}

/**
 * Yönetim: the super administrator's side (`/api-super-admin/*`): users and their sessions, the CRM (customers,
 * groups, their complexes and products), products, billing (invoices, payments, the seller's bank statement,
 * expiring customers), the data import of a new customer, adverts, statistics and the card payout check.
 */
export const adminArea: Area = {
  name: 'admin',
  permission: 'superadmin',
  secured: async (app, options) => {
    const { db, config, files } = options;
    app.addHook('onRequest', superadminOnly);
    await app.register(adminUserRoutes, { db, files, matomoToken: config.matomoReadonlyToken });
    await app.register(adminTokenRoutes, { db, files });
    for (const routes of [
      adminProductRoutes,
      adminCustomerGroupRoutes,
      adminCustomerRoutes,
      adminCustomerClusterRoutes,
      adminCustomerProductRoutes,
      adminCustomerInvoiceRoutes,
      adminCustomerPaymentRoutes,
      adminCustomerInvoicePaymentRoutes,
      adminExpiringCustomerRoutes,
      adminBankActivityRoutes,
      adminImportTransferRoutes,
      adminAdvertRoutes,
      adminStatisticsRoutes,
      adminUserListRoutes,
      adminPayoutCheckRoutes,
    ]) {
      await app.register(routes, options);
    }
  },
};
