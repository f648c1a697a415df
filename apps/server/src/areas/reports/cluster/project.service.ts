import type { ProjectReportQuery } from '@site/shared';
import { periodEnd } from '../../../accounting/dates';
import type { Period } from '../../../accounting/period';
import type { Db } from '../../../db/connection';
import type { AuthContext } from '../../../http/authContext';
import { invalid, notFound } from '../../../http/errors';
import { reportMetaOf, reportPeriod, reportScope } from '../../../kernel/reportScope';
import { actualExpenses, findBudget, showBudget } from '../../budget';
import {
  accruedIncome,
  bookedExpenseTypes,
  collectedIncome,
  collectionsByMonth,
  defaultBudgetId,
  expenseTypeNames,
  incomeTypeNames,
} from './project.repository';

export const CLUSTER_REQUIRED = 'Bu rapor için bir site seçiniz.';
export const NO_BUDGET = 'Bu dönem için bütçe bulunamadı.';
const OTHER_INCOME_NAME = 'Diğer Gelirler';

/** '85.3': actual over budget in percent, one decimal; null without a budget. */
export const percentOf = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part * 1000) / whole) / 10;

/**
 * The complex and budget a budget report is about: `cluster_id` is required; `budget_id` must be one of the
 * complex's budgets (else 404); without it the approved budget whose months hold `date_to`, else the complex's
 * latest approved or draft one. The report's period is the budget's twelve months, whatever dates were asked.
 */
export async function budgetOfReport(db: Db, auth: AuthContext, q: ProjectReportQuery) {
  const scope = await reportScope(db, auth, q);
  const clusterId = scope.clusterId;
  if (clusterId === null) throw invalid('cluster_id', CLUSTER_REQUIRED);
  let budgetId = q.budget_id ?? null;
  if (budgetId !== null) {
    const budget = await findBudget(db, budgetId);
    if (!budget || budget.cluster_id !== clusterId) throw notFound();
  } else {
    const asked = await reportPeriod(db, scope, q);
    budgetId = await defaultBudgetId(db, clusterId, asked.to.slice(0, 7));
    if (budgetId === null) throw invalid('budget_id', NO_BUDGET);
  }
  const budget = await showBudget(db, budgetId);
  const months = budget.months;
  const first = months[0] as string;
  const last = months[months.length - 1] as string;
  const period: Period = { from: `${first}-01`, to: periodEnd(last) };
  const meta = {
    ...reportMetaOf(scope, period),
    budget: { id: budget.id, name: budget.name, status: budget.status, starts_on: first, ends_on: last },
    months,
  };
  return { scope, clusterId, budget, months, first, last, period, meta };
}

type Budget = Awaited<ReturnType<typeof budgetOfReport>>;

/** İşletme Projesi Kalemleri: every expense type of the budget or booked in its months, budget against actual. */
export async function projectItems(db: Db, b: Budget) {
  const booked = await bookedExpenseTypes(db, b.clusterId, b.first, b.last);
  const budgeted = new Map(b.budget.lines.map((l) => [l.expense_type_id, l]));
  const typeIds = [...new Set([...budgeted.keys(), ...booked])];
  const actual = await actualExpenses(db, b.clusterId, typeIds, b.first, b.last);
  const names = await expenseTypeNames(db, typeIds);
  const rows = typeIds.map((id) => {
    const budgetMonths = budgeted.get(id)?.months ?? b.months.map(() => 0);
    const actualMonths = b.months.map((m) => actual.get(`${id} ${m}`) ?? 0);
    return itemRow(id, names.get(id) ?? budgeted.get(id)?.expense_type_name ?? '', budgetMonths, actualMonths);
  });
  rows.sort((x, y) => x.name.localeCompare(y.name, 'tr'));
  const column = (pick: (r: (typeof rows)[number]) => number[]) =>
    b.months.map((_, i) => rows.reduce((sum, r) => sum + (pick(r)[i] ?? 0), 0));
  const {
    expense_type_id: _,
    name: __,
    ...totals
  } = itemRow(
    0,
    '',
    column((r) => r.budget_months),
    column((r) => r.actual_months),
  );
  return { rows, totals };
}

function itemRow(id: number, name: string, budgetMonths: number[], actualMonths: number[]) {
  const budget = budgetMonths.reduce((a, c) => a + c, 0);
  const actual = actualMonths.reduce((a, c) => a + c, 0);
  return {
    expense_type_id: id,
    name,
    budget,
    actual,
    remaining: budget - actual,
    used_percent: percentOf(actual, budget),
    overrun: actual > budget,
    budget_months: budgetMonths,
    actual_months: actualMonths,
  };
}

/**
 * İşletme Hesap Özeti: income accrued and collected by income type, expenses against the budget month by month
 * and the year's result against the budget's. Planned income is the budget's total: an işletme projesi plans
 * the dues that cover its expenses (KMK art. 37), so the budget's own result is zero unless dues say otherwise.
 */
export async function projectStatement(db: Db, b: Budget) {
  const accrued = await accruedIncome(db, b.clusterId, b.first, b.last);
  const collected = await collectedIncome(db, b.clusterId, b.first, b.last);
  const collections = await collectionsByMonth(db, b.clusterId, b.first, b.last);
  const typeIds = [...accrued, ...collected].map((r) => r.type_id).filter((id): id is number => id !== null);
  const names = await incomeTypeNames(db, [...new Set(typeIds)]);
  const byType = new Map<
    string,
    { key: string; type_id: number | null; name: string; accrued: number; collected: number }
  >();
  const rowOf = (typeId: number | null) => {
    const key = typeId === null ? 'other_income' : `income_type:${typeId}`;
    const row = byType.get(key) ?? {
      key,
      type_id: typeId,
      name: typeId === null ? OTHER_INCOME_NAME : (names.get(typeId) ?? ''),
      accrued: 0,
      collected: 0,
    };
    byType.set(key, row);
    return row;
  };
  for (const r of accrued) rowOf(r.type_id).accrued += r.amount;
  for (const r of collected) rowOf(r.type_id).collected += r.amount;
  const income = [...byType.values()].sort((x, y) => x.name.localeCompare(y.name, 'tr'));

  const { totals: items } = await projectItems(db, b);
  const months = b.months.map((month, i) => {
    const monthIncome = accrued.filter((r) => r.month === month).reduce((sum, r) => sum + r.amount, 0);
    const expense = items.actual_months[i] ?? 0;
    return {
      month,
      income: monthIncome,
      collected: collections.get(month) ?? 0,
      budget: items.budget_months[i] ?? 0,
      expense,
      result: monthIncome - expense,
    };
  });
  const incomeTotal = income.reduce((sum, r) => sum + r.accrued, 0);
  const totals = {
    income: incomeTotal,
    collected: income.reduce((sum, r) => sum + r.collected, 0),
    collections: months.reduce((sum, m) => sum + m.collected, 0),
    planned_income: items.budget,
    budget: items.budget,
    expense: items.actual,
    result: incomeTotal - items.actual,
    budget_result: 0,
  };
  return { income, months, totals };
}
