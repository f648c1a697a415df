import { beforeAll, expect } from 'vitest';
import type { Db } from '../../../db/connection';
import { DEMO_PASSWORD, seedDemo } from '../../../db/seed/demo';
import { foldTurkish } from '../../../db/turkish';
import { todayInTurkey } from '../../../http/clock';
import { type TestApp, useTestApp } from '../../../test/apiTest';
import type { DbKind } from '../../../test/testDb';

const stamps = () => ({ created_at: new Date().toISOString(), updated_at: new Date().toISOString() });

export type DemoBilling = TestApp & { admin: string; manager: string };

/** The demo data with its super administrator and its manager (a worker of the demo company) signed in. */
export function useDemoBilling(kind: DbKind): DemoBilling {
  const context = useTestApp(kind, { pageUrl: 'http://localhost/my-customer/billing' }) as DemoBilling;
  beforeAll(async () => {
    await seedDemo(context.db);
    const signIn = async (email: string) => {
      const res = await context.app.inject({
        method: 'POST',
        url: '/api/sanctum/token',
        payload: { email, password: DEMO_PASSWORD },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.token as string;
    };
    context.admin = await signIn('admin@demo.test');
    context.manager = await signIn('yonetici@demo.test');
  });
  return context;
}

/** The day `days` from today (Turkey), negative for the past. */
export function dayFromToday(days: number): string {
  const day = new Date(`${todayInTurkey()}T00:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

export async function insertCustomer(db: TestApp['db'], name: string, companyId: number | null): Promise<number> {
  const row = await db
    .insertInto('customers')
    .values({ ...stamps(), name, search: foldTurkish(name), company_id: companyId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An invoice of `total` kuruş with 20% tax. */
export async function insertInvoice(
  db: TestApp['db'],
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

/** A product and a customer's holding of it from `startsOn` to `endsOn`, `amount` kuruş per house. */
export async function insertHolding(
  db: TestApp['db'],
  customerId: number,
  { product, startsOn, endsOn, amount }: { product: string; startsOn: string; endsOn: string | null; amount: number },
): Promise<void> {
  const found = await db.selectFrom('products').select('id').where('name', '=', product).executeTakeFirst();
  const productId =
    found?.id ??
    (
      await db
        .insertInto('products')
        .values({
          ...stamps(),
          name: product,
          invoice_description: product,
          monthly_price_per_house: 1000,
          yearly_price_per_house: 10000,
          search: foldTurkish(product),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  await db
    .insertInto('customer_products')
    .values({
      ...stamps(),
      customer_id: customerId,
      product_id: productId,
      starts_on: startsOn,
      ends_on: endsOn,
      amount,
    })
    .execute();
}

/**
 * Takes the demo's customers and billing away (the demo company is a customer with a year of invoices and
 * payments), so that a test counts only the rows it makes.
 */
export async function clearBilling(db: { deleteFrom: Db['deleteFrom'] }): Promise<void> {
  for (const table of [
    'customer_invoice_payments',
    'customer_payments',
    'customer_invoice_lines',
    'customer_invoices',
    'customer_products',
    'customer_clusters',
    'customers',
  ] as const) {
    await db.deleteFrom(table).execute();
  }
}
