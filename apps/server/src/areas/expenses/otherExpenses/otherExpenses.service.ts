import {
  COLLECTION_NOT_OF_ACCOUNT_MESSAGE,
  DEBT_NOT_OF_ACCOUNT_MESSAGE,
  httpMessages,
  type OtherExpenseInput,
  toKurus,
} from '@site/shared';
import { payBackFromCredit } from '../../../accounting/allocation';
import { deleteDebts, receivableOf } from '../../../accounting/debts';
import { postTransaction, removeTransaction } from '../../../accounting/journal';
import type { Db } from '../../../db/connection';
import { invalid, notFound } from '../../../http/errors';
import { assertLinked } from '../../../kernel/definitionRules';
import {
  deleteOtherExpenseRow,
  findCollection,
  findDebt,
  findOtherExpense,
  insertOtherExpense,
  insertPaybackDebt,
  type OtherExpenseRow,
  paybackDebtsOf,
  paybackReasonExists,
  receivableBalance,
} from './otherExpenses.repository';

type Owned = { cluster_id: number; house_id: number | null; resident_id: number | null };

/** A collection or debt belongs to the refund's account: its house when one is given, else its resident. */
function ofSameAccount(record: Owned, input: OtherExpenseInput): boolean {
  if (input.house_id != null) return record.house_id === input.house_id;
  return record.resident_id === input.resident_id;
}

/**
 * Every linked record must be the complex's own (income types may also be system types); one of another
 * complex reads as if it did not exist. The related collection and debt must be of the same house/resident.
 */
export async function validateOtherExpenseLinks(db: Db, input: OtherExpenseInput): Promise<void> {
  const clusterId = input.cluster_id;
  if (input.house_id != null) await assertLinked(db, 'houses', 'house_id', input.house_id, clusterId);
  if (input.resident_id != null) await assertLinked(db, 'residents', 'resident_id', input.resident_id, clusterId);
  if (input.bank_account_id != null)
    await assertLinked(db, 'bank_accounts', 'bank_account_id', input.bank_account_id, clusterId);
  if (input.safe_id != null) await assertLinked(db, 'safes', 'safe_id', input.safe_id, clusterId);
  if (input.income_type_id != null)
    await assertLinked(db, 'income_types', 'income_type_id', input.income_type_id, clusterId, { allowShared: true });
  if (input.refund_type_id != null && !(await paybackReasonExists(db, input.refund_type_id, clusterId)))
    throw invalid('refund_type_id', httpMessages.notFound);
  if (input.collection_id != null) {
    const collection = await findCollection(db, input.collection_id);
    if (!collection || collection.cluster_id !== clusterId) throw invalid('collection_id', httpMessages.notFound);
    if (!ofSameAccount(collection, input)) throw invalid('collection_id', COLLECTION_NOT_OF_ACCOUNT_MESSAGE);
  }
  if (input.debt_id != null) {
    const debt = await findDebt(db, input.debt_id);
    if (!debt || debt.cluster_id !== clusterId) throw invalid('debt_id', httpMessages.notFound);
    if (!ofSameAccount(debt, input)) throw invalid('debt_id', DEBT_NOT_OF_ACCOUNT_MESSAGE);
  }
}

/**
 * Pays money out of a bank account or safe to a house/resident: the place is credited and the receivable
 * debited, as a debt of kind `payback` that the credit being paid back settles (the related collection's
 * unallocated rest first, then the account's other credit), so that credit no longer pays the next dues.
 * A refund above the credit leaves the rest of that debt open: the account owes it back, and the open
 * debts, the credit and the balance agree. `exceedsCredit` is true when the refund is more than the credit.
 */
export async function createOtherExpense(
  trx: Db,
  input: OtherExpenseInput,
  userId: number | null,
): Promise<{ id: number; exceedsCredit: boolean }> {
  const amount = toKurus(input.amount);
  const houseId = input.house_id ?? null;
  const residentId = input.resident_id ?? null;
  const balance = await receivableBalance(trx, input.cluster_id, { houseId, residentId });
  const place =
    input.bank_account_id != null
      ? { accountKind: 'bank_account' as const, accountId: input.bank_account_id }
      : { accountKind: 'safe' as const, accountId: input.safe_id ?? null };
  let description = input.description ?? null;
  if (!description && input.refund_type_id != null) {
    const reason = await trx
      .selectFrom('payback_reasons')
      .select('name')
      .where('id', '=', input.refund_type_id)
      .executeTakeFirst();
    description = reason ? `İade: ${reason.name}` : null;
  }
  const debtId = await insertPaybackDebt(trx, {
    clusterId: input.cluster_id,
    houseId,
    residentId,
    amount,
    spentOn: input.spent_on,
    description: description ?? 'İade',
  });
  const transactionId = await postTransaction(trx, {
    clusterId: input.cluster_id,
    kind: 'payback',
    occurredOn: input.spent_on,
    description: description ?? 'İade',
    createdBy: userId,
    entries: [
      { ...place, amount: -amount, houseId, residentId },
      { ...receivableOf({ house_id: houseId, resident_id: residentId }), amount, houseId, residentId, debtId },
    ],
  });
  await trx.updateTable('debts').set({ transaction_id: transactionId }).where('id', '=', debtId).execute();
  await payBackFromCredit(trx, input.cluster_id, debtId, amount, {
    houseId,
    residentId,
    collectionId: input.collection_id ?? null,
  });
  const row: OtherExpenseRow = {
    cluster_id: input.cluster_id,
    income_type_id: input.income_type_id ?? null,
    resident_id: residentId,
    house_id: houseId,
    amount,
    spent_on: input.spent_on,
    bank_account_id: input.bank_account_id ?? null,
    safe_id: input.safe_id ?? null,
    refund_type_id: input.refund_type_id ?? null,
    collection_id: input.collection_id ?? null,
    debt_id: input.debt_id ?? null,
    deferment_amount: input.deferment_amount == null ? null : toKurus(input.deferment_amount),
    description: input.description ?? null,
  };
  const id = await insertOtherExpense(trx, row, transactionId);
  // Balance before + amount: still at or below zero means the credit covered it.
  return { id, exceedsCredit: balance + amount > 0 };
}

/** Removes an other expense, its refund debt and its journal transaction, so the balances are as before it. */
export async function deleteOtherExpense(trx: Db, id: number): Promise<void> {
  const row = await findOtherExpense(trx, id);
  if (!row) throw notFound();
  await deleteOtherExpenseRow(trx, id);
  if (row.transaction_id !== null) {
    const debts = await paybackDebtsOf(trx, row.transaction_id);
    await deleteDebts(trx, row.cluster_id, debts);
  }
  await removeTransaction(trx, row.transaction_id);
}
