import { expect } from 'vitest';
import type { Db } from '../../../db/connection';
import { foldTurkish } from '../../../db/turkish';
import type { Call } from '../../../test/apiTest';

export { clearSaasDemo, dayFromToday } from '../../../test/billingFixtures';

const at = '2026-01-01T00:00:00.000Z';

/** A product written straight to the database (prices in kuruş). */
export async function insertProduct(db: Db, name: string, monthly = 1000, yearly = 10000): Promise<number> {
  const row = await db
    .insertInto('products')
    .values({
      name,
      invoice_description: name,
      monthly_price_per_house: monthly,
      yearly_price_per_house: yearly,
      search: foldTurkish(name),
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A customer written straight to the database. */
export async function insertCustomer(db: Db, name: string, extra: { company_id?: number } = {}): Promise<number> {
  const row = await db
    .insertInto('customers')
    .values({ name, search: foldTurkish(name), created_at: at, updated_at: at, ...extra })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A product a customer holds from `starts_on` until `ends_on`. */
export async function insertCustomerProduct(
  db: Db,
  values: { customer_id: number; product_id: number; starts_on: string; ends_on?: string | null },
): Promise<number> {
  const row = await db
    .insertInto('customer_products')
    .values({ ends_on: null, amount: 1000, ...values, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A complex a customer runs from `starts_on` until `ends_on`. */
export async function insertCustomerCluster(
  db: Db,
  values: { customer_id: number; cluster_id: number; starts_on: string; ends_on?: string | null },
): Promise<void> {
  await db
    .insertInto('customer_clusters')
    .values({ ends_on: null, ...values, created_at: at, updated_at: at })
    .execute();
}

/** An invoice of a customer (the billing a delete must not erase). */
export async function insertCustomerInvoice(db: Db, customerId: number): Promise<void> {
  await db
    .insertInto('customer_invoices')
    .values({
      customer_id: customerId,
      period_start: '2026-01-01',
      period_end: '2026-01-31',
      invoiced_on: '2026-02-01',
      due_on: '2026-02-15',
      amount: 1000,
      tax_amount: 200,
      amount_tax_included: 1200,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

/** A payment of a customer. */
export async function insertCustomerPayment(db: Db, customerId: number): Promise<void> {
  await db
    .insertInto('customer_payments')
    .values({ customer_id: customerId, success_at: at, amount: 1000, created_at: at, updated_at: at })
    .execute();
}

/** How many rows a table has: a refused write changes nothing. */
export async function countOf(
  db: Db,
  table: 'products' | 'customers' | 'customer_groups' | 'action_logs',
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A 422 whose errors name `field` with `message`. */
export async function expect422(
  call: Promise<{ statusCode: number; body: string; json: () => unknown }>,
  field: string,
  message: string,
) {
  const res = await call;
  expect(res.statusCode, res.body).toBe(422);
  expect((res.json() as { errors: Record<string, string[]> }).errors[field]).toContain(message);
}

/** Each route answers 403 to the caller of `token` and changes nothing. */
export async function expectAllForbidden(
  call: Call,
  token: string,
  routes: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: Record<string, unknown>][],
) {
  for (const [method, url, body] of routes) {
    const res = await call(token, method, url, body);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
    expect(res.json().message).toBe('Bunu yapmaya yetkili değilsiniz.');
  }
}
