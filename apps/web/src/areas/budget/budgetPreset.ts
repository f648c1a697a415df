/** A budget's months and their totals (lira), as `GET /budgets/{id}` answers them. */
export type BudgetMonths = { name: string; months: string[]; month_totals: number[] };

/**
 * A periodical assessment's form preset from a budget, as the wizard's first periodical assessment: the budget's
 * first month total spread equally over the houses, from the first month to the last month with the same total
 * (later months differ and need their own, which the wizard creates all at once).
 */
export function presetFromBudget(budget: BudgetMonths, budgetId: number, incomeTypeId: number | null) {
  const first = budget.months[0];
  let last = 0;
  while (last + 1 < budget.months.length && budget.month_totals[last + 1] === budget.month_totals[0]) last++;
  return {
    name: `${budget.name} Aidatı`.slice(0, 100),
    ...(incomeTypeId === null ? {} : { income_type_id: incomeTypeId }),
    split_method: 'equal',
    amount: budget.month_totals[0] > 0 ? budget.month_totals[0] : undefined,
    starts_on: first,
    ends_on: budget.months[last],
    budget_id: budgetId,
  };
}
