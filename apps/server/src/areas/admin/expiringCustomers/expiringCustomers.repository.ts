import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../../db/connection';

type Filters = { customer_id?: number; customer_group_id?: number; product_id?: number };

/**
 * Products ending from `today` to `until`, of which the customer holds nothing going on after them (no product
 * that ends later or never): a renewed product is not expiring.
 */
export function expiringProducts(db: Db, today: string, until: string, filters: Filters) {
  let query = db
    .selectFrom('customer_products as cp')
    .innerJoin('customers as c', 'c.id', 'cp.customer_id')
    .innerJoin('products as p', 'p.id', 'cp.product_id')
    .select([
      'cp.id as customer_product_id',
      'cp.customer_id',
      'c.name as customer_name',
      'cp.product_id',
      'p.name as product_name',
      'cp.starts_on',
      'cp.ends_on',
      'cp.amount',
      'cp.is_yearly',
    ])
    .where('cp.ends_on', '>=', today)
    .where('cp.ends_on', '<=', until)
    .where(
      sql<SqlBool>`not exists (select 1 from customer_products later where later.customer_id = cp.customer_id and later.id <> cp.id and (later.ends_on is null or later.ends_on > cp.ends_on))`,
    );
  if (filters.customer_id) query = query.where('cp.customer_id', '=', filters.customer_id);
  if (filters.product_id) query = query.where('cp.product_id', '=', filters.product_id);
  if (filters.customer_group_id) query = query.where('c.customer_group_id', '=', filters.customer_group_id);
  return query.execute();
}

/** Per customer, the invoices due before `today` and still owed: how many, how much, the oldest due date. */
export function overdueCustomers(db: Db, today: string, filters: Filters) {
  const open = db
    .selectFrom('customer_invoices as ci')
    .select([
      'ci.customer_id',
      'ci.due_on',
      sql<number>`ci.amount_tax_included - coalesce((select sum(p.amount) from customer_invoice_payments p where p.customer_invoice_id = ci.id), 0)`.as(
        'open',
      ),
    ])
    .where('ci.due_on', '<', today);
  let query = db
    .selectFrom(open.as('o'))
    .innerJoin('customers as c', 'c.id', 'o.customer_id')
    .select([
      'o.customer_id',
      'c.name as customer_name',
      sql<number>`count(*)`.as('invoice_count'),
      sql<number>`sum(o.open)`.as('overdue_amount'),
      sql<string>`min(o.due_on)`.as('oldest_due_on'),
    ])
    .where('o.open', '>', 0)
    .groupBy(['o.customer_id', 'c.name']);
  if (filters.customer_id) query = query.where('o.customer_id', '=', filters.customer_id);
  if (filters.customer_group_id) query = query.where('c.customer_group_id', '=', filters.customer_group_id);
  if (filters.product_id) {
    query = query.where(
      sql<SqlBool>`exists (select 1 from customer_products fp where fp.customer_id = o.customer_id and fp.product_id = ${filters.product_id})`,
    );
  }
  return query.execute();
}
