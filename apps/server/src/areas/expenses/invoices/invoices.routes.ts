import {
  bulkCloseAnswer,
  bulkCloseSchema,
  deletedSchema,
  INSTALLMENTS_DELETED_WARNING,
  idParam,
  invoiceListAnswer,
  invoiceRow,
  invoiceSchema,
  recordOf,
  recordWithWarningsOf,
  refinePaymentPlace,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { assertClusterAccess, authOf } from '../../../http/auth';
import { actorOf } from '../../../kernel/changeLog';
import type { FileStorage } from '../../../storage/fileStorage';
import { findInvoice, type Row, showInvoice } from './invoices.repository';
import { bulkCloseInvoices, listInvoices, recordInvoice, removeInvoice, updateInvoice } from './invoices.service';

const idParams = z.object({ id: idParam });
const clusterParams = z.object({ clusterId: idParam });
const tags = ['expenses'];

/** Invoices themselves (spec §2 Expenses): list, panel, create, update, delete and bulk close. */
export const invoiceRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  app.get(
    '/clusters/:clusterId/expense/invoices',
    { schema: { tags, params: clusterParams, response: { 200: invoiceListAnswer } } },
    async (request) => {
      assertClusterAccess(authOf(request), request.params.clusterId);
      return listInvoices(db, files, request.params.clusterId, request.query as Row);
    },
  );

  app.get(
    '/expense/invoices/:id',
    { schema: { tags, params: idParams, response: { 200: recordOf(invoiceRow) } } },
    async (request) => {
      await findInvoice(db, request, request.params.id);
      return { data: await showInvoice(db, request.params.id) };
    },
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
      const before = await findInvoice(db, request, request.params.id);
      const { invoice, installmentsDeleted } = await updateInvoice(db, actorOf(request), before, request.body);
      return {
        data: invoice,
        ...(installmentsDeleted ? { meta: { warnings: [INSTALLMENTS_DELETED_WARNING] } } : {}),
      };
    },
  );

  app.delete(
    '/expense/invoices/:id',
    { schema: { tags, params: idParams, response: { 200: deletedSchema } } },
    async (request) => {
      await removeInvoice(db, actorOf(request), await findInvoice(db, request, request.params.id));
      return { data: { deleted: true as const } };
    },
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
