import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { hasRow } from '../../../db/hasRow';
import { turkishSortSql } from '../../../db/turkishSql';
import type { ListParams, ListSpec } from '../../../http/listQuery';
import type { AnySelect } from '../../../http/listRoute';

/** Every customer group with the number of its customers. */
export const selectCustomerGroups = (db: Db) =>
  db
    .selectFrom('customer_groups')
    .select([
      'customer_groups.id',
      'customer_groups.name',
      'customer_groups.created_at',
      'customer_groups.updated_at',
      sql<number>`(select count(*) from customers c where c.customer_group_id = customer_groups.id)`.as(
        'customer_count',
      ),
    ]);

export type CustomerGroupRow = Awaited<ReturnType<ReturnType<typeof selectCustomerGroups>['executeTakeFirstOrThrow']>>;

export const customerGroupsSpec: ListSpec = {
  orderBy: {
    name: 'customer_groups.name',
    customer_count: 'customer_count',
    created_at: 'customer_groups.created_at',
    id: 'customer_groups.id',
  },
  defaultOrder: ['name', 'asc'],
  filters: { name: { column: 'customer_groups.search', kind: 'text', op: 'like' } },
  search: ['customer_groups.search'],
};

/** Names in Turkish alphabetical order, then by id so that pages never overlap. */
export function orderCustomerGroups(db: Db) {
  return (filtered: AnySelect, params: ListParams) => {
    const column = customerGroupsSpec.orderBy[params.orderBy] as string;
    const key = column === 'customer_groups.name' ? turkishSortSql(db, column) : sql.ref(column);
    return filtered.orderBy(key, params.order).orderBy('customer_groups.id', params.order);
  };
}

export function findCustomerGroup(db: Db, id: number) {
  return selectCustomerGroups(db).where('customer_groups.id', '=', id).executeTakeFirst();
}

/** Whether another group has the same name, compared Turkish-folded (`search` is the folded name). */
export function groupNameTaken(db: Db, search: string, exceptId: number | null): Promise<boolean> {
  let query = db.selectFrom('customer_groups').select('id').where('search', '=', search);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return hasRow(query);
}

export function groupHasCustomers(db: Db, id: number): Promise<boolean> {
  return hasRow(db.selectFrom('customers').select('id').where('customer_group_id', '=', id));
}

export async function insertCustomerGroup(trx: Db, values: { name: string; search: string; at: string }) {
  const row = await trx
    .insertInto('customer_groups')
    .values({ name: values.name, search: values.search, created_at: values.at, updated_at: values.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateCustomerGroupRow(
  trx: Db,
  id: number,
  values: { name: string; search: string; at: string },
) {
  await trx
    .updateTable('customer_groups')
    .set({ name: values.name, search: values.search, updated_at: values.at })
    .where('id', '=', id)
    .execute();
}

export async function deleteCustomerGroupRow(trx: Db, id: number) {
  await trx.deleteFrom('customer_groups').where('id', '=', id).execute();
}
