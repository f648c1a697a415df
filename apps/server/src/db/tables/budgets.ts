// Operating budgets (migration 0030).

/** Filled in with the budgets' tables. */
export type BudgetsTable = { id: number };
export type BudgetLinesTable = { id: number };
