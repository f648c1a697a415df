import { fromKurus, type Invoice, type InvoiceListItem, type InvoicePayment } from '@site/shared';
import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../../../db/connection';
import { isPostgres } from '../../../db/schemaHelpers';
import type {
  InvoiceBulkClosesTable,
  InvoiceInstallmentsTable,
  InvoiceItemsTable,
  InvoicesTable,
} from '../../../db/types';
import { type authOf, visibleRecord } from '../../../http/auth';
import { notFound } from '../../../http/errors';
import { dateRangeFilters, type ListSpec } from '../../../http/listQuery';

export type Row = Record<string, unknown>;
export type Request = Parameters<typeof authOf>[0];

/** Kuruş as stored to lira as answered; a missing sum counts as zero. */
export const money = (v: unknown) => fromKurus(Number(v ?? 0));

/** What has been paid of an invoice, and what of it is spread over installments (kuruş). */
export const paidSql = sql<number>`coalesce((select sum(p.amount) from invoice_payments p where p.invoice_id = invoices.id), 0)`;
export const installedSql = sql<number>`coalesce((select sum(i.amount) from invoice_installments i where i.invoice_id = invoices.id), 0)`;

/** What is left to pay of an invoice (kuruş). */
export const remainingSql = sql<number>`invoices.amount - ${paidSql}`;

/** Invoices with their provider's name and the paid and installed sums. */
export function selectInvoices(db: Db) {
  return db
    .selectFrom('invoices')
    .innerJoin('cluster_providers', 'cluster_providers.id', 'invoices.provider_id')
    .selectAll('invoices')
    .select(['cluster_providers.name as provider_name', paidSql.as('paid'), installedSql.as('installed')]);
}

/** An invoice row as the API answers it: lira, what is left to pay, and flags as booleans. */
export function invoiceToApi({ search: _s, ...row }: Row): InvoiceListItem {
  const amount = Number(row.amount);
  const paid = Number(row.paid ?? 0);
  // The row is the select of selectInvoices; the response schema holds it to the shared row's shape.
  return {
    ...row,
    amount: fromKurus(amount),
    paid: fromKurus(paid),
    installed: money(row.installed),
    remaining: fromKurus(amount - paid),
    is_paid: amount > 0 && paid >= amount,
    is_invoiced: row.is_invoiced === 1 || row.is_invoiced === true,
  } as InvoiceListItem;
}

/** Invoice payments with their invoice, provider and the bank account or safe they were paid from. */
export function selectPayments(db: Db) {
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

export const paymentToApi = (row: Row) => ({ ...row, amount: money(row.amount) }) as InvoicePayment;

/** The invoice row, if the request may see its complex (404 otherwise). */
export async function findInvoice(db: Db, request: Request, id: number) {
  const row = await db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
  return visibleRecord(request, row);
}

/** Everything the invoice panel shows: the invoice with its items, installments and payments. */
export async function showInvoice(db: Db, id: number): Promise<Invoice> {
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
}

/** Invoice items over every invoice of a complex, with their invoice, provider and expense types. */
export function selectInvoiceItems(db: Db) {
  return db
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
    ]);
}

/** The item row, if the request may see its complex (404 otherwise). */
export async function findItem(db: Db, request: Request, id: number) {
  const row = await db.selectFrom('invoice_items').selectAll().where('id', '=', id).executeTakeFirst();
  return visibleRecord(request, row);
}

/** An invoice's total (kuruş) before its items change. */
export async function invoiceAmount(db: Db, invoiceId: number): Promise<number> {
  const row = await db.selectFrom('invoices').select('amount').where('id', '=', invoiceId).executeTakeFirstOrThrow();
  return Number(row.amount);
}

export async function updateItemRow(trx: Db, id: number, values: Updateable<InvoiceItemsTable>): Promise<void> {
  await trx.updateTable('invoice_items').set(values).where('id', '=', id).execute();
}

export async function deleteItemRow(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('invoice_items').where('id', '=', id).execute();
}

/** The payment with its names, if the request may see its complex (404 otherwise). */
export async function findPayment(db: Db, request: Request, id: number) {
  const row = await selectPayments(db).where('invoice_payments.id', '=', id).executeTakeFirst();
  return visibleRecord(request, row) as Row & { id: number; cluster_id: number; invoice_id: number };
}

/** The installment row of that invoice, if the request may see its complex (404 otherwise). */
export async function findInstallment(db: Db, request: Request, invoiceId: number, id: number) {
  const row = await db
    .selectFrom('invoice_installments')
    .selectAll()
    .where('id', '=', id)
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirst();
  return visibleRecord(request, row);
}

/** An invoice's installments by last payment day. */
export async function installmentsOf(db: Db, invoiceId: number) {
  return db
    .selectFrom('invoice_installments')
    .selectAll()
    .where('invoice_id', '=', invoiceId)
    .orderBy('last_payment_on')
    .execute();
}

export async function insertInstallment(trx: Db, values: Insertable<InvoiceInstallmentsTable>): Promise<number> {
  const row = await trx.insertInto('invoice_installments').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateInstallmentRow(
  trx: Db,
  id: number,
  values: Updateable<InvoiceInstallmentsTable>,
): Promise<void> {
  await trx.updateTable('invoice_installments').set(values).where('id', '=', id).execute();
}

export async function deleteInstallmentRow(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('invoice_installments').where('id', '=', id).execute();
}

/** The money of an invoice, in kuruş: its items' total, what was paid, and what is installed. */
export type InvoiceMoney = { amount: number; paid: number; installed: number; remaining: number };

export async function invoiceMoney(db: Db, invoiceId: number): Promise<InvoiceMoney> {
  const row = await db
    .selectFrom('invoices')
    .select([
      'invoices.amount',
      sql<number>`coalesce((select sum(p.amount) from invoice_payments p where p.invoice_id = invoices.id), 0)`.as(
        'paid',
      ),
      sql<number>`coalesce((select sum(i.amount) from invoice_installments i where i.invoice_id = invoices.id), 0)`.as(
        'installed',
      ),
    ])
    .where('invoices.id', '=', invoiceId)
    .executeTakeFirst();
  if (!row) throw notFound();
  const amount = Number(row.amount);
  const paid = Number(row.paid);
  return { amount, paid, installed: Number(row.installed), remaining: amount - paid };
}

/** Queues writers of the same invoice on PostgreSQL (SQLite runs one write transaction at a time). */
export async function lockInvoice(trx: Db, invoiceId: number): Promise<void> {
  if (isPostgres(trx)) await sql`select id from invoices where id = ${invoiceId} for update`.execute(trx);
}

export async function findInvoiceRow(db: Db, id: number) {
  return db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function updateInvoiceRow(trx: Db, id: number, values: Updateable<InvoicesTable>): Promise<void> {
  await trx.updateTable('invoices').set(values).where('id', '=', id).execute();
}

export async function deleteItemsOf(trx: Db, invoiceId: number): Promise<void> {
  await trx.deleteFrom('invoice_items').where('invoice_id', '=', invoiceId).execute();
}

/** Which of the invoices are the complex's own. */
export async function clusterInvoiceIds(db: Db, ids: number[], clusterId: number) {
  return db.selectFrom('invoices').select('id').where('id', 'in', ids).where('cluster_id', '=', clusterId).execute();
}

export async function insertBulkClose(trx: Db, values: Insertable<InvoiceBulkClosesTable>): Promise<number> {
  const { id } = await trx.insertInto('invoice_bulk_closes').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** The list of /clusters/{id}/expense/invoices: whitelisted sorts and filters. */
export const invoiceList: ListSpec = {
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
