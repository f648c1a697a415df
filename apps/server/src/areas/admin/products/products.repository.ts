import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { hasRow } from '../../../db/hasRow';
import { turkishSortSql } from '../../../db/turkishSql';
import type { ListParams, ListSpec } from '../../../http/listQuery';
import type { AnySelect } from '../../../http/listRoute';

/**
 * A customer product running on `today`: started and not yet ended (spec §4: `ends_on` ends it after that day).
 * `alias` names the customer_products table in the query.
 */
export function runningOn(alias: string, today: string): Expression<SqlBool> {
  const starts = sql.ref(`${alias}.starts_on`);
  const ends = sql.ref(`${alias}.ends_on`);
  return sql<SqlBool>`(${starts} <= ${today} and (${ends} is null or ${ends} >= ${today}))`;
}

/** The customers holding the product on `today`. */
const customerCount = (today: string) =>
  sql<number>`(select count(distinct cp.customer_id) from customer_products cp where cp.product_id = products.id and ${runningOn('cp', today)})`;

/** Every product with the number of customers holding it on `today`. */
export const selectProducts = (db: Db, today: string) =>
  db
    .selectFrom('products')
    .select([
      'products.id',
      'products.name',
      'products.invoice_description',
      'products.monthly_price_per_house',
      'products.yearly_price_per_house',
      'products.is_available',
      'products.created_at',
      'products.updated_at',
    ])
    .select(customerCount(today).as('customer_count'));

export type ProductRow = Awaited<ReturnType<ReturnType<typeof selectProducts>['executeTakeFirstOrThrow']>>;

export const productsSpec: ListSpec = {
  orderBy: {
    name: 'products.name',
    monthly_price_per_house: 'products.monthly_price_per_house',
    yearly_price_per_house: 'products.yearly_price_per_house',
    created_at: 'products.created_at',
    id: 'products.id',
  },
  defaultOrder: ['name', 'asc'],
  filters: {
    is_available: { column: 'products.is_available', kind: 'flag' },
    name: { column: 'products.search', kind: 'text', op: 'like' },
  },
  search: ['products.search'],
};

/** Names in Turkish alphabetical order, then by id so that pages never overlap. */
export function orderProducts(db: Db) {
  return (filtered: AnySelect, params: ListParams) => {
    const column = productsSpec.orderBy[params.orderBy] as string;
    const key = column === 'products.name' ? turkishSortSql(db, column) : sql.ref(column);
    return filtered.orderBy(key, params.order).orderBy('products.id', params.order);
  };
}

export function findProduct(db: Db, id: number, today: string) {
  return selectProducts(db, today).where('products.id', '=', id).executeTakeFirst();
}

type ProductValues = {
  name: string;
  invoice_description: string;
  monthly_price_per_house: number;
  yearly_price_per_house: number;
  is_available: 0 | 1;
  search: string;
};

export async function insertProduct(trx: Db, values: ProductValues & { created_at: string; updated_at: string }) {
  const row = await trx.insertInto('products').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateProductRow(trx: Db, id: number, values: ProductValues & { updated_at: string }) {
  await trx.updateTable('products').set(values).where('id', '=', id).execute();
}

/** Whether any customer product, running or not, names the product. */
export function productInUse(db: Db, id: number): Promise<boolean> {
  return hasRow(db.selectFrom('customer_products').select('id').where('product_id', '=', id));
}

export async function deleteProductRow(trx: Db, id: number) {
  await trx.deleteFrom('products').where('id', '=', id).execute();
}
