import { type ExpressionBuilder, sql } from 'kysely';
import { inChunks } from '../../../accounting/chunks';
import type { Period } from '../../../accounting/period';
import { splitByWeights } from '../../../accounting/split';
import type { Db } from '../../../db/connection';
import { addFigure, type Figures, monthOf, withinPeriod } from './figures';

// A collection that brought money into a bank account or safe (one with neither is a transferred opening
// balance, booked against the opening account, and no cash).
// biome-ignore lint/suspicious/noExplicitAny: any query joining collections as `c`
const placed = (eb: ExpressionBuilder<any, any>) =>
  eb.or([eb('c.bank_account_id', 'is not', null), eb('c.safe_id', 'is not', null)]);

/**
 * Cash income (nakit esaslı gelir): the collections of the period paid into a bank account or safe, each
 * attributed to the income types of the debts it was allocated to (whenever the allocation was made); what
 * paid debts without a type (transferred opening balances) is 'Devir Borç Tahsilatı', and what is allocated to
 * no debt, or was paid back (a refund's debt), is 'Avans / Fazla Tahsilat'. Other incomes received count by
 * their type.
 */
async function cashIncome(db: Db, clusterIds: number[], period: Period, figures: Figures): Promise<void> {
  const month = monthOf('c.collected_on');
  const allocated = await db
    .selectFrom('allocations as a')
    .innerJoin('collections as c', 'c.id', 'a.collection_id')
    .innerJoin('debts as d', 'd.id', 'a.debt_id')
    .select((eb) => [
      month.as('month'),
      'd.income_type_id',
      'd.kind',
      eb.fn.sum<string | number>('a.amount').as('amount'),
    ])
    .where('c.cluster_id', 'in', clusterIds)
    .where(withinPeriod('c.collected_on', period))
    .where(placed)
    .groupBy([month, 'd.income_type_id', 'd.kind'])
    .execute();
  const collected = await db
    .selectFrom('collections as c')
    .select((eb) => [month.as('month'), eb.fn.sum<string | number>('c.amount').as('amount')])
    .where('c.cluster_id', 'in', clusterIds)
    .where(withinPeriod('c.collected_on', period))
    .where(placed)
    .groupBy(month)
    .execute();
  const advance = new Map(collected.map((r) => [r.month, Number(r.amount ?? 0)]));
  for (const row of allocated) {
    const amount = Number(row.amount ?? 0);
    if (row.kind === 'payback') continue; // stays in 'advance': credit that was paid back
    advance.set(row.month, (advance.get(row.month) ?? 0) - amount);
    const key = row.income_type_id === null ? 'opening_debts' : `income_type:${row.income_type_id}`;
    addFigure(figures, key, row.month, amount);
  }
  for (const [m, amount] of advance) addFigure(figures, 'advance', m, amount);

  const otherMonth = monthOf('collected_on');
  const others = await db
    .selectFrom('other_income_records')
    .select(['other_income_id', otherMonth.as('month'), db.fn.sum<string | number>('amount').as('amount')])
    .where('cluster_id', 'in', clusterIds)
    .where(withinPeriod('collected_on', period))
    .groupBy(['other_income_id', otherMonth])
    .execute();
  for (const row of others) addFigure(figures, `other_income:${row.other_income_id}`, row.month, Number(row.amount));
}

/**
 * Cash expense: each invoice payment of the period spread over its invoice's items in proportion to their
 * amounts (to the kuruş, `splitByWeights`), to the item's child type when it has one; and the refunds paid
 * out of a bank account or safe (Diğer Gider) as 'İadeler'.
 */
async function cashExpense(db: Db, clusterIds: number[], period: Period, figures: Figures): Promise<void> {
  const payments = await db
    .selectFrom('invoice_payments')
    .select(['invoice_id', 'collected_on', 'amount'])
    .where('cluster_id', 'in', clusterIds)
    .where(withinPeriod('collected_on', period))
    .orderBy('id')
    .execute();
  const invoiceIds = [...new Set(payments.map((p) => p.invoice_id))];
  const items = await inChunks(invoiceIds, (chunk) =>
    db
      .selectFrom('invoice_items')
      .select(['invoice_id', 'expense_type_id', 'child_expense_type_id', 'amount'])
      .where('invoice_id', 'in', chunk)
      .orderBy('id')
      .execute(),
  );
  const itemsOf = new Map<number, { type: number; amount: number }[]>();
  for (const item of items) {
    const list = itemsOf.get(item.invoice_id) ?? [];
    list.push({ type: item.child_expense_type_id ?? item.expense_type_id, amount: Number(item.amount) });
    itemsOf.set(item.invoice_id, list);
  }
  for (const payment of payments) {
    const lines = itemsOf.get(payment.invoice_id) ?? [];
    // Credit items (a discount) take no share of a payment; the others share it by their amounts.
    const weights = lines.map((l) => Math.max(0, l.amount));
    const month = payment.collected_on.slice(0, 7);
    const amount = Number(payment.amount);
    // An invoice can only be paid up to a positive total, so some item has a positive amount.
    if (weights.every((w) => w === 0)) continue;
    splitByWeights(amount, weights).forEach((part, i) => {
      addFigure(figures, `expense_type:${lines[i].type}`, month, part);
    });
  }
  const refundMonth = monthOf('spent_on');
  const refunds = await db
    .selectFrom('other_expenses')
    .select([refundMonth.as('month'), db.fn.sum<string | number>('amount').as('amount')])
    .where('cluster_id', 'in', clusterIds)
    .where(withinPeriod('spent_on', period))
    .groupBy(refundMonth)
    .execute();
  for (const row of refunds) addFigure(figures, 'refunds', row.month, Number(row.amount));
}

/** The cash basis's figures (see `cashIncome` and `cashExpense`). */
export async function cashFigures(db: Db, clusterIds: number[], period: Period): Promise<Figures> {
  const figures: Figures = new Map();
  await cashIncome(db, clusterIds, period, figures);
  await cashExpense(db, clusterIds, period, figures);
  return figures;
}

/**
 * What the bank accounts and safes gained over the period (kuruş), transfers between them left out: the
 * figure cash income − cash expense must equal.
 */
export async function bankSafeChange(db: Db, clusterIds: number[], period: Period): Promise<number> {
  const row = await db
    .selectFrom('journal_entries as e')
    .innerJoin('journal_transactions as t', 't.id', 'e.transaction_id')
    .select(sql<string | number>`coalesce(sum(e.amount), 0)`.as('amount'))
    .where('e.cluster_id', 'in', clusterIds)
    .where('e.account_kind', 'in', ['bank_account', 'safe'])
    .where('t.kind', '<>', 'transfer')
    .where(withinPeriod('e.occurred_on', period))
    .executeTakeFirst();
  return Number(row?.amount ?? 0);
}
