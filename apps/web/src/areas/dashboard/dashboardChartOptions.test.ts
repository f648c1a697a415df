import { describe, expect, it } from 'vitest';
import { agingOption, cashOption, monthsEmpty, monthsOption, requestsOption } from './dashboardChartOptions';

type Series = { name?: string; data: unknown[] }[];

describe('dashboard chart options', () => {
  const months = [
    { month: '2025-12', charged: 2000, collected: 0 },
    { month: '2026-01', charged: 1500.5, collected: 700 },
  ];

  it('puts charged and collected side by side under Turkish month names, in lira', () => {
    const option = monthsOption(months, { charged: 'Tahakkuk', collected: 'Tahsilat' });
    expect((option.xAxis as { data: string[] }).data).toEqual(['Ara 2025', 'Oca 2026']);
    expect((option.series as Series).map((s) => [s.name, s.data])).toEqual([
      ['Tahakkuk', [2000, 1500.5]],
      ['Tahsilat', [0, 700]],
    ]);
    const tick = (option.yAxis as { axisLabel: { formatter: (n: number) => string } }).axisLabel.formatter;
    expect(tick(12_500)).toBe('12,5 B ₺');
    expect((option.tooltip as { valueFormatter: (n: number) => string }).valueFormatter(1234.5)).toMatch(/1\.234,50/);
  });

  it('counts twelve zero months as empty', () => {
    expect(monthsEmpty(months)).toBe(false);
    expect(monthsEmpty(months.map((m) => ({ ...m, charged: 0, collected: 0 })))).toBe(true);
  });

  it('labels each age bucket and keeps their order', () => {
    const option = agingOption(
      {
        buckets: [
          { bucket: 'not_due', amount: 100 },
          { bucket: 'days_1_30', amount: 0 },
          { bucket: 'days_over_90', amount: 50 },
        ],
        total: 150,
      },
      (bucket) => `label:${bucket}`,
    );
    expect((option.xAxis as { data: string[] }).data).toEqual([
      'label:not_due',
      'label:days_1_30',
      'label:days_over_90',
    ]);
    expect((option.series as Series)[0]?.data.map((d) => (d as { value: number }).value)).toEqual([100, 0, 50]);
  });

  it('lists accounts with the largest on top, naming the complex company-wide', () => {
    const cash = {
      accounts: [
        {
          account_kind: 'bank_account' as const,
          account_id: 1,
          name: 'Ziraat',
          cluster_name: 'Kardelen',
          balance: 600,
        },
        { account_kind: 'safe' as const, account_id: 2, name: 'Kasa', cluster_name: 'Lale', balance: -20 },
      ],
      total: 580,
    };
    const wide = cashOption(cash, true, 'Bakiye');
    expect((wide.yAxis as { data: string[] }).data).toEqual(['Kasa · Lale', 'Ziraat · Kardelen']);
    expect((wide.series as Series)[0]?.data).toEqual([-20, 600]);
    expect((cashOption(cash, false, 'Bakiye').yAxis as { data: string[] }).data).toEqual(['Kasa', 'Ziraat']);
  });

  it('leaves statuses without requests out of the pie', () => {
    const option = requestsOption(
      [
        { key: 1, count: 2 },
        { key: 2, count: 0 },
        { key: 3, count: 1 },
      ],
      (key) => `s${key}`,
    );
    expect((option.series as Series)[0]?.data).toEqual([
      { name: 's1', value: 2 },
      { name: 's3', value: 1 },
    ]);
  });
});
