import {
  deletedSchema,
  INSTALLMENTS_DELETED_WARNING,
  idParam,
  invoiceItemListAnswer,
  invoiceItemSchema,
  invoiceRow,
  recordWithWarningsOf,
  rowId,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { assertClusterAccess, authOf } from '../../../http/auth';
import { actorOf } from '../../../kernel/changeLog';
import type { FileStorage } from '../../../storage/fileStorage';
import { findInvoice, findItem, type Row } from '../invoices/invoices.repository';
import { addInvoiceItem, editInvoiceItem, listInvoiceItems, removeInvoiceItem } from './invoiceItems.service';

const idParams = z.object({ id: idParam });
const clusterParams = z.object({ clusterId: idParam });
const tags = ['expenses'];
/** The warning of a change that removed the invoice's installments. */
const warnings = (installmentsDeleted: boolean) =>
  installmentsDeleted ? { meta: { warnings: [INSTALLMENTS_DELETED_WARNING] } } : {};
/** An added item answers its id and the invoice with its new total. */
const added = recordWithWarningsOf(z.object({ id: rowId, invoice: invoiceRow }));

/** Invoice items: the list over every invoice of a complex, and adding, editing and removing one item. */
export const invoiceItemRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  app.get(
    '/clusters/:clusterId/expense/invoice-items',
    { schema: { tags, params: clusterParams, response: { 200: invoiceItemListAnswer } } },
    async (request) => {
      assertClusterAccess(authOf(request), request.params.clusterId);
      return listInvoiceItems(db, files, request.params.clusterId, request.query as Row);
    },
  );

  // Items one by one ('Faturaya Kalem Ekle'); the invoice's total and journal follow each change.
  app.post(
    '/expense/invoices/:id/items',
    {
      config: { recordTable: 'invoices' },
      schema: { tags, params: idParams, body: invoiceItemSchema, response: { 201: added } },
    },
    async (request, reply) => {
      const invoice = await findInvoice(db, request, request.params.id);
      const { installmentsDeleted, ...data } = await addInvoiceItem(db, actorOf(request), invoice, request.body);
      return reply.status(201).send({ data, ...warnings(installmentsDeleted) });
    },
  );

  app.put(
    '/expense/invoice-items/:id',
    {
      config: { recordTable: 'invoice_items' },
      schema: { tags, params: idParams, body: invoiceItemSchema, response: { 200: recordWithWarningsOf(invoiceRow) } },
    },
    async (request) => {
      const item = await findItem(db, request, request.params.id);
      const { invoice, installmentsDeleted } = await editInvoiceItem(db, actorOf(request), item, request.body);
      return { data: invoice, ...warnings(installmentsDeleted) };
    },
  );

  app.delete(
    '/expense/invoice-items/:id',
    { schema: { tags, params: idParams, response: { 200: recordWithWarningsOf(deletedSchema.shape.data) } } },
    async (request) => {
      const item = await findItem(db, request, request.params.id);
      const { installmentsDeleted } = await removeInvoiceItem(db, actorOf(request), item);
      return { data: { deleted: true as const }, ...warnings(installmentsDeleted) };
    },
  );
};
