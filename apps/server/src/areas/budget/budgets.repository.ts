import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/** The budgets with their complex's name and yearly total (the sum of their lines), for lists and shows. */
export function selectBudgets(db: Db) {
  return db
    .selectFrom('budgets')
    .innerJoin('clusters', 'clusters.id', 'budgets.cluster_id')
    .selectAll('budgets')
    .select((eb) => [
      'clusters.name as cluster_name',
      eb
        .selectFrom('budget_lines')
        .select(sql<number>`coalesce(sum(budget_lines.amount), 0)`.as('sum'))
        .whereRef('budget_lines.budget_id', '=', 'budgets.id')
        .as('total'),
    ]);
}

/** One budget's own row, to check the caller's access and its state. */
export function findBudget(db: Db, id: number) {
  return db.selectFrom('budgets').selectAll().where('id', '=', id).executeTakeFirst();
}

export type BudgetRecord = NonNullable<Awaited<ReturnType<typeof findBudget>>>;

/** A budget's lines with their expense type's name, by type name then month. */
export function budgetLines(db: Db, budgetId: number) {
  return db
    .selectFrom('budget_lines')
    .innerJoin('expense_types', 'expense_types.id', 'budget_lines.expense_type_id')
    .select(['budget_lines.expense_type_id', 'expense_types.name', 'budget_lines.month', 'budget_lines.amount'])
    .where('budget_lines.budget_id', '=', budgetId)
    .orderBy('expense_types.name')
    .orderBy('budget_lines.expense_type_id')
    .orderBy('budget_lines.month')
    .execute();
}

export type LineRow = { expense_type_id: number; month: string; amount: number };

/** Replaces a budget's lines with `lines` (inside the write's transaction). */
export async function replaceLines(trx: Db, budgetId: number, lines: LineRow[]): Promise<void> {
  await trx.deleteFrom('budget_lines').where('budget_id', '=', budgetId).execute();
  for (let i = 0; i < lines.length; i += 200) {
    const chunk = lines.slice(i, i + 200).map((line) => ({ ...line, budget_id: budgetId }));
    await trx.insertInto('budget_lines').values(chunk).execute();
  }
}

/** Which of `ids` are expense types the complex may budget: its own or the system's (no complex). */
export async function usableExpenseTypes(db: Db, clusterId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom('expense_types')
    .select('id')
    .where('id', 'in', ids)
    .where((eb) => eb.or([eb('cluster_id', '=', clusterId), eb('cluster_id', 'is', null)]))
    .execute();
  return new Set(rows.map((row) => Number(row.id)));
}

/**
 * The complex's actual expenses per expense type and month between `from` and `to` ('YYYY-MM', both
 * included): the expense accounts' journal entries (debit +), as `${typeId} ${month}` → kuruş.
 */
export async function actualExpenses(
  db: Db,
  clusterId: number,
  typeIds: number[],
  from: string,
  to: string,
): Promise<Map<string, number>> {
  if (!typeIds.length) return new Map();
  const month = sql<string>`substr(journal_entries.occurred_on, 1, 7)`;
  const rows = await db
    .selectFrom('journal_entries')
    .select(['journal_entries.account_id', month.as('month'), sql<number>`sum(journal_entries.amount)`.as('amount')])
    .where('journal_entries.cluster_id', '=', clusterId)
    .where('journal_entries.account_kind', '=', 'expense_type')
    .where('journal_entries.account_id', 'in', typeIds)
    .where('journal_entries.occurred_on', '>=', `${from}-01`)
    .where('journal_entries.occurred_on', '<=', `${to}-31`)
    .groupBy(['journal_entries.account_id', month])
    .execute();
  return new Map(rows.map((row) => [`${row.account_id} ${row.month}`, Number(row.amount)]));
}
