import {
  customerPaymentDetailRow,
  customerPaymentInvoiceRow,
  customerPaymentInvoicesQuery,
  customerPaymentRow,
  customerPaymentSchema,
  customerPaymentsMeta,
  deletedSchema,
  listAnswerOf,
  recordOf,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listRoute } from '../../../http/listRoute';
import { idParams } from '../../../http/routes';
import { actorOf } from '../../../kernel/changeLog';
import type { AreaOptions } from '../../area';
import { customerPaymentsList, invoicesWithRemaining, selectCustomerPayments } from './customerPayments.repository';
import {
  createCustomerPayment,
  customerPaymentToApi,
  deleteCustomerPayment,
  showCustomerPayment,
  updateCustomerPayment,
} from './customerPayments.service';

const tags = ['api-super-admin'];
const PATH = '/api-super-admin/customer-payments';

/** Customer payments ('Ödemeler'): list with totals and export, show, create, edit and delete with allocation. */
export const adminCustomerPaymentRoutes: FastifyPluginAsyncZod<AreaOptions> = async (app, { db, files }) => {
  listRoute(app, {
    path: PATH,
    tags,
    scope: 'superadmin',
    base: () => selectCustomerPayments(db),
    db,
    files,
    response: listAnswerOf(customerPaymentRow, customerPaymentsMeta),
    ...customerPaymentsList(customerPaymentToApi),
  });

  app.get(
    `${PATH}/invoices`,
    {
      schema: {
        tags,
        summary: "A customer's invoices with what is still owed of each (the invoice choices of a payment)",
        querystring: customerPaymentInvoicesQuery,
        response: { 200: recordOf(z.array(customerPaymentInvoiceRow)) },
      },
    },
    async (request) => ({
      data: (await invoicesWithRemaining(db, request.query.customer_id)).map((row) => ({
        ...row,
        amount_remaining: Number(row.amount_remaining),
      })),
    }),
  );

  app.get(
    `${PATH}/:id`,
    { schema: { tags, params: idParams, response: { 200: recordOf(customerPaymentDetailRow) } } },
    async (request) => ({ data: await showCustomerPayment(db, request.params.id) }),
  );

  app.post(
    PATH,
    { schema: { tags, body: customerPaymentSchema, response: { 201: recordOf(customerPaymentDetailRow) } } },
    async (request, reply) => {
      reply.code(201);
      return { data: await createCustomerPayment(db, actorOf(request), request.body) };
    },
  );

  app.put(
    `${PATH}/:id`,
    {
      schema: {
        tags,
        params: idParams,
        body: customerPaymentSchema,
        response: { 200: recordOf(customerPaymentDetailRow) },
      },
    },
    async (request) => ({ data: await updateCustomerPayment(db, actorOf(request), request.params.id, request.body) }),
  );

  app.delete(
    `${PATH}/:id`,
    { schema: { tags, params: idParams, response: { 200: deletedSchema } } },
    async (request) => {
      await deleteCustomerPayment(db, actorOf(request), request.params.id);
      return { data: { deleted: true as const } };
    },
  );
};
