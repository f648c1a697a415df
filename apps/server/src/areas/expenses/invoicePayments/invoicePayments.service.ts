import { type InvoicePaymentInput, toKurus } from '@site/shared';
import type { Db } from '../../../db/connection';
import { dateRangeFilters, type ListSpec } from '../../../http/listQuery';
import { listResponse } from '../../../http/listResponse';
import { ACTION } from '../../../kernel/actionLog';
import type { Actor } from '../../../kernel/changeLog';
import { assertPaymentPlace } from '../../../kernel/paymentPlace';
import type { FileStorage } from '../../../storage/fileStorage';
import { log } from '../invoices/invoiceLog';
import { paymentToApi, type Row, selectPayments } from '../invoices/invoices.repository';
import {
  assertBankLineKept,
  createInvoicePayment,
  deleteInvoicePayment,
  type PaymentInput,
} from '../invoices/invoices.service';

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

type Payment = Row & { id: number; cluster_id: number; invoice_id: number };

/** The invoice payments of a complex, one page or the whole filtered list as a file. */
export function listInvoicePayments(db: Db, files: FileStorage, clusterId: number, query: Row) {
  return listResponse({
    base: selectPayments(db).where('invoice_payments.cluster_id', '=', clusterId),
    spec: paymentList,
    raw: query,
    cluster: { db, id: clusterId },
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
}

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
  const payment = await selectPayments(db).where('invoice_payments.id', '=', id).executeTakeFirstOrThrow();
  return paymentToApi(payment as Row);
}

/** Editing a payment takes it back and pays again, so the same checks and journal apply. */
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
}

export async function takeBackInvoicePayment(db: Db, actor: Actor, before: Payment): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await deleteInvoicePayment(trx, before.id);
    await log(trx, actor, 'invoice_payment', before.id, before.cluster_id, ACTION.delete, before, null);
  });
}
