import type { Insertable } from 'kysely';
import type { Db } from '../../../db/connection';
import type { OtherExpensesTable } from '../../../db/types';
import { nowIso } from '../../../http/clock';
import { dateRangeFilters, idFilters, type ListSpec } from '../../../http/listQuery';
import { houseLabelSql } from '../../../kernel/houseLabel';
import { placeNameSql } from '../../../kernel/paymentPlace';

/** An other expense as the service writes it; the journal transaction and the stamps are added here. */
export type OtherExpenseRow = Omit<
  Insertable<OtherExpensesTable>,
  'id' | 'transaction_id' | 'created_at' | 'updated_at'
>;

/** The list of /clusters/{id}/expense/other-expenses: whitelisted sorts and filters. */
export const otherExpenseList: ListSpec = {
  orderBy: {
    spent_on: 'other_expenses.spent_on',
    amount: 'other_expenses.amount',
    resident_name: 'residents.name_sort',
    id: 'other_expenses.id',
  },
  defaultOrder: ['spent_on', 'desc'],
  filters: {
    ...idFilters('other_expenses', [
      'resident_id',
      'house_id',
      'refund_type_id',
      'income_type_id',
      'bank_account_id',
      'safe_id',
    ]),
    ...dateRangeFilters('other_expenses.spent_on'),
  },
  search: ['residents.name_search', 'houses.search'],
};

/** Other expenses with the names the list and the 'Diğer Gider' panel show. */
export function selectOtherExpenses(db: Db) {
  return db
    .selectFrom('other_expenses')
    .leftJoin('income_types', 'income_types.id', 'other_expenses.income_type_id')
    .leftJoin('residents', 'residents.id', 'other_expenses.resident_id')
    .leftJoin('houses', 'houses.id', 'other_expenses.house_id')
    .leftJoin('blocks', 'blocks.id', 'houses.block_id')
    .leftJoin('bank_accounts', 'bank_accounts.id', 'other_expenses.bank_account_id')
    .leftJoin('safes', 'safes.id', 'other_expenses.safe_id')
    .leftJoin('payback_reasons', 'payback_reasons.id', 'other_expenses.refund_type_id')
    .selectAll('other_expenses')
    .select([
      'income_types.name as income_type',
      'residents.name as resident_name',
      houseLabelSql.as('house_label'),
      'bank_accounts.name as bank_account_name',
      'safes.name as safe_name',
      placeNameSql.as('place_name'),
      'payback_reasons.name as payback_reason',
    ]);
}

export async function findOtherExpense(db: Db, id: number) {
  return db.selectFrom('other_expenses').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The collection an other expense refers to, as the panel shows it. */
export async function findCollection(db: Db, id: number) {
  return db
    .selectFrom('collections')
    .select(['id', 'cluster_id', 'house_id', 'resident_id', 'amount', 'collected_on', 'description', 'receipt_no'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The debt an other expense refers to, as the panel shows it. */
export async function findDebt(db: Db, id: number) {
  return db
    .selectFrom('debts')
    .leftJoin('income_types', 'income_types.id', 'debts.income_type_id')
    .select([
      'debts.id',
      'debts.cluster_id',
      'debts.house_id',
      'debts.resident_id',
      'debts.amount',
      'debts.due_on',
      'debts.period',
      'debts.description',
      'income_types.name as income_type_name',
    ])
    .where('debts.id', '=', id)
    .executeTakeFirst();
}

/** The name of a complex's refund reason ('İade Nedeni'). */
export async function paybackReasonName(db: Db, id: number): Promise<string | null> {
  const row = await db.selectFrom('payback_reasons').select('name').where('id', '=', id).executeTakeFirst();
  return row?.name ?? null;
}

export async function paybackReasonExists(db: Db, id: number, clusterId: number): Promise<boolean> {
  const row = await db
    .selectFrom('payback_reasons')
    .select('id')
    .where('id', '=', id)
    .where('cluster_id', '=', clusterId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertOtherExpense(db: Db, row: OtherExpenseRow, transactionId: number): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto('other_expenses')
    .values({ ...row, transaction_id: transactionId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function deleteOtherExpenseRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('other_expenses').where('id', '=', id).execute();
}

/** The refund's own debt (kind `payback`): what the credit paid back settles, in the debts' allocations. */
export async function insertPaybackDebt(
  db: Db,
  input: {
    clusterId: number;
    houseId: number | null;
    residentId: number | null;
    amount: number;
    spentOn: string;
    description: string;
  },
): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto('debts')
    .values({
      cluster_id: input.clusterId,
      house_id: input.houseId,
      resident_id: input.residentId,
      income_type_id: null,
      kind: 'payback',
      period: input.spentOn.slice(0, 7),
      amount: input.amount,
      due_on: input.spentOn,
      description: input.description,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Ties the refund debt to the journal transaction written for it. */
export async function setDebtTransaction(db: Db, debtId: number, transactionId: number): Promise<void> {
  await db.updateTable('debts').set({ transaction_id: transactionId }).where('id', '=', debtId).execute();
}

/** The refund debts written with an other expense's journal transaction. */
export async function paybackDebtsOf(db: Db, transactionId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('debts')
    .select('id')
    .where('kind', '=', 'payback')
    .where('transaction_id', '=', transactionId)
    .execute();
  return rows.map((r) => r.id);
}
