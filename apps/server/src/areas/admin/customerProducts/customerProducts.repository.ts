import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { turkishSortSql } from '../../../db/turkishSql';
import { applyFilters, type FilterSpec, type ListParams, type ListSpec } from '../../../http/listQuery';
import type { AnySelect, ListDefinition } from '../../../http/listRoute';

/** Active until its end date has passed: an open end, or one today or later (a later start counts as active). */
const productActive = (today: string) =>
  sql<number>`(case when customer_products.ends_on is null or customer_products.ends_on >= ${today} then 1 else 0 end)`;

/** Every product of every customer, with the customer's and the product's names. */
export const selectCustomerProducts = (db: Db, today: string) =>
  db
    .selectFrom('customer_products')
    .innerJoin('customers', 'customers.id', 'customer_products.customer_id')
    .innerJoin('products', 'products.id', 'customer_products.product_id')
    .select([
      'customer_products.id',
      'customer_products.customer_id',
      'customers.name as customer_name',
      'customer_products.product_id',
      'products.name as product_name',
      'customer_products.starts_on',
      'customer_products.ends_on',
      'customer_products.amount',
      'customer_products.is_yearly',
    ])
    .select(productActive(today).as('is_active'));

export type CustomerProductRow = Awaited<
  ReturnType<ReturnType<typeof selectCustomerProducts>['executeTakeFirstOrThrow']>
>;

// The computed flag is filtered by `filterCustomerProducts`, not by a column.
const IS_ACTIVE_FILTER: FilterSpec = { column: 'customer_products.id', kind: 'flag' };

export const customerProductsSpec: ListSpec = {
  orderBy: {
    customer_name: 'customers.name',
    product_name: 'products.name',
    starts_on: 'customer_products.starts_on',
    ends_on: 'customer_products.ends_on',
    amount: 'customer_products.amount',
    is_yearly: 'customer_products.is_yearly',
    is_active: 'is_active',
    id: 'customer_products.id',
  },
  defaultOrder: ['ends_on', 'asc'],
  filters: {
    customer_id: { column: 'customer_products.customer_id', kind: 'number' },
    product_id: { column: 'customer_products.product_id', kind: 'number' },
    is_yearly: { column: 'customer_products.is_yearly', kind: 'flag' },
    is_active: IS_ACTIVE_FILTER,
  },
  search: ['customers.search', 'products.search'],
};

function filterCustomerProducts(today: () => string) {
  return (base: AnySelect, params: ListParams) => {
    const active = params.filters.find((f) => f.spec === IS_ACTIVE_FILTER);
    let filtered = applyFilters(base, customerProductsSpec, {
      ...params,
      filters: params.filters.filter((f) => f !== active),
    });
    if (active && active.value.length === 1) {
      filtered = filtered.where(sql<SqlBool>`${productActive(today())} = ${Number(active.value[0])}`);
    }
    return { filtered, applied: params };
  };
}

/** The sort: names in Turkish order, an open end after every date on both databases, then by id. */
function orderCustomerProducts(db: Db, today: () => string) {
  return (filtered: AnySelect, params: ListParams) => {
    const keys: Record<string, Expression<unknown>> = {
      customer_name: turkishSortSql(db, 'customers.name'),
      product_name: turkishSortSql(db, 'products.name'),
      ends_on: sql`coalesce(customer_products.ends_on, '9999-12-31')`,
      is_active: productActive(today()),
    };
    const column = customerProductsSpec.orderBy[params.orderBy] as string;
    const key = keys[params.orderBy] ?? sql.ref(column);
    return filtered.orderBy(key, params.order).orderBy('customer_products.id', params.order);
  };
}

/** How /api-super-admin/customer-products lists, filters, sorts and exports. */
export function customerProductsList(
  db: Db,
  today: () => string,
  toApi: (row: CustomerProductRow) => unknown,
): ListDefinition<CustomerProductRow> {
  return {
    spec: customerProductsSpec,
    idColumn: 'customer_products.id',
    toApi,
    filter: filterCustomerProducts(today),
    order: orderCustomerProducts(db, today),
    exportTitle: 'Müşteri Ürünleri',
    exportRow: (row) => toApi(row) as Record<string, unknown>,
    exportColumns: [
      { key: 'customer_name', header: 'Müşteri' },
      { key: 'product_name', header: 'Ürün' },
      { key: 'starts_on', header: 'Başlangıç', kind: 'date' },
      { key: 'ends_on', header: 'Bitiş', kind: 'date' },
      { key: 'amount', header: 'BB Başına Tutar', kind: 'money' },
      { key: 'is_active', header: 'Aktif', kind: 'boolean' },
      { key: 'is_yearly', header: 'Yıllık', kind: 'boolean' },
    ],
  };
}

export function findCustomerProduct(db: Db, today: string, id: number) {
  return selectCustomerProducts(db, today).where('customer_products.id', '=', id).executeTakeFirst();
}

/** The customer's products still running on `startsOn` or later (an open end reaches forever), but `exceptId`. */
export function productsReaching(db: Db, customerId: number, startsOn: string, exceptId: number | null = null) {
  let query = db
    .selectFrom('customer_products')
    .innerJoin('products', 'products.id', 'customer_products.product_id')
    .select([
      'customer_products.id',
      'customer_products.starts_on',
      'customer_products.ends_on',
      'products.name as product_name',
    ])
    .where('customer_products.customer_id', '=', customerId)
    .where((eb) =>
      eb.or([eb('customer_products.ends_on', 'is', null), eb('customer_products.ends_on', '>=', startsOn)]),
    )
    .orderBy('customer_products.starts_on');
  if (exceptId !== null) query = query.where('customer_products.id', '!=', exceptId);
  return query.execute();
}

export function customersNamed(db: Db, ids: number[]) {
  return db.selectFrom('customers').select(['id', 'name']).where('id', 'in', ids).execute();
}

export function findProduct(db: Db, id: number) {
  return db.selectFrom('products').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

type ProductValues = {
  customer_id: number;
  product_id: number;
  starts_on: string;
  ends_on: string | null;
  amount: number;
  is_yearly: 0 | 1;
};

export async function insertCustomerProduct(trx: Db, values: ProductValues, now: string): Promise<number> {
  const row = await trx
    .insertInto('customer_products')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateCustomerProduct(trx: Db, id: number, values: ProductValues, now: string): Promise<void> {
  await trx
    .updateTable('customer_products')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function endCustomerProduct(trx: Db, id: number, endsOn: string, now: string): Promise<void> {
  await trx.updateTable('customer_products').set({ ends_on: endsOn, updated_at: now }).where('id', '=', id).execute();
}

export async function deleteCustomerProduct(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('customer_products').where('id', '=', id).execute();
}
