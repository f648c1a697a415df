/** A percentage as Turkish reports print it: 85.3 → '85,3 %'; none → '–'. */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined) return '–';
  return `${value.toLocaleString('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;
}

/**
 * The ledger (muavin) of one account of the selected complex over a report's period, e.g.
 * `/accounting/accounts?tab=ledger&account=expense_type:7&date_from=2025-01-01&date_to=2025-12-31`.
 */
export function ledgerPath(account: string, period: { date_from: string | null; date_to: string }): string {
  const search = new URLSearchParams({ tab: 'ledger', account });
  if (period.date_from) search.set('date_from', period.date_from);
  search.set('date_to', period.date_to);
  return `/accounting/accounts?${search.toString()}`;
}
