import type { BudgetItemView } from '@site/shared';
import { sql } from 'kysely';
import { periodEnd, periodOf, today } from '../../../accounting/dates';
import { divideHalfUp } from '../../../accounting/exact';
import type { Db } from '../../../db/connection';
import { actualExpenses, type BudgetRecord, budgetLines } from '../budgets.repository';

/** The name of the row of items whose expense type the budget does not have. */
export const OUTSIDE_BUDGET = 'Bütçe dışı';

export type BudgetItem = {
  invoice_item_id: number;
  invoice_id: number;
  billed_on: string;
  provider_name: string;
  bill_no: string | null;
  description: string | null;
  amount: number;
  open: number;
};

export type BudgetItemType = {
  expense_type_id: number | null;
  expense_type_name: string;
  in_budget: boolean;
  budget: number;
  budget_to_date: number;
  actual: number;
  journal_actual: number | null;
  remaining: number;
  used_percent: number | null;
  overrun: boolean;
  open: number;
  items: BudgetItem[];
};

/** actual / budget as a percentage with one decimal, half up; null without a budget. */
export function usedPercent(actual: number, budget: number): number | null {
  if (budget <= 0) return null;
  return Number(divideHalfUp(BigInt(actual) * 1000n, BigInt(budget))) / 10;
}

/**
 * The invoice items of the budget's complex billed within its twelve months, each under the expense account the
 * journal debits (its child type, else its type), with what is still unpaid of it: an invoice's payments pay its
 * items in order (by id), so the items' open amounts sum to the invoice's open amount.
 */
async function invoiceItemsOf(db: Db, budget: BudgetRecord) {
  const rows = await db
    .selectFrom('invoice_items')
    .innerJoin('invoices', 'invoices.id', 'invoice_items.invoice_id')
    .innerJoin('cluster_providers', 'cluster_providers.id', 'invoices.provider_id')
    .select([
      'invoice_items.id',
      'invoice_items.invoice_id',
      'invoice_items.expense_type_id',
      'invoice_items.child_expense_type_id',
      'invoice_items.description',
      'invoice_items.amount',
      'invoices.billed_on',
      'invoices.bill_no',
      'cluster_providers.name as provider_name',
      (eb) =>
        eb
          .selectFrom('invoice_payments')
          .select(sql<number>`coalesce(sum(invoice_payments.amount), 0)`.as('paid'))
          .whereRef('invoice_payments.invoice_id', '=', 'invoices.id')
          .as('paid'),
    ])
    .where('invoices.cluster_id', '=', budget.cluster_id)
    .where('invoice_items.cluster_id', '=', budget.cluster_id)
    .where('invoices.billed_on', '>=', `${budget.starts_on}-01`)
    .where('invoices.billed_on', '<=', periodEnd(budget.ends_on))
    .orderBy('invoices.billed_on')
    .orderBy('invoice_items.invoice_id')
    .orderBy('invoice_items.id')
    .execute();
  const paidLeft = new Map<number, number>();
  return rows.map((row) => {
    const amount = Number(row.amount);
    const left = paidLeft.get(row.invoice_id) ?? Number(row.paid ?? 0);
    const paid = Math.min(left, amount);
    paidLeft.set(row.invoice_id, left - paid);
    return {
      account: row.child_expense_type_id ?? row.expense_type_id,
      item: {
        invoice_item_id: row.id,
        invoice_id: row.invoice_id,
        billed_on: row.billed_on,
        provider_name: row.provider_name,
        bill_no: row.bill_no,
        description: row.description,
        amount,
        open: amount - paid,
      } satisfies BudgetItem,
    };
  });
}

/**
 * The budget against its invoice items, per expense type: the year's and to-date budget (months up to `asOf`'s),
 * the actual (the items' sum, beside the journal's debits of the type over the same months), what remains, the
 * share used and whether it overran; 'active' lists every item, 'open' only those not paid in full.
 */
export async function budgetItems(db: Db, budget: BudgetRecord, view: BudgetItemView, asOf = today()) {
  const toMonth = periodOf(asOf);
  const lines = await budgetLines(db, budget.id);
  const types = new Map<number, BudgetItemType>();
  const blank = (id: number | null, name: string): BudgetItemType => ({
    expense_type_id: id,
    expense_type_name: name,
    in_budget: id !== null,
    budget: 0,
    budget_to_date: 0,
    actual: 0,
    journal_actual: null,
    remaining: 0,
    used_percent: null,
    overrun: false,
    open: 0,
    items: [],
  });
  for (const line of lines) {
    const id = Number(line.expense_type_id);
    const entry = types.get(id) ?? blank(id, line.name);
    entry.budget += Number(line.amount);
    if (line.month <= toMonth) entry.budget_to_date += Number(line.amount);
    types.set(id, entry);
  }
  const outside = blank(null, OUTSIDE_BUDGET);
  for (const { account, item } of await invoiceItemsOf(db, budget)) {
    const entry = types.get(account) ?? outside;
    entry.actual += item.amount;
    entry.open += item.open;
    if (view === 'active' || item.open > 0) entry.items.push(item);
  }
  const journal = await actualExpenses(db, budget.cluster_id, [...types.keys()], budget.starts_on, budget.ends_on);
  for (const [id, entry] of types) {
    entry.journal_actual = 0;
    for (const [key, amount] of journal) if (key.startsWith(`${id} `)) entry.journal_actual += amount;
  }
  const rows = [...types.values()];
  if (outside.actual !== 0 || outside.items.length) rows.push(outside);
  for (const row of rows) {
    row.remaining = row.budget - row.actual;
    row.used_percent = usedPercent(row.actual, row.budget);
    row.overrun = row.actual > row.budget;
  }
  const sum = (key: 'budget' | 'budget_to_date' | 'actual' | 'open') => rows.reduce((s, r) => s + r[key], 0);
  const totals = {
    budget: sum('budget'),
    budget_to_date: sum('budget_to_date'),
    actual: sum('actual'),
    remaining: sum('budget') - sum('actual'),
    used_percent: usedPercent(sum('actual'), sum('budget')),
    open: sum('open'),
  };
  return { view, to_month: toMonth, types: rows, totals };
}
