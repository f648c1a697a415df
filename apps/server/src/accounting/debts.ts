import { sql, type Updateable } from 'kysely';
import type { Db } from '../db/connection';
import type { DebtsTable } from '../db/types';
import { nowIso } from '../http/clock';
import { allocateCredits, rebuildCollectionEntries, releaseAllocations } from './allocation';
import { type AccountKind, type EntryInput, insertEntries, postTransaction, receivableOf } from './journal';

// A debt's receivable side is journal.ts's receivableOf, which collections use too; it is also exported here.
export { receivableOf };

export type NewDebt = {
  houseId: number | null;
  residentId: number | null;
  incomeTypeId: number | null;
  kind: 'assessment' | 'late_fee' | 'transfer_due';
  period: string | null;
  amount: number;
  dueOn: string;
  description: string | null;
  assessmentId?: number | null;
  parentDebtId?: number | null;
  feePeriod?: string | null;
  computation?: string | null;
};

const BATCH = 400;

/** The income side of a debt: its income type, or the opening account for transfer-due lines without one. */
export function incomeOf(debt: { income_type_id: number | null }): {
  accountKind: AccountKind;
  accountId: number | null;
} {
  return debt.income_type_id === null
    ? { accountKind: 'opening', accountId: null }
    : { accountKind: 'income_type', accountId: debt.income_type_id };
}

/** A debt's two journal entries: the receivable debited, the income credited, both tagged with the debt. */
export function debtEntries(debt: {
  id: number;
  house_id: number | null;
  resident_id: number | null;
  income_type_id: number | null;
  kind: string;
  amount: number;
  due_on: string;
  description: string | null;
}): EntryInput[] {
  const common = { houseId: debt.house_id, residentId: debt.resident_id, debtId: debt.id, dueOn: debt.due_on };
  return [
    { ...receivableOf(debt), ...common, amount: debt.amount, description: debt.description },
    { ...incomeOf(debt), ...common, amount: -debt.amount, description: debt.description },
  ];
}

/**
 * Inserts debts and their journal (one balanced transaction, two entries per debt), then lets any credit
 * of the complex pay them. Late fees use `onConflict` to stay idempotent: a fee that exists is skipped.
 * Returns the debts written.
 */
export async function insertDebts(
  trx: Db,
  opts: {
    clusterId: number;
    kind: string;
    occurredOn: string;
    description: string | null;
    createdBy: number | null;
    debts: NewDebt[];
    skipExisting?: boolean;
  },
): Promise<{ transactionId: number | null; debts: { id: number; amount: number }[] }> {
  const now = nowIso();
  const written: Parameters<typeof debtEntries>[0][] = [];
  for (let i = 0; i < opts.debts.length; i += BATCH) {
    const values = opts.debts.slice(i, i + BATCH).map((d) => ({
      cluster_id: opts.clusterId,
      assessment_id: d.assessmentId ?? null,
      house_id: d.houseId,
      resident_id: d.residentId,
      income_type_id: d.incomeTypeId,
      kind: d.kind,
      period: d.period,
      amount: d.amount,
      due_on: d.dueOn,
      description: d.description,
      parent_debt_id: d.parentDebtId ?? null,
      fee_period: d.feePeriod ?? null,
      computation: d.computation ?? null,
      created_at: now,
      updated_at: now,
    }));
    let insert = trx.insertInto('debts').values(values);
    if (opts.skipExisting) insert = insert.onConflict((oc) => oc.columns(['parent_debt_id', 'fee_period']).doNothing());
    const rows = await insert
      .returning(['id', 'house_id', 'resident_id', 'income_type_id', 'kind', 'amount', 'due_on', 'description'])
      .execute();
    written.push(...rows.map((r) => ({ ...r, amount: Number(r.amount) })));
  }
  if (!written.length) return { transactionId: null, debts: [] };
  const transactionId = await postTransaction(trx, {
    clusterId: opts.clusterId,
    kind: opts.kind,
    occurredOn: opts.occurredOn,
    description: opts.description,
    createdBy: opts.createdBy,
    entries: written.flatMap(debtEntries),
  });
  for (let i = 0; i < written.length; i += BATCH) {
    await trx
      .updateTable('debts')
      .set({ transaction_id: transactionId })
      .where(
        'id',
        'in',
        written.slice(i, i + BATCH).map((d) => d.id),
      )
      .execute();
  }
  await allocateCredits(trx, opts.clusterId);
  return { transactionId, debts: written.map((d) => ({ id: d.id, amount: d.amount })) };
}

/**
 * Removes debts with their late fees, their journal entries and their allocations; the collections that
 * paid them become credit again and pay whatever is open. The transactions left behind still balance,
 * because both entries of a debt go together.
 */
export async function deleteDebts(trx: Db, clusterId: number, debtIds: number[]): Promise<void> {
  if (!debtIds.length) return;
  const touched: number[] = [];
  for (let i = 0; i < debtIds.length; i += BATCH) {
    const ids = debtIds.slice(i, i + BATCH);
    const fees = await trx.selectFrom('debts').select('id').where('parent_debt_id', 'in', ids).execute();
    const all = [...ids, ...fees.map((f) => f.id)];
    touched.push(...(await releaseAllocations(trx, all)));
    for (let j = 0; j < all.length; j += BATCH) {
      await trx
        .deleteFrom('journal_entries')
        .where('debt_id', 'in', all.slice(j, j + BATCH))
        .execute();
    }
    await trx.deleteFrom('debts').where('parent_debt_id', 'in', ids).execute();
    await trx.deleteFrom('debts').where('id', 'in', ids).execute();
  }
  // Transactions whose every entry went are empty shells now.
  await sql`delete from journal_transactions where cluster_id = ${clusterId} and kind in ('assessment', 'late_fee', 'transfer_due', 'periodical')
    and not exists (select 1 from journal_entries e where e.transaction_id = journal_transactions.id)`.execute(trx);
  await allocateCredits(trx, clusterId);
  await rebuildCollectionEntries(trx, [...new Set(touched)]);
}

/**
 * Changes one debt in place (its amount, due date, debtor …): what paid it is released, to be spread again by
 * the caller, and its two journal entries follow it. Returns the collections whose allocations it released.
 */
export async function changeDebt(trx: Db, debtId: number, changes: Updateable<DebtsTable>): Promise<number[]> {
  const released = await releaseAllocations(trx, [debtId]);
  await trx
    .updateTable('debts')
    .set({ ...changes, updated_at: nowIso() })
    .where('id', '=', debtId)
    .execute();
  await rewriteDebtEntries(trx, debtId);
  return released;
}

/**
 * Rewrites a debt's two journal entries from its row (after its amount, due date, debtor or income type
 * changed), in the transaction that holds them, so that transaction still balances.
 */
export async function rewriteDebtEntries(trx: Db, debtId: number): Promise<void> {
  const debt = await trx.selectFrom('debts').selectAll().where('id', '=', debtId).executeTakeFirstOrThrow();
  await trx.deleteFrom('journal_entries').where('debt_id', '=', debt.id).execute();
  if (debt.transaction_id === null) return;
  const tx = await trx
    .selectFrom('journal_transactions')
    .select('occurred_on')
    .where('id', '=', debt.transaction_id)
    .executeTakeFirstOrThrow();
  await insertEntries(
    trx,
    { id: debt.transaction_id, clusterId: debt.cluster_id, occurredOn: tx.occurred_on, description: null },
    debtEntries({ ...debt, amount: Number(debt.amount) }),
  );
}
