import {
  addMonths,
  BUDGET_DISTRIBUTION,
  type BudgetLineInput,
  budgetMonths,
  foreignReferenceMessage,
  toKurus,
} from '@site/shared';
import { splitByWeights, splitEqually } from '../../accounting/split';
import type { Db } from '../../db/connection';
import { invalid } from '../../http/errors';
import { actualExpenses, type LineRow, usableExpenseTypes } from './budgets.repository';

/**
 * A budget's lines (kuruş per expense type and month) from the form's lines: equal months (split to the kuruş,
 * the kuruş left over to the last months: the sum is exact), last year's actuals (the type's expenses in the
 * twelve months before the budget, as weights of the yearly amount; equal months when it had none) or by hand
 * (the twelve amounts).
 * Every expense type must be the complex's own or a system type, else a 422 on `lines.<i>.expense_type_id`.
 */
export async function computeLines(
  db: Db,
  clusterId: number,
  startsOn: string,
  defaultDistribution: number,
  lines: BudgetLineInput[],
): Promise<LineRow[]> {
  const ids = lines.map((line) => line.expense_type_id);
  const usable = await usableExpenseTypes(db, clusterId, ids);
  lines.forEach((line, i) => {
    if (!usable.has(line.expense_type_id)) throw invalid(`lines.${i}.expense_type_id`, foreignReferenceMessage);
  });
  const months = budgetMonths(startsOn);
  const lastYearIds = lines
    .filter((line) => (line.distribution_type_id ?? defaultDistribution) === BUDGET_DISTRIBUTION.lastYear)
    .map((line) => line.expense_type_id);
  const actuals = await actualExpenses(db, clusterId, lastYearIds, addMonths(startsOn, -12), addMonths(startsOn, -1));
  const rows: LineRow[] = [];
  for (const line of lines) {
    const distribution = line.distribution_type_id ?? defaultDistribution;
    let amounts: number[];
    if (distribution === BUDGET_DISTRIBUTION.byHand) amounts = (line.months ?? []).map((m) => toKurus(m));
    else {
      const yearly = toKurus(line.amount ?? 0);
      const weights = months.map((m) => Math.max(0, actuals.get(`${line.expense_type_id} ${addMonths(m, -12)}`) ?? 0));
      amounts =
        distribution === BUDGET_DISTRIBUTION.lastYear && weights.some((w) => w > 0)
          ? splitByWeights(yearly, weights)
          : // splitEqually hands the kuruş left over to the first lines; a budget gives them to the last months.
            splitEqually(yearly, months.length).reverse();
    }
    months.forEach((month, i) => {
      rows.push({ expense_type_id: line.expense_type_id, month, amount: amounts[i] ?? 0 });
    });
  }
  return rows;
}

/**
 * A copy's lines: each expense type's yearly sum raised by `percent` and rounded to whole lira (half up: a
 * budget is voted in lira), then spread over the new months in the proportions of the source's months, so
 * the months still sum exactly to the raised yearly amount.
 */
export function raisedLines(source: LineRow[], sourceStart: string, targetStart: string, percent: number): LineRow[] {
  const byType = new Map<number, number[]>();
  const sourceMonths = budgetMonths(sourceStart);
  for (const line of source) {
    const amounts = byType.get(line.expense_type_id) ?? new Array(sourceMonths.length).fill(0);
    const index = sourceMonths.indexOf(line.month);
    if (index >= 0) amounts[index] += line.amount;
    byType.set(line.expense_type_id, amounts);
  }
  const targetMonths = budgetMonths(targetStart);
  const rows: LineRow[] = [];
  for (const [typeId, amounts] of byType) {
    const yearly = amounts.reduce((a, b) => a + b, 0);
    // Hundredths of a percent, in integers: 25 % of 1.000,00 TL is 250,00 TL exactly.
    const raised = Math.round((yearly * (10_000 + Math.round(percent * 100))) / 10_000 / 100) * 100;
    const split = amounts.some((a) => a > 0) ? splitByWeights(raised, amounts) : splitEqually(raised, amounts.length);
    targetMonths.forEach((month, i) => {
      rows.push({ expense_type_id: typeId, month, amount: split[i] });
    });
  }
  return rows;
}
