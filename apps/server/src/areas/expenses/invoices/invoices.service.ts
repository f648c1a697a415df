import {
  type AutoInstallmentInput,
  BANK_BOOKED_PAYMENT_MESSAGE,
  FULLY_INSTALLED_MESSAGE,
  formatMoney,
  fromKurus,
  type InvoiceInput,
  type InvoiceItemInput,
  messages,
  toKurus,
} from '@site/shared';
import { sql } from 'kysely';
import { addMonths } from '../../../accounting/dates';
import { nextDocumentNo } from '../../../accounting/documentNumbers';
import { type EntryInput, postTransaction, removeTransaction } from '../../../accounting/journal';
import { splitEqually } from '../../../accounting/split';
import type { Db } from '../../../db/connection';
import { isPostgres } from '../../../db/schemaHelpers';
import { foldTurkish } from '../../../db/turkish';
import { nowIso } from '../../../http/clock';
import { invalid, notFound } from '../../../http/errors';
import { assertLinked } from '../../../kernel/definitionRules';

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

/** An invoice's provider, expense types and payment places must be the complex's own (or system types). */
export async function validateInvoiceLinks(db: Db, clusterId: number, input: Partial<InvoiceInput>): Promise<void> {
  if (input.provider_id != null)
    await assertLinked(db, 'cluster_providers', 'provider_id', input.provider_id, clusterId);
  for (const [i, item] of (input.items ?? []).entries()) await validateItemLinks(db, clusterId, item, `items.${i}.`);
}

export async function validateItemLinks(db: Db, clusterId: number, item: InvoiceItemInput, prefix = ''): Promise<void> {
  const type = await db
    .selectFrom('expense_types')
    .select(['id', 'parent_id'])
    .where('id', '=', item.expense_type_id)
    .where((eb) => eb.or([eb('cluster_id', '=', clusterId), eb('cluster_id', 'is', null)]))
    .executeTakeFirst();
  if (!type) throw invalid(`${prefix}expense_type_id`, 'Öğe bulunamadı.');
  if (item.child_expense_type_id != null) {
    const child = await db
      .selectFrom('expense_types')
      .select('id')
      .where('id', '=', item.child_expense_type_id)
      .where('parent_id', '=', item.expense_type_id)
      .where((eb) => eb.or([eb('cluster_id', '=', clusterId), eb('cluster_id', 'is', null)]))
      .executeTakeFirst();
    if (!child) throw invalid(`${prefix}child_expense_type_id`, 'Öğe bulunamadı.');
  }
}

/**
 * Rewrites an invoice's journal from its items: each item debits its expense type (the child type when
 * there is one), the provider is credited the total. Returns the new total in kuruş.
 */
export async function rewriteInvoiceJournal(trx: Db, invoiceId: number, userId: number | null): Promise<number> {
  const invoice = await trx.selectFrom('invoices').selectAll().where('id', '=', invoiceId).executeTakeFirstOrThrow();
  const items = await trx
    .selectFrom('invoice_items')
    .selectAll()
    .where('invoice_id', '=', invoiceId)
    .orderBy('id')
    .execute();
  await removeTransaction(trx, invoice.transaction_id);
  const total = items.reduce((sum, item) => sum + Number(item.amount), 0);
  let transactionId: number | null = null;
  if (total > 0) {
    const description = invoice.description ?? (invoice.bill_no ? `Fatura ${invoice.bill_no}` : 'Fatura');
    const entries: EntryInput[] = items.map((item) => ({
      accountKind: 'expense_type',
      accountId: item.child_expense_type_id ?? item.expense_type_id,
      amount: Number(item.amount),
      description: item.description ?? description,
    }));
    entries.push({
      accountKind: 'provider',
      accountId: invoice.provider_id,
      amount: -total,
      dueOn: invoice.last_payment_on,
    });
    transactionId = await postTransaction(trx, {
      clusterId: invoice.cluster_id,
      kind: 'invoice',
      occurredOn: invoice.billed_on,
      description,
      createdBy: userId,
      entries,
    });
  }
  await trx
    .updateTable('invoices')
    .set({ amount: total, transaction_id: transactionId, updated_at: nowIso() })
    .where('id', '=', invoiceId)
    .execute();
  return total;
}

/**
 * After the items change: a total below what was paid is refused; a changed total deletes the
 * installments (they must be made again, spec §4). Returns a warning for the response when it did.
 */
