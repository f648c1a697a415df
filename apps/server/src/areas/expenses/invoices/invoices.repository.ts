import type { Invoice, InvoiceListItem, InvoicePayment } from '@site/shared';
import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../../../db/connection';
import { isPostgres } from '../../../db/schemaHelpers';
import type {
  InvoiceBulkClosesTable,
  InvoiceInstallmentsTable,
  InvoiceItemsTable,
  InvoicesTable,
} from '../../../db/types';
import { notFound } from '../../../http/errors';
import { dateRangeFilters, idFilters, type ListSpec } from '../../../http/listQuery';
import { placeNameSql } from '../../../kernel/paymentPlace';
import { invoiceSearch } from '../expenseLists';

export type Row = Record<string, unknown>;

/** A row of an invoice or one of its parts as answered: its amount in kuruş, as the database holds it. */
export const withAmount = <T extends { amount: unknown }>(row: T) => ({ ...row, amount: Number(row.amount) });

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

/** An invoice row as the API answers it: money in kuruş, what is left to pay, and flags as booleans. */
export function invoiceToApi({ search: _s, ...row }: Row): InvoiceListItem {
  const amount = Number(row.amount);
  const paid = Number(row.paid ?? 0);
  // The row is the select of selectInvoices; the response schema holds it to the shared row's shape.
  return {
    ...row,
    amount,
    paid,
    installed: Number(row.installed ?? 0),
    remaining: amount - paid,
    is_paid: amount > 0 && paid >= amount,
    is_invoiced: row.is_invoiced === 1 || row.is_invoiced === true,
  } as InvoiceListItem;
}

/** An invoice's items or payments with what their lists show of the invoice: its date, number and provider. */
function selectInvoiceParts<T extends 'invoice_items' | 'invoice_payments'>(db: Db, table: T) {
  return db
    .selectFrom(table as 'invoice_items' | 'invoice_payments')
    .innerJoin('invoices', 'invoices.id', `${table}.invoice_id`)
    .innerJoin('cluster_providers', 'cluster_providers.id', 'invoices.provider_id')
    .selectAll(table)
    .select(['invoices.billed_on', 'invoices.bill_no', 'cluster_providers.name as provider_name']);
}

/** Invoice payments with their invoice, provider and the bank account or safe they were paid from. */
export function selectPayments(db: Db) {
  return selectInvoiceParts(db, 'invoice_payments')
    .leftJoin('bank_accounts', 'bank_accounts.id', 'invoice_payments.bank_account_id')
    .leftJoin('safes', 'safes.id', 'invoice_payments.safe_id')
    .select(placeNameSql.as('place_name'));
}

export const paymentToApi = (row: Row) => withAmount(row as Row & { amount: unknown }) as InvoicePayment;

/** A payment with its names (undefined when there is none). */
export function paymentById(db: Db, id: number) {
  return selectPayments(db).where('invoice_payments.id', '=', id).executeTakeFirst();
}

/** A payment as answered. */
export async function showPayment(db: Db, id: number): Promise<InvoicePayment> {
  const row = await paymentById(db, id);
  if (!row) throw notFound();
  return paymentToApi(row as Row);
}

/** Invoice items over every invoice of a complex, with their invoice, provider and expense types. */
export function selectInvoiceItems(db: Db) {
  return selectInvoiceParts(db, 'invoice_items')
    .leftJoin('expense_types', 'expense_types.id', 'invoice_items.expense_type_id')
    .leftJoin('expense_types as child', 'child.id', 'invoice_items.child_expense_type_id')
    .select(['expense_types.name as expense_type_name', 'child.name as child_expense_type_name']);
}

/** An invoice's installments by last payment day. */
export function installmentsOf(db: Db, invoiceId: number) {
  return db
    .selectFrom('invoice_installments')
    .selectAll()
    .where('invoice_id', '=', invoiceId)
    .orderBy('last_payment_on')
    .orderBy('id')
    .execute();
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
  const payments = await selectPayments(db)
    .where('invoice_payments.invoice_id', '=', id)
    .orderBy('invoice_payments.collected_on')
    .execute();
  return {
    ...invoiceToApi(invoice as Row),
    items: items.map(withAmount),
    installments: (await installmentsOf(db, id)).map(withAmount),
    payments: payments.map((p) => paymentToApi(p as Row)),
  };
}

/** An invoice's row (undefined when there is none). */
export function invoiceById(db: Db, id: number) {
  return db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether the complex may use the expense type (its own or a system one), as a child of `parentId` when given. */
export async function usableExpenseType(db: Db, clusterId: number, id: number, parentId?: number): Promise<boolean> {
  const row = await db
    .selectFrom('expense_types')
    .select('id')
    .where('id', '=', id)
    .$if(parentId !== undefined, (q) => q.where('parent_id', '=', parentId ?? null))
    .where((eb) => eb.or([eb('cluster_id', '=', clusterId), eb('cluster_id', 'is', null)]))
    .executeTakeFirst();
  return row !== undefined;
}

/** An invoice item's row (undefined when there is none). */
export function itemById(db: Db, id: number) {
  return db.selectFrom('invoice_items').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The installment row of that invoice (undefined when there is none). */
export function installmentById(db: Db, invoiceId: number, id: number) {
  return db
    .selectFrom('invoice_installments')
    .selectAll()
    .where('id', '=', id)
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirst();
}

export async function updateItemRow(trx: Db, id: number, values: Updateable<InvoiceItemsTable>): Promise<void> {
  await trx.updateTable('invoice_items').set(values).where('id', '=', id).execute();
}

export async function deleteItemRow(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('invoice_items').where('id', '=', id).execute();
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
    .select(['invoices.amount', paidSql.as('paid'), installedSql.as('installed')])
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
    ...idFilters('invoices', ['provider_id', 'invoice_type_id', 'payment_type_id']),
    is_invoiced: { column: 'invoices.is_invoiced', kind: 'flag' },
    ...dateRangeFilters('invoices.billed_on'),
    bill_no: { column: 'invoices.search', kind: 'text', op: 'like' },
  },
  search: invoiceSearch,
};
