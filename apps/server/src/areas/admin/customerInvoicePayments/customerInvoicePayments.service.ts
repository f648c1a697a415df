import {
  type CustomerInvoicePaymentInput,
  customerPaymentMessages,
  foreignReferenceMessage,
  formatMoney,
  toKurus,
} from '@site/shared';
import type { Db } from '../../../db/connection';
import { nowIso, todayInTurkey } from '../../../http/clock';
import { invalid, notFound } from '../../../http/errors';
import { ACTION } from '../../../kernel/actionLog';
import { type Actor, logChange } from '../../../kernel/changeLog';
import { allocatePayment, lockCustomer } from '../customerPayments/customerPayments.allocation';
import { customerExists } from '../customerPayments/customerPayments.repository';
import { successAtOf } from '../customerPayments/customerPayments.service';
import * as repo from './customerInvoicePayments.repository';

const ENTITY = 'customer_invoice_payment';

export const customerInvoicePaymentToApi = (row: repo.CustomerInvoicePaymentDbRow) => ({
  ...row,
  amount: Number(row.amount),
  invoice_payment_amount: Number(row.invoice_payment_amount),
  payment_amount: Number(row.payment_amount),
});

export async function showCustomerInvoicePayment(db: Db, id: number) {
  const row = await repo.findCustomerInvoicePayment(db, id);
  if (!row) throw notFound();
  return customerInvoicePaymentToApi(row);
}

/**
 * The customer and the invoice must exist and the invoice be the customer's; `alreadyPaid` is what the row being
 * edited pays of that invoice. Answers what is still owed of it, with that part counted as unpaid.
 */
async function openOfInvoice(trx: Db, input: CustomerInvoicePaymentInput, alreadyPaid: number): Promise<number> {
  if (!(await customerExists(trx, input.customer_id))) throw invalid('customer_id', foreignReferenceMessage);
  await lockCustomer(trx, input.customer_id);
  const invoice = await repo.findOpenInvoice(trx, input.customer_invoice_id);
  if (!invoice) throw invalid('customer_invoice_id', foreignReferenceMessage);
  if (invoice.customer_id !== input.customer_id) {
    throw invalid('customer_invoice_id', customerPaymentMessages.invoiceOfOtherCustomer);
  }
  const open = Number(invoice.open) + alreadyPaid;
  if (toKurus(input.amount) > open) {
    throw invalid('amount', customerPaymentMessages.overInvoiceRemaining(formatMoney(Math.max(open, 0))));
  }
  return open;
}

const logged = (input: CustomerInvoicePaymentInput, paymentOn: string) => ({
  customer_id: input.customer_id,
  customer_invoice_id: input.customer_invoice_id,
  payment_on: paymentOn,
  amount: toKurus(input.amount),
  description: input.description ?? null,
});

/** 'Tahsilat Ekle' on an invoice: one customer payment of the amount, all of it paying that invoice. */
export async function createCustomerInvoicePayment(db: Db, actor: Actor, input: CustomerInvoicePaymentInput) {
  const paymentOn = input.payment_on || todayInTurkey();
  const id = await db.transaction().execute(async (trx) => {
    await openOfInvoice(trx, input, 0);
    const now = nowIso();
    const payment = await trx
      .insertInto('customer_payments')
      .values({
        customer_id: input.customer_id,
        success_at: successAtOf(paymentOn),
        amount: toKurus(input.amount),
        description: input.description || null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await allocatePayment(trx, payment.id, {
      invoiceIds: [input.customer_invoice_id],
      paymentOn,
      description: input.description || null,
    });
    const row = await trx
      .selectFrom('customer_invoice_payments')
      .select('id')
      .where('customer_payment_id', '=', payment.id)
      .executeTakeFirstOrThrow();
    await logChange(trx, actor, {
      clusterId: null,
      entityType: ENTITY,
      entityId: row.id,
      action: ACTION.create,
      before: null,
      after: logged(input, paymentOn),
    });
    return row.id;
  });
  return showCustomerInvoicePayment(db, id);
}

/**
 * Edits an allocation: its invoice (of the same customer), date, amount and description. A payment made for this
 * invoice alone follows its amount and date; a payment spread over several invoices keeps its amount, and the
 * allocation may take no more of it than the other invoices leave.
 */
export async function updateCustomerInvoicePayment(
  db: Db,
  actor: Actor,
  id: number,
  input: CustomerInvoicePaymentInput,
) {
  await db.transaction().execute(async (trx) => {
    const before = await showCustomerInvoicePayment(trx, id);
    if (input.customer_id !== before.customer_id) {
      throw invalid('customer_id', customerPaymentMessages.customerChanged);
    }
    const sameInvoice = input.customer_invoice_id === before.customer_invoice_id;
    await openOfInvoice(trx, input, sameInvoice ? before.amount : 0);
    const amount = toKurus(input.amount);
    const paymentOn = input.payment_on || before.payment_on;
    const allocations = await repo.paymentAllocations(trx, before.customer_payment_id);
    const now = nowIso();
    const whole = Number(allocations.count) === 1 && before.payment_amount === before.amount;
    if (whole) {
      await trx
        .updateTable('customer_payments')
        .set({ amount, success_at: successAtOf(paymentOn), description: input.description || null, updated_at: now })
        .where('id', '=', before.customer_payment_id)
        .execute();
    } else {
      const left = before.payment_amount - (Number(allocations.sum) - before.amount);
      if (amount > left) throw invalid('amount', customerPaymentMessages.overPaymentLeft(formatMoney(left)));
    }
    await trx
      .updateTable('customer_invoice_payments')
      .set({
        customer_invoice_id: input.customer_invoice_id,
        payment_on: paymentOn,
        amount,
        description: input.description || null,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    await logChange(trx, actor, {
      clusterId: null,
      entityType: ENTITY,
      entityId: id,
      action: ACTION.update,
      before: {
        customer_id: before.customer_id,
        customer_invoice_id: before.customer_invoice_id,
        payment_on: before.payment_on,
        amount: before.amount,
        description: before.description,
      },
      after: logged(input, paymentOn),
    });
  });
  return showCustomerInvoicePayment(db, id);
}
