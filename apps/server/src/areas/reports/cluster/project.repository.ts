import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { num } from './audit.repository';

/**
 * The budget a report takes when none is named: the approved one whose twelve months hold `month`, else the
 * latest approved or draft one of the complex.
 */
export async function defaultBudgetId(db: Db, clusterId: number, month: string): Promise<number | null> {
  const current = await db
    .selectFrom('budgets')
    .select('id')
    .where('cluster_id', '=', clusterId)
    .where('status', '=', 'approved')
    .where('starts_on', '<=', month)
    .where('ends_on', '>=', month)
    .orderBy('starts_on', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (current) return current.id;
  const latest = await db
    .selectFrom('budgets')
    .select('id')
    .where('cluster_id', '=', clusterId)
    .where('status', 'in', ['approved', 'draft'])
    .orderBy('starts_on', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return latest?.id ?? null;
}

const monthOf = sql<string>`substr(e.occurred_on, 1, 7)`;

/** The expense types the journal booked to in the months (`from`..`to`, 'YYYY-MM'). */
export async function bookedExpenseTypes(db: Db, clusterId: number, from: string, to: string): Promise<number[]> {
  const rows = await db
    .selectFrom('journal_entries as e')
    .select('e.account_id')
    .distinct()
    .where('e.cluster_id', '=', clusterId)
    .where('e.account_kind', '=', 'expense_type')
    .where('e.account_id', 'is not', null)
    .where('e.occurred_on', '>=', `${from}-01`)
    .where('e.occurred_on', '<=', `${to}-31`)
    .execute();
  return rows.map((r) => r.account_id as number);
}

export async function expenseTypeNames(db: Db, ids: number[]) {
  if (!ids.length) return new Map<number, string>();
  const rows = await db.selectFrom('expense_types').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Accrued income (credit, as a positive amount) by income type (null: other income) and month. */
export async function accruedIncome(db: Db, clusterId: number, from: string, to: string) {
  const rows = await db
    .selectFrom('journal_entries as e')
    .leftJoin('income_types as i', (join) =>
      join.onRef('i.id', '=', 'e.account_id').on('e.account_kind', '=', 'income_type'),
    )
    .select(['e.account_kind', 'e.account_id', 'i.name', monthOf.as('month'), sql<string>`sum(e.amount)`.as('amount')])
    .where('e.cluster_id', '=', clusterId)
    .where('e.account_kind', 'in', ['income_type', 'other_income'])
    .where('e.occurred_on', '>=', `${from}-01`)
    .where('e.occurred_on', '<=', `${to}-31`)
    .groupBy(['e.account_kind', 'e.account_id', 'i.name', monthOf])
    .execute();
  return rows.map((r) => ({
    type_id: r.account_kind === 'income_type' ? r.account_id : null,
    name: r.name,
    month: r.month,
    amount: -num(r.amount),
  }));
}

/** What the months' collections paid, by the income type of the debt paid and the month collected. */
export async function collectedIncome(db: Db, clusterId: number, from: string, to: string) {
  const month = sql<string>`substr(c.collected_on, 1, 7)`;
  const rows = await db
    .selectFrom('allocations as a')
    .innerJoin('collections as c', 'c.id', 'a.collection_id')
    .innerJoin('debts as d', 'd.id', 'a.debt_id')
    .select(['d.income_type_id', month.as('month'), sql<string>`sum(a.amount)`.as('amount')])
    .where('c.cluster_id', '=', clusterId)
    .where('c.collected_on', '>=', `${from}-01`)
    .where('c.collected_on', '<=', `${to}-31`)
    .groupBy(['d.income_type_id', month])
    .execute();
  return rows.map((r) => ({ type_id: r.income_type_id, month: r.month, amount: num(r.amount) }));
}

/** All money collected in the months (credit included), by month. */
export async function collectionsByMonth(db: Db, clusterId: number, from: string, to: string) {
  const month = sql<string>`substr(collected_on, 1, 7)`;
  const rows = await db
    .selectFrom('collections')
    .select([month.as('month'), sql<string>`sum(amount)`.as('amount')])
    .where('cluster_id', '=', clusterId)
    .where('collected_on', '>=', `${from}-01`)
    .where('collected_on', '<=', `${to}-31`)
    .groupBy(month)
    .execute();
  return new Map(rows.map((r) => [r.month, num(r.amount)]));
}

export async function incomeTypeNames(db: Db, ids: number[]) {
  if (!ids.length) return new Map<number, string>();
  const rows = await db.selectFrom('income_types').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
