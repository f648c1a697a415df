import { sql } from 'kysely';
import { houseBalanceSql, residentBalanceSql } from '../../../accounting/journal';
import type { Db } from '../../../db/connection';
import { idFilters, type ListSpec } from '../../../http/listQuery';
import type { AnySelect } from '../../../http/listRoute';
import {
  HOUSE_LABEL_ORDER,
  houseLabelColumns,
  houseOwnerNameSql,
  houseRenterNameSql,
} from '../../../kernel/houseLabel';
import { selectDebts } from '../../assessments';
import { selectCollections } from '../collections/collections.repository';

/** Everything ever charged to a house or a resident, in kuruş. */
export const houseDebtSql = sql<number>`coalesce((select sum(d.amount) from debts d where d.house_id = houses.id), 0)`;
export const residentDebtSql = sql<number>`coalesce((select sum(d.amount) from debts d where d.resident_id = residents.id), 0)`;

/** The one account a balance is read for: a house's, or everything a resident owes or is owed. */
export type AccountOf = { houseId: number } | { residentId: number };

export const houseBalanceList: ListSpec = {
  orderBy: {
    house_label: HOUSE_LABEL_ORDER,
    balance: 'balance',
    debt_total: 'debt_total',
    id: 'houses.id',
  },
  defaultOrder: ['house_label', 'asc'],
  filters: {
    ...idFilters('houses', ['block_id', 'house_type_id']),
    is_active: { column: 'houses.is_active', kind: 'flag' },
    door_number: { column: 'houses.search', kind: 'text', op: 'like' },
  },
  search: ['houses.search'],
};

export const residentBalanceList: ListSpec = {
  orderBy: { name: 'residents.name_sort', balance: 'balance', debt_total: 'debt_total', id: 'residents.id' },
  defaultOrder: ['name', 'asc'],
  filters: {
    is_active: { column: 'residents.is_active', kind: 'flag' },
    name: { column: 'residents.name_search', kind: 'text', op: 'like' },
  },
  search: ['residents.search'],
};

/** Houses as the area names them: their complex, door, block and label (with its sort helpers). */
const selectHouses = (db: Db) =>
  db
    .selectFrom('houses')
    .leftJoin('blocks', 'blocks.id', 'houses.block_id')
    .select([
      'houses.id',
      'houses.cluster_id',
      'houses.door_number',
      'blocks.name as block_name',
      ...houseLabelColumns(),
    ]);

/** The houses of a complex with their label, people, balance and everything charged to them. */
export function selectHouseBalances(db: Db, clusterId: number) {
  return selectHouses(db)
    .select([
      'houses.block_id',
      'houses.is_active',
      houseBalanceSql.as('balance'),
      houseDebtSql.as('debt_total'),
      houseOwnerNameSql.as('owner_name'),
      houseRenterNameSql.as('renter_name'),
    ])
    .where('houses.cluster_id', '=', clusterId);
}

/** The residents of a complex with their balance and everything charged to them. */
export function selectResidentBalances(db: Db, clusterId: number) {
  return db
    .selectFrom('residents')
    .select([
      'residents.id',
      'residents.cluster_id',
      'residents.name',
      'residents.phone',
      'residents.is_active',
      residentBalanceSql.as('balance'),
      residentDebtSql.as('debt_total'),
    ])
    .where('residents.cluster_id', '=', clusterId);
}

/** A house as the head of its account page. */
export async function findAccountHouse(db: Db, id: number) {
  return selectHouses(db).where('houses.id', '=', id).executeTakeFirst();
}

/** Who uses which house today (owners and renters whose use has not ended). */
const currentHouseUsers = (db: Db) => db.selectFrom('house_users').where('house_users.ends_on', 'is', null);

/** The people living in or owning a house today, owners first. */
export async function currentPeopleOf(db: Db, houseId: number) {
  return currentHouseUsers(db)
    .innerJoin('residents', 'residents.id', 'house_users.resident_id')
    .select(['residents.id', 'residents.name', 'house_users.house_user_type_id'])
    .where('house_users.house_id', '=', houseId)
    .orderBy('house_users.house_user_type_id')
    .execute();
}

/** A resident as the head of their account page. */
export async function findAccountResident(db: Db, id: number) {
  return db
    .selectFrom('residents')
    .select(['id', 'cluster_id', 'name', 'phone', 'email', 'identity_number'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The houses a resident owns or lives in today. */
export async function currentHousesOf(db: Db, residentId: number) {
  return currentHouseUsers(db)
    .innerJoin('houses', 'houses.id', 'house_users.house_id')
    .leftJoin('blocks', 'blocks.id', 'houses.block_id')
    .select(['houses.id', ...houseLabelColumns(), 'house_users.house_user_type_id'])
    .where('house_users.resident_id', '=', residentId)
    .execute();
}

/** The account's balance in kuruş (positive = owed): a resident's spans their own and their houses' entries. */
export async function accountBalance(db: Db, clusterId: number, by: AccountOf): Promise<number> {
  const row = await db
    .selectFrom('journal_entries')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('balance'))
    .where('cluster_id', '=', clusterId)
    .$call((q) =>
      'houseId' in by
        ? q.where('account_kind', '=', 'house').where('account_id', '=', by.houseId)
        : q.where('account_kind', 'in', ['house', 'resident']).where('resident_id', '=', by.residentId),
    )
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

/** The rows of `table` that are the account's: the house's, or the resident's. */
function ofAccount<Q extends AnySelect>(query: Q, table: 'debts' | 'collections', by: AccountOf): Q {
  return (
    'houseId' in by
      ? query.where(sql.ref(`${table}.house_id`), '=', by.houseId)
      : query.where(sql.ref(`${table}.resident_id`), '=', by.residentId)
  ) as Q;
}

/** The account's debts, open and paid, by due date. */
export async function accountDebts(db: Db, by: AccountOf) {
  return ofAccount(selectDebts(db), 'debts', by).orderBy('debts.due_on').orderBy('debts.id').execute();
}

/** The account's collections, newest first. */
export async function accountCollections(db: Db, by: AccountOf) {
  return ofAccount(selectCollections(db), 'collections', by)
    .orderBy('collections.collected_on', 'desc')
    .orderBy('collections.id', 'desc')
    .execute();
}
