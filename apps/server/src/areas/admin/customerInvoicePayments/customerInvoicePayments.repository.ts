import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { commonColumns } from '../../../http/export/commonColumns';
import { type ListDefinition, moneyTotals } from '../../../http/listRoute';

/** Every allocation with its customer, invoice number and the payment it is part of. */
export const selectCustomerInvoicePayments = (db: Db) =>
  db
    .selectFrom('customer_invoice_payments as cip')
    .innerJoin('customers as c', 'c.id', 'cip.customer_id')
    .innerJoin('customer_payments as cp', 'cp.id', 'cip.customer_payment_id')
    .innerJoin('customer_invoices as ci', 'ci.id', 'cip.customer_invoice_id')
    .select([
      'cip.id',
      'cip.customer_id',
      'c.name as customer_name',
      'cip.customer_payment_id',
      'cip.customer_invoice_id',
      'ci.invoice_no',
      'cip.payment_on',
      'cp.success_at',
      'cip.amount',
      // The part paying this invoice, beside the whole payment it is part of (spec §2: shown in brackets when different).
      'cip.amount as invoice_payment_amount',
      'cp.amount as payment_amount',
      'cip.description',
      'cip.created_at',
      'cip.updated_at',
    ]);

export type CustomerInvoicePaymentDbRow = Awaited<
  ReturnType<ReturnType<typeof selectCustomerInvoicePayments>['executeTakeFirstOrThrow']>
>;

/** How /api-super-admin/customer-invoice-payments lists, filters, sorts, sums and exports. */
export function customerInvoicePaymentsList(toApi: (row: CustomerInvoicePaymentDbRow) => unknown): ListDefinition {
  return {
    spec: {
      orderBy: {
        success_at: 'cp.success_at',
        payment_on: 'cip.payment_on',
        amount: 'cip.amount',
        customer_name: 'c.name',
        invoice_no: 'ci.invoice_no',
        created_at: 'cip.created_at',
        id: 'cip.id',
      },
      defaultOrder: ['success_at', 'desc'],
      filters: {
        customer_invoice_id: { column: 'cip.customer_invoice_id', kind: 'number' },
        customer_id: { column: 'cip.customer_id', kind: 'number' },
        customer_payment_id: { column: 'cip.customer_payment_id', kind: 'number' },
        date_from: { column: 'cip.payment_on', kind: 'date', op: '>=' },
        date_to: { column: 'cip.payment_on', kind: 'date', op: '<=' },
      },
      search: ['c.search'],
    },
    idColumn: 'cip.id',
    toApi,
    totals: moneyTotals({ amount: 'cip.amount' }),
    exportTitle: 'Fatura Tahsilatları',
    exportColumns: [
      { key: 'customer_name', header: 'Müşteri' },
      { key: 'invoice_no', header: 'Fatura No' },
      { key: 'payment_on', header: 'Tarih', kind: 'date' },
      commonColumns.amount,
      { key: 'payment_amount', header: 'Ödeme Tutarı', kind: 'money' },
      commonColumns.description,
      commonColumns.created_at,
    ],
  };
}

export function findCustomerInvoicePayment(db: Db, id: number) {
  return selectCustomerInvoicePayments(db).where('cip.id', '=', id).executeTakeFirst();
}

/** An invoice with what is still owed of it. */
export function findOpenInvoice(db: Db, id: number) {
  return db
    .selectFrom('customer_invoices as ci')
    .select([
      'ci.id',
      'ci.customer_id',
      sql<number>`ci.amount_tax_included - coalesce((select sum(p.amount) from customer_invoice_payments p where p.customer_invoice_id = ci.id), 0)`.as(
        'open',
      ),
    ])
    .where('ci.id', '=', id)
    .executeTakeFirst();
}

/** How many allocations a payment has and their sum. */
export function paymentAllocations(db: Db, paymentId: number) {
  return db
    .selectFrom('customer_invoice_payments')
    .select([sql<number>`count(*)`.as('count'), sql<number>`coalesce(sum(amount), 0)`.as('sum')])
    .where('customer_payment_id', '=', paymentId)
    .executeTakeFirstOrThrow();
}
