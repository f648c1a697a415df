import { type AdminProduct, type AdminProductInput, adminProductMessages, toKurus } from '@site/shared';
import type { Db } from '../../../db/connection';
import { foldTurkish } from '../../../db/turkish';
import { nowIso, todayInTurkey } from '../../../http/clock';
import { deleteOrInUse, HttpError, notFound } from '../../../http/errors';
import { ACTION } from '../../../kernel/actionLog';
import { type Actor, logChange } from '../../../kernel/changeLog';
import * as repo from './products.repository';

/** A product as the API answers it: prices in kuruş (the `lira` codec writes lira), the flag as a boolean. */
export function productToApi(row: repo.ProductRow): AdminProduct {
  return { ...row, is_available: row.is_available === 1, customer_count: Number(row.customer_count) };
}

/** `GET|PUT products/{id}`: the product and, as spec §7 says, its totals. */
export type ProductRecord = { data: AdminProduct; meta: { totals: { customer_count: number } } };

export async function showProduct(db: Db, id: number): Promise<ProductRecord> {
  const row = await repo.findProduct(db, id, todayInTurkey());
  if (!row) throw notFound();
  const data = productToApi(row);
  return { data, meta: { totals: { customer_count: data.customer_count } } };
}

/** What the action log keeps of a product (prices in kuruş, as stored). */
const logged = (p: AdminProduct): Record<string, unknown> => ({
  name: p.name,
  invoice_description: p.invoice_description,
  monthly_price_per_house: p.monthly_price_per_house,
  yearly_price_per_house: p.yearly_price_per_house,
  is_available: p.is_available,
});

function valuesOf(input: AdminProductInput, isAvailable: boolean) {
  return {
    name: input.name,
    invoice_description: input.invoice_description,
    monthly_price_per_house: toKurus(input.monthly_price_per_house),
    yearly_price_per_house: toKurus(input.yearly_price_per_house),
    is_available: isAvailable ? (1 as const) : (0 as const),
    search: foldTurkish(input.name),
  };
}

export async function createProduct(db: Db, actor: Actor, input: AdminProductInput): Promise<ProductRecord> {
  const values = valuesOf(input, input.is_available ?? true);
  const now = nowIso();
  const id = await db.transaction().execute(async (trx) => {
    const created = await repo.insertProduct(trx, { ...values, created_at: now, updated_at: now });
    await logChange(trx, actor, {
      clusterId: null,
      entityType: 'product',
      entityId: created,
      action: ACTION.create,
      before: null,
      after: { ...values, is_available: values.is_available === 1 },
    });
    return created;
  });
  return showProduct(db, id);
}

export async function updateProduct(
  db: Db,
  actor: Actor,
  id: number,
  input: AdminProductInput,
): Promise<ProductRecord> {
  const before = (await showProduct(db, id)).data;
  const values = valuesOf(input, input.is_available ?? before.is_available);
  await db.transaction().execute(async (trx) => {
    await repo.updateProductRow(trx, id, { ...values, updated_at: nowIso() });
    await logChange(trx, actor, {
      clusterId: null,
      entityType: 'product',
      entityId: id,
      action: ACTION.update,
      before: logged(before),
      after: { ...values, is_available: values.is_available === 1 },
    });
  });
  return showProduct(db, id);
}

/** A product any customer holds (or held) stays: its customer products and invoices name it. */
export async function deleteProduct(db: Db, actor: Actor, id: number): Promise<void> {
  const before = (await showProduct(db, id)).data;
  if (await repo.productInUse(db, id)) {
    throw new HttpError(422, adminProductMessages.inUse, { id: [adminProductMessages.inUse] });
  }
  await deleteOrInUse(() =>
    db.transaction().execute(async (trx) => {
      await repo.deleteProductRow(trx, id);
      await logChange(trx, actor, {
        clusterId: null,
        entityType: 'product',
        entityId: id,
        action: ACTION.delete,
        before: logged(before),
        after: null,
      });
    }),
  );
}
