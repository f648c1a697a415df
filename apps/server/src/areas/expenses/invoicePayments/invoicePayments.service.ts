import { BANK_BOOKED_PAYMENT_MESSAGE, fromKurus, type InvoicePaymentInput, messages, toKurus } from '@site/shared';
import { nextDocumentNo } from '../../../accounting/documentNumbers';
import { postTransaction, removeTransaction } from '../../../accounting/journal';
import type { Db } from '../../../db/connection';
import { nowIso } from '../../../http/clock';
import { invalid, notFound } from '../../../http/errors';
import { commonColumns } from '../../../http/export/commonColumns';
import { ACTION } from '../../../kernel/actionLog';
import type { Actor } from '../../../kernel/changeLog';
import { assertPaymentPlace } from '../../../kernel/paymentPlace';
import { deleteLogged, log } from '../changes';
import { expenseColumns as columns, invoicePartList } from '../expenseLists';
import {
  invoiceMoney,
  lockInvoice,
  paymentToApi,
  type Row,
  selectPayments,
  showPayment,
} from '../invoices/invoices.repository';

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

type Payment = Row & { id: number; cluster_id: number; invoice_id: number };

/** The invoice payments of a complex (`/clusters/{id}/expense/invoice-payments`), one page or the whole list as a file. */
export const listInvoicePayments = invoicePartList('invoice_payments', selectPayments, {
  date: ['collected_on', 'invoice_payments.collected_on'],
  orderBy: { receipt_no: 'invoice_payments.receipt_no' },
  idFilters: ['invoice_id', 'bank_account_id', 'safe_id'],
  toApi: paymentToApi,
  exportTitle: 'Fatura Ödemeleri',
  exportColumns: [
    { key: 'receipt_no', header: 'Makbuz No', kind: 'number' },
    { key: 'collected_on', header: 'Ödeme Tarihi', kind: 'date' },
    columns.provider_name,
    columns.bill_no,
    commonColumns.place_name,
    commonColumns.amount,
    commonColumns.description,
  ],
});

/** A payment of an invoice as the form sends it, by `actor`. */
function paymentOf(
  invoice: { cluster_id: number; invoice_id: number },
  input: InvoicePaymentInput,
  actor: Actor,
): PaymentInput {
  return {
    clusterId: invoice.cluster_id,
    invoiceId: invoice.invoice_id,
    collectedOn: input.collected_on,
    amount: toKurus(input.amount),
    bankAccountId: input.bank_account_id ?? null,
    safeId: input.safe_id ?? null,
    description: input.description ?? null,
    createdBy: actor.userId,
  };
}

/** 'Fatura Ödeme': pays an invoice, never more than what is left of it; answers the payment. */
export async function payInvoice(
  db: Db,
  actor: Actor,
  invoice: { id: number; cluster_id: number },
  input: InvoicePaymentInput,
) {
  await assertPaymentPlace(db, invoice.cluster_id, input);
  const id = await db.transaction().execute(async (trx) => {
    const paymentId = await createInvoicePayment(
      trx,
      paymentOf({ cluster_id: invoice.cluster_id, invoice_id: invoice.id }, input, actor),
    );
    await log(trx, actor, 'invoice_payment', paymentId, invoice.cluster_id, ACTION.create, null, {
      ...input,
      invoice_id: invoice.id,
    });
    return paymentId;
  });
  return showPayment(db, id);
}

/** Editing a payment takes it back and pays again, so the same checks and journal apply; answers the payment. */
export async function editInvoicePayment(db: Db, actor: Actor, before: Payment, input: InvoicePaymentInput) {
  await assertPaymentPlace(db, before.cluster_id, input);
  const payment = paymentOf(before, input, actor);
  await assertBankLineKept(db, before, payment);
  await db.transaction().execute(async (trx) => {
    await createInvoicePayment(trx, payment, 'amount', {
      id: before.id,
      amount: Number(before.amount),
      transactionId: before.transaction_id as number | null,
    });
    await log(trx, actor, 'invoice_payment', before.id, before.cluster_id, ACTION.update, before, { ...input });
  });
  return showPayment(db, before.id);
}

export const takeBackInvoicePayment = (db: Db, actor: Actor, before: Payment) =>
  deleteLogged(db, actor, 'invoice_payment', before, deleteInvoicePayment);
