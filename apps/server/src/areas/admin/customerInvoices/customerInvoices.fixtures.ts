import type { Db } from '../../../db/connection';
import { foldTurkish } from '../../../db/turkish';
import { insertProduct as insertBillingProduct } from '../../../test/billingFixtures';
import { createCompanyWithCluster } from '../../../test/fixtures';

// Rows of the billing tests, written straight to the database (the CRUD screens of customers, products and
// payments are other resources).

const stamps = () => ({ created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' });

/** A complex of a new company with `houses` houses. */
export async function complexWithHouses(db: Db, name: string, houses: number): Promise<number> {
  const { clusterId, blockId } = await createCompanyWithCluster(db, name);
  for (let i = 1; i <= houses; i++) {
    await db
      .insertInto('houses')
      .values({ ...stamps(), cluster_id: clusterId, block_id: blockId, door_number: String(i), search: String(i) })
      .execute();
  }
  return clusterId;
}

export async function insertCustomer(
  db: Db,
  name: string,
  extra: { is_active?: 0 | 1; title?: string; tax_number?: string; address?: string } = {},
): Promise<number> {
  const row = await db
    .insertInto('customers')
    .values({ ...stamps(), name, search: foldTurkish(name), ...extra })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A product whose invoice text is '<name> hizmeti'. */
export const insertProduct = (db: Db, name: string): Promise<number> =>
  insertBillingProduct(db, name, `${name} hizmeti`);

/** A product the customer holds: `amount` kuruş per house, monthly unless `yearly`. */
export async function holdProduct(
  db: Db,
  customerId: number,
  productId: number,
  amount: number,
  starts_on: string,
  ends_on: string | null = null,
  yearly = false,
): Promise<number> {
  const row = await db
    .insertInto('customer_products')
    .values({
      ...stamps(),
      customer_id: customerId,
      product_id: productId,
      amount,
      starts_on,
      ends_on,
      is_yearly: yearly ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function runComplex(
  db: Db,
  customerId: number,
  clusterId: number,
  starts_on: string,
  ends_on: string | null = null,
): Promise<void> {
  await db
    .insertInto('customer_clusters')
    .values({ ...stamps(), customer_id: customerId, cluster_id: clusterId, starts_on, ends_on })
    .execute();
}

/** A payment of the customer (`amount` kuruş) with `paid` kuruş of it paying the invoice. */
export async function payInvoice(
  db: Db,
  customerId: number,
  invoiceId: number,
  amount: number,
  paid: number,
): Promise<number> {
  const payment = await db
    .insertInto('customer_payments')
    .values({
      ...stamps(),
      customer_id: customerId,
      success_at: '2026-11-20T09:30:00.000Z',
      amount,
      description: 'Havale',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('customer_invoice_payments')
    .values({
      ...stamps(),
      customer_id: customerId,
      customer_payment_id: payment.id,
      customer_invoice_id: invoiceId,
      payment_on: '2026-11-20',
      amount: paid,
      description: null,
    })
    .execute();
  return payment.id;
}
