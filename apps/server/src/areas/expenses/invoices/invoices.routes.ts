import {
  autoInstallmentSchema,
  bulkCloseSchema,
  fromKurus,
  INSTALLMENTS_DELETED_WARNING,
  idParam,
  installmentSchema,
  invoiceItemSchema,
  invoicePaymentSchema,
  invoiceSchema,
  refinePaymentPlace,
  toKurus,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { assertClusterAccess, authOf, pageUrlOf, visibleRecord } from '../../../http/auth';
import { nowIso } from '../../../http/clock';
import { invalid } from '../../../http/errors';
import { dateRangeFilters, type ListSpec } from '../../../http/listQuery';
import { listResponse } from '../../../http/listResponse';
import { ACTION, type ActionType, writeActionLog } from '../../../kernel/actionLog';
import { assertLinked } from '../../../kernel/definitionRules';
import type { FileStorage } from '../../../storage/fileStorage';
import {
  afterItemsChanged,
  assertBankLineKept,
  assertInstallmentFits,
  createAutoInstallments,
  createInvoice,
  createInvoicePayment,
  deleteInvoice,
  deleteInvoicePayment,
  insertItem,
  invoiceColumns,
  invoiceMoney,
  lockInvoice,
  validateInvoiceLinks,
  validateItemLinks,
} from './invoices.service';

type Row = Record<string, unknown>;
type Request = Parameters<typeof authOf>[0];
const idParams = z.object({ id: idParam });
const clusterParams = z.object({ clusterId: idParam });
const tags = ['expenses'];
const money = (v: unknown) => fromKurus(Number(v ?? 0));

const paidSql = sql<number>`coalesce((select sum(p.amount) from invoice_payments p where p.invoice_id = invoices.id), 0)`;
const installedSql = sql<number>`coalesce((select sum(i.amount) from invoice_installments i where i.invoice_id = invoices.id), 0)`;

function selectInvoices(db: Db) {
  return db
    .selectFrom('invoices')
    .innerJoin('cluster_providers', 'cluster_providers.id', 'invoices.provider_id')
    .selectAll('invoices')
    .select(['cluster_providers.name as provider_name', paidSql.as('paid'), installedSql.as('installed')]);
}

function invoiceToApi({ search: _s, ...row }: Row): Row {
  const amount = Number(row.amount);
  const paid = Number(row.paid ?? 0);
  return {
    ...row,
    amount: fromKurus(amount),
    paid: fromKurus(paid),
    installed: money(row.installed),
    remaining: fromKurus(amount - paid),
    is_paid: amount > 0 && paid >= amount,
    is_invoiced: row.is_invoiced === 1 || row.is_invoiced === true,
  };
}

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

function selectPayments(db: Db) {
  return db
    .selectFrom('invoice_payments')
    .innerJoin('invoices', 'invoices.id', 'invoice_payments.invoice_id')
    .innerJoin('cluster_providers', 'cluster_providers.id', 'invoices.provider_id')
    .leftJoin('bank_accounts', 'bank_accounts.id', 'invoice_payments.bank_account_id')
    .leftJoin('safes', 'safes.id', 'invoice_payments.safe_id')
    .selectAll('invoice_payments')
    .select([
      'invoices.bill_no',
      'invoices.billed_on',
      'cluster_providers.name as provider_name',
      sql<string | null>`coalesce(bank_accounts.name, safes.name)`.as('place_name'),
    ]);
}

const paymentToApi = (row: Row): Row => ({ ...row, amount: money(row.amount) });

/** Invoices with items, installments and payments; bulk close; the item and payment lists (spec §2 Expenses). */
export const invoiceRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  const log = async (
    trx: Db,
    request: Request,
    entity: string,
    entityId: number,
    clusterId: number,
    action: ActionType,
    before: Row | null,
    after: Row | null,
  ) =>
    writeActionLog(trx, {
      userId: authOf(request).user.id,
      clusterId,
      entityType: entity,
      entityId,
      action,
      before,
      after,
      pageUrl: pageUrlOf(request),
    });

  const findInvoice = async (request: Request, id: number) => {
    const row = await db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
    return visibleRecord(request, row);
  };

  const showInvoice = async (id: number) => {
    const invoice = await selectInvoices(db).where('invoices.id', '=', id).executeTakeFirstOrThrow();
    const items = await db
      .selectFrom('invoice_items')
      .leftJoin('expense_types as parent', 'parent.id', 'invoice_items.expense_type_id')
      .leftJoin('expense_types as child', 'child.id', 'invoice_items.child_expense_type_id')
      .selectAll('invoice_items')
      .select(['parent.name as expense_type_name', 'child.name as child_expense_type_name'])
      .where('invoice_items.invoice_id', '=', id)
      .orderBy('invoice_items.id')
      .execute();
    const installments = await db
      .selectFrom('invoice_installments')
      .selectAll()
      .where('invoice_id', '=', id)
      .orderBy('last_payment_on')
      .orderBy('id')
      .execute();
    const payments = await selectPayments(db)
      .where('invoice_payments.invoice_id', '=', id)
      .orderBy('invoice_payments.collected_on')
      .execute();
    return {
      ...invoiceToApi(invoice as Row),
      items: items.map((i) => ({ ...i, amount: money(i.amount) })),
      installments: installments.map((i) => ({ ...i, amount: money(i.amount) })),
      payments: payments.map((p) => paymentToApi(p as Row)),
    };
  };

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

  app.get('/expense/invoices/:id', { schema: { tags, params: idParams } }, async (request) => {
    await findInvoice(request, request.params.id);
    return { data: await showInvoice(request.params.id) };
  });

  app.post('/expense/invoices', { schema: { tags, body: invoiceSchema } }, async (request, reply) => {
    const auth = authOf(request);
    const input = request.body;
    assertClusterAccess(auth, input.cluster_id);
    await validateInvoiceLinks(db, input.cluster_id, input);
    const id = await db.transaction().execute(async (trx) => {
      const newId = await createInvoice(trx, input, auth.user.id);
      const after = await trx.selectFrom('invoices').selectAll().where('id', '=', newId).executeTakeFirstOrThrow();
      await log(trx, request, 'invoice', newId, input.cluster_id, ACTION.create, null, after as Row);
      return newId;
    });
    return reply.status(201).send({ data: await showInvoice(id) });
  });

  app.put(
    '/expense/invoices/:id',
    { config: { recordTable: 'invoices' }, schema: { tags, params: idParams, body: invoiceSchema.partial() } },
    async (request) => {
      const auth = authOf(request);
      const before = await findInvoice(request, request.params.id);
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
        await log(trx, request, 'invoice', before.id, before.cluster_id, ACTION.update, before as Row, after as Row);
      });
      return {
        data: await showInvoice(before.id),
        ...(installmentsDeleted ? { meta: { warnings: [INSTALLMENTS_DELETED_WARNING] } } : {}),
      };
    },
  );

  app.delete('/expense/invoices/:id', { schema: { tags, params: idParams } }, async (request) => {
    const before = await findInvoice(request, request.params.id);
    await db.transaction().execute(async (trx) => {
      await deleteInvoice(trx, before.id);
      await log(trx, request, 'invoice', before.id, before.cluster_id, ACTION.delete, before as Row, null);
    });
    return { data: { deleted: true } };
  });

  // Items one by one ('Faturaya Kalem Ekle'); the invoice's total and journal follow each change.
  app.post(
    '/expense/invoices/:id/items',
    { config: { recordTable: 'invoices' }, schema: { tags, params: idParams, body: invoiceItemSchema } },
    async (request, reply) => {
      const auth = authOf(request);
      const invoice = await findInvoice(request, request.params.id);
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
        data: { id: itemId, invoice: await showInvoice(invoice.id) },
        ...(warned ? { meta: { warnings: [INSTALLMENTS_DELETED_WARNING] } } : {}),
      });
    },
  );

  const findItem = async (request: Request, id: number) => {
    const row = await db.selectFrom('invoice_items').selectAll().where('id', '=', id).executeTakeFirst();
    return visibleRecord(request, row);
  };

  app.put(
    '/expense/invoice-items/:id',
    { config: { recordTable: 'invoice_items' }, schema: { tags, params: idParams, body: invoiceItemSchema } },
    async (request) => {
      const auth = authOf(request);
      const item = await findItem(request, request.params.id);
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
        data: await showInvoice(item.invoice_id),
        ...(warned ? { meta: { warnings: [INSTALLMENTS_DELETED_WARNING] } } : {}),
      };
    },
  );

  app.delete('/expense/invoice-items/:id', { schema: { tags, params: idParams } }, async (request) => {
    const auth = authOf(request);
    const item = await findItem(request, request.params.id);
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

  // Installments ('Fatura Taksiti').
  app.get('/expense/invoices/:id/installments', { schema: { tags, params: idParams } }, async (request) => {
    const invoice = await findInvoice(request, request.params.id);
    const money = await invoiceMoney(db, invoice.id);
    const rows = await db
      .selectFrom('invoice_installments')
      .selectAll()
      .where('invoice_id', '=', invoice.id)
      .orderBy('last_payment_on')
      .execute();
    return {
      data: rows.map((r) => ({ ...r, amount: fromKurus(Number(r.amount)) })),
      meta: { total: rows.length, uninstalled: fromKurus(money.amount - money.installed) },
    };
  });

  const findInstallment = async (request: Request, invoiceId: number, id: number) => {
    const row = await db
      .selectFrom('invoice_installments')
      .selectAll()
      .where('id', '=', id)
      .where('invoice_id', '=', invoiceId)
      .executeTakeFirst();
    return visibleRecord(request, row);
  };
  const installmentParams = z.object({
    invoiceId: idParam,
    id: idParam,
  });

  app.get(
    '/expense/invoices/:invoiceId/installments/:id',
    { schema: { tags, params: installmentParams } },
    async (request) => {
      const row = await findInstallment(request, request.params.invoiceId, request.params.id);
      return { data: { ...row, amount: fromKurus(Number(row.amount)) } };
    },
  );

  app.post(
    '/expense/invoices/:id/installments',
    { config: { recordTable: 'invoices' }, schema: { tags, params: idParams, body: installmentSchema } },
    async (request, reply) => {
      const invoice = await findInvoice(request, request.params.id);
      const amount = toKurus(request.body.amount);
      const id = await db.transaction().execute(async (trx) => {
        await lockInvoice(trx, invoice.id);
        await assertInstallmentFits(trx, invoice.id, amount);
        const now = nowIso();
        const row = await trx
          .insertInto('invoice_installments')
          .values({
            cluster_id: invoice.cluster_id,
            invoice_id: invoice.id,
            last_payment_on: request.body.last_payment_on,
            amount,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await log(trx, request, 'invoice_installment', row.id, invoice.cluster_id, ACTION.create, null, {
          ...request.body,
          invoice_id: invoice.id,
        });
        return row.id;
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
      const before = await findInstallment(request, request.params.invoiceId, request.params.id);
      const amount = toKurus(request.body.amount);
      await db.transaction().execute(async (trx) => {
        await lockInvoice(trx, before.invoice_id);
        await assertInstallmentFits(trx, before.invoice_id, amount, before.id);
        await trx
          .updateTable('invoice_installments')
          .set({ last_payment_on: request.body.last_payment_on, amount, updated_at: nowIso() })
          .where('id', '=', before.id)
          .execute();
        await log(trx, request, 'invoice_installment', before.id, before.cluster_id, ACTION.update, before as Row, {
          ...request.body,
        });
      });
      return { data: { id: before.id } };
    },
  );

  app.delete(
    '/expense/invoices/:invoiceId/installments/:id',
    { schema: { tags, params: installmentParams } },
    async (request) => {
      const before = await findInstallment(request, request.params.invoiceId, request.params.id);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('invoice_installments').where('id', '=', before.id).execute();
        await log(
          trx,
          request,
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
      const invoice = await findInvoice(request, request.params.id);
      await db.transaction().execute(async (trx) => {
        await lockInvoice(trx, invoice.id);
        await createAutoInstallments(trx, invoice.cluster_id, invoice.id, request.body);
        await log(trx, request, 'invoice_installment', invoice.id, invoice.cluster_id, ACTION.create, null, {
          ...request.body,
          invoice_id: invoice.id,
        });
      });
      const rows = await db
        .selectFrom('invoice_installments')
        .selectAll()
        .where('invoice_id', '=', invoice.id)
        .orderBy('last_payment_on')
        .execute();
      return reply.status(201).send({ data: rows.map((r) => ({ ...r, amount: fromKurus(Number(r.amount)) })) });
    },
  );

  // Payments ('Fatura Ödeme'): never more than what is left to pay, even under concurrent requests.
  app.post(
    '/expense/invoices/:id/payments',
    {
      config: { recordTable: 'invoices' },
      schema: { tags, params: idParams, body: invoicePaymentSchema.superRefine(refinePaymentPlace) },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const invoice = await findInvoice(request, request.params.id);
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

  const findPayment = async (request: Request, id: number) => {
    const row = await selectPayments(db).where('invoice_payments.id', '=', id).executeTakeFirst();
    return visibleRecord(request, row) as Row & { id: number; cluster_id: number; invoice_id: number };
  };

  app.get('/expense/payments/:id', { schema: { tags, params: idParams } }, async (request) => ({
    data: paymentToApi(await findPayment(request, request.params.id)),
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
      const before = await findPayment(request, request.params.id);
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
      return { data: paymentToApi(await findPayment(request, before.id)) };
    },
  );

  app.delete('/expense/payments/:id', { schema: { tags, params: idParams } }, async (request) => {
    const before = await findPayment(request, request.params.id);
    await db.transaction().execute(async (trx) => {
      await deleteInvoicePayment(trx, before.id);
      await log(trx, request, 'invoice_payment', before.id, before.cluster_id, ACTION.delete, before, null);
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
      if (body.bank_account_id != null)
        await assertLinked(db, 'bank_accounts', 'bank_account_id', body.bank_account_id, body.cluster_id);
      if (body.safe_id != null) await assertLinked(db, 'safes', 'safe_id', body.safe_id, body.cluster_id);
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
        await log(trx, request, 'invoice_bulk_close', bulkId, body.cluster_id, ACTION.create, null, {
          ...body,
          total: sum,
        });
        return sum;
      });
      return { data: { closed: ids.length, total: fromKurus(total) } };
    },
  );
};
