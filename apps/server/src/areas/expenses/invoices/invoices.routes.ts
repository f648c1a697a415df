import {
  bulkCloseAnswer,
  bulkCloseSchema,
  invoiceListAnswer,
  invoiceRow,
  invoiceSchema,
  recordOf,
  recordWithWarningsOf,
  refinePaymentPlace,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/connection';
import { assertClusterAccess, authOf, visibleRecord } from '../../../http/auth';
import { clusterListRoute, deleteRoute, idParams, recordRoute } from '../../../http/routes';
import { actorOf } from '../../../kernel/changeLog';
import type { FileStorage } from '../../../storage/fileStorage';
import { invoiceById, showInvoice } from './invoices.repository';
import {
  bulkCloseInvoices,
  listInvoices,
  recordInvoice,
  removeInvoice,
  updateInvoice,
  warningsOf,
} from './invoices.service';

const tags = ['expenses'];

/** Invoices themselves (spec §2 Expenses): list, panel, create, update, delete and bulk close. */
export const invoiceRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  clusterListRoute(
    app,
    '/clusters/:clusterId/expense/invoices',
    { tags, response: invoiceListAnswer },
    (clusterId, query) => listInvoices(db, files, clusterId, query),
  );
  recordRoute(
    app,
    '/expense/invoices/:id',
    { tags, response: recordOf(invoiceRow) },
    (id) => invoiceById(db, id),
    async (row) => ({ data: await showInvoice(db, row.id) }),
  );

  app.post(
    '/expense/invoices',
    { schema: { tags, body: invoiceSchema, response: { 201: recordOf(invoiceRow) } } },
    async (request, reply) => {
      assertClusterAccess(authOf(request), request.body.cluster_id);
      return reply.status(201).send({ data: await recordInvoice(db, actorOf(request), request.body) });
    },
  );

  app.put(
    '/expense/invoices/:id',
    {
      config: { recordTable: 'invoices' },
      schema: {
        tags,
        params: idParams,
        body: invoiceSchema.partial(),
        response: { 200: recordWithWarningsOf(invoiceRow) },
      },
    },
    async (request) => {
      const before = visibleRecord(request, await invoiceById(db, request.params.id));
      const { invoice, installmentsDeleted } = await updateInvoice(db, actorOf(request), before, request.body);
      return { data: invoice, ...warningsOf(installmentsDeleted) };
    },
  );

  deleteRoute(
    app,
    '/expense/invoices/:id',
    { tags },
    (id) => invoiceById(db, id),
    (row, request) => removeInvoice(db, actorOf(request), row),
  );

  // 'Toplu Fatura Kapatma': pays what is left of every chosen invoice, all or nothing.
  app.post(
    '/expense/invoices/bulk-close',
    {
      schema: {
        tags,
        body: bulkCloseSchema.superRefine(refinePaymentPlace),
        response: { 200: bulkCloseAnswer },
      },
    },
    async (request) => {
      assertClusterAccess(authOf(request), request.body.cluster_id);
      return { data: await bulkCloseInvoices(db, actorOf(request), request.body) };
    },
  );
};
