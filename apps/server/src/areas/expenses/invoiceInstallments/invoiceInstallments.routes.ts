import {
  autoInstallmentSchema,
  deletedSchema,
  idParam,
  installmentSchema,
  invoiceInstallmentRow,
  invoiceInstallmentsAnswer,
  recordOf,
  rowId,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { actorOf } from '../../../kernel/changeLog';
import type { FileStorage } from '../../../storage/fileStorage';
import { findInstallment, findInvoice } from '../invoices/invoices.repository';
import {
  addInstallment,
  autoInstall,
  editInstallment,
  installmentToApi,
  listInstallments,
  removeInstallment,
} from './invoiceInstallments.service';

const idParams = z.object({ id: idParam });
const installmentParams = z.object({
  invoiceId: idParam,
  id: idParam,
});
const tags = ['expenses'];
/** An added or edited installment answers its id. */
const idAnswer = recordOf(z.object({ id: rowId }));

/** Installments ('Fatura Taksiti'): never more in total than the invoice's amount. */
export const invoiceInstallmentRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db }) => {
  app.get(
    '/expense/invoices/:id/installments',
    { schema: { tags, params: idParams, response: { 200: invoiceInstallmentsAnswer } } },
    async (request) => listInstallments(db, await findInvoice(db, request, request.params.id)),
  );

  app.get(
    '/expense/invoices/:invoiceId/installments/:id',
    { schema: { tags, params: installmentParams, response: { 200: recordOf(invoiceInstallmentRow) } } },
    async (request) => ({
      data: installmentToApi(await findInstallment(db, request, request.params.invoiceId, request.params.id)),
    }),
  );

  app.post(
    '/expense/invoices/:id/installments',
    {
      config: { recordTable: 'invoices' },
      schema: { tags, params: idParams, body: installmentSchema, response: { 201: idAnswer } },
    },
    async (request, reply) => {
      const invoice = await findInvoice(db, request, request.params.id);
      return reply
        .status(201)
        .send({ data: { id: await addInstallment(db, actorOf(request), invoice, request.body) } });
    },
  );

  app.put(
    '/expense/invoices/:invoiceId/installments/:id',
    {
      config: { recordTable: 'invoices', recordParam: 'invoiceId' },
      schema: { tags, params: installmentParams, body: installmentSchema, response: { 200: idAnswer } },
    },
    async (request) => {
      const before = await findInstallment(db, request, request.params.invoiceId, request.params.id);
      await editInstallment(db, actorOf(request), before, request.body);
      return { data: { id: before.id } };
    },
  );

  app.delete(
    '/expense/invoices/:invoiceId/installments/:id',
    { schema: { tags, params: installmentParams, response: { 200: deletedSchema } } },
    async (request) => {
      const before = await findInstallment(db, request, request.params.invoiceId, request.params.id);
      await removeInstallment(db, actorOf(request), before);
      return { data: { deleted: true as const } };
    },
  );

  app.post(
    '/expense/invoices/:id/installments/auto-installment',
    {
      config: { recordTable: 'invoices' },
      schema: {
        tags,
        params: idParams,
        body: autoInstallmentSchema,
        response: { 201: recordOf(z.array(invoiceInstallmentRow)) },
      },
    },
    async (request, reply) => {
      const invoice = await findInvoice(db, request, request.params.id);
      return reply.status(201).send({ data: await autoInstall(db, actorOf(request), invoice, request.body) });
    },
  );
};
