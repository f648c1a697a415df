import {
  COLLECTION_NOT_OF_ACCOUNT_MESSAGE,
  DEBT_NOT_OF_ACCOUNT_MESSAGE,
  httpMessages,
  type OtherExpense,
  type OtherExpenseInput,
  type OtherExpenseListItem,
  toKurus,
} from '@site/shared';
import { payBackFromCredit } from '../../../accounting/allocation';
import { deleteDebts, receivableOf } from '../../../accounting/debts';
import { accountBalance, postTransaction, removeTransaction, residentBalance } from '../../../accounting/journal';
import type { Db } from '../../../db/connection';
import { invalid, notFound } from '../../../http/errors';
import { commonColumns } from '../../../http/export/commonColumns';
import { clusterList, moneyTotals } from '../../../http/listRoute';
import { ACTION } from '../../../kernel/actionLog';
import type { Actor } from '../../../kernel/changeLog';
import { assertLinked } from '../../../kernel/definitionRules';
import { assertPaymentPlace } from '../../../kernel/paymentPlace';
import { deleteLogged, log } from '../changes';
import {
  deleteOtherExpenseRow,
  findCollection,
  findDebt,
  findOtherExpense,
  insertOtherExpense,
  insertPaybackDebt,
  type OtherExpenseRow,
  otherExpenseList,
  paybackDebtsOf,
  paybackReasonExists,
  paybackReasonName,
  selectOtherExpenses,
  setDebtTransaction,
} from './otherExpenses.repository';

type Row = Record<string, unknown>;
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
  await assertPaymentPlace(db, clusterId, input);
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
 * The receivable balance a refund is weighed against, in kuruş (negative = credit): the house's account when a
 * house is given, else everything the resident owes or is owed.
 */
async function balanceBefore(trx: Db, clusterId: number, houseId: number | null, residentId: number | null) {
  if (houseId !== null) return accountBalance(trx, clusterId, 'house', houseId);
  return residentId !== null ? residentBalance(trx, clusterId, residentId) : 0;
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
  const balance = await balanceBefore(trx, input.cluster_id, houseId, residentId);
  const place =
    input.bank_account_id != null
      ? { accountKind: 'bank_account' as const, accountId: input.bank_account_id }
      : { accountKind: 'safe' as const, accountId: input.safe_id ?? null };
  let description = input.description ?? null;
  if (!description && input.refund_type_id != null) {
    const reason = await paybackReasonName(trx, input.refund_type_id);
    description = reason !== null ? `İade: ${reason}` : null;
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
  await setDebtTransaction(trx, debtId, transactionId);
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

const kurus = (v: unknown) => (v === null || v === undefined ? null : Number(v));

// The row is selectOtherExpenses'; the response schema holds it to the shared row's shape.
const otherExpenseToApi = (row: Row) =>
  ({ ...row, amount: Number(row.amount), deferment_amount: kurus(row.deferment_amount) }) as OtherExpenseListItem;

/** The other expenses of a complex, one page or the whole filtered list as a file. */
export const listOtherExpenses = clusterList(
  {
    spec: otherExpenseList,
    idColumn: 'other_expenses.id',
    toApi: otherExpenseToApi,
    exportTitle: 'Diğer Giderler',
    exportColumns: [
      { key: 'spent_on', header: 'İşlem Tarihi', kind: 'date' },
      { key: 'income_type', header: 'Tip' },
      commonColumns.house_label,
      commonColumns.resident_name,
      commonColumns.place_name,
      { key: 'payback_reason', header: 'İade Nedeni' },
      commonColumns.amount,
      commonColumns.description,
    ],
    totals: moneyTotals({ amount: 'other_expenses.amount' }),
  },
  selectOtherExpenses,
  'other_expenses.cluster_id',
);

/** Everything the read-only panel shows: names, the related collection and the related debt. */
export async function showOtherExpense(db: Db, id: number): Promise<OtherExpense> {
  const row = (await selectOtherExpenses(db).where('other_expenses.id', '=', id).executeTakeFirstOrThrow()) as Row;
  const collection = row.collection_id ? await findCollection(db, Number(row.collection_id)) : undefined;
  const debt = row.debt_id ? await findDebt(db, Number(row.debt_id)) : undefined;
  return {
    ...otherExpenseToApi(row),
    collecting: collection
      ? {
          id: collection.id,
          amount: Number(collection.amount),
          collected_on: collection.collected_on,
          description: collection.description,
          receipt_no: collection.receipt_no,
        }
      : null,
    debt: debt
      ? {
          id: debt.id,
          amount: Number(debt.amount),
          deferment_amount: kurus(row.deferment_amount),
          description: debt.description,
          due_on: debt.due_on,
          period: debt.period,
          income_type_name: debt.income_type_name,
        }
      : null,
  };
}

/** Records an other expense from the form with its action-log entry; `exceedsCredit` as createOtherExpense. */
export async function recordOtherExpense(db: Db, actor: Actor, input: OtherExpenseInput) {
  await validateOtherExpenseLinks(db, input);
  return db.transaction().execute(async (trx) => {
    const created = await createOtherExpense(trx, input, actor.userId);
    const after = (await findOtherExpense(trx, created.id)) ?? null;
    await log(trx, actor, 'other_expense', created.id, input.cluster_id, ACTION.create, null, after);
    return created;
  });
}

/** Takes back an other expense the caller may see, with its action-log entry. */
export const takeBackOtherExpense = (db: Db, actor: Actor, before: { id: number; cluster_id: number } & Row) =>
  deleteLogged(db, actor, 'other_expense', before, deleteOtherExpense);
