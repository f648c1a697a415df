import {
  deletedSchema,
  idParam,
  invoicePaymentListAnswer,
  invoicePaymentRow,
  invoicePaymentSchema,
  recordOf,
  refinePaymentPlace,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { assertClusterAccess, authOf } from '../../../http/auth';
import { actorOf } from '../../../kernel/changeLog';
import type { FileStorage } from '../../../storage/fileStorage';
import { findInvoice, findPayment, paymentToApi, type Row } from '../invoices/invoices.repository';
import { editInvoicePayment, listInvoicePayments, payInvoice, takeBackInvoicePayment } from './invoicePayments.service';

const idParams = z.object({ id: idParam });
const clusterParams = z.object({ clusterId: idParam });
const tags = ['expenses'];
const body = invoicePaymentSchema.superRefine(refinePaymentPlace);
const paymentAnswer = recordOf(invoicePaymentRow);

/** Invoice payments ('Fatura Ödeme'): the list over every invoice of a complex, and one payment at a time. */
export const invoicePaymentRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (
  app,
  { db, files },
) => {
  app.get(
    '/clusters/:clusterId/expense/invoice-payments',
    { schema: { tags, params: clusterParams, response: { 200: invoicePaymentListAnswer } } },
    async (request) => {
      assertClusterAccess(authOf(request), request.params.clusterId);
      return listInvoicePayments(db, files, request.params.clusterId, request.query as Row);
    },
  );

  // A payment is never more than what is left to pay, even under concurrent requests.
  app.post(
    '/expense/invoices/:id/payments',
    { config: { recordTable: 'invoices' }, schema: { tags, params: idParams, body, response: { 201: paymentAnswer } } },
    async (request, reply) => {
      const invoice = await findInvoice(db, request, request.params.id);
      return reply.status(201).send({ data: await payInvoice(db, actorOf(request), invoice, request.body) });
    },
  );

  app.get(
    '/expense/payments/:id',
    { schema: { tags, params: idParams, response: { 200: paymentAnswer } } },
    async (request) => ({ data: paymentToApi(await findPayment(db, request, request.params.id)) }),
  );

  app.put(
    '/expense/payments/:id',
    {
      config: { recordTable: 'invoice_payments' },
      schema: { tags, params: idParams, body, response: { 200: paymentAnswer } },
    },
    async (request) => {
      const before = await findPayment(db, request, request.params.id);
      await editInvoicePayment(db, actorOf(request), before, request.body);
      return { data: paymentToApi(await findPayment(db, request, before.id)) };
    },
  );

  app.delete(
    '/expense/payments/:id',
    { schema: { tags, params: idParams, response: { 200: deletedSchema } } },
    async (request) => {
      await takeBackInvoicePayment(db, actorOf(request), await findPayment(db, request, request.params.id));
      return { data: { deleted: true as const } };
    },
  );
};
