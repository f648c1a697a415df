import {
  bulkCloseSchema,
  fromKurus,
  INSTALLMENTS_DELETED_WARNING,
  idParam,
  invoiceSchema,
  refinePaymentPlace,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { assertClusterAccess, authOf } from '../../../http/auth';
import { nowIso } from '../../../http/clock';
import { invalid } from '../../../http/errors';
import { dateRangeFilters, type ListSpec } from '../../../http/listQuery';
import { listResponse } from '../../../http/listResponse';
import { ACTION } from '../../../kernel/actionLog';
import { actorOf } from '../../../kernel/changeLog';
import { assertPaymentPlace } from '../../../kernel/paymentPlace';
import type { FileStorage } from '../../../storage/fileStorage';
import { log } from './invoiceLog';
import { findInvoice, invoiceToApi, paidSql, type Row, selectInvoices, showInvoice } from './invoices.repository';
import {
  afterItemsChanged,
  createInvoice,
  createInvoicePayment,
  deleteInvoice,
  insertItem,
  invoiceColumns,
  invoiceMoney,
  lockInvoice,
  validateInvoiceLinks,
} from './invoices.service';

const idParams = z.object({ id: idParam });
const clusterParams = z.object({ clusterId: idParam });
const tags = ['expenses'];

/** The list of /clusters/{id}/expense/invoices: whitelisted sorts and filters. */
const invoiceList: ListSpec = {
  orderBy: {
    billed_on: 'invoices.billed_on',
    last_payment_on: 'invoices.last_payment_on',
    amount: 'invoices.amount',
    provider_name: 'cluster_providers.name',
    bill_no: 'invoices.bill_no',
    receipt_no: 'invoices.receipt_no',
    id: 'invoices.id',
  },
  defaultOrder: ['billed_on', 'desc'],
  filters: {
    provider_id: { column: 'invoices.provider_id', kind: 'number' },
    invoice_type_id: { column: 'invoices.invoice_type_id', kind: 'number' },
    payment_type_id: { column: 'invoices.payment_type_id', kind: 'number' },
    is_invoiced: { column: 'invoices.is_invoiced', kind: 'flag' },
    ...dateRangeFilters('invoices.billed_on'),
    bill_no: { column: 'invoices.search', kind: 'text', op: 'like' },
  },
  search: ['invoices.search', 'cluster_providers.search'],
};

/** Invoices themselves (spec §2 Expenses): list, panel, create, update, delete and bulk close. */
export const invoiceRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  app.get('/clusters/:clusterId/expense/invoices', { schema: { tags, params: clusterParams } }, async (request) => {
    assertClusterAccess(authOf(request), request.params.clusterId);
    return listResponse({
      base: selectInvoices(db).where('invoices.cluster_id', '=', request.params.clusterId),
      spec: invoiceList,
      raw: request.query as Row,
      cluster: { db, id: request.params.clusterId },
      idColumn: 'invoices.id',
      toApi: invoiceToApi,
      exportTitle: 'Faturalar',
      exportColumns: [
        { key: 'receipt_no', header: 'Fiş No', kind: 'number' },
        { key: 'billed_on', header: 'Fatura Tarihi', kind: 'date' },
        { key: 'last_payment_on', header: 'Son Ödeme', kind: 'date' },
        { key: 'provider_name', header: 'Tedarikçi' },
        { key: 'bill_no', header: 'Fatura No' },
        { key: 'utility_no', header: 'Tesisat No' },
        { key: 'amount', header: 'Tutar', kind: 'money' },
        { key: 'paid', header: 'Ödenen', kind: 'money' },
        { key: 'description', header: 'Açıklama' },
      ],
      files,
      moneySums: { amount: 'invoices.amount', paid: paidSql, remaining: sql`invoices.amount - ${paidSql}` },
    });
  });

  app.get('/expense/invoices/:id', { schema: { tags, params: idParams } }, async (request) => {
    await findInvoice(db, request, request.params.id);
    return { data: await showInvoice(db, request.params.id) };
  });

  app.post('/expense/invoices', { schema: { tags, body: invoiceSchema } }, async (request, reply) => {
    const auth = authOf(request);
    const input = request.body;
    assertClusterAccess(auth, input.cluster_id);
    await validateInvoiceLinks(db, input.cluster_id, input);
    const id = await db.transaction().execute(async (trx) => {
      const newId = await createInvoice(trx, input, auth.user.id);
      const after = await trx.selectFrom('invoices').selectAll().where('id', '=', newId).executeTakeFirstOrThrow();
      await log(trx, actorOf(request), 'invoice', newId, input.cluster_id, ACTION.create, null, after as Row);
      return newId;
    });
    return reply.status(201).send({ data: await showInvoice(db, id) });
  });

  app.put(
    '/expense/invoices/:id',
    { config: { recordTable: 'invoices' }, schema: { tags, params: idParams, body: invoiceSchema.partial() } },
    async (request) => {
      const auth = authOf(request);
      const before = await findInvoice(db, request, request.params.id);
      const input = request.body;
      await validateInvoiceLinks(db, before.cluster_id, input);
      let installmentsDeleted = false;
      await db.transaction().execute(async (trx) => {
        await lockInvoice(trx, before.id);
        await trx
          .updateTable('invoices')
          .set({ ...invoiceColumns(input), updated_at: nowIso() })
          .where('id', '=', before.id)
          .execute();
        if (input.items) {
          // The whole item list replaces the old one.
          await trx.deleteFrom('invoice_items').where('invoice_id', '=', before.id).execute();
          for (const item of input.items) await insertItem(trx, before.cluster_id, before.id, item);
        }
        installmentsDeleted = await afterItemsChanged(trx, before.id, Number(before.amount), auth.user.id);
        const after = await trx
          .selectFrom('invoices')
          .selectAll()
          .where('id', '=', before.id)
          .executeTakeFirstOrThrow();
        await log(
          trx,
          actorOf(request),
          'invoice',
          before.id,
          before.cluster_id,
          ACTION.update,
          before as Row,
          after as Row,
        );
      });
      return {
        data: await showInvoice(db, before.id),
        ...(installmentsDeleted ? { meta: { warnings: [INSTALLMENTS_DELETED_WARNING] } } : {}),
      };
    },
  );

  app.delete('/expense/invoices/:id', { schema: { tags, params: idParams } }, async (request) => {
    const before = await findInvoice(db, request, request.params.id);
    await db.transaction().execute(async (trx) => {
      await deleteInvoice(trx, before.id);
      await log(trx, actorOf(request), 'invoice', before.id, before.cluster_id, ACTION.delete, before as Row, null);
    });
    return { data: { deleted: true } };
  });

  // 'Toplu Fatura Kapatma': pays what is left of every chosen invoice, all or nothing.
  app.post(
    '/expense/invoices/bulk-close',
    { schema: { tags, body: bulkCloseSchema.superRefine(refinePaymentPlace) } },
    async (request) => {
      const auth = authOf(request);
      const body = request.body;
      assertClusterAccess(auth, body.cluster_id);
      await assertPaymentPlace(db, body.cluster_id, body);
      const ids = [...new Set(body.invoice_ids)];
      const found = await db
        .selectFrom('invoices')
        .select('id')
        .where('id', 'in', ids)
        .where('cluster_id', '=', body.cluster_id)
        .execute();
      if (found.length !== ids.length) throw invalid('invoice_ids', 'Öğe bulunamadı.');
      const total = await db.transaction().execute(async (trx) => {
        const { id: bulkId } = await trx
          .insertInto('invoice_bulk_closes')
          .values({
            cluster_id: body.cluster_id,
            collected_on: body.collected_on,
            description: body.description ?? null,
            created_by: auth.user.id,
            created_at: nowIso(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        let sum = 0;
        for (const [index, invoiceId] of ids.entries()) {
          await lockInvoice(trx, invoiceId);
          const { remaining } = await invoiceMoney(trx, invoiceId);
          if (remaining <= 0) throw invalid(`invoice_ids.${index}`, 'Bu faturanın ödenecek tutarı kalmadı.');
          await createInvoicePayment(
            trx,
            {
              clusterId: body.cluster_id,
              invoiceId,
              collectedOn: body.collected_on,
              amount: remaining,
              bankAccountId: body.bank_account_id ?? null,
              safeId: body.safe_id ?? null,
              description: body.description ?? null,
              bulkCloseId: bulkId,
              createdBy: auth.user.id,
            },
            `invoice_ids.${index}`,
          );
          sum += remaining;
        }
        await log(trx, actorOf(request), 'invoice_bulk_close', bulkId, body.cluster_id, ACTION.create, null, {
          ...body,
          total: sum,
        });
        return sum;
      });
      return { data: { closed: ids.length, total: fromKurus(total) } };
    },
  );
};
