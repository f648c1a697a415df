import {
  customerInvoiceCreateSchema,
  customerInvoiceDetail,
  customerInvoiceIssueResult,
  customerInvoiceIssueSchema,
  customerInvoiceRow,
  customerInvoicesMeta,
  customerInvoiceUpdateSchema,
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
import { issueMonth } from './customerInvoices.issue';
import { writeCustomerInvoicePdf } from './customerInvoices.pdf';
import { invoicesList, selectInvoices } from './customerInvoices.repository';
import { createInvoice, deleteInvoice, showInvoice, updateInvoice } from './customerInvoices.service';

const tags = ['api-super-admin'];
const PATH = '/api-super-admin/customer-invoices';

/** Müşteri Faturaları: the list, the invoice with its lines and payments, hand-written invoices, the month's issue and the PDF. */
export const adminCustomerInvoiceRoutes: FastifyPluginAsyncZod<AreaOptions> = async (app, { db, files }) => {
  listRoute(app, {
    path: PATH,
    tags,
    scope: 'superadmin',
    base: () => selectInvoices(db),
    db,
    files,
    response: listAnswerOf(customerInvoiceRow, customerInvoicesMeta),
    ...invoicesList,
  });

  app.post(
    `${PATH}/issue`,
    {
      schema: {
        tags,
        summary: "Issues a month's invoices (idempotent: an existing invoice of the period is skipped)",
        body: customerInvoiceIssueSchema,
        response: { 200: recordOf(customerInvoiceIssueResult) },
      },
    },
    async (request) => ({ data: await issueMonth(db, request.body.month, actorOf(request)) }),
  );

  app.get(
    `${PATH}/:id`,
    { schema: { tags, params: idParams, response: { 200: recordOf(customerInvoiceDetail) } } },
    async (request) => ({ data: await showInvoice(db, request.params.id) }),
  );

  app.get(
    `${PATH}/:id/pdf`,
    {
      schema: {
        tags,
        summary: 'The invoice as a PDF file',
        params: idParams,
        response: { 200: recordOf(z.object({ url: z.string() })) },
      },
    },
    async (request) => ({ data: { url: await writeCustomerInvoicePdf(db, files, request.params.id) } }),
  );

  app.post(
    PATH,
    { schema: { tags, body: customerInvoiceCreateSchema, response: { 201: recordOf(customerInvoiceDetail) } } },
    async (request, reply) => {
      reply.code(201);
      return { data: await createInvoice(db, actorOf(request), request.body) };
    },
  );

  app.put(
    `${PATH}/:id`,
    {
      schema: {
        tags,
        params: idParams,
        body: customerInvoiceUpdateSchema,
        response: { 200: recordOf(customerInvoiceDetail) },
      },
    },
    async (request) => ({ data: await updateInvoice(db, actorOf(request), request.params.id, request.body) }),
  );

  app.delete(
    `${PATH}/:id`,
    { schema: { tags, params: idParams, response: { 200: deletedSchema } } },
    async (request) => {
      await deleteInvoice(db, actorOf(request), request.params.id);
      return { data: { deleted: true as const } };
    },
  );
};
