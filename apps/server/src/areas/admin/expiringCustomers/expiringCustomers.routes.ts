import { expiringCustomersAnswer, expiringCustomersQuery } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaOptions } from '../../area';
import { listExpiringCustomers } from './expiringCustomers.service';

const tags = ['api-super-admin'];

/** /admin/crm/expiring-customers: products ending within `days` (default 30) and customers with overdue invoices. */
export const adminExpiringCustomerRoutes: FastifyPluginAsyncZod<AreaOptions> = async (app, { db }) => {
  app.get(
    '/api-super-admin/expiring-customers',
    { schema: { tags, querystring: expiringCustomersQuery, response: { 200: expiringCustomersAnswer } } },
    async (request) => listExpiringCustomers(db, request.query),
  );
};