export async function afterItemsChanged(trx: Db, invoiceId: number, previousTotal: number, userId: number | null) {
  const total = await rewriteInvoiceJournal(trx, invoiceId, userId);
  const money = await invoiceMoney(trx, invoiceId);
  if (money.paid > total) {
    throw invalid('amount', `Fatura tutarı ödenen tutardan (${formatMoney(money.paid)}) az olamaz.`);
  }
  if (total !== previousTotal && money.installed > 0) {
    await trx.deleteFrom('invoice_installments').where('invoice_id', '=', invoiceId).execute();
    return true;
  }
  return false;
}

export function invoiceColumns(input: Partial<InvoiceInput>) {
  const { items: _items, cluster_id: _cluster, is_invoiced, ...rest } = input;
  return {
    ...rest,
    ...(is_invoiced === undefined ? {} : { is_invoiced: is_invoiced ? 1 : 0 }),
    ...(input.bill_no !== undefined || input.description !== undefined
      ? { search: foldTurkish([input.bill_no, input.utility_no, input.description].filter(Boolean).join(' ')) }
      : {}),
  };
}

export async function createInvoice(trx: Db, input: InvoiceInput, userId: number | null): Promise<number> {
  const now = nowIso();
  const { id } = await trx
    .insertInto('invoices')
    .values({
      ...invoiceColumns(input),
      provider_id: input.provider_id,
      billed_on: input.billed_on,
      cluster_id: input.cluster_id,
      receipt_no: await nextDocumentNo(trx, input.cluster_id, 'last_settlement_no'),
      created_by: userId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const item of input.items ?? []) await insertItem(trx, input.cluster_id, id, item);
  await rewriteInvoiceJournal(trx, id, userId);
  return id;
}

export async function insertItem(
  trx: Db,
  clusterId: number,
  invoiceId: number,
  item: InvoiceItemInput,
): Promise<number> {
  const now = nowIso();
  const { id } = await trx
    .insertInto('invoice_items')
    .values({
      cluster_id: clusterId,
      invoice_id: invoiceId,
      expense_type_id: item.expense_type_id,
      child_expense_type_id: item.child_expense_type_id ?? null,
      description: item.description ?? null,
      amount: toKurus(item.amount),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A new installment must fit in what is not installed yet; a fully installed invoice takes none. */
export async function assertInstallmentFits(trx: Db, invoiceId: number, amount: number, exceptId?: number) {
  const money = await invoiceMoney(trx, invoiceId);
  let installed = money.installed;
  if (exceptId !== undefined) {
    const own = await trx
      .selectFrom('invoice_installments')
      .select('amount')
      .where('id', '=', exceptId)
      .executeTakeFirst();
    installed -= Number(own?.amount ?? 0);
  }
  const left = money.amount - installed;
  if (left <= 0) throw invalid('amount', FULLY_INSTALLED_MESSAGE);
  if (amount > left) throw invalid('amount', messages.maxValue(fromKurus(left), true));
}

/** Spreads what is not installed yet over `installment_count` months from `starts_on`. */
export async function createAutoInstallments(
  trx: Db,
  clusterId: number,
  invoiceId: number,
  input: AutoInstallmentInput,
) {
  const money = await invoiceMoney(trx, invoiceId);
  const left = money.amount - money.installed;
  if (left <= 0) throw invalid('installment_count', FULLY_INSTALLED_MESSAGE);
  if (left < input.installment_count) throw invalid('installment_count', messages.maxValue(left));
  const now = nowIso();
  const amounts = splitEqually(left, input.installment_count);
  await trx
    .insertInto('invoice_installments')
    .values(
      amounts.map((amount, m) => ({
        cluster_id: clusterId,
        invoice_id: invoiceId,
        last_payment_on: addMonths(input.starts_on, m),
        amount,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

export type PaymentInput = {
  clusterId: number;
  invoiceId: number;
  collectedOn: string;
  amount: number;
  bankAccountId: number | null;
  safeId: number | null;
  description: string | null;
  bulkCloseId?: number | null;
  createdBy: number | null;
};

/** The journal of a payment: the provider is debited, the bank account or safe credited. */
async function postPaymentJournal(trx: Db, input: PaymentInput): Promise<number> {
  const invoice = await trx
    .selectFrom('invoices')
    .select(['provider_id', 'bill_no'])
    .where('id', '=', input.invoiceId)
    .executeTakeFirstOrThrow();
  const place =
    input.bankAccountId !== null
      ? { accountKind: 'bank_account' as const, accountId: input.bankAccountId }
      : { accountKind: 'safe' as const, accountId: input.safeId };
  const description = input.description ?? (invoice.bill_no ? `Fatura ödemesi ${invoice.bill_no}` : 'Fatura ödemesi');
  return postTransaction(trx, {
    clusterId: input.clusterId,
    kind: 'invoice_payment',
    occurredOn: input.collectedOn,
    description,
    createdBy: input.createdBy,
    entries: [
      { accountKind: 'provider', accountId: invoice.provider_id, amount: input.amount },
      { ...place, amount: -input.amount },
    ],
  });
}

/**
 * Pays an invoice. The remaining amount is read after the invoice's lock, so concurrent payments can
 * never pay more than its total. `replacing` is a payment being edited: its own amount is free again.
 */
export async function createInvoicePayment(
  trx: Db,
  input: PaymentInput,
  field = 'amount',
  replacing?: { id: number; amount: number; transactionId: number | null },
): Promise<number> {
  await lockInvoice(trx, input.invoiceId);
  const money = await invoiceMoney(trx, input.invoiceId);
  const remaining = money.remaining + (replacing?.amount ?? 0);
  if (remaining <= 0) throw invalid(field, 'Bu faturanın ödenecek tutarı kalmadı.');
  if (input.amount > remaining) throw invalid(field, messages.maxValue(fromKurus(remaining), true));
  if (replacing) await removeTransaction(trx, replacing.transactionId);
  const transactionId = await postPaymentJournal(trx, input);
  const now = nowIso();
  const values = {
    collected_on: input.collectedOn,
    amount: input.amount,
    bank_account_id: input.bankAccountId,
    safe_id: input.safeId,
    description: input.description,
    transaction_id: transactionId,
    updated_at: now,
  };
  if (replacing) {
    await trx.updateTable('invoice_payments').set(values).where('id', '=', replacing.id).execute();
    return replacing.id;
  }
  const { id } = await trx
    .insertInto('invoice_payments')
    .values({
      ...values,
      cluster_id: input.clusterId,
      invoice_id: input.invoiceId,
      bulk_close_id: input.bulkCloseId ?? null,
      receipt_no: await nextDocumentNo(trx, input.clusterId, 'last_payment_receipt_no'),
      created_by: input.createdBy,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * A payment booked from a bank-statement line is that line: its amount, date and bank account stay as the
 * bank says (take the booking back on the line to change them); only its description may change.
 */
export async function assertBankLineKept(
  db: Db,
  payment: { id: number } & Record<string, unknown>,
  input: { amount: number; collectedOn: string; bankAccountId: number | null },
): Promise<void> {
  const line = await db
    .selectFrom('bank_activities')
    .select('id')
    .where('invoice_payment_id', '=', payment.id)
    .executeTakeFirst();
  if (!line) return;
  const field =
    input.amount !== Number(payment.amount)
      ? 'amount'
      : input.collectedOn !== payment.collected_on
        ? 'collected_on'
        : input.bankAccountId !== payment.bank_account_id
          ? 'bank_account_id'
          : null;
  if (field) throw invalid(field, BANK_BOOKED_PAYMENT_MESSAGE);
}

export async function deleteInvoicePayment(trx: Db, paymentId: number): Promise<void> {
  const payment = await trx.selectFrom('invoice_payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
  if (!payment) throw notFound();
  // A bank-statement line booked as this payment (or as the expense it paid) is open again.
  await trx
    .updateTable('bank_activities')
    .set({ is_closed: 0, invoice_payment_id: null, invoice_id: null, updated_at: nowIso() })
    .where('invoice_payment_id', '=', paymentId)
    .execute();
  await trx.deleteFrom('invoice_payments').where('id', '=', paymentId).execute();
  await removeTransaction(trx, payment.transaction_id);
}

/** Removes an invoice with its items, installments, payments and all their journal entries. */
export async function deleteInvoice(trx: Db, invoiceId: number): Promise<void> {
  const invoice = await trx.selectFrom('invoices').selectAll().where('id', '=', invoiceId).executeTakeFirst();
  if (!invoice) throw notFound();
  const payments = await trx.selectFrom('invoice_payments').select('id').where('invoice_id', '=', invoiceId).execute();
  for (const p of payments) await deleteInvoicePayment(trx, p.id);
  await trx.deleteFrom('invoices').where('id', '=', invoiceId).execute();
  await removeTransaction(trx, invoice.transaction_id);
}
