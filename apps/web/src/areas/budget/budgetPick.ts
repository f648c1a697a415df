/** A budget as the budget select knows it. */
export type PickableBudget = { id: number; status: string; starts_on: string; ends_on: string };

/**
 * The budget a screen opens with: the approved one whose twelve months contain `today` ('YYYY-MM-DD'), else
 * null (the manager picks one).
 */
export function defaultBudget<T extends PickableBudget>(budgets: T[], today: string): T | null {
  const month = today.slice(0, 7);
  return budgets.find((b) => b.status === 'approved' && b.starts_on <= month && month <= b.ends_on) ?? null;
}

/** '85,3 %': a share with one decimal, Turkish style; empty when there is none. */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return `${value.toLocaleString('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;
}

/** Sums lira amounts through kuruş, so the sum carries no floating point crumbs. */
export function sumLira(values: number[]): number {
  return values.reduce((sum, v) => sum + Math.round(v * 100), 0) / 100;
}
