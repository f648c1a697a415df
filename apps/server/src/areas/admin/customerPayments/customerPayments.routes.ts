import {
  customerPaymentDetailRow,
  customerPaymentRow,
  customerPaymentSchema,
  customerPaymentsMeta,
  deletedSchema,
  listAnswerOf,
  recordOf,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listRoute } from '../../../http/listRoute';
import { idParams } from '../../../http/routes';
import { actorOf } from '../../../kernel/changeLog';
import type { AreaOptions } from '../../area';
import { customerPaymentsList, selectCustomerPayments } from './customerPayments.repository';
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
