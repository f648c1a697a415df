import { type CustomerPaymentInput, customerPaymentMessages, foreignReferenceMessage, toKurus } from '@site/shared';
import type { Db } from '../../../db/connection';
import { nowIso } from '../../../http/clock';
import { invalid, notFound } from '../../../http/errors';
import { ACTION } from '../../../kernel/actionLog';
import { type Actor, logChange } from '../../../kernel/changeLog';
import { allocatePayment, lockCustomer } from './customerPayments.allocation';
import * as repo from './customerPayments.repository';

const ENTITY = 'customer_payment';

/** The moment a payment date stands for: the start of its day, so that its date reads back unchanged. */
export const successAtOf = (date: string): string => `${date}T00:00:00.000Z`;

export const customerPaymentToApi = (row: repo.CustomerPaymentDbRow) => ({
  ...row,
  amount: Number(row.amount),
  invoice_payment_amount: Number(row.invoice_payment_amount),
});

export async function showCustomerPayment(db: Db, id: number) {
  const row = await repo.findCustomerPayment(db, id);
  if (!row) throw notFound();
  const allocations = (await repo.allocationsOf(db, id)).map((a) => ({ ...a, amount: Number(a.amount) }));
  return {
    ...customerPaymentToApi(row),
    customer_invoice_ids: allocations.map((a) => a.customer_invoice_id),
    allocations,
  };
}

/** The customer must exist and every chosen invoice must be theirs (422 otherwise; nothing written). */
async function checkInput(trx: Db, input: CustomerPaymentInput): Promise<number[] | undefined> {
  if (!(await repo.customerExists(trx, input.customer_id))) throw invalid('customer_id', foreignReferenceMessage);
  const chosen = input.customer_invoice_ids?.length ? [...new Set(input.customer_invoice_ids)] : undefined;
  if (chosen && (await repo.invoicesNotOf(trx, input.customer_id, chosen)).length) {
    throw invalid('customer_invoice_ids', customerPaymentMessages.invoiceOfOtherCustomer);
  }
  return chosen;
}

const logged = (input: CustomerPaymentInput) => ({
  customer_id: input.customer_id,
  amount: toKurus(input.amount),
  success_at: successAtOf(input.success_at),
  description: input.description ?? null,
  customer_invoice_ids: input.customer_invoice_ids ?? null,
});

/** Records a payment and allocates it: to the chosen invoices, or to the open ones, oldest due date first. */
export async function createCustomerPayment(db: Db, actor: Actor, input: CustomerPaymentInput) {
  const id = await db.transaction().execute(async (trx) => {
    const chosen = await checkInput(trx, input);
    await lockCustomer(trx, input.customer_id);
    const now = nowIso();
    const row = await trx
      .insertInto('customer_payments')
      .values({
        customer_id: input.customer_id,
        success_at: successAtOf(input.success_at),
        amount: toKurus(input.amount),
        description: input.description || null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await allocatePayment(trx, row.id, { invoiceIds: chosen, description: input.description || null });
    await logChange(trx, actor, {
      clusterId: null,
      entityType: ENTITY,
      entityId: row.id,
      action: ACTION.create,
      before: null,
      after: logged(input),
    });
    return row.id;
  });
  return showCustomerPayment(db, id);
}

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * Edits a payment. A new customer, amount or choice of invoices drops its allocations and allocates it again,
 * in the same transaction; a new date moves the date of its allocations.
 */
export async function updateCustomerPayment(db: Db, actor: Actor, id: number, input: CustomerPaymentInput) {
  await db.transaction().execute(async (trx) => {
    const before = await showCustomerPayment(trx, id);
    const chosen = await checkInput(trx, input);
    await lockCustomer(trx, input.customer_id);
    if (input.customer_id !== before.customer_id) await lockCustomer(trx, before.customer_id);
    const amount = toKurus(input.amount);
    const successAt = successAtOf(input.success_at);
    const reallocate =
      input.customer_id !== before.customer_id ||
      amount !== before.amount ||
      (chosen !== undefined && !sameSet(chosen, before.customer_invoice_ids));
    await trx
      .updateTable('customer_payments')
      .set({
        customer_id: input.customer_id,
        amount,
        success_at: successAt,
        description: input.description || null,
        updated_at: nowIso(),
      })
      .where('id', '=', id)
      .execute();
    if (reallocate) {
      await trx.deleteFrom('customer_invoice_payments').where('customer_payment_id', '=', id).execute();
      await allocatePayment(trx, id, { invoiceIds: chosen, description: input.description || null });
    } else if (successAt !== before.success_at) {
      await trx
        .updateTable('customer_invoice_payments')
        .set({ payment_on: input.success_at, updated_at: nowIso() })
        .where('customer_payment_id', '=', id)
        .execute();
    }
    await logChange(trx, actor, {
      clusterId: null,
      entityType: ENTITY,
      entityId: id,
      action: ACTION.update,
      before: {
        customer_id: before.customer_id,
        amount: before.amount,
        success_at: before.success_at,
        description: before.description,
        customer_invoice_ids: before.customer_invoice_ids,
      },
      after: logged(input),
    });
  });
  return showCustomerPayment(db, id);
}

/** Deletes a payment with its allocations: the invoices it paid are owed again. */
export async function deleteCustomerPayment(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await showCustomerPayment(trx, id);
    await lockCustomer(trx, before.customer_id);
    await trx.deleteFrom('customer_invoice_payments').where('customer_payment_id', '=', id).execute();
    await trx.deleteFrom('customer_payments').where('id', '=', id).execute();
    await logChange(trx, actor, {
      clusterId: null,
      entityType: ENTITY,
      entityId: id,
      action: ACTION.delete,
      before: {
        customer_id: before.customer_id,
        amount: before.amount,
        success_at: before.success_at,
        customer_invoice_ids: before.customer_invoice_ids,
      },
      after: null,
    });
  });
}
