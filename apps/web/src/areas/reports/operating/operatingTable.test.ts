import type { OperatingMeta, OperatingRow } from '@site/shared';
import { describe, expect, it } from 'vitest';
import { ledgerLink, tableLines } from './operatingTable';

const meta = {
  date_from: '2026-02-01',
  date_to: '2026-04-30',
  cluster_id: 1,
  scope_name: 'Kardelen Sitesi',
  months: ['2026-02', '2026-03', '2026-04'],
  basis: 'cash',
  totals: { income: 300.3, expense: 100.1, net: 200.2 },
  month_totals: { income: [100.1, 100.1, 100.1], expense: [0, 100.1, 0] },
  previous: { date_from: '2025-11-01', date_to: '2026-01-31', totals: { income: 0.3, expense: 0.1, net: 0.2 } },
} as OperatingMeta;

const row = (key: string, section: 'income' | 'expense', months: number[]): OperatingRow => ({
  key,
  section,
  name: key,
  parent_key: null,
  account: key,
  months,
  total: months.reduce((a, b) => a + b, 0),
});

describe('tableLines', () => {
  it('puts a header and a total around each section and the net per month last, without float rests', () => {
    const lines = tableLines(
      [row('income_type:1', 'income', [100.1, 100.1, 100.1]), row('expense_type:2', 'expense', [0, 100.1, 0])],
      meta,
      ['income', 'expense'],
    );
    expect(lines.map((l) => [l.kind, l.section])).toEqual([
      ['header', 'income'],
      ['line', 'income'],
      ['total', 'income'],
      ['header', 'expense'],
      ['line', 'expense'],
      ['total', 'expense'],
      ['net', null],
    ]);
    const net = lines[6];
    expect(net.months).toEqual([100.1, 0, 100.1]);
    expect(net.total).toBe(200.2);
    expect(lines[2]).toMatchObject({ total: 300.3, previous: 0.3, difference: 300 });
  });

  it('shows one section alone with no net', () => {
    const lines = tableLines([row('expense_type:2', 'expense', [0, 100.1, 0])], meta, ['expense']);
    expect(lines.map((l) => l.kind)).toEqual(['header', 'line', 'total']);
  });
});

describe('ledgerLink', () => {
  it('opens the account’s ledger over the report’s period, or one month of it', () => {
    expect(ledgerLink('expense_type:7', meta)).toBe(
      '/accounting/accounts?tab=ledger&account=expense_type%3A7&date_from=2026-02-01&date_to=2026-04-30',
    );
    expect(ledgerLink('income_type:3', { date_from: '2026-02-10', date_to: '2026-04-30' }, '2026-02')).toContain(
      'date_from=2026-02-10&date_to=2026-02-28',
    );
  });
});
