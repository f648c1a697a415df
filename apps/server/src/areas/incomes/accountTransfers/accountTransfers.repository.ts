import { type Insertable, sql } from 'kysely';
import type { Db } from '../../../db/connection';
import type { AccountTransfersTable } from '../../../db/types';
import { dateRangeFilters, idFilters, type ListSpec } from '../../../http/listQuery';

/** A transfer with the names of its source and target. */
export function selectAccountTransfers(db: Db) {
  return db
    .selectFrom('account_transfers')
    .innerJoin('clusters', 'clusters.id', 'account_transfers.cluster_id')
    .leftJoin('bank_accounts as fb', 'fb.id', 'account_transfers.from_bank_account_id')
    .leftJoin('safes as fs', 'fs.id', 'account_transfers.from_safe_id')
    .leftJoin('bank_accounts as tb', 'tb.id', 'account_transfers.to_bank_account_id')
    .leftJoin('safes as ts', 'ts.id', 'account_transfers.to_safe_id')
    .selectAll('account_transfers')
    .select([
      'clusters.name as cluster_name',
      sql<string | null>`coalesce(fb.name, fs.name)`.as('from_name'),
      sql<string | null>`coalesce(tb.name, ts.name)`.as('to_name'),
    ]);
}

export async function findAccountTransfer(db: Db, id: number) {
  return selectAccountTransfers(db).where('account_transfers.id', '=', id).executeTakeFirst();
}

/** The transfer's own row, as the action log records it. */
export async function findAccountTransferRow(db: Db, id: number) {
  return db.selectFrom('account_transfers').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertAccountTransfer(trx: Db, values: Insertable<AccountTransfersTable>): Promise<number> {
  const { id } = await trx.insertInto('account_transfers').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function deleteAccountTransferRow(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('account_transfers').where('id', '=', id).execute();
}

/** The bank-statement line booked as this transfer is open again once the transfer is gone. */
export async function reopenTransferLines(trx: Db, transferId: number, now: string): Promise<void> {
  await trx
    .updateTable('bank_activities')
    .set({ is_closed: 0, account_transfer_id: null, updated_at: now })
    .where('account_transfer_id', '=', transferId)
    .execute();
}

export const accountTransferList: ListSpec = {
  orderBy: {
    transferred_on: 'account_transfers.transferred_on',
    amount: 'account_transfers.amount',
    id: 'account_transfers.id',
  },
  defaultOrder: ['transferred_on', 'desc'],
  filters: {
    ...idFilters('account_transfers', ['from_bank_account_id', 'from_safe_id', 'to_bank_account_id', 'to_safe_id']),
    ...dateRangeFilters('account_transfers.transferred_on'),
  },
  search: [],
};
