import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { commonColumns } from '../../../http/export/commonColumns';
import { applyFilters, type ListParams, type ListSpec } from '../../../http/listQuery';
import { type AnySelect, type ListDefinition, moneyTotals } from '../../../http/listRoute';

/** What each payment has paid of invoices, by payment. */
export const allocatedByPayment = (db: Db) =>
  db
    .selectFrom('customer_invoice_payments')
    .select(['customer_payment_id', sql<number>`sum(amount)`.as('allocated')])
    .groupBy('customer_payment_id');

/** Every customer payment with its customer's name and the part of it allocated to invoices. */
export const selectCustomerPayments = (db: Db) =>
  db
    .selectFrom('customer_payments as cp')
    .innerJoin('customers as c', 'c.id', 'cp.customer_id')
    .leftJoin(allocatedByPayment(db).as('a'), 'a.customer_payment_id', 'cp.id')
    .select([
      'cp.id',
      'cp.customer_id',
      'c.name as customer_name',
      'cp.success_at',
      'cp.amount',
      sql<number>`coalesce(a.allocated, 0)`.as('invoice_payment_amount'),
      'cp.description',
      'cp.bank_reference_no',
      'cp.created_at',
      'cp.updated_at',
    ]);

export type CustomerPaymentDbRow = Awaited<
  ReturnType<ReturnType<typeof selectCustomerPayments>['executeTakeFirstOrThrow']>
>;

export const customerPaymentsSpec: ListSpec = {
  orderBy: {
    success_at: 'cp.success_at',
    amount: 'cp.amount',
    invoice_payment_amount: 'invoice_payment_amount',
    customer_name: 'c.name',
    created_at: 'cp.created_at',
    updated_at: 'cp.updated_at',
    id: 'cp.id',
  },
  defaultOrder: ['success_at', 'desc'],
  filters: {
    customer_id: { column: 'cp.customer_id', kind: 'number' },
    // Days of the payment date, both included (success_at is a timestamp; see filterPayments).
    date_from: { column: 'cp.success_at', kind: 'date', op: '>=' },
    date_to: { column: 'cp.success_at', kind: 'date', op: '<=' },
  },
  search: ['c.search'],
};

/** The day after an ISO date, so that `date_to` takes in the whole of its day. */
export function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

function filterPayments(base: AnySelect, params: ListParams) {
  const dateTo = params.filters.find((f) => f.spec === customerPaymentsSpec.filters.date_to);
  const rest = { ...params, filters: params.filters.filter((f) => f !== dateTo) };
  let filtered = applyFilters(base, customerPaymentsSpec, rest);
  if (dateTo) filtered = filtered.where(sql<SqlBool>`cp.success_at < ${nextDay(String(dateTo.value[0]))}`);
  return { filtered, applied: params };
}

/** How /api-super-admin/customer-payments lists, filters, sorts, sums and exports. */
export function customerPaymentsList(toApi: (row: CustomerPaymentDbRow) => unknown): ListDefinition {
  return {
    spec: customerPaymentsSpec,
    idColumn: 'cp.id',
    toApi,
    filter: filterPayments,
    totals: moneyTotals({ amount: 'cp.amount', invoice_payment_amount: sql`coalesce(a.allocated, 0)` }),
    exportTitle: 'Ödemeler',
    exportColumns: [
      { key: 'customer_name', header: 'Müşteri' },
      { key: 'success_at', header: 'Tarih', kind: 'date' },
      commonColumns.amount,
      { key: 'invoice_payment_amount', header: 'Ödenen Fatura Tutarı', kind: 'money' },
      commonColumns.description,
      commonColumns.created_at,
      { key: 'updated_at', header: 'Güncellenme', kind: 'datetime' },
    ],
  };
}

export function findCustomerPayment(db: Db, id: number) {
  return selectCustomerPayments(db).where('cp.id', '=', id).executeTakeFirst();
}

/** The invoices a payment pays, oldest first. */
export function allocationsOf(db: Db, paymentId: number) {
  return db
    .selectFrom('customer_invoice_payments as p')
    .innerJoin('customer_invoices as ci', 'ci.id', 'p.customer_invoice_id')
    .select(['p.id', 'p.customer_invoice_id', 'ci.invoice_no', 'ci.invoiced_on', 'ci.due_on', 'p.amount'])
    .where('p.customer_payment_id', '=', paymentId)
    .orderBy('ci.due_on')
    .orderBy('p.id')
    .execute();
}

export async function customerExists(db: Db, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('customers').select('id').where('id', '=', id).executeTakeFirst());
}

/** Of `ids`, those that are not invoices of the customer. */
export async function invoicesNotOf(db: Db, customerId: number, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const own = await db
    .selectFrom('customer_invoices')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('id', 'in', ids)
    .execute();
  const found = new Set(own.map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

/** Every invoice of a customer with what is still owed of it, oldest due first. */
export function invoicesWithRemaining(db: Db, customerId: number) {
  return db
    .selectFrom('customer_invoices as ci')
    .select([
      'ci.id',
      'ci.invoice_no',
      'ci.invoiced_on',
      'ci.due_on',
      'ci.amount_tax_included',
      sql<number>`ci.amount_tax_included - coalesce((select sum(p.amount) from customer_invoice_payments p where p.customer_invoice_id = ci.id), 0)`.as(
        'amount_remaining',
      ),
    ])
    .where('ci.customer_id', '=', customerId)
    .orderBy('ci.due_on')
    .orderBy('ci.id')
    .execute();
}
