import type { Collection } from '@site/shared';
import { type Insertable, sql } from 'kysely';
import type { Db } from '../../../db/connection';
import type { CollectionsTable } from '../../../db/types';
import { dateRangeFilters, idFilters, type ListSpec } from '../../../http/listQuery';
import { HOUSE_LABEL_ORDER } from '../../../kernel/houseLabel';
import { withHousePayerPlace } from '../moneyRecords';

type Row = Record<string, unknown>;

/** The list of /clusters/{id}/collections: whitelisted sorts and filters. */
export const collectionList: ListSpec = {
  orderBy: {
    collected_on: 'collections.collected_on',
    amount: 'collections.amount',
    receipt_no: 'collections.receipt_no',
    house_label: HOUSE_LABEL_ORDER,
    id: 'collections.id',
  },
  defaultOrder: ['collected_on', 'desc'],
  filters: {
    ...idFilters('collections', ['house_id', 'resident_id', 'bank_account_id', 'safe_id']),
    ...dateRangeFilters('collections.collected_on'),
  },
  search: ['residents.name_search', 'houses.search'],
};

/** Collections with their house, payer, bank account or safe, and how much of them pays debts. */
export function selectCollections(db: Db) {
  const collections = db
    .selectFrom('collections')
    .selectAll('collections')
    .select(
      sql<number>`coalesce((select sum(a.amount) from allocations a where a.collection_id = collections.id), 0)`.as(
        'allocated',
      ),
    );
  return withHousePayerPlace(collections, 'collections');
}

/** A collection row as the API answers it (money in kuruş), with the credit its unallocated rest leaves. */
export function collectionToApi({ door_length: _length, no_block: _block, ...row }: Row): Collection {
  const amount = Number(row.amount);
  const allocated = Number(row.allocated ?? 0);
  // The columns are the select's; the routes' response schemas hold the answer to the Collection shape.
  return { ...row, amount, allocated, credit: amount - allocated } as Collection;
}

export async function findCollection(db: Db, id: number) {
  return db.selectFrom('collections').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The debts a collection paid and how much of each, oldest due first. */
export async function allocationsOf(db: Db, collectionId: number) {
  return db
    .selectFrom('allocations')
    .innerJoin('debts', 'debts.id', 'allocations.debt_id')
    .leftJoin('income_types', 'income_types.id', 'debts.income_type_id')
    .select([
      'allocations.id',
      'allocations.debt_id',
      'allocations.amount',
      'debts.due_on',
      'debts.period',
      'debts.kind',
      'debts.amount as debt_amount',
      'debts.description',
      'income_types.name as income_type_name',
    ])
    .where('allocations.collection_id', '=', collectionId)
    .orderBy('debts.due_on')
    .orderBy('debts.id')
    .execute();
}

export async function insertCollection(trx: Db, values: Insertable<CollectionsTable>): Promise<number> {
  const { id } = await trx.insertInto('collections').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Removes a collection with its allocations; the bank-statement line booked as it is open again. */
export async function deleteCollectionRows(trx: Db, collectionId: number): Promise<void> {
  await trx.deleteFrom('allocations').where('collection_id', '=', collectionId).execute();
  await trx
    .updateTable('bank_activities')
    .set({ collection_id: null, is_closed: 0 })
    .where('collection_id', '=', collectionId)
    .execute();
  await trx.deleteFrom('collections').where('id', '=', collectionId).execute();
}
