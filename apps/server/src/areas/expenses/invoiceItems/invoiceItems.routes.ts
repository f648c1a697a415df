import {
  deletedSchema,
  invoiceItemListAnswer,
  invoiceItemSchema,
  invoiceRow,
  recordWithWarningsOf,
  rowId,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { visibleRecord } from '../../../http/auth';
import { clusterListRoute, idParams } from '../../../http/routes';
import { actorOf } from '../../../kernel/changeLog';
import type { FileStorage } from '../../../storage/fileStorage';
import { invoiceById, itemById } from '../invoices/invoices.repository';
import { warningsOf } from '../invoices/invoices.service';
import { addInvoiceItem, editInvoiceItem, listInvoiceItems, removeInvoiceItem } from './invoiceItems.service';

const tags = ['expenses'];
/** An added item answers its id and the invoice with its new total. */
const added = recordWithWarningsOf(z.object({ id: rowId, invoice: invoiceRow }));

/** Invoice items: the list over every invoice of a complex, and adding, editing and removing one item. */
export const invoiceItemRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  clusterListRoute(
    app,
    '/clusters/:clusterId/expense/invoice-items',
    { tags, response: invoiceItemListAnswer },
    (clusterId, query) => listInvoiceItems(db, files, clusterId, query),
  );

  // Items one by one ('Faturaya Kalem Ekle'); the invoice's total and journal follow each change.
  app.post(
    '/expense/invoices/:id/items',
    {
      config: { recordTable: 'invoices' },
      schema: { tags, params: idParams, body: invoiceItemSchema, response: { 201: added } },
    },
    async (request, reply) => {
      const invoice = visibleRecord(request, await invoiceById(db, request.params.id));
      const { installmentsDeleted, ...data } = await addInvoiceItem(db, actorOf(request), invoice, request.body);
      return reply.status(201).send({ data, ...warningsOf(installmentsDeleted) });
    },
  );

  app.put(
    '/expense/invoice-items/:id',
    {
      config: { recordTable: 'invoice_items' },
      schema: { tags, params: idParams, body: invoiceItemSchema, response: { 200: recordWithWarningsOf(invoiceRow) } },
    },
    async (request) => {
      const item = visibleRecord(request, await itemById(db, request.params.id));
      const { invoice, installmentsDeleted } = await editInvoiceItem(db, actorOf(request), item, request.body);
      return { data: invoice, ...warningsOf(installmentsDeleted) };
    },
  );

  app.delete(
    '/expense/invoice-items/:id',
    { schema: { tags, params: idParams, response: { 200: recordWithWarningsOf(deletedSchema.shape.data) } } },
    async (request) => {
      const item = visibleRecord(request, await itemById(db, request.params.id));
      const { installmentsDeleted } = await removeInvoiceItem(db, actorOf(request), item);
      return { data: { deleted: true as const }, ...warningsOf(installmentsDeleted) };
    },
  );
};
