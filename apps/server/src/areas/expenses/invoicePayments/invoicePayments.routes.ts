import { idParam, invoicePaymentSchema, refinePaymentPlace, toKurus } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { assertClusterAccess, authOf, visibleRecord } from '../../../http/auth';
import { dateRangeFilters, type ListSpec } from '../../../http/listQuery';
import { listResponse } from '../../../http/listResponse';
import { ACTION } from '../../../kernel/actionLog';
import { assertLinked } from '../../../kernel/definitionRules';
import type { FileStorage } from '../../../storage/fileStorage';
import { log } from '../invoices/invoiceLog';
import { findInvoice, paymentToApi, type Request, type Row, selectPayments } from '../invoices/invoices.repository';
import { assertBankLineKept, createInvoicePayment, deleteInvoicePayment } from '../invoices/invoices.service';

const idParams = z.object({ id: idParam });
const clusterParams = z.object({ clusterId: idParam });
const tags = ['expenses'];

/** The list of /clusters/{id}/expense/invoice-payments: whitelisted sorts and filters. */
const paymentList: ListSpec = {
  orderBy: {
    collected_on: 'invoice_payments.collected_on',
    amount: 'invoice_payments.amount',
    receipt_no: 'invoice_payments.receipt_no',
    provider_name: 'cluster_providers.name',
    id: 'invoice_payments.id',
  },
  defaultOrder: ['collected_on', 'desc'],
  filters: {
    invoice_id: { column: 'invoice_payments.invoice_id', kind: 'number' },
    provider_id: { column: 'invoices.provider_id', kind: 'number' },
    bank_account_id: { column: 'invoice_payments.bank_account_id', kind: 'number' },
    safe_id: { column: 'invoice_payments.safe_id', kind: 'number' },
    ...dateRangeFilters('invoice_payments.collected_on'),
  },
  search: ['invoices.search', 'cluster_providers.search'],
};

/** The payment with its names, if the request may see its complex (404 otherwise). */
async function findPayment(db: Db, request: Request, id: number) {
  const row = await selectPayments(db).where('invoice_payments.id', '=', id).executeTakeFirst();
  return visibleRecord(request, row) as Row & { id: number; cluster_id: number; invoice_id: number };
}

/** Invoice payments ('Fatura Ödeme'): the list over every invoice of a complex, and one payment at a time. */
export const invoicePaymentRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (
  app,
  { db, files },
) => {
  app.get(
    '/clusters/:clusterId/expense/invoice-payments',
    { schema: { tags, params: clusterParams } },
    async (request) => {
      assertClusterAccess(authOf(request), request.params.clusterId);
      return listResponse({
        base: selectPayments(db).where('invoice_payments.cluster_id', '=', request.params.clusterId),
        spec: paymentList,
        raw: request.query as Row,
        cluster: { db, id: request.params.clusterId },
        idColumn: 'invoice_payments.id',
        toApi: paymentToApi,
        exportTitle: 'Fatura Ödemeleri',
        exportColumns: [
          { key: 'receipt_no', header: 'Makbuz No', kind: 'number' },
          { key: 'collected_on', header: 'Ödeme Tarihi', kind: 'date' },
          { key: 'provider_name', header: 'Tedarikçi' },
          { key: 'bill_no', header: 'Fatura No' },
          { key: 'place_name', header: 'Banka / Kasa' },
          { key: 'amount', header: 'Tutar', kind: 'money' },
          { key: 'description', header: 'Açıklama' },
        ],
        files,
        moneySums: { amount: 'invoice_payments.amount' },
      });
    },
  );

  // A payment is never more than what is left to pay, even under concurrent requests.
  app.post(
    '/expense/invoices/:id/payments',
    {
      config: { recordTable: 'invoices' },
      schema: { tags, params: idParams, body: invoicePaymentSchema.superRefine(refinePaymentPlace) },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const invoice = await findInvoice(db, request, request.params.id);
      const body = request.body;
      if (body.bank_account_id != null)
        await assertLinked(db, 'bank_accounts', 'bank_account_id', body.bank_account_id, invoice.cluster_id);
      if (body.safe_id != null) await assertLinked(db, 'safes', 'safe_id', body.safe_id, invoice.cluster_id);
      const id = await db.transaction().execute(async (trx) => {
        const paymentId = await createInvoicePayment(trx, {
          clusterId: invoice.cluster_id,
          invoiceId: invoice.id,
          collectedOn: body.collected_on,
          amount: toKurus(body.amount),
          bankAccountId: body.bank_account_id ?? null,
          safeId: body.safe_id ?? null,
          description: body.description ?? null,
          createdBy: auth.user.id,
        });
        await log(trx, request, 'invoice_payment', paymentId, invoice.cluster_id, ACTION.create, null, {
          ...body,
          invoice_id: invoice.id,
        });
        return paymentId;
      });
      const payment = await selectPayments(db).where('invoice_payments.id', '=', id).executeTakeFirstOrThrow();
      return reply.status(201).send({ data: paymentToApi(payment as Row) });
    },
  );

  app.get('/expense/payments/:id', { schema: { tags, params: idParams } }, async (request) => ({
    data: paymentToApi(await findPayment(db, request, request.params.id)),
  }));

  // Editing a payment takes it back and pays again, so the same checks and journal apply.
  app.put(
    '/expense/payments/:id',
    {
      config: { recordTable: 'invoice_payments' },
      schema: { tags, params: idParams, body: invoicePaymentSchema.superRefine(refinePaymentPlace) },
    },
    async (request) => {
      const auth = authOf(request);
      const before = await findPayment(db, request, request.params.id);
      const body = request.body;
      if (body.bank_account_id != null)
        await assertLinked(db, 'bank_accounts', 'bank_account_id', body.bank_account_id, before.cluster_id);
      if (body.safe_id != null) await assertLinked(db, 'safes', 'safe_id', body.safe_id, before.cluster_id);
      await assertBankLineKept(db, before, {
        amount: toKurus(body.amount),
        collectedOn: body.collected_on,
        bankAccountId: body.bank_account_id ?? null,
      });
      await db.transaction().execute(async (trx) => {
        await createInvoicePayment(
          trx,
          {
            clusterId: before.cluster_id,
            invoiceId: before.invoice_id,
            collectedOn: body.collected_on,
            amount: toKurus(body.amount),
            bankAccountId: body.bank_account_id ?? null,
            safeId: body.safe_id ?? null,
            description: body.description ?? null,
            createdBy: auth.user.id,
          },
          'amount',
          { id: before.id, amount: Number(before.amount), transactionId: before.transaction_id as number | null },
        );
        await log(trx, request, 'invoice_payment', before.id, before.cluster_id, ACTION.update, before, { ...body });
      });
      return { data: paymentToApi(await findPayment(db, request, before.id)) };
    },
  );

  app.delete('/expense/payments/:id', { schema: { tags, params: idParams } }, async (request) => {
    const before = await findPayment(db, request, request.params.id);
    await db.transaction().execute(async (trx) => {
      await deleteInvoicePayment(trx, before.id);
      await log(trx, request, 'invoice_payment', before.id, before.cluster_id, ACTION.delete, before, null);
    });
    return { data: { deleted: true } };
  });
};
