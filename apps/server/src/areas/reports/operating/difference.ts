import { sql } from 'kysely';
import type { Period } from '../../../accounting/period';
import type { Db } from '../../../db/connection';
import { type Figures, lineTotal, outsidePeriod, sectionTotal, withinPeriod } from './figures';

type Part = { key: string; name: string; amount: number };

/**
 * What the period's collections paid of debts charged outside the period (earlier dues, transferred opening
 * balances, or dues charged later): money collected now for other periods' income.
 */
async function otherPeriodsCollected(db: Db, clusterIds: number[], period: Period): Promise<number> {
  const row = await db
    .selectFrom('allocations as a')
    .innerJoin('collections as c', 'c.id', 'a.collection_id')
    .innerJoin('debts as d', 'd.id', 'a.debt_id')
    .select(sql<string | number>`coalesce(sum(a.amount), 0)`.as('amount'))
    .where('c.cluster_id', 'in', clusterIds)
    .where(withinPeriod('c.collected_on', period))
    .where((eb) => eb.or([eb('c.bank_account_id', 'is not', null), eb('c.safe_id', 'is not', null)]))
    .where('d.kind', '<>', 'payback')
    // A debt's lines carry its transaction's date (accounting/debts.ts), so the transaction says when it was charged.
    .leftJoin('journal_transactions as t', 't.id', 'd.transaction_id')
    .where((eb) =>
      eb.or([eb('d.income_type_id', 'is', null), eb('t.id', 'is', null), outsidePeriod('t.occurred_on', period)]),
    )
    .executeTakeFirst();
  return Number(row?.amount ?? 0);
}

/** What the period's invoice payments paid of invoices dated outside the period. */
async function otherPeriodsPaid(db: Db, clusterIds: number[], period: Period): Promise<number> {
  const row = await db
    .selectFrom('invoice_payments as p')
    .innerJoin('invoices as i', 'i.id', 'p.invoice_id')
    .select(sql<string | number>`coalesce(sum(p.amount), 0)`.as('amount'))
    .where('p.cluster_id', 'in', clusterIds)
    .where(withinPeriod('p.collected_on', period))
    .where(outsidePeriod('i.billed_on', period))
    .executeTakeFirst();
  return Number(row?.amount ?? 0);
}

/**
 * 'Farkın Açıklaması': accrual − cash for income and for expense, each split into parts that sum to it exactly.
 * Income: the period's charges not paid by the period's collections (receivables grew), less what the
 * collections paid of other periods' debts, less advances (collected, owed by no debt, or paid back).
 * Expense: the period's invoices not paid in the period (payables grew), less payments of other periods'
 * invoices, less refunds (cash out, no expense). The first part of each is the rest of the difference, so the
 * parts always add up; the tests check it against figures counted by hand.
 */
export async function differenceOf(db: Db, clusterIds: number[], period: Period, accrual: Figures, cash: Figures) {
  const cashIncome = sectionTotal(cash, 'income');
  const cashExpense = sectionTotal(cash, 'expense');
  const income = sectionTotal(accrual, 'income') - cashIncome;
  const expense = sectionTotal(accrual, 'expense') - cashExpense;
  const earlierDebts = await otherPeriodsCollected(db, clusterIds, period);
  const advance = lineTotal(cash.get('advance'));
  const earlierInvoices = await otherPeriodsPaid(db, clusterIds, period);
  const refunds = lineTotal(cash.get('refunds'));
  const incomeParts: Part[] = [
    {
      key: 'receivables',
      name: 'Dönemde tahakkuk edip dönem içinde tahsil edilmeyen',
      amount: income + earlierDebts + advance,
    },
    { key: 'other_periods', name: 'Başka dönemlerin borçlarından tahsil edilen', amount: -earlierDebts },
    { key: 'advance', name: 'Avans / fazla tahsilat (borca mahsup edilmeyen veya iade edilen)', amount: -advance },
  ];
  const expenseParts: Part[] = [
    {
      key: 'payables',
      name: 'Dönemde faturalanıp dönem içinde ödenmeyen',
      amount: expense + earlierInvoices + refunds,
    },
    { key: 'other_periods', name: 'Başka dönemlerin faturalarına yapılan ödeme', amount: -earlierInvoices },
    { key: 'refunds', name: 'İadeler (gider olmayan ödeme)', amount: -refunds },
  ];
  return {
    cash_income: cashIncome,
    cash_expense: cashExpense,
    income,
    expense,
    income_parts: incomeParts,
    expense_parts: expenseParts,
  };
}
