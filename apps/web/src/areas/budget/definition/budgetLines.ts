import { BUDGET_DISTRIBUTION, BUDGET_MONTHS, type BudgetLine, type BudgetLineInput, toKurus } from '@site/shared';

/** One row of the lines grid as the user edits it (amounts in lira). */
export type LineState = {
  key: number;
  expense_type_id: number | null;
  distribution_type_id: number;
  amount: number | null;
  months: (number | null)[];
};

let nextKey = 1;
export const newLine = (distribution: number): LineState => ({
  key: nextKey++,
  expense_type_id: null,
  distribution_type_id: distribution,
  amount: null,
  months: new Array(BUDGET_MONTHS).fill(null),
});

/** Equal months as the server splits them: to the kuruş, the kuruş left over to the last months. */
export function equalMonths(yearly: number): number[] {
  const total = toKurus(yearly);
  const base = Math.floor(total / BUDGET_MONTHS);
  const rest = total - base * BUDGET_MONTHS;
  return Array.from({ length: BUDGET_MONTHS }, (_, i) => (base + (i >= BUDGET_MONTHS - rest ? 1 : 0)) / 100);
}

/** A saved line back into the grid: equal months when they are the equal split of the total, else by hand. */
export function lineFromRecord(line: BudgetLine): LineState {
  const equal = equalMonths(line.total);
  const isEqual = equal.every((amount, i) => Math.abs(amount - line.months[i]) < 0.005);
  return {
    key: nextKey++,
    expense_type_id: line.expense_type_id,
    distribution_type_id: isEqual ? BUDGET_DISTRIBUTION.equal : BUDGET_DISTRIBUTION.byHand,
    amount: line.total,
    months: [...line.months],
  };
}

/** The months a row shows: typed by hand, the equal split, or nothing yet (last year's actuals, on saving). */
export function monthsOf(line: LineState): (number | null)[] {
  if (line.distribution_type_id === BUDGET_DISTRIBUTION.byHand) return line.months;
  if (line.distribution_type_id === BUDGET_DISTRIBUTION.equal) return equalMonths(line.amount ?? 0);
  return line.months.map(() => null);
}

/** A row's yearly total in lira (the months' sum when typed by hand). */
export function yearlyOf(line: LineState): number {
  if (line.distribution_type_id !== BUDGET_DISTRIBUTION.byHand) return line.amount ?? 0;
  return line.months.reduce<number>((sum, m) => sum + toKurus(m ?? 0), 0) / 100;
}

/** The lines as the API takes them; rows without an expense type are left out. */
export function linesPayload(lines: LineState[]): BudgetLineInput[] {
  return lines
    .filter((line) => line.expense_type_id !== null)
    .map((line) =>
      line.distribution_type_id === BUDGET_DISTRIBUTION.byHand
        ? {
            expense_type_id: line.expense_type_id as number,
            distribution_type_id: line.distribution_type_id,
            months: line.months.map((m) => m ?? 0),
          }
        : {
            expense_type_id: line.expense_type_id as number,
            distribution_type_id: line.distribution_type_id,
            amount: line.amount ?? 0,
          },
    );
}
