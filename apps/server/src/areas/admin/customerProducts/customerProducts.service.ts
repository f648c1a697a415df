import {
  type AdminCustomerProduct,
  type AdminCustomerProductCreateInput,
  type AdminCustomerProductInput,
  foreignReferenceMessage,
  adminCustomerProductMessages as messages,
  toKurus,
} from '@site/shared';
import type { Db } from '../../../db/connection';
import { nowIso, todayInTurkey } from '../../../http/clock';
import { invalid, notFound } from '../../../http/errors';
import { ACTION } from '../../../kernel/actionLog';
import { type Actor, logChange } from '../../../kernel/changeLog';
import { lockCustomer } from '../customerPayments/customerPayments.allocation';
import * as repo from './customerProducts.repository';

export function customerProductToApi(row: repo.CustomerProductRow): AdminCustomerProduct {
  return {
    ...row,
    amount: Number(row.amount),
    is_yearly: Number(row.is_yearly) === 1,
    is_active: Number(row.is_active) === 1,
  };
}

export async function showCustomerProduct(db: Db, id: number): Promise<AdminCustomerProduct> {
  const row = await repo.findCustomerProduct(db, todayInTurkey(), id);
  if (!row) throw notFound();
  return customerProductToApi(row);
}

/** The day before a 'YYYY-MM-DD' day. */
export function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

type Fields = Omit<AdminCustomerProductInput, 'customer_id'>;
const valuesOf = (customerId: number, input: Fields) => ({
  customer_id: customerId,
  product_id: input.product_id,
  starts_on: input.starts_on,
  ends_on: input.ends_on ?? null,
  // The body's money is lira; the table keeps kuruş.
  amount: toKurus(input.amount),
  is_yearly: input.is_yearly ? (1 as const) : (0 as const),
});
type Values = ReturnType<typeof valuesOf>;
const logged = (values: Values | AdminCustomerProduct) => ({
  customer_id: values.customer_id,
  product_id: values.product_id,
  starts_on: values.starts_on,
  ends_on: values.ends_on,
  amount: values.amount,
  is_yearly: Boolean(values.is_yearly),
});

async function requireProduct(db: Db, productId: number) {
  const product = await repo.findProduct(db, productId);
  if (!product) throw invalid('product_id', foreignReferenceMessage);
  return product;
}

/**
 * Gives the product to each chosen customer from `starts_on` (spec §4): every product of the customer still
 * running then ends the day before, and one that starts on or after that day refuses the whole write. All in one
 * transaction; the answer names, in `warnings`, each product it ended.
 */
export async function createCustomerProducts(
  db: Db,
  actor: Actor,
  input: AdminCustomerProductCreateInput,
): Promise<{ data: AdminCustomerProduct[]; meta: { warnings: string[] } }> {
  const field = input.customer_ids?.length ? 'customer_ids' : 'customer_id';
  const ids = [...new Set(input.customer_ids?.length ? input.customer_ids : [input.customer_id as number])];
  await requireProduct(db, input.product_id);
  const customers = await repo.customersNamed(db, ids);
  if (customers.length !== ids.length) throw invalid(field, foreignReferenceMessage);
  const nameOf = new Map(customers.map((c) => [c.id, c.name]));
  const endsOn = dayBefore(input.starts_on);

  const warnings: string[] = [];
  const created = await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const createdIds: number[] = [];
    for (const customerId of ids) {
      const customerName = nameOf.get(customerId) ?? '';
      await lockCustomer(trx, customerId);
      const running = await repo.productsReaching(trx, customerId, input.starts_on);
      const later = running.find((p) => p.starts_on >= input.starts_on);
      if (later) throw invalid('starts_on', messages.laterProduct(customerName, later.product_name, later.starts_on));
      for (const product of running) {
        await repo.endCustomerProduct(trx, product.id, endsOn, now);
        await logChange(trx, actor, {
          clusterId: null,
          entityType: 'customer_product',
          entityId: product.id,
          action: ACTION.update,
          before: { ends_on: product.ends_on },
          after: { ends_on: endsOn },
        });
        warnings.push(messages.ended(customerName, product.product_name, endsOn));
      }
      const values = valuesOf(customerId, input);
      const id = await repo.insertCustomerProduct(trx, values, now);
      await logChange(trx, actor, {
        clusterId: null,
        entityType: 'customer_product',
        entityId: id,
        action: ACTION.create,
        before: null,
        after: logged(values),
      });
      createdIds.push(id);
    }
    return createdIds;
  });
  return { data: await Promise.all(created.map((id) => showCustomerProduct(db, id))), meta: { warnings } };
}

/**
 * Saves one product of a customer. While the product is active its start date stays as it is (spec §4), and
 * no two products of the customer may overlap.
 */
export async function updateCustomerProduct(
  db: Db,
  actor: Actor,
  id: number,
  input: AdminCustomerProductInput,
): Promise<AdminCustomerProduct> {
  const before = await showCustomerProduct(db, id);
  if (before.is_active && input.starts_on !== before.starts_on) throw invalid('starts_on', messages.startLocked);
  await requireProduct(db, input.product_id);
  const [customer] = await repo.customersNamed(db, [input.customer_id]);
  if (!customer) throw invalid('customer_id', foreignReferenceMessage);

  await db.transaction().execute(async (trx) => {
    await lockCustomer(trx, input.customer_id);
    const endsOn = input.ends_on ?? null;
    const overlap = (await repo.productsReaching(trx, input.customer_id, input.starts_on, id)).find(
      (p) => endsOn === null || p.starts_on <= endsOn,
    );
    if (overlap) {
      throw invalid(
        'ends_on',
        messages.overlap(customer.name, overlap.product_name, overlap.starts_on, overlap.ends_on),
      );
    }
    const values = valuesOf(input.customer_id, input);
    await repo.updateCustomerProduct(trx, id, values, nowIso());
    await logChange(trx, actor, {
      clusterId: null,
      entityType: 'customer_product',
      entityId: id,
      action: ACTION.update,
      before: logged(before),
      after: logged(values),
    });
  });
  return showCustomerProduct(db, id);
}

export async function deleteCustomerProduct(db: Db, actor: Actor, id: number): Promise<void> {
  const before = await showCustomerProduct(db, id);
  await db.transaction().execute(async (trx) => {
    await repo.deleteCustomerProduct(trx, id);
    await logChange(trx, actor, {
      clusterId: null,
      entityType: 'customer_product',
      entityId: id,
      action: ACTION.delete,
      before: logged(before),
      after: null,
    });
  });
}
