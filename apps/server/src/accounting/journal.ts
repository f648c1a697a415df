import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { nowIso } from '../http/clock';

/**
 * The accounts a journal entry can touch (DESIGN.md §6). Receivables are `house` (account_id = house, with
 * the debtor in resident_id) or `resident` (a person's own account, no house); every other kind is the
 * complex's money or its income and expense accounts.
 */
export type AccountKind =
  | 'house'
  | 'resident'
  | 'bank_account'
  | 'safe'
  | 'provider'
  | 'income_type'
  | 'expense_type'
  | 'other_income'
  | 'opening';

export const RECEIVABLE_KINDS: AccountKind[] = ['house', 'resident'];

/** A house's balance as a subquery of a list over `houses`: the sum of its `house` entries. */
export const houseBalanceSql = sql<number>`coalesce((select sum(e.amount) from journal_entries e where e.account_kind = 'house' and e.account_id = houses.id), 0)`;

/** A resident's balance as a subquery of a list over `residents`: every receivable entry carrying them. */
export const residentBalanceSql = sql<number>`coalesce((select sum(e.amount) from journal_entries e where e.resident_id = residents.id and e.account_kind in ('house', 'resident')), 0)`;

/** The receivable side of a debt or a payment: its house (with the debtor), or the debtor's own account. */
export function receivableOf(debt: { house_id: number | null; resident_id: number | null }): {
  accountKind: AccountKind;
  accountId: number | null;
} {
  return debt.house_id !== null
    ? { accountKind: 'house', accountId: debt.house_id }
    : { accountKind: 'resident', accountId: debt.resident_id };
}

export type EntryInput = {
  accountKind: AccountKind;
  accountId: number | null;
  /** Debit +, credit −, in kuruş. */
  amount: number;
  houseId?: number | null;
  residentId?: number | null;
  debtId?: number | null;
  dueOn?: string | null;
  description?: string | null;
  /** Defaults to the transaction's date. */
  occurredOn?: string;
};

export type TransactionInput = {
  clusterId: number;
  kind: string;
  occurredOn: string;
  description?: string | null;
  createdBy?: number | null;
  entries: EntryInput[];
};

export class UnbalancedTransactionError extends Error {}

const ENTRY_BATCH = 500;

/**
 * Writes lines into a journal transaction as `journal_entries` stores them: a line without its own date or
 * description takes the transaction's. The caller keeps the transaction balanced.
 */
export async function insertEntries(
  trx: Db,
  tx: { id: number; clusterId: number; occurredOn: string; description: string | null },
  entries: EntryInput[],
): Promise<void> {
  const rows = entries.map((e) => ({
    transaction_id: tx.id,
    cluster_id: tx.clusterId,
    account_kind: e.accountKind,
    account_id: e.accountId,
    house_id: e.houseId ?? null,
    resident_id: e.residentId ?? null,
    debt_id: e.debtId ?? null,
    amount: e.amount,
    occurred_on: e.occurredOn ?? tx.occurredOn,
    due_on: e.dueOn ?? null,
    description: e.description ?? tx.description,
  }));
  for (let i = 0; i < rows.length; i += ENTRY_BATCH) {
    await trx
      .insertInto('journal_entries')
      .values(rows.slice(i, i + ENTRY_BATCH))
      .execute();
  }
}

/** Writes one balanced business event; throws (and so rolls the caller's transaction back) if it does not sum to zero. */
export async function postTransaction(trx: Db, input: TransactionInput): Promise<number> {
  let sum = 0;
  for (const entry of input.entries) {
    if (!Number.isSafeInteger(entry.amount)) throw new UnbalancedTransactionError(`Not kuruş: ${entry.amount}`);
    sum += entry.amount;
  }
  if (sum !== 0) throw new UnbalancedTransactionError(`Journal transaction does not balance: ${sum}`);
  const now = nowIso();
  const { id } = await trx
    .insertInto('journal_transactions')
    .values({
      cluster_id: input.clusterId,
      kind: input.kind,
      occurred_on: input.occurredOn,
      description: input.description ?? null,
      created_by: input.createdBy ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertEntries(
    trx,
    { id, clusterId: input.clusterId, occurredOn: input.occurredOn, description: input.description ?? null },
    input.entries.filter((e) => e.amount !== 0),
  );
  return id;
}

/** Removes a document's journal transaction (its entries go with it); the document is then rewritten or gone. */
export async function removeTransaction(trx: Db, transactionId: number | null): Promise<void> {
  if (transactionId === null) return;
  await trx.deleteFrom('journal_entries').where('transaction_id', '=', transactionId).execute();
  await trx.deleteFrom('journal_transactions').where('id', '=', transactionId).execute();
}

/** Sum of one account's entries up to a date (inclusive), in kuruş; debit positive. */
export async function accountBalance(
  db: Db,
  clusterId: number,
  kind: AccountKind,
  accountId: number,
  until?: string,
): Promise<number> {
  let query = db
    .selectFrom('journal_entries')
    .select(sql<string | number>`coalesce(sum(amount), 0)`.as('balance'))
    .where('cluster_id', '=', clusterId)
    .where('account_kind', '=', kind)
    .where('account_id', '=', accountId);
  if (until) query = query.where('occurred_on', '<=', until);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.balance);
}

/** A resident's balance over every house they were charged in and their own account. */
export async function residentBalance(db: Db, clusterId: number, residentId: number): Promise<number> {
  const row = await db
    .selectFrom('journal_entries')
    .select(sql<string | number>`coalesce(sum(amount), 0)`.as('balance'))
    .where('cluster_id', '=', clusterId)
    .where('account_kind', 'in', RECEIVABLE_KINDS)
    .where('resident_id', '=', residentId)
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}
