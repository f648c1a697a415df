import { myCustomerBillingSchema, myCustomerInvoiceDetailSchema, recordOf } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../../http/auth';
import { idParams } from '../../../http/routes';
import type { AreaOptions } from '../../area';
import { ownInvoicePdf, showBilling, showOwnInvoice } from './billing.service';

const tags = ['my-customer'];

/** The management company's own billing as a customer of the product (any signed-in worker of the company). */
export const myCustomerBillingRoutes: FastifyPluginAsyncZod<AreaOptions> = async (app, { db, files }) => {
  app.get(
    '/my-customer/billing',
    { schema: { tags, response: { 200: recordOf(myCustomerBillingSchema) } } },
    async (request) => ({ data: await showBilling(db, authOf(request).user.company_id) }),
  );

  app.get(
    '/my-customer/invoices/:id',
    { schema: { tags, params: idParams, response: { 200: recordOf(myCustomerInvoiceDetailSchema) } } },
    async (request) => ({ data: await showOwnInvoice(db, authOf(request).user.company_id, request.params.id) }),
  );

  app.get(
    '/my-customer/invoices/:id/pdf',
    { schema: { tags, params: idParams, response: { 200: recordOf(z.object({ url: z.string() })) } } },
    async (request) => ({
      data: await ownInvoicePdf(db, files, authOf(request).user.company_id, request.params.id),
    }),
  );
};
