import { autoInstallmentSchema, fromKurus, idParam, installmentSchema, toKurus } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { nowIso } from '../../../http/clock';
import { ACTION } from '../../../kernel/actionLog';
import { actorOf } from '../../../kernel/changeLog';
import type { FileStorage } from '../../../storage/fileStorage';
import { log } from '../invoices/invoiceLog';
import {
  deleteInstallmentRow,
  findInstallment,
  findInvoice,
  insertInstallment,
  installmentsOf,
  invoiceMoney,
  lockInvoice,
  type Row,
  updateInstallmentRow,
} from '../invoices/invoices.repository';
import { assertInstallmentFits, createAutoInstallments } from '../invoices/invoices.service';

const idParams = z.object({ id: idParam });
const installmentParams = z.object({
  invoiceId: idParam,
  id: idParam,
});
const tags = ['expenses'];

/** Installments ('Fatura Taksiti'): never more in total than the invoice's amount. */
export const invoiceInstallmentRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db }) => {
  app.get('/expense/invoices/:id/installments', { schema: { tags, params: idParams } }, async (request) => {
    const invoice = await findInvoice(db, request, request.params.id);
    const money = await invoiceMoney(db, invoice.id);
    const rows = await installmentsOf(db, invoice.id);
    return {
      data: rows.map((r) => ({ ...r, amount: fromKurus(Number(r.amount)) })),
      meta: { total: rows.length, uninstalled: fromKurus(money.amount - money.installed) },
    };
  });

  app.get(
    '/expense/invoices/:invoiceId/installments/:id',
    { schema: { tags, params: installmentParams } },
    async (request) => {
      const row = await findInstallment(db, request, request.params.invoiceId, request.params.id);
      return { data: { ...row, amount: fromKurus(Number(row.amount)) } };
    },
  );

  app.post(
    '/expense/invoices/:id/installments',
    { config: { recordTable: 'invoices' }, schema: { tags, params: idParams, body: installmentSchema } },
    async (request, reply) => {
      const invoice = await findInvoice(db, request, request.params.id);
      const amount = toKurus(request.body.amount);
      const id = await db.transaction().execute(async (trx) => {
        await lockInvoice(trx, invoice.id);
        await assertInstallmentFits(trx, invoice.id, amount);
        const now = nowIso();
        const installmentId = await insertInstallment(trx, {
          cluster_id: invoice.cluster_id,
          invoice_id: invoice.id,
          last_payment_on: request.body.last_payment_on,
          amount,
          created_at: now,
          updated_at: now,
        });
        await log(
          trx,
          actorOf(request),
          'invoice_installment',
          installmentId,
          invoice.cluster_id,
          ACTION.create,
          null,
          {
            ...request.body,
            invoice_id: invoice.id,
          },
        );
        return installmentId;
      });
      return reply.status(201).send({ data: { id } });
    },
  );

  app.put(
    '/expense/invoices/:invoiceId/installments/:id',
    {
      config: { recordTable: 'invoices', recordParam: 'invoiceId' },
      schema: { tags, params: installmentParams, body: installmentSchema },
    },
    async (request) => {
      const before = await findInstallment(db, request, request.params.invoiceId, request.params.id);
      const amount = toKurus(request.body.amount);
      await db.transaction().execute(async (trx) => {
        await lockInvoice(trx, before.invoice_id);
        await assertInstallmentFits(trx, before.invoice_id, amount, before.id);
        await updateInstallmentRow(trx, before.id, {
          last_payment_on: request.body.last_payment_on,
          amount,
          updated_at: nowIso(),
        });
        await log(
          trx,
          actorOf(request),
          'invoice_installment',
          before.id,
          before.cluster_id,
          ACTION.update,
          before as Row,
          {
            ...request.body,
          },
        );
      });
      return { data: { id: before.id } };
    },
  );

  app.delete(
    '/expense/invoices/:invoiceId/installments/:id',
    { schema: { tags, params: installmentParams } },
    async (request) => {
      const before = await findInstallment(db, request, request.params.invoiceId, request.params.id);
      await db.transaction().execute(async (trx) => {
        await deleteInstallmentRow(trx, before.id);
        await log(
          trx,
          actorOf(request),
          'invoice_installment',
          before.id,
          before.cluster_id,
          ACTION.delete,
          before as Row,
          null,
        );
      });
      return { data: { deleted: true } };
    },
  );

  app.post(
    '/expense/invoices/:id/installments/auto-installment',
    { config: { recordTable: 'invoices' }, schema: { tags, params: idParams, body: autoInstallmentSchema } },
    async (request, reply) => {
      const invoice = await findInvoice(db, request, request.params.id);
      await db.transaction().execute(async (trx) => {
        await lockInvoice(trx, invoice.id);
        await createAutoInstallments(trx, invoice.cluster_id, invoice.id, request.body);
        await log(trx, actorOf(request), 'invoice_installment', invoice.id, invoice.cluster_id, ACTION.create, null, {
          ...request.body,
          invoice_id: invoice.id,
        });
      });
      const rows = await installmentsOf(db, invoice.id);
      return reply.status(201).send({ data: rows.map((r) => ({ ...r, amount: fromKurus(Number(r.amount)) })) });
    },
  );
};
