import {
  invoicePaymentListAnswer,
  invoicePaymentRow,
  invoicePaymentSchema,
  recordOf,
  refinePaymentPlace,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/connection';
import { visibleRecord } from '../../../http/auth';
import { clusterListRoute, deleteRoute, idParams, recordRoute } from '../../../http/routes';
import { actorOf } from '../../../kernel/changeLog';
import type { FileStorage } from '../../../storage/fileStorage';
import { invoiceById, paymentById, paymentToApi, type Row } from '../invoices/invoices.repository';
import { editInvoicePayment, listInvoicePayments, payInvoice, takeBackInvoicePayment } from './invoicePayments.service';

const tags = ['expenses'];
const body = invoicePaymentSchema.superRefine(refinePaymentPlace);
const paymentAnswer = recordOf(invoicePaymentRow);

/** Invoice payments ('Fatura Ödeme'): the list over every invoice of a complex, and one payment at a time. */
export const invoicePaymentRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (
  app,
  { db, files },
) => {
  clusterListRoute(
    app,
    '/clusters/:clusterId/expense/invoice-payments',
    { tags, response: invoicePaymentListAnswer },
    (clusterId, query) => listInvoicePayments(db, files, clusterId, query),
  );
  recordRoute(
    app,
    '/expense/payments/:id',
    { tags, response: paymentAnswer },
    (id) => paymentById(db, id),
    async (row) => ({ data: paymentToApi(row as Row) }),
  );

  // A payment is never more than what is left to pay, even under concurrent requests.
  app.post(
    '/expense/invoices/:id/payments',
    { config: { recordTable: 'invoices' }, schema: { tags, params: idParams, body, response: { 201: paymentAnswer } } },
    async (request, reply) => {
      const invoice = visibleRecord(request, await invoiceById(db, request.params.id));
      return reply.status(201).send({ data: await payInvoice(db, actorOf(request), invoice, request.body) });
    },
  );

  app.put(
    '/expense/payments/:id',
    {
      config: { recordTable: 'invoice_payments' },
      schema: { tags, params: idParams, body, response: { 200: paymentAnswer } },
    },
    async (request) => {
      const before = visibleRecord(request, await paymentById(db, request.params.id));
      return { data: await editInvoicePayment(db, actorOf(request), before, request.body) };
    },
  );

  deleteRoute(
    app,
    '/expense/payments/:id',
    { tags },
    (id) => paymentById(db, id),
    (row, request) => takeBackInvoicePayment(db, actorOf(request), row),
  );
};
