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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { visibleRecord } from '../../../http/auth';
import { idParams } from '../../../http/routes';
import { actorOf } from '../../../kernel/changeLog';
import type { FileStorage } from '../../../storage/fileStorage';
import { installmentById, invoiceById, withAmount } from '../invoices/invoices.repository';
import {
  addInstallment,
  autoInstall,
  editInstallment,
  listInstallments,
  removeInstallment,
} from './invoiceInstallments.service';

const installmentParams = idParams.extend({ invoiceId: idParam });
const tags = ['expenses'];
/** An added or edited installment answers its id. */
const idAnswer = recordOf(z.object({ id: rowId }));

/** Installments ('Fatura Taksiti'): never more in total than the invoice's amount. */
export const invoiceInstallmentRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db }) => {
  const findInvoice = async (request: FastifyRequest, id: number) => visibleRecord(request, await invoiceById(db, id));
  const findInstallment = async (request: FastifyRequest, params: z.infer<typeof installmentParams>) =>
    visibleRecord(request, await installmentById(db, params.invoiceId, params.id));

  app.get(
    '/expense/invoices/:id/installments',
    { schema: { tags, params: idParams, response: { 200: invoiceInstallmentsAnswer } } },
    async (request) => listInstallments(db, await findInvoice(request, request.params.id)),
  );

  app.get(
    '/expense/invoices/:invoiceId/installments/:id',
    { schema: { tags, params: installmentParams, response: { 200: recordOf(invoiceInstallmentRow) } } },
    async (request) => ({
      data: withAmount(await findInstallment(request, request.params)),
    }),
  );

  app.post(
    '/expense/invoices/:id/installments',
    {
      config: { recordTable: 'invoices' },
      schema: { tags, params: idParams, body: installmentSchema, response: { 201: idAnswer } },
    },
    async (request, reply) => {
      const invoice = await findInvoice(request, request.params.id);
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
      const before = await findInstallment(request, request.params);
      await editInstallment(db, actorOf(request), before, request.body);
      return { data: { id: before.id } };
    },
  );

  app.delete(
    '/expense/invoices/:invoiceId/installments/:id',
    { schema: { tags, params: installmentParams, response: { 200: deletedSchema } } },
    async (request) => {
      const before = await findInstallment(request, request.params);
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
      const invoice = await findInvoice(request, request.params.id);
      return reply.status(201).send({ data: await autoInstall(db, actorOf(request), invoice, request.body) });
    },
  );
};
