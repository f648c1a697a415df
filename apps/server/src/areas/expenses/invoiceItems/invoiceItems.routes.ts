import { INSTALLMENTS_DELETED_WARNING, idParam, invoiceItemSchema, toKurus } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { assertClusterAccess, authOf, visibleRecord } from '../../../http/auth';
import { nowIso } from '../../../http/clock';
import { dateRangeFilters, type ListSpec } from '../../../http/listQuery';
import { listResponse } from '../../../http/listResponse';
import { ACTION } from '../../../kernel/actionLog';
import type { FileStorage } from '../../../storage/fileStorage';
import { log } from '../invoices/invoiceLog';
import { findInvoice, money, type Request, type Row, showInvoice } from '../invoices/invoices.repository';
import { afterItemsChanged, insertItem, lockInvoice, validateItemLinks } from '../invoices/invoices.service';

const idParams = z.object({ id: idParam });
const clusterParams = z.object({ clusterId: idParam });
const tags = ['expenses'];

/** The list of /clusters/{id}/expense/invoice-items: whitelisted sorts and filters. */
const itemList: ListSpec = {
  orderBy: {
    billed_on: 'invoices.billed_on',
    amount: 'invoice_items.amount',
    expense_type_name: 'expense_types.name_sort',
    provider_name: 'cluster_providers.name',
    id: 'invoice_items.id',
  },
  defaultOrder: ['billed_on', 'desc'],
  filters: {
    invoice_id: { column: 'invoice_items.invoice_id', kind: 'number' },
    provider_id: { column: 'invoices.provider_id', kind: 'number' },
    expense_type_id: { column: 'invoice_items.expense_type_id', kind: 'number' },
    child_expense_type_id: { column: 'invoice_items.child_expense_type_id', kind: 'number' },
    ...dateRangeFilters('invoices.billed_on'),
  },
  search: ['invoices.search', 'cluster_providers.search'],
};

/** The item row, if the request may see its complex (404 otherwise). */
async function findItem(db: Db, request: Request, id: number) {
  const row = await db.selectFrom('invoice_items').selectAll().where('id', '=', id).executeTakeFirst();
  return visibleRecord(request, row);
}

/** Invoice items: the list over every invoice of a complex, and adding, editing and removing one item. */
export const invoiceItemRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  app.get(
    '/clusters/:clusterId/expense/invoice-items',
    { schema: { tags, params: clusterParams } },
    async (request) => {
      assertClusterAccess(authOf(request), request.params.clusterId);
      const base = db
        .selectFrom('invoice_items')
        .innerJoin('invoices', 'invoices.id', 'invoice_items.invoice_id')
        .innerJoin('cluster_providers', 'cluster_providers.id', 'invoices.provider_id')
        .leftJoin('expense_types', 'expense_types.id', 'invoice_items.expense_type_id')
        .leftJoin('expense_types as child', 'child.id', 'invoice_items.child_expense_type_id')
        .selectAll('invoice_items')
        .select([
          'invoices.billed_on',
          'invoices.bill_no',
          'cluster_providers.name as provider_name',
          'expense_types.name as expense_type_name',
          'child.name as child_expense_type_name',
        ])
        .where('invoice_items.cluster_id', '=', request.params.clusterId);
      return listResponse({
        base,
        spec: itemList,
        raw: request.query as Row,
        cluster: { db, id: request.params.clusterId },
        idColumn: 'invoice_items.id',
        toApi: (row) => ({ ...row, amount: money(row.amount) }),
        exportTitle: 'Fatura Kalemleri',
        exportColumns: [
          { key: 'billed_on', header: 'Fatura Tarihi', kind: 'date' },
          { key: 'provider_name', header: 'Tedarikçi' },
          { key: 'bill_no', header: 'Fatura No' },
          { key: 'expense_type_name', header: 'Gider Tipi' },
          { key: 'child_expense_type_name', header: 'Alt Gider Tipi' },
          { key: 'description', header: 'Açıklama' },
          { key: 'amount', header: 'Tutar', kind: 'money' },
        ],
        files,
        moneySums: { amount: 'invoice_items.amount' },
      });
    },
  );

  // Items one by one ('Faturaya Kalem Ekle'); the invoice's total and journal follow each change.
  app.post(
    '/expense/invoices/:id/items',
    { config: { recordTable: 'invoices' }, schema: { tags, params: idParams, body: invoiceItemSchema } },
    async (request, reply) => {
      const auth = authOf(request);
      const invoice = await findInvoice(db, request, request.params.id);
      await validateItemLinks(db, invoice.cluster_id, request.body);
      let warned = false;
      const itemId = await db.transaction().execute(async (trx) => {
        await lockInvoice(trx, invoice.id);
        const id = await insertItem(trx, invoice.cluster_id, invoice.id, request.body);
        warned = await afterItemsChanged(trx, invoice.id, Number(invoice.amount), auth.user.id);
        await log(trx, request, 'invoice_item', id, invoice.cluster_id, ACTION.create, null, {
          ...request.body,
          invoice_id: invoice.id,
        });
        return id;
      });
      return reply.status(201).send({
        data: { id: itemId, invoice: await showInvoice(db, invoice.id) },
        ...(warned ? { meta: { warnings: [INSTALLMENTS_DELETED_WARNING] } } : {}),
      });
    },
  );

  app.put(
    '/expense/invoice-items/:id',
    { config: { recordTable: 'invoice_items' }, schema: { tags, params: idParams, body: invoiceItemSchema } },
    async (request) => {
      const auth = authOf(request);
      const item = await findItem(db, request, request.params.id);
      await validateItemLinks(db, item.cluster_id, request.body);
      const invoice = await db
        .selectFrom('invoices')
        .select('amount')
        .where('id', '=', item.invoice_id)
        .executeTakeFirstOrThrow();
      let warned = false;
      await db.transaction().execute(async (trx) => {
        await lockInvoice(trx, item.invoice_id);
        await trx
          .updateTable('invoice_items')
          .set({
            expense_type_id: request.body.expense_type_id,
            child_expense_type_id: request.body.child_expense_type_id ?? null,
            description: request.body.description ?? null,
            amount: toKurus(request.body.amount),
            updated_at: nowIso(),
          })
          .where('id', '=', item.id)
          .execute();
        warned = await afterItemsChanged(trx, item.invoice_id, Number(invoice.amount), auth.user.id);
        await log(trx, request, 'invoice_item', item.id, item.cluster_id, ACTION.update, item as Row, {
          ...request.body,
        });
      });
      return {
        data: await showInvoice(db, item.invoice_id),
        ...(warned ? { meta: { warnings: [INSTALLMENTS_DELETED_WARNING] } } : {}),
      };
    },
  );

  app.delete('/expense/invoice-items/:id', { schema: { tags, params: idParams } }, async (request) => {
    const auth = authOf(request);
    const item = await findItem(db, request, request.params.id);
    const invoice = await db
      .selectFrom('invoices')
      .select('amount')
      .where('id', '=', item.invoice_id)
      .executeTakeFirstOrThrow();
    let warned = false;
    await db.transaction().execute(async (trx) => {
      await lockInvoice(trx, item.invoice_id);
      await trx.deleteFrom('invoice_items').where('id', '=', item.id).execute();
      warned = await afterItemsChanged(trx, item.invoice_id, Number(invoice.amount), auth.user.id);
      await log(trx, request, 'invoice_item', item.id, item.cluster_id, ACTION.delete, item as Row, null);
    });
    return { data: { deleted: true }, ...(warned ? { meta: { warnings: [INSTALLMENTS_DELETED_WARNING] } } : {}) };
  });
};
