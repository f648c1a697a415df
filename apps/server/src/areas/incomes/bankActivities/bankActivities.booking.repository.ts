import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { foldTurkish } from '../../../db/turkish';
import { nowIso } from '../../../http/clock';
import { invoicePaidSql, selectInvoices } from '../expenseInvoices';

// The SQL of booking an outgoing line as an invoice payment, an expense or a transfer, and of taking it back.

/** Spec §3 provider types: 2 is a bank commission. */
const BANK_COMMISSION_PROVIDER = 2;

/** The documents a booking makes, read whole for the action log. */
export type BookedTable = 'invoices' | 'invoice_payments' | 'account_transfers' | 'cluster_providers';

export async function findDocumentRow(db: Db, table: BookedTable, id: number) {
  return db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
}

/** The complex an invoice belongs to. */
export async function findInvoiceCluster(db: Db, id: number) {
  return db.selectFrom('invoices').select(['id', 'cluster_id']).where('id', '=', id).executeTakeFirst();
}

/** Whether the invoice has a payment besides the given one. */
export async function hasOtherPayment(db: Db, invoiceId: number, paymentId: number): Promise<boolean> {
  const other = await db
    .selectFrom('invoice_payments')
    .select('id')
    .where('invoice_id', '=', invoiceId)
    .where('id', '!=', paymentId)
    .executeTakeFirst();
  return other !== undefined;
}

/** Links a closed line to the document it was booked as. */
export async function linkBooking(
  trx: Db,
  id: number,
  links: { invoice_payment_id?: number; invoice_id?: number; account_transfer_id?: number },
): Promise<void> {
  await trx
    .updateTable('bank_activities')
    .set({ ...links, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** The complex's invoices with something left to pay, the oldest due first, for the 'Fatura Ödemesi' picker. */
export async function openInvoices(db: Db, clusterId: number) {
  return selectInvoices(db)
    .select([
      'invoices.id',
      'invoices.last_payment_on',
      'invoices.description',
      'invoices.amount',
      invoicePaidSql.as('paid'),
    ])
    .where('invoices.cluster_id', '=', clusterId)
    .where(sql<boolean>`invoices.amount > ${invoicePaidSql}`)
    .orderBy(sql`coalesce(invoices.last_payment_on, invoices.billed_on)`)
    .orderBy('invoices.id')
    .limit(1000)
    .execute();
}

/** The complex's bank-commission provider (type 2) named as the bank account, if there is one. */
export async function findBankCommissionProvider(db: Db, clusterId: number, name: string) {
  return db
    .selectFrom('cluster_providers')
    .select('id')
    .where('cluster_id', '=', clusterId)
    .where('provider_type_id', '=', BANK_COMMISSION_PROVIDER)
    .where('name', '=', name)
    .orderBy('id')
    .executeTakeFirst();
}

export async function insertBankCommissionProvider(trx: Db, clusterId: number, name: string, title: string) {
  const now = nowIso();
  return trx
    .insertInto('cluster_providers')
    .values({
      cluster_id: clusterId,
      provider_type_id: BANK_COMMISSION_PROVIDER,
      name,
      title,
      search: foldTurkish(`${name} ${title}`),
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findBankAccountRow(db: Db, id: number) {
  return db.selectFrom('bank_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** An invoice payment with its invoice and provider, and what is left of the invoice. */
export async function findPaymentWithInvoice(db: Db, paymentId: number) {
  return selectInvoices(db)
    .innerJoin('invoice_payments', 'invoice_payments.invoice_id', 'invoices.id')
    .select([
      'invoice_payments.id',
      'invoice_payments.amount',
      'invoice_payments.collected_on',
      'invoice_payments.receipt_no',
      'invoice_payments.description',
      'invoices.id as invoice_id',
      'invoices.invoice_type_id',
      'invoices.amount as invoice_amount',
      'invoices.receipt_no as invoice_receipt_no',
      invoicePaidSql.as('invoice_paid'),
    ])
    .where('invoice_payments.id', '=', paymentId)
    .executeTakeFirst();
}
