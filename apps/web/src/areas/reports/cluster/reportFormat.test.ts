import { describe, expect, it } from 'vitest';
import { formatPercent, ledgerPath } from './reportFormat';

describe('report format', () => {
  it('prints a percentage with a decimal comma and a spaced sign', () => {
    expect(formatPercent(85.3)).toBe('85,3 %');
    expect(formatPercent(100)).toBe('100,0 %');
    expect(formatPercent(null)).toBe('–');
  });

  it('links an account to its ledger over the period', () => {
    expect(ledgerPath('expense_type:7', { date_from: '2025-01-01', date_to: '2025-12-31' })).toBe(
      '/accounting/accounts?tab=ledger&account=expense_type%3A7&date_from=2025-01-01&date_to=2025-12-31',
    );
    expect(ledgerPath('safe:1', { date_from: null, date_to: '2025-12-31' })).toBe(
      '/accounting/accounts?tab=ledger&account=safe%3A1&date_to=2025-12-31',
    );
  });
});
