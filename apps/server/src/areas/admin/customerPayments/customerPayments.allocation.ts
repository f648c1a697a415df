import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { isPostgres } from '../../../db/schemaHelpers';
import { turkishDayOf } from '../../../http/clock';

/** What is still owed on each of a customer's invoices: the amount with tax less what payments paid of it. */
export function openInvoices(db: Db, customerId: number) {
  return db
    .selectFrom('customer_invoices as ci')
    .select([
      'ci.id',
      'ci.invoiced_on',
      'ci.due_on',
      sql<number>`ci.amount_tax_included - coalesce((select sum(p.amount) from customer_invoice_payments p where p.customer_invoice_id = ci.id), 0)`.as(
        'open',
      ),
    ])
    .where('ci.customer_id', '=', customerId);
}

/**
 * Locks the customer's row so that two payments of one customer allocate one after the other (PostgreSQL;
 * SQLite runs one write transaction at a time anyway).
 */
export async function lockCustomer(trx: Db, customerId: number): Promise<void> {
  if (isPostgres(trx)) await sql`select id from customers where id = ${customerId} for update`.execute(trx);
}

export type Allocation = { customer_invoice_id: number; amount: number };

/**
 * Allocates what is left of a customer payment to the customer's open invoices: the chosen ones in the order
 * given, or else every open invoice, oldest due date first. Never more than an invoice still owes; what no
 * invoice takes stays on the payment as the customer's credit. Runs inside the caller's transaction.
 */
export async function allocatePayment(
  trx: Db,
  paymentId: number,
  options: { invoiceIds?: number[]; paymentOn?: string; description?: string | null } = {},
): Promise<Allocation[]> {
  const payment = await trx
    .selectFrom('customer_payments')
    .select(['id', 'customer_id', 'amount', 'success_at'])
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();
  await lockCustomer(trx, payment.customer_id);
  const allocated = await trx
    .selectFrom('customer_invoice_payments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('sum'))
    .where('customer_payment_id', '=', paymentId)
    .executeTakeFirstOrThrow();
  let left = payment.amount - Number(allocated.sum);
  if (left <= 0) return [];

  let query = openInvoices(trx, payment.customer_id);
  if (options.invoiceIds) {
    if (options.invoiceIds.length === 0) return [];
    query = query.where('ci.id', 'in', options.invoiceIds);
  }
  const rows = await query.orderBy('ci.due_on').orderBy('ci.invoiced_on').orderBy('ci.id').execute();
  const order = options.invoiceIds;
  if (order) rows.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));

  const now = new Date().toISOString();
  // The day of the payment in Turkey: a bank line booked late in the evening belongs to that day, not to UTC's next.
  const paymentOn = options.paymentOn ?? turkishDayOf(payment.success_at);
  const allocations: Allocation[] = [];
  for (const invoice of rows) {
    const open = Number(invoice.open);
    if (left <= 0) break;
    if (open <= 0) continue;
    const amount = Math.min(open, left);
    allocations.push({ customer_invoice_id: invoice.id, amount });
    left -= amount;
  }
  if (allocations.length > 0) {
    await trx
      .insertInto('customer_invoice_payments')
      .values(
        allocations.map((a) => ({
          customer_id: payment.customer_id,
          customer_payment_id: payment.id,
          customer_invoice_id: a.customer_invoice_id,
          payment_on: paymentOn,
          amount: a.amount,
          description: options.description ?? null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
  return allocations;
}
