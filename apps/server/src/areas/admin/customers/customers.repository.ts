import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { hasRow } from '../../../db/hasRow';
import { turkishSortSql } from '../../../db/turkishSql';
import type { ListParams, ListSpec } from '../../../http/listQuery';
import type { AnySelect } from '../../../http/listRoute';
import { runningOn } from '../products/products.repository';

const MANAGEMENT_COMPANY = 1;

/**
 * Every customer with its group, company and authorized user, its current product (the latest of the customer
 * products running on `today`: by start date, then the newest), and how many products and complexes it has then.
 */
export const selectCustomers = (db: Db, today: string) =>
  db
    .selectFrom('customers')
    .leftJoin('customer_groups', 'customer_groups.id', 'customers.customer_group_id')
    .leftJoin('companies', 'companies.id', 'customers.company_id')
    .leftJoin('users as authorized', 'authorized.id', 'customers.authorized_user_id')
    .leftJoin('customer_products as current_cp', (join) =>
      join.on(
        sql<SqlBool>`current_cp.id = (select cp.id from customer_products cp where cp.customer_id = customers.id and ${runningOn('cp', today)} order by cp.starts_on desc, cp.id desc limit 1)`,
      ),
    )
    .leftJoin('products as current_product', 'current_product.id', 'current_cp.product_id')
    .select([
      'customers.id',
      'customers.name',
      'customers.title',
      'customers.tax_number',
      'customers.tax_office',
      'customers.email',
      'customers.phone',
      'customers.address',
      'customers.iban',
      'customers.customer_group_id',
      'customer_groups.name as customer_group_name',
      'customers.company_id',
      'companies.name as company_name',
      'customers.authorized_user_id',
      'authorized.name as authorized_user_name',
      'customers.is_active',
      'current_cp.product_id as product_id',
      'current_product.name as product_name',
      'current_cp.starts_on as product_starts_on',
      'current_cp.ends_on as product_ends_on',
      'customers.created_at',
      'customers.updated_at',
      sql<number>`(select count(*) from customer_products cp where cp.customer_id = customers.id and ${runningOn('cp', today)})`.as(
        'active_product_count',
      ),
      sql<number>`(select count(*) from customer_clusters cc where cc.customer_id = customers.id and ${runningOn('cc', today)})`.as(
        'cluster_count',
      ),
    ]);

export type CustomerRow = Awaited<ReturnType<ReturnType<typeof selectCustomers>['executeTakeFirstOrThrow']>>;

export const customersSpec: ListSpec = {
  orderBy: {
    name: 'customers.name',
    product_name: 'current_product.name',
    product_id: 'current_cp.product_id',
    product_starts_on: 'current_cp.starts_on',
    product_ends_on: 'current_cp.ends_on',
    active_product_count: 'active_product_count',
    title: 'customers.title',
    email: 'customers.email',
    tax_number: 'customers.tax_number',
    cluster_count: 'cluster_count',
    is_active: 'customers.is_active',
    authorized_user_name: 'authorized.name',
    address: 'customers.address',
    customer_group_name: 'customer_groups.name',
    created_at: 'customers.created_at',
    id: 'customers.id',
  },
  defaultOrder: ['name', 'asc'],
  filters: {
    is_active: { column: 'customers.is_active', kind: 'flag' },
    customer_group_id: { column: 'customers.customer_group_id', kind: 'number' },
    product_id: { column: 'current_cp.product_id', kind: 'number' },
    company_id: { column: 'customers.company_id', kind: 'number' },
  },
  search: ['customers.search'],
};

const TEXT_SORTS = new Set(['customers.name', 'customers.title', 'current_product.name', 'authorized.name']);

/** Names in Turkish alphabetical order, then by id so that pages never overlap. */
export function orderCustomers(db: Db) {
  return (filtered: AnySelect, params: ListParams) => {
    const column = customersSpec.orderBy[params.orderBy] as string;
    const key = TEXT_SORTS.has(column) ? turkishSortSql(db, column) : sql.ref(column);
    return filtered.orderBy(key, params.order).orderBy('customers.id', params.order);
  };
}

export function findCustomer(db: Db, id: number, today: string) {
  return selectCustomers(db, today).where('customers.id', '=', id).executeTakeFirst();
}

export function customerGroupExists(db: Db, id: number): Promise<boolean> {
  return hasRow(db.selectFrom('customer_groups').select('id').where('id', '=', id));
}

export function companyTypeOf(db: Db, id: number) {
  return db.selectFrom('companies').select('company_type_id').where('id', '=', id).executeTakeFirst();
}

export function companyTakenByOther(db: Db, companyId: number, exceptId: number | null): Promise<boolean> {
  let query = db.selectFrom('customers').select('id').where('company_id', '=', companyId);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return hasRow(query);
}

export function userCompanyOf(db: Db, userId: number) {
  return db.selectFrom('users').select('company_id').where('id', '=', userId).executeTakeFirst();
}

export const isManagementCompany = (typeId: number | null | undefined) => Number(typeId) === MANAGEMENT_COMPANY;

/** Whether the customer has invoices or payments (billing the delete would erase). */
export async function customerHasBilling(db: Db, id: number): Promise<boolean> {
  return (
    (await hasRow(db.selectFrom('customer_invoices').select('id').where('customer_id', '=', id))) ||
    (await hasRow(db.selectFrom('customer_payments').select('id').where('customer_id', '=', id)))
  );
}

export type CustomerValues = {
  name: string;
  title: string | null;
  tax_number: string | null;
  tax_office: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  iban: string | null;
  customer_group_id: number | null;
  company_id: number | null;
  authorized_user_id: number | null;
  is_active: 0 | 1;
  search: string;
};

export async function insertCustomer(trx: Db, values: CustomerValues & { created_at: string; updated_at: string }) {
  const row = await trx.insertInto('customers').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateCustomerRow(trx: Db, id: number, values: CustomerValues & { updated_at: string }) {
  await trx.updateTable('customers').set(values).where('id', '=', id).execute();
}

export async function deleteCustomerRow(trx: Db, id: number) {
  await trx.deleteFrom('customers').where('id', '=', id).execute();
}
