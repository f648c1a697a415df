import {
  customerInvoicePaymentRow,
  customerInvoicePaymentSchema,
  customerInvoicePaymentsMeta,
  listAnswerOf,
  recordOf,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listRoute } from '../../../http/listRoute';
import { idParams } from '../../../http/routes';
import { actorOf } from '../../../kernel/changeLog';
import type { AreaOptions } from '../../area';
import { customerInvoicePaymentsList, selectCustomerInvoicePayments } from './customerInvoicePayments.repository';
import {
  createCustomerInvoicePayment,
  customerInvoicePaymentToApi,
  showCustomerInvoicePayment,
  updateCustomerInvoicePayment,
} from './customerInvoicePayments.service';

const tags = ['api-super-admin'];
const PATH = '/api-super-admin/customer-invoice-payments';

/** Customer invoice payments ('Tahsilat Ekle' of an invoice), spec §7: list with totals, show, create, edit. */
export const adminCustomerInvoicePaymentRoutes: FastifyPluginAsyncZod<AreaOptions> = async (app, { db, files }) => {
  listRoute(app, {
    path: PATH,
    tags,
    scope: 'superadmin',
    base: () => selectCustomerInvoicePayments(db),
    db,
    files,
    response: listAnswerOf(customerInvoicePaymentRow, customerInvoicePaymentsMeta),
    ...customerInvoicePaymentsList(customerInvoicePaymentToApi),
  });

  app.get(
    `${PATH}/:id`,
    { schema: { tags, params: idParams, response: { 200: recordOf(customerInvoicePaymentRow) } } },
    async (request) => ({ data: await showCustomerInvoicePayment(db, request.params.id) }),
  );

  app.post(
    PATH,
    { schema: { tags, body: customerInvoicePaymentSchema, response: { 201: recordOf(customerInvoicePaymentRow) } } },
    async (request, reply) => {
      reply.code(201);
      return { data: await createCustomerInvoicePayment(db, actorOf(request), request.body) };
    },
  );

  app.put(
    `${PATH}/:id`,
    {
      schema: {
        tags,
        params: idParams,
        body: customerInvoicePaymentSchema,
        response: { 200: recordOf(customerInvoicePaymentRow) },
      },
    },
    async (request) => ({
      data: await updateCustomerInvoicePayment(db, actorOf(request), request.params.id, request.body),
    }),
  );
};
