import { sql } from 'kysely';
import type { Db } from '../../../db/connection';

const paidOf = sql<number>`coalesce((select sum(p.amount) from customer_invoice_payments p where p.customer_invoice_id = ci.id), 0)`;

/** The customer record of a management company (at most one). */
export function customerOfCompany(db: Db, companyId: number) {
  return db
    .selectFrom('customers')
    .select(['id', 'name', 'title', 'tax_number'])
    .where('company_id', '=', companyId)
    .orderBy('id')
    .executeTakeFirst();
}

export function productsOf(db: Db, customerId: number) {
  return db
    .selectFrom('customer_products as cp')
    .innerJoin('products as p', 'p.id', 'cp.product_id')
    .select(['cp.id', 'p.name as product_name', 'cp.starts_on', 'cp.ends_on', 'cp.amount', 'cp.is_yearly'])
    .where('cp.customer_id', '=', customerId)
    .orderBy('cp.starts_on', 'desc')
    .orderBy('cp.id', 'desc')
    .execute();
}

export function clustersOf(db: Db, customerId: number) {
  return db
    .selectFrom('customer_clusters as cc')
    .innerJoin('clusters as cl', 'cl.id', 'cc.cluster_id')
    .select([
      'cc.id',
      'cc.cluster_id',
      'cl.name as cluster_name',
      'cc.starts_on',
      'cc.ends_on',
      sql<number>`(select count(*) from houses h where h.cluster_id = cc.cluster_id and h.is_active = 1)`.as(
        'house_count',
      ),
    ])
    .where('cc.customer_id', '=', customerId)
    .orderBy('cl.name')
    .orderBy('cc.id')
    .execute();
}

const selectInvoices = (db: Db) =>
  db
    .selectFrom('customer_invoices as ci')
    .select([
      'ci.id',
      'ci.customer_id',
      'ci.invoice_no',
      'ci.invoiced_on',
      'ci.due_on',
      'ci.period_start',
      'ci.period_end',
      'ci.amount',
      'ci.tax_rate',
      'ci.tax_amount',
      'ci.amount_tax_included',
      'ci.description',
      paidOf.as('amount_collected'),
    ]);

export function invoicesOf(db: Db, customerId: number) {
  return selectInvoices(db)
    .where('ci.customer_id', '=', customerId)
    .orderBy('ci.invoiced_on', 'desc')
    .orderBy('ci.id', 'desc')
    .execute();
}

export function findInvoice(db: Db, id: number) {
  return selectInvoices(db).where('ci.id', '=', id).executeTakeFirst();
}

export function paymentsOf(db: Db, customerId: number) {
  return db
    .selectFrom('customer_payments as cp')
    .select([
      'cp.id',
      'cp.success_at',
      'cp.amount',
      'cp.description',
      sql<number>`coalesce((select sum(p.amount) from customer_invoice_payments p where p.customer_payment_id = cp.id), 0)`.as(
        'invoice_payment_amount',
      ),
    ])
    .where('cp.customer_id', '=', customerId)
    .orderBy('cp.success_at', 'desc')
    .orderBy('cp.id', 'desc')
    .execute();
}

export function linesOf(db: Db, invoiceId: number) {
  return db
    .selectFrom('customer_invoice_lines as l')
    .leftJoin('clusters as cl', 'cl.id', 'l.cluster_id')
    .select([
      'l.id',
      'l.description',
      'cl.name as cluster_name',
      'l.house_count',
      'l.days',
      'l.period_days',
      'l.unit_amount',
      'l.amount',
    ])
    .where('l.customer_invoice_id', '=', invoiceId)
    .orderBy('l.id')
    .execute();
}

export function invoicePaymentsOf(db: Db, invoiceId: number) {
  return db
    .selectFrom('customer_invoice_payments')
    .select(['id', 'payment_on', 'amount', 'description'])
    .where('customer_invoice_id', '=', invoiceId)
    .orderBy('payment_on')
    .orderBy('id')
    .execute();
}

export function sellerOf(db: Db) {
  return db
    .selectFrom('saas_settings')
    .select(['seller_title as title', 'bank_name', 'iban'])
    .where('id', '=', 1)
    .executeTakeFirst();
}
