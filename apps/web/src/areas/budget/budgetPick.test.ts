import { describe, expect, it } from 'vitest';
import { defaultBudget, formatPercent, sumLira } from './budgetPick';

describe('budget planning helpers', () => {
  const budgets = [
    { id: 1, status: 'draft', starts_on: '2026-01', ends_on: '2026-12' },
    { id: 2, status: 'approved', starts_on: '2025-01', ends_on: '2025-12' },
    { id: 3, status: 'approved', starts_on: '2025-07', ends_on: '2026-06' },
  ];

  it('opens the approved budget containing today, else none', () => {
    expect(defaultBudget(budgets, '2026-03-15')?.id).toBe(3);
    expect(defaultBudget(budgets, '2026-06-30')?.id).toBe(3);
    expect(defaultBudget(budgets, '2026-07-01')).toBeNull();
  });

  it('writes shares the Turkish way and sums lira through kuruş', () => {
    expect(formatPercent(85.3)).toBe('85,3 %');
    expect(formatPercent(100)).toBe('100,0 %');
    expect(formatPercent(null)).toBe('');
    expect(sumLira([0.1, 0.2, 225.01])).toBe(225.31);
  });
});

describe('periodical assessment preset from a budget', () => {
  it('takes the first month total over the first run of equal months', async () => {
    const { presetFromBudget } = await import('./budgetPreset');
    const budget = {
      name: '2026 Bütçesi',
      months: ['2026-01', '2026-02', '2026-03', '2026-04'],
      month_totals: [1000, 1000, 1200.5, 1000],
    };
    expect(presetFromBudget(budget, 7, 3)).toEqual({
      name: '2026 Bütçesi Aidatı',
      income_type_id: 3,
      split_method: 'equal',
      amount: 1000,
      starts_on: '2026-01',
      ends_on: '2026-02',
      budget_id: 7,
    });
  });
});
