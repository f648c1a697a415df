import type { Period } from '../../../accounting/period';
import type { Db } from '../../../db/connection';
import { addFigure, type Figures, monthOf, withinPeriod } from './figures';

/**
 * Accrual basis (tahakkuk esaslı): the journal's income and expense accounts in the period by the lines' dates.
 * Income is what the income types (dues, late fees, …) and other-income accounts were credited, sign turned
 * so income is positive; expense is what the expense types were debited (invoice items, to their child type
 * when they have one). Reversals and corrections net out in the same sums.
 */
export async function accrualFigures(db: Db, clusterIds: number[], period: Period): Promise<Figures> {
  const month = monthOf('occurred_on');
  const rows = await db
    .selectFrom('journal_entries')
    .select(['account_kind', 'account_id', month.as('month'), db.fn.sum<string | number>('amount').as('amount')])
    .where('cluster_id', 'in', clusterIds)
    .where('account_kind', 'in', ['income_type', 'other_income', 'expense_type'])
    .where(withinPeriod('occurred_on', period))
    .groupBy(['account_kind', 'account_id', month])
    .execute();
  const figures: Figures = new Map();
  for (const row of rows) {
    const amount = Number(row.amount ?? 0);
    const signed = row.account_kind === 'expense_type' ? amount : -amount;
    addFigure(figures, `${row.account_kind}:${row.account_id}`, row.month, signed);
  }
  return figures;
}
