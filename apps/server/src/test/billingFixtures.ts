// Customers, products and invoices of the SaaS side written straight into the database, for the tests of
// the admin and my-customer areas.

import type { Db } from '../db/connection';
import { foldTurkish } from '../db/turkish';
import { todayInTurkey } from '../http/clock';

const stamps = () => ({ created_at: new Date().toISOString(), updated_at: new Date().toISOString() });

/** The day `days` from today (Turkey), negative for the past. */
export function dayFromToday(days: number): string {
  const day = new Date(`${todayInTurkey()}T00:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

export async function insertCustomer(db: Db, name: string, companyId: number | null = null): Promise<number> {
  const row = await db
    .insertInto('customers')
    .values({ ...stamps(), name, search: foldTurkish(name), company_id: companyId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An invoice of `total` kuruş with tax (the tax-free amount is total / 1.2). */
export async function insertInvoice(
  db: Db,
  customerId: number,
  { total, invoicedOn, dueOn, no }: { total: number; invoicedOn: string; dueOn: string; no?: string },
): Promise<number> {
  const amount = Math.round(total / 1.2);
  const row = await db
    .insertInto('customer_invoices')
    .values({
      ...stamps(),
      customer_id: customerId,
      invoice_no: no ?? null,
      period_start: invoicedOn,
      period_end: invoicedOn,
      invoiced_on: invoicedOn,
      due_on: dueOn,
      amount,
      tax_amount: total - amount,
      amount_tax_included: total,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A product at 10 ₺ a house a month and 100 ₺ a year; its invoice text is its name unless given. */
export async function insertProduct(db: Db, name: string, invoiceDescription = name): Promise<number> {
  const row = await db
    .insertInto('products')
    .values({
      ...stamps(),
      name,
      invoice_description: invoiceDescription,
      monthly_price_per_house: 1000,
      yearly_price_per_house: 10000,
      search: foldTurkish(name),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertCustomerProduct(
  db: Db,
  values: { customerId: number; productId: number; startsOn: string; endsOn: string | null; amount?: number },
): Promise<number> {
  const row = await db
    .insertInto('customer_products')
    .values({
      ...stamps(),
      customer_id: values.customerId,
      product_id: values.productId,
      starts_on: values.startsOn,
      ends_on: values.endsOn,
      amount: values.amount ?? 1500,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Takes the demo's customers and billing away (the demo company is a customer with a year of invoices and
 * payments), so that a test counts only the rows it makes.
 */
export async function clearBilling(db: Db): Promise<void> {
  for (const table of BILLING_TABLES) await db.deleteFrom(table).execute();
}

/** The customers and their billing, children first. */
const BILLING_TABLES = [
  'customer_invoice_payments',
  'customer_payments',
  'customer_invoice_lines',
  'customer_invoices',
  'customer_products',
  'customer_clusters',
  'customers',
] as const;

/**
 * Removes the demo's SaaS side (its customers, products, groups, billing and the seller's bank lines), so a test
 * that counts or names these records starts from none.
 */
export async function clearSaasDemo(db: Db): Promise<void> {
  await db.deleteFrom('saas_bank_activities').execute();
  await db.deleteFrom('advert_targets').execute();
  await clearBilling(db);
  await db.deleteFrom('customer_groups').execute();
  await db.deleteFrom('products').execute();
}
